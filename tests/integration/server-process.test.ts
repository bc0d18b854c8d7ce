import net from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  cleanUpAllServers,
  cleanUpServers,
  emptyDataDir,
  randomTestPort,
  requireBuild,
  startServer,
  startSite,
  waitForHealth,
} from "../support/test-server-process";

/** One server for the tests that only make requests of it: it is never told a proxy is trusted. */
let shared: Awaited<ReturnType<typeof startSite>>;

beforeAll(async () => {
  requireBuild();
  shared = await startSite({ LOG_LEVEL: "warn" }, { shared: true });
});

afterEach(cleanUpServers);
afterAll(cleanUpAllServers);

describe("server process", () => {
  it("starts on an empty data directory, logs JSON lines and stops cleanly on SIGTERM", async () => {
    const port = randomTestPort();
    const server = startServer({ PORT: String(port), LOG_LEVEL: "info", DATA_DIR: emptyDataDir() });
    const health = await waitForHealth(`http://127.0.0.1:${port}`);
    expect(await health.json()).toMatchObject({ status: "ok", database: { driver: "pglite" } });
    const page = await fetch(`http://127.0.0.1:${port}/about`);
    expect(page.status).toBe(200);

    // The request is logged once its answer has gone.
    const logLines = server.logLines;
    const logged = (line: Record<string, unknown>) => JSON.stringify(line.req) === JSON.stringify({ method: "GET", url: "/about" });
    const deadline = Date.now() + 5_000;
    while (!logLines().some(logged) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    const lines = logLines();
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

  it("closes the sockets of clients that never finish their headers", async () => {
    const { port } = shared;
    const started = Date.now();
    const closedAfter = await Promise.all(
      Array.from(
        { length: 15 },
        () =>
          new Promise<number>((resolve, reject) => {
            const socket = net.connect(port, "127.0.0.1", () => socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "));
            socket.on("data", () => {});
            socket.on("error", () => {});
            socket.on("close", () => resolve(Date.now() - started));
            setTimeout(() => {
              socket.destroy();
              reject(new Error("the server kept a half-sent request open for 25 s"));
            }, 25_000).unref();
          }),
      ),
    );
    // The header limit is 10 s, checked every second.
    expect(Math.max(...closedAfter)).toBeLessThan(15_000);
    // Meanwhile and afterwards the site answers everyone else.
    expect((await fetch(`http://127.0.0.1:${port}/about`)).status).toBe(200);
  }, 60_000);

  it("warns once when requests are forwarded by a proxy it was not told to trust", async () => {
    const { origin, server } = shared;
    for (const client of ["203.0.113.7", "203.0.113.8", "203.0.113.9"]) {
      expect((await fetch(`${origin}/about`, { headers: { "X-Forwarded-For": client } })).status).toBe(200);
    }
    const warnings = () => server.output().stdout.split("\n").filter((line) => line.includes("TRUST_PROXY is not set"));
    const deadline = Date.now() + 5_000;
    while (warnings().length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(warnings()).toHaveLength(1);
    expect(JSON.parse(warnings()[0]!)).toMatchObject({ level: 40 });

    const trusting = randomTestPort();
    const behindProxy = startServer({ PORT: String(trusting), LOG_LEVEL: "warn", TRUST_PROXY: "loopback" });
    await waitForHealth(`http://127.0.0.1:${trusting}`);
    await fetch(`http://127.0.0.1:${trusting}/about`, { headers: { "X-Forwarded-For": "203.0.113.7" } });
    await fetch(`http://127.0.0.1:${trusting}/healthz`);
    expect(behindProxy.output().stdout).not.toContain("TRUST_PROXY is not set");
  }, 60_000);

  it("denies pages the browser features the site does not use", async () => {
    for (const path of ["/", "/products", "/api/products", "/no-such-page"]) {
      const policy = (await fetch(`${shared.origin}${path}`)).headers.get("permissions-policy") ?? "";
      for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()"]) {
        expect(policy, path).toContain(feature);
      }
    }
  }, 60_000);
});
