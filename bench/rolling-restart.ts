// A release under steady load: two site processes (`node server/index.js`, each its own port and
// DATA_DIR) on a PostgreSQL server behind nginx with the reference configuration. While autocannon
// keeps 16 connections busy for 60 s over /, /products and a product page, process 1 is stopped
// (SIGTERM, waited for), started again and waited for (/readyz answers 200), then process 2 the
// same, as docs/deploy/README.md tells operators to do. Every request must succeed.
// Usage: [BENCH_DURATION=60] [BENCH_CONNECTIONS=16] [BENCH_RESTART_AFTER=15] [BENCH_RESTART_PAUSE=0] [BENCH_CACHE=1]
//        [BENCH_DATABASE_URL=postgres://…] npm run bench:rolling-restart
import type { EventEmitter } from "node:events";
import { rmSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon, { type Result } from "autocannon";
import { track } from "./cleanup";
import { getInsecure, hasNginx, NGINX, startReferenceNginx, type ReferenceNginx } from "./nginx";
import {
  postgresServer,
  scratchDatabase,
  type PostgresServer,
  type ScratchDatabase,
} from "./postgres";
import { loadRoutes } from "./public-routes";
import { freePort, HOST, RESULTS_DIR, startServer, type RunningServer } from "./server";
import { describeShares, formatTable, intFromEnv, round, timestamp } from "./table";

const DURATION_S = intFromEnv("BENCH_DURATION", 60, 20, 600);
const CONNECTIONS = intFromEnv("BENCH_CONNECTIONS", 16, 1, 256);
const RESTART_AFTER_S = intFromEnv("BENCH_RESTART_AFTER", 15, 1, 300);
/** Seconds between one process answering /readyz and the next one's SIGTERM. */
const PAUSE_S = intFromEnv("BENCH_RESTART_PAUSE", 0, 0, 60);
/** A request slower than this counts as failed, as a visitor would give up on it. */
const TIMEOUT_S = 10;
/**
 * Without BENCH_CACHE=1 every request carries a cookie, so neither nginx's micro-cache nor the
 * site's page cache answers it: each one is rendered by a process, and a process that is away
 * shows. With it, requests are a first-time visitor's, and nginx answers most from its cache.
 */
const USE_CACHE = process.env.BENCH_CACHE === "1";
const HEADERS: Record<string, string> = USE_CACHE ? {} : { cookie: "bench=render-every-request" };
const PROCESSES = 2;

type PhaseName = "before" | "during" | "after";
const PHASES: readonly PhaseName[] = ["before", "during", "after"];
const PHASE_LABELS: Record<PhaseName, string> = {
  before: "before the first SIGTERM",
  during: "restarting (first SIGTERM → second ready)",
  after: "after both restarted",
};

interface Phase {
  /** Responses' latencies in ms, 2xx or not. */
  latencies: number[];
  ok: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
  xCache: Record<string, number>;
  errorMessages: Record<string, number>;
}

interface Restart {
  process: number;
  /** Seconds since the load began. */
  sigtermAt: number;
  exitedAt: number;
  exitCode: number | string | null;
  readyAt: number;
}

const newPhase = (): Phase => ({
  latencies: [],
  ok: 0,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  statuses: {},
  xCache: {},
  errorMessages: {},
});

async function main(): Promise<void> {
  if (!hasNginx()) throw new Error(`nginx is not installed (${NGINX}): apt-get install nginx`);
  if (RESTART_AFTER_S >= DURATION_S)
    throw new Error("BENCH_RESTART_AFTER must be shorter than BENCH_DURATION");
  const [loadBefore = 0] = os.loadavg();
  const productPage = loadRoutes[2] ?? "/products/1";
  const routes = loadRoutes.slice(0, 3);
  console.log(
    `Rolling-restart bench: ${CONNECTIONS} connections for ${DURATION_S} s over ${routes.join(", ")}` +
      ` through nginx, restarts from ${RESTART_AFTER_S} s; ${USE_CACHE ? "nginx's micro-cache in use" : "every request rendered (a cookie)"}.`,
  );

  let server: PostgresServer | undefined;
  let database: ScratchDatabase | undefined;
  let nginx: ReferenceNginx | undefined;
  const sites: RunningServer[] = [];
  const dataDirs: string[] = [];
  const untrackDirs = track({
    stop: async () => {
      for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
    },
    killNow: () => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })),
  });

  try {
    server = await postgresServer();
    database = await scratchDatabase(server.url, "restart");
    const httpsPort = await freePort();
    const env = { PUBLIC_URL: `https://${HOST}:${httpsPort}`, TRUST_PROXY: "loopback" };
    const ports: number[] = [];
    // Their own folders, as on machines of their own: what they share is the database.
    for (let index = 0; index < PROCESSES; index++) {
      dataDirs.push(await mkdtemp(path.join(os.tmpdir(), `floors-bench-process-${index + 1}-`)));
      let port = await freePort();
      while (port === httpsPort || ports.includes(port)) port = await freePort();
      ports.push(port);
    }
    const databaseUrl = database.url;
    const start = (index: number, seed: boolean) =>
      startServer({
        databaseUrl,
        port: ports[index],
        dataDir: dataDirs[index],
        seed,
        env,
        label: `process ${index + 1}`,
      });
    console.log(
      `Starting ${PROCESSES} site processes on PostgreSQL at ${new URL(server.url).host}…`,
    );
    for (let index = 0; index < PROCESSES; index++) sites[index] = await start(index, index === 0);
    nginx = await startReferenceNginx({ upstreams: ports, httpsPort });
    const origin = nginx.origin;
    for (const route of routes) {
      // Also primes each process's JIT and connections a little before the clock starts.
      for (let i = 0; i < 4; i++) {
        const page = await getInsecure(new URL(route, origin).href, HEADERS);
        if (page.status !== 200)
          throw new Error(`${route} answered ${page.status} through nginx before the run`);
      }
    }

    const phases: Record<PhaseName, Phase> = {
      before: newPhase(),
      during: newPhase(),
      after: newPhase(),
    };
    let current: PhaseName = "before";
    let startedAt = 0;
    const restarts: Restart[] = [];
    const seconds = () => (performance.now() - startedAt) / 1000;
    const request = (route: string) => ({
      method: "GET",
      path: route,
      onResponse(
        _status: number,
        _body: string,
        _context: unknown,
        headers: Record<string, unknown>,
      ) {
        const key = Object.keys(headers).find((name) => name.toLowerCase() === "x-cache");
        const value = key === undefined ? "(none)" : String(headers[key]);
        phases[current].xCache[value] = (phases[current].xCache[value] ?? 0) + 1;
      },
    });

    console.log(`Load for ${DURATION_S} s…`);
    // A running autocannon is an event emitter too (lib/run.js); autocannon.d.ts leaves that out.
    const load = autocannon({
      url: origin,
      connections: CONNECTIONS,
      duration: DURATION_S,
      timeout: TIMEOUT_S,
      headers: HEADERS,
      requests: routes.map(request),
    }) as ReturnType<typeof autocannon> & Pick<EventEmitter, "on">;
    load.on("start", () => (startedAt = performance.now()));
    /** Failed requests by the second of the run they ended in: when, against the restarts. */
    const failuresBySecond: Record<string, number> = {};
    const failedNow = () => {
      const second = String(Math.floor(seconds()));
      failuresBySecond[second] = (failuresBySecond[second] ?? 0) + 1;
    };
    load.on(
      "response",
      (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
        const phase = phases[current];
        phase.latencies.push(responseTime);
        phase.statuses[statusCode] = (phase.statuses[statusCode] ?? 0) + 1;
        if (statusCode >= 200 && statusCode < 300) phase.ok++;
        else {
          phase.non2xx++;
          failedNow();
        }
      },
    );
    load.on("reqError", (error: Error) => {
      const phase = phases[current];
      failedNow();
      phase.errors++;
      if (error.message === "request timed out") phase.timeouts++;
      phase.errorMessages[error.message] = (phase.errorMessages[error.message] ?? 0) + 1;
    });
    const finished: Promise<Result> = Promise.resolve(load);

    let restartsDone = false;
    const restarting = (async () => {
      await waitFor(() => startedAt > 0 && seconds() >= RESTART_AFTER_S);
      for (let index = 0; index < PROCESSES; index++) {
        const site = sites[index]!;
        if (index === 0) current = "during";
        else if (PAUSE_S > 0) await new Promise((resolve) => setTimeout(resolve, PAUSE_S * 1000));
        const sigtermAt = seconds();
        console.log(`${sigtermAt.toFixed(1)} s: SIGTERM to process ${index + 1}`);
        await site.stop();
        const exitCode = await site.exited;
        const exitedAt = seconds();
        console.log(
          `${exitedAt.toFixed(1)} s: process ${index + 1} exited (${exitCode}); starting it again`,
        );
        sites[index] = await start(index, false);
        const readyAt = seconds();
        console.log(`${readyAt.toFixed(1)} s: process ${index + 1} ready (/readyz 200)`);
        restarts.push({ process: index + 1, sigtermAt, exitedAt, exitCode, readyAt });
      }
      current = "after";
      restartsDone = true;
    })();
    // A restart that fails (a process that does not start again) ends the run at once.
    const result = await Promise.race([
      finished,
      restarting.then(
        () => finished,
        (error: unknown) => {
          load.stop();
          throw error;
        },
      ),
    ]);
    const endedAt = seconds();
    const doneInTime = restartsDone;
    // Restarts still under way when the load ended finish before anything is stopped.
    await restarting;
    const [loadAfter = 0] = os.loadavg();

    const firstSigterm = restarts[0]?.sigtermAt ?? endedAt;
    const lastReady = doneInTime ? (restarts[restarts.length - 1]?.readyAt ?? endedAt) : endedAt;
    const bounds: Record<PhaseName, [number, number]> = {
      before: [0, firstSigterm],
      during: [firstSigterm, lastReady],
      after: [lastReady, endedAt],
    };
    const rows = PHASES.map((name) => {
      const phase = phases[name];
      const [from, to] = bounds[name];
      const sorted = [...phase.latencies].sort((a, b) => a - b);
      return {
        phase: name,
        label: PHASE_LABELS[name],
        fromSeconds: round(from, 1),
        toSeconds: round(to, 1),
        requests: phase.ok + phase.non2xx + phase.errors,
        ok: phase.ok,
        non2xx: phase.non2xx,
        errors: phase.errors,
        timeouts: phase.timeouts,
        reqPerSec: to > from ? (phase.ok + phase.non2xx) / (to - from) : null,
        latencyP50Ms: percentile(sorted, 50),
        latencyP99Ms: percentile(sorted, 99),
        latencyMaxMs: sorted.length ? sorted[sorted.length - 1]! : null,
        statuses: phase.statuses,
        xCache: phase.xCache,
        errorMessages: phase.errorMessages,
      };
    });

    console.log();
    console.log(
      formatTable(
        [
          "phase",
          "from s",
          "to s",
          "requests",
          "2xx",
          "non-2xx",
          "errors",
          "timeouts",
          "req/s",
          "p50 ms",
          "p99 ms",
          "max ms",
          "X-Cache",
        ],
        rows.map((row) => [
          row.label,
          row.fromSeconds,
          row.toSeconds,
          row.requests,
          row.ok,
          row.non2xx,
          row.errors,
          row.timeouts,
          round(row.reqPerSec),
          round(row.latencyP50Ms, 1),
          round(row.latencyP99Ms, 1),
          round(row.latencyMaxMs, 1),
          describeShares(row.xCache),
        ]),
      ),
    );
    for (const restart of restarts) {
      console.log(
        `Process ${restart.process}: SIGTERM at ${restart.sigtermAt.toFixed(1)} s, exited ${exitDescription(restart.exitCode)}` +
          ` after ${(restart.exitedAt - restart.sigtermAt).toFixed(1)} s, ready again ${(restart.readyAt - restart.exitedAt).toFixed(1)} s later.`,
      );
    }
    const failed = rows.reduce((sum, row) => sum + row.non2xx + row.errors, 0);
    if (failed > 0) {
      const statuses = rows.flatMap((row) =>
        Object.entries(row.statuses)
          .filter(([status]) => !status.startsWith("2"))
          .map(([status, n]) => `${n} × ${status} ${row.phase}`),
      );
      const errors = rows.flatMap((row) =>
        Object.entries(row.errorMessages).map(([message, n]) => `${n} × "${message}" ${row.phase}`),
      );
      console.log(`Failed: ${[...statuses, ...errors].join(", ")}.`);
      console.log(
        `Failures by second of the run: ${Object.entries(failuresBySecond)
          .map(([second, n]) => `${second} s: ${n}`)
          .join(", ")}.`,
      );
      const log = nginx.errorLog().trimEnd().split("\n");
      if (log.length > 0) console.log(`nginx's error log ends with:\n${log.slice(-6).join("\n")}`);
    }
    console.log(
      `autocannon's totals: ${result["2xx"]} 2xx, ${result.non2xx} non-2xx, ${result.errors} errors (${result.timeouts} timeouts); p99 of 2xx ${round(result.latency.p99, 1)} ms.`,
    );
    console.log(
      `(${CONNECTIONS} connections through nginx with docs/deploy/nginx.conf over TLS, 127.0.0.1, autocannon on the same CPUs;` +
        ` ${USE_CACHE ? "no cookie: nginx's micro-cache answers what it may" : "with a cookie: every request rendered by a process"}.)`,
    );
    console.log(
      `Load average: ${loadBefore.toFixed(1)} before the run, ${loadAfter.toFixed(1)} after, on ${os.availableParallelism()} CPUs.`,
    );

    await mkdir(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, `rolling-restart-${timestamp()}.json`);
    await writeFile(
      file,
      `${JSON.stringify(
        {
          createdAt: new Date().toISOString(),
          settings: {
            durationSeconds: DURATION_S,
            connections: CONNECTIONS,
            restartAfterSeconds: RESTART_AFTER_S,
            pauseSeconds: PAUSE_S,
            shutdownDelaySeconds: process.env.SHUTDOWN_DELAY_SECONDS ?? "",
            timeoutSeconds: TIMEOUT_S,
            useCache: USE_CACHE,
            routes,
            productPage,
            processes: PROCESSES,
            databaseServer: `PostgreSQL at ${new URL(server.url).host}`,
          },
          node: process.version,
          machine: {
            cpus: os.availableParallelism(),
            loadAverageBefore: loadBefore,
            loadAverageAfter: loadAfter,
          },
          phases: rows,
          restarts,
          failuresBySecond,
          totals: {
            ok: result["2xx"],
            non2xx: result.non2xx,
            errors: result.errors,
            timeouts: result.timeouts,
            latencyP50Ms: result.latency.p50,
            latencyP99Ms: result.latency.p99,
          },
        },
        null,
        2,
      )}\n`,
    );
    console.log(`\nResults: ${path.relative(process.cwd(), file) || file}`);
    if (failed > 0) {
      const logFile = file.replace(/\.json$/, "-nginx-error.log");
      await writeFile(logFile, nginx.errorLog());
      console.log(`nginx's error log: ${path.relative(process.cwd(), logFile) || logFile}`);
    }

    const problems: string[] = [];
    if (failed > 0) problems.push(`${failed} requests failed`);
    if (!doneInTime) problems.push(`the restarts took longer than the run (${DURATION_S} s)`);
    const unclean = restarts.filter((restart) => restart.exitCode !== 0);
    if (unclean.length > 0)
      problems.push(`process ${unclean.map((r) => r.process).join(", ")} did not stop gracefully`);
    if (problems.length > 0) {
      console.error(`FAILED: ${problems.join("; ")}.`);
      process.exitCode = 1;
    } else {
      console.log("Every request succeeded through the rolling restart.");
    }
  } finally {
    await nginx?.stop();
    await Promise.all(sites.map((site) => site.stop()));
    await database?.drop();
    await server?.stop();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
    untrackDirs();
  }
}

/** The nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}

function exitDescription(code: number | string | null): string {
  if (code === 0) return "cleanly (0)";
  return typeof code === "string" ? `by ${code}` : `with ${code}`;
}

async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1); // The exit handler still kills anything left running.
});
