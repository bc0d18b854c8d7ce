import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

// These tests run the built server as a real process: `npm test` builds before running Vitest.
const entry = path.resolve("server/index.js");
const scratchDirs: string[] = [];
const children: ChildProcess[] = [];

function startServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-process-"));
  scratchDirs.push(dataDir);
  const child = spawn(process.execPath, [entry], {
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", HOST: "127.0.0.1", DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

async function waitForHealth(origin: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("server did not become healthy");
}

beforeAll(() => {
  if (!existsSync("build/server/index.js")) throw new Error("Run `npm run build` before these tests");
});

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  for (const dir of scratchDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("server process", () => {
  it("starts on an empty data directory, logs JSON lines and stops cleanly on SIGTERM", async () => {
    const port = 3400 + Math.floor(Math.random() * 400);
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
