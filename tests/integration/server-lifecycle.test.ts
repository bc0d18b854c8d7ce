import { request as httpRequest } from "node:http";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanUpServers, emptyDataDir, randomTestPort, requireBuild, scratchPostgresDatabase, seededDataDir, startServer, waitForHealth } from "../support/test-server-process";

/*
 * How a server process starts and stops as hosts run it: one process per embedded database,
 * WEB_CONCURRENCY processes on a PostgreSQL server, and a stop on SIGTERM that finishes what is in
 * flight and tells a load balancer it is going (decision 032).
 */

beforeAll(() => {
  requireBuild();
});
afterEach(cleanUpServers);

/** Asks until `check` holds, for at most `withinMs`. */
async function until(check: () => Promise<boolean> | boolean, withinMs: number, what: string) {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not seen within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A POST whose body arrives slowly: the request is in flight for `bodyMs`. `answer` resolves with
 * the status the server answered, or the error that ended it; `connected` once the connection is
 * open and the headers are on their way.
 */
function slowPost(origin: string, path: string, bodyMs: number) {
  const body = Buffer.from("name=Slow+Sender&email=slow%40example.ca&message=" + "a".repeat(200));
  let connected!: () => void;
  const open = new Promise<void>((resolve) => (connected = resolve));
  const answer = new Promise<{ status?: number; error?: string }>((resolve) => {
    const req = httpRequest(`${origin}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(body.length) },
    });
    req.on("socket", (socket) => socket.once("connect", connected));
    req.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode }));
    });
    req.on("error", (error) => resolve({ error: error.message }));
    req.flushHeaders();
    const pieces = 10;
    let sent = 0;
    const timer = setInterval(() => {
      const size = Math.ceil(body.length / pieces);
      req.write(body.subarray(sent * size, (sent + 1) * size));
      if (++sent === pieces) {
        clearInterval(timer);
        req.end();
      }
    }, bodyMs / pieces);
  });
  return { answer, connected: open };
}

describe("starting", () => {
  it("refuses several processes on the embedded database, saying what to set", async () => {
    const port = randomTestPort();
    // It stops before it opens anything.
    const server = startServer({ PORT: String(port), WEB_CONCURRENCY: "2", DATA_DIR: emptyDataDir() });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toContain("WEB_CONCURRENCY=2 needs DATABASE_URL");
  });

  it("refuses a second process on the same embedded database, naming the first", async () => {
    const dataDir = seededDataDir();
    const first = randomTestPort();
    const owner = startServer({ PORT: String(first), DATA_DIR: dataDir, LOG_LEVEL: "warn" });
    await waitForHealth(`http://127.0.0.1:${first}`);
    const second = startServer({ PORT: String(first + 400), DATA_DIR: dataDir, LOG_LEVEL: "warn" });
    expect(await second.exited).toBe(1);
    expect(second.output().stderr).toContain(`is in use by process ${owner.child.pid}`);
    // The first one is unharmed.
    expect((await fetch(`http://127.0.0.1:${first}/readyz`)).status).toBe(200);

    // Once it has stopped, the directory can be opened again; a pid file left by a killed process
    // does not keep it locked.
    owner.child.kill("SIGKILL");
    await owner.exited;
    const next = startServer({ PORT: String(first), DATA_DIR: dataDir, LOG_LEVEL: "warn" });
    await waitForHealth(`http://127.0.0.1:${first}`);
    expect(next.child.exitCode).toBeNull();
  }, 90_000);
});

describe("stopping on SIGTERM", () => {
  it("says it is not ready, finishes requests in flight, and exits cleanly", async () => {
    const port = randomTestPort();
    const origin = `http://127.0.0.1:${port}`;
    const server = startServer({ PORT: String(port), PUBLIC_URL: origin, SHUTDOWN_DELAY_SECONDS: "1.5" });
    await waitForHealth(origin);
    const ready = await fetch(`${origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready", database: { status: "ok" }, migrations: "done" });

    // An enquiry whose body takes 3 s to arrive is in flight when the process is told to stop.
    // (While the delay lasts the process still takes connections, so an open one is enough.)
    const inFlight = slowPost(origin, "/contact", 3_000);
    await inFlight.connected;
    server.child.kill("SIGTERM");

    // During the delay a load balancer polling readiness is told to stop sending; pages still work
    // and close their connections.
    await until(async () => (await fetch(`${origin}/readyz`)).status === 503, 1_000, "readiness 503");
    const draining = await fetch(`${origin}/readyz`);
    expect(await draining.json()).toMatchObject({ status: "draining" });
    const page = await fetch(`${origin}/about`);
    expect(page.status).toBe(200);
    expect(page.headers.get("connection")).toBe("close");

    // Then no new connections…
    await until(
      () => fetch(`${origin}/about`).then(() => false, () => true),
      3_000,
      "connections refused",
    );
    // …but the enquiry in flight gets its answer (the form's own refusal of a bot-fast sender is an
    // answer: what matters is that the request was not cut off).
    const answered = await inFlight.answer;
    expect(answered.error).toBeUndefined();
    expect(answered.status).toBeGreaterThanOrEqual(200);
    expect(answered.status).toBeLessThan(500);

    expect(await server.exited).toBe(0);
    expect(server.output().stdout).toContain("shutting down: finishing requests in flight");
    expect(server.output().stdout).toContain('"msg":"stopped"');
  }, 60_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("WEB_CONCURRENCY on a PostgreSQL server", () => {
  it("runs that many processes on one port, replaces them one at a time on SIGHUP without a failed request, and stops them all on SIGTERM", async () => {
    const database = await scratchPostgresDatabase("cluster");
    try {
      const port = randomTestPort();
      const origin = `http://127.0.0.1:${port}`;
      const primary = startServer({ PORT: String(port), PUBLIC_URL: origin, DATABASE_URL: database.url, WEB_CONCURRENCY: "2" });
      const listening = () => primary.output().stdout.split("\n").filter((line) => line.includes('"msg":"site listening"'));
      await until(() => listening().length === 2, 60_000, "two processes listening");
      const pids = new Set(listening().map((line) => (JSON.parse(line) as { pid: number }).pid));
      expect(pids.size).toBe(2);
      expect(pids.has(primary.child.pid!)).toBe(false);
      // They started together on an empty database: one migrated and seeded, and neither failed.
      expect(primary.output().stdout.match(/"msg":"demo catalogue seeded"/g)).toHaveLength(1);

      // Steady requests while the processes are replaced.
      const failures: string[] = [];
      let answered = 0;
      let running = true;
      const load = (async () => {
        while (running) {
          const status = await fetch(`${origin}/products`).then(
            (response) => String(response.status),
            (error: Error) => `${error.message} ${String((error.cause as Error | undefined)?.message)}`,
          );
          if (status === "200") answered++;
          else failures.push(status);
        }
      })();
      await until(() => answered > 5, 10_000, "load running");
      primary.child.kill("SIGHUP");
      await until(() => primary.output().stdout.includes('"msg":"server processes replaced"'), 90_000, "replaced");
      running = false;
      await load;
      expect(failures).toEqual([]);
      expect(answered).toBeGreaterThan(10);
      const after = new Set(listening().map((line) => (JSON.parse(line) as { pid: number }).pid));
      expect(after.size).toBe(4);

      primary.child.kill("SIGTERM");
      expect(await primary.exited).toBe(0);
      expect(primary.output().stdout.match(/"msg":"stopped"/g)?.length).toBeGreaterThanOrEqual(4);
    } finally {
      cleanUpServers();
      await database.drop();
    }
  }, 180_000);
});
