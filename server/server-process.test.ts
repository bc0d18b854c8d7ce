import { existsSync } from "node:fs";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanUpServers, randomTestPort, startServer, waitForHealth } from "./test-server-process";

beforeAll(() => {
  if (!existsSync("build/server/index.js")) throw new Error("Run `npm run build` before these tests");
});

afterEach(cleanUpServers);

describe("server process", () => {
  it("starts on an empty data directory, logs JSON lines and stops cleanly on SIGTERM", async () => {
    const port = randomTestPort();
    const server = startServer({ PORT: String(port), LOG_LEVEL: "info" });
    const health = await waitForHealth(`http://127.0.0.1:${port}`);
    expect(await health.json()).toMatchObject({ status: "ok", database: { driver: "pglite" } });
    const page = await fetch(`http://127.0.0.1:${port}/about`);
    expect(page.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const lines = server
      .output()
      .stdout.trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.some((line) => line.msg === "demo catalogue seeded")).toBe(true);
    expect(lines).toContainEqual(
      expect.objectContaining({ req: { method: "GET", url: "/about" }, res: { status: 200 } }),
    );

    const started = Date.now();
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 90_000);

  it("refuses to start with a bad variable and names it", async () => {
    const server = startServer({ PORT: "eighty", DATABASE_URL: "mysql://nope" });
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr).toContain("PORT");
    expect(stderr).toContain("DATABASE_URL");
  }, 30_000);
});
