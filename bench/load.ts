// Load test of a few server-rendered pages, three ways: one process on the embedded database; the
// production setup (nginx with the reference configuration in front of WEB_CONCURRENCY=2 on a
// PostgreSQL server); and nginx serving the same HTML as static files. The site's processes are
// measured as visitors reach them (their caches answer) and with a cookie, which every cache passes
// by, so each request is rendered.
// Usage: [BENCH_DURATION=10] [BENCH_CONNECTIONS=32] [BENCH_GZIP=1] [BENCH_TARGETS=site,cluster,static]
//        [BENCH_DATABASE_URL=postgres://…] [BENCH_SAVE_REFERENCE=1 BENCH_COMMIT=… BENCH_NOTE=…] npm run bench:load
// Each row is printed beside its reference figure (bench/load-reference.json) and flagged when more
// than 20 % below it.
import type { EventEmitter } from "node:events";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon, { type Result } from "autocannon";
import {
  getInsecure,
  hasNginx,
  startNginx,
  startReferenceNginx,
  type ReferenceNginx,
} from "./nginx";
import { hostOf, postgresServer, scratchDatabase, type ScratchDatabase } from "./postgres";
import { compareWithReference, readReference, reportAgainstReference, saveRunAsReference } from "./load-reference";
import { loadRoutes } from "./public-routes";
import { freePort, HOST, RESULTS_DIR, sleep, startServer, type RunningServer } from "./server";
import { describeShares, formatTable, intFromEnv, round, timestamp } from "./table";

const DURATION_S = intFromEnv("BENCH_DURATION", 10, 1, 120);
const CONNECTIONS = intFromEnv("BENCH_CONNECTIONS", 32, 1, 1024);
const WARMUP_S = 2;
// Off by default: autocannon sends no Accept-Encoding, so every server sends plain HTML.
const GZIP = process.env.BENCH_GZIP === "1";
const HEADERS: Record<string, string> = GZIP ? { "accept-encoding": "gzip" } : {};
/**
 * A request with a cookie is rendered every time: the reference nginx configuration sends it to a
 * process and stores nothing (`proxy_cache_bypass` / `proxy_no_cache $http_cookie`), and the site's
 * own page cache keeps only cookie-less requests. Public pages ignore cookies: the same page.
 */
const COOKIE: Record<string, string> = { cookie: "bench=render-every-request" };
/** Renders abandoned when a run with a cookie stops finish before the next run starts. */
const SETTLE_MS = 2_000;
/** Server processes behind the one port in the production-like run. */
const CLUSTER_PROCESSES = 2;

type Setup = "site" | "cluster" | "static";
type Target = "site" | "site-cookie" | "cluster" | "cluster-cookie" | "static";

const TARGET_LABELS: Record<Target, string> = {
  site: "embedded, 1 process",
  "site-cookie": "embedded, 1 process, cookie",
  cluster: `nginx → ${CLUSTER_PROCESSES} processes`,
  "cluster-cookie": `nginx → ${CLUSTER_PROCESSES} processes, cookie`,
  static: "nginx, saved HTML",
};
const TARGET_ORDER: readonly Target[] = [
  "site",
  "site-cookie",
  "cluster",
  "cluster-cookie",
  "static",
];

interface Measurement {
  path: string;
  target: Target;
  url: string;
  reqPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyAvgMs: number;
  requests: number;
  /** Socket errors including timeouts. */
  errors: number;
  timeouts: number;
  non2xx: number;
  /** nginx's X-Cache header over the measured run: value → responses (production-like runs only). */
  xCache?: Record<string, number>;
}

/** BENCH_TARGETS: a comma-separated choice of site, cluster and static (all three by default). */
function chosenSetups(): Set<Setup> {
  const raw = process.env.BENCH_TARGETS?.trim();
  const all: Setup[] = ["site", "cluster", "static"];
  if (!raw) return new Set(all);
  const names = raw
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !all.includes(name as Setup));
  if (unknown.length > 0 || names.length === 0) {
    console.error(
      `BENCH_TARGETS takes site, cluster and static, separated by commas (got "${raw}")`,
    );
    process.exit(2);
  }
  return new Set(names as Setup[]);
}

async function main(): Promise<void> {
  const [loadBefore = 0] = os.loadavg();
  const setups = chosenSetups();
  if (!hasNginx() && (setups.has("static") || setups.has("cluster"))) {
    console.log("nginx is not installed (/usr/sbin/nginx): measuring the embedded site only.");
    setups.delete("static");
    setups.delete("cluster");
    setups.add("site");
  }
  console.log(
    `Load bench: ${loadRoutes.length} paths × ${DURATION_S} s, ${CONNECTIONS} connections, ${WARMUP_S} s warm-up each` +
      (GZIP ? ", gzip" : "") +
      `; ${[...setups].join(", ")}`,
  );
  const measurements: Measurement[] = [];
  const pageBytes = new Map<string, number>();
  let databaseServer: string | undefined;

  // One process on the embedded database. Its pages are also the files the static nginx serves.
  const pages = new Map<string, string>();
  if (setups.has("site") || setups.has("static")) {
    console.log("Starting the site (one process, embedded database)…");
    const server = await startServer();
    try {
      // One plain request per page first: catches 404/500 before spending a whole run on them.
      for (const route of loadRoutes) {
        const response = await fetch(new URL(route, server.origin), {
          signal: AbortSignal.timeout(30_000),
        });
        const html = await response.text();
        if (!response.ok)
          console.warn(
            `WARNING: ${route} answered ${response.status}; its numbers measure an error page.`,
          );
        pages.set(route, html);
        pageBytes.set(route, Buffer.byteLength(html));
      }
      if (setups.has("site")) {
        for (const route of loadRoutes) {
          measurements.push(await measure(route, "site", server.origin));
          measurements.push(await measure(route, "site-cookie", server.origin, COOKIE));
          await sleep(SETTLE_MS);
        }
      }
    } finally {
      // Stopped before the next setup starts, so that no idle process shares the CPUs.
      await server.stop();
    }
  }

  if (setups.has("static")) {
    const nginx = await startNginx(pages, { gzip: GZIP });
    try {
      for (const route of loadRoutes)
        measurements.push(await measure(route, "static", nginx.origin));
    } finally {
      await nginx.stop();
    }
  }

  if (setups.has("cluster")) {
    const cluster = await measureCluster(pageBytes);
    databaseServer = cluster.databaseServer;
    measurements.push(...cluster.measurements);
  }
  const [loadAfter = 0] = os.loadavg();

  const rows = loadRoutes.map((route) => {
    const byTarget = Object.fromEntries(
      measurements.filter((m) => m.path === route).map((m) => [m.target, m]),
    ) as Partial<Record<Target, Measurement>>;
    return {
      path: route,
      htmlKB: round((pageBytes.get(route) ?? 0) / 1024, 1),
      measurements: byTarget,
    };
  });

  const reference = readReference();
  console.log();
  console.log(
    formatTable(
      [
        "path",
        "target",
        "HTML KB",
        "req/s",
        "p50 ms",
        "p99 ms",
        "errors",
        "non-2xx",
        "X-Cache",
        "× saved HTML",
        "ref req/s",
        "ref p99",
        "vs ref",
        "",
      ],
      rows.flatMap((row) => {
        const saved = row.measurements.static;
        return TARGET_ORDER.flatMap((target) => {
          const m = row.measurements[target];
          if (!m) return [];
          return [
            [
              row.path,
              TARGET_LABELS[target],
              row.htmlKB,
              round(m.reqPerSec),
              round(m.latencyP50Ms, 1),
              round(m.latencyP99Ms, 1),
              m.errors, // autocannon counts timeouts as errors too
              m.non2xx,
              m.xCache ? describeShares(m.xCache) : "",
              target === "static" || !saved ? "" : round(m.reqPerSec / saved.reqPerSec, 3),
              ...Object.values(compareWithReference(reference, row.path, target, m)),
            ],
          ];
        });
      }),
    ),
  );
  const legend = [
    `${DURATION_S} s per row, ${CONNECTIONS} connections, all on 127.0.0.1 with autocannon on the same CPUs.`,
    setups.has("site") ? "Embedded: one Node process on PGlite, plain HTTP." : "",
    setups.has("cluster")
      ? `nginx → ${CLUSTER_PROCESSES} processes: one nginx worker with docs/deploy/nginx.conf over TLS, in front of` +
        ` WEB_CONCURRENCY=${CLUSTER_PROCESSES}${databaseServer ? ` on ${databaseServer}` : ""}.`
      : "",
    setups.has("static") ? "Saved HTML: one nginx worker, plain HTTP." : "",
    setups.has("site") || setups.has("cluster")
      ? `"cookie": every request rendered, since neither nginx's micro-cache nor the site's page cache answers a request with a cookie.`
      : "",
  ];
  console.log(`(${legend.filter(Boolean).join(" ")})`);
  console.log(
    `Load average: ${loadBefore.toFixed(1)} before the run, ${loadAfter.toFixed(1)} after, on ${os.availableParallelism()} CPUs.`,
  );

  reportAgainstReference(
    reference,
    rows.flatMap((row) =>
      TARGET_ORDER.flatMap((target) => {
        const m = row.measurements[target];
        return m ? [{ route: row.path, target, label: TARGET_LABELS[target], figure: m }] : [];
      }),
    ),
  );
  if (process.env.BENCH_SAVE_REFERENCE === "1") {
    saveRunAsReference(reference, measurements, {
      durationSeconds: DURATION_S,
      connections: CONNECTIONS,
      note: `load average ${loadBefore.toFixed(1)} before the run, on ${os.availableParallelism()} CPUs`,
    });
  }

  await mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `load-${timestamp()}.json`);
  const report = {
    createdAt: new Date().toISOString(),
    settings: {
      durationSeconds: DURATION_S,
      connections: CONNECTIONS,
      warmupSeconds: WARMUP_S,
      gzip: GZIP,
      targets: [...setups],
      clusterProcesses: CLUSTER_PROCESSES,
      databaseServer,
    },
    targets: TARGET_LABELS,
    node: process.version,
    machine: {
      cpus: os.availableParallelism(),
      loadAverageBefore: loadBefore,
      loadAverageAfter: loadAfter,
    },
    paths: rows,
  };
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nResults: ${path.relative(process.cwd(), file) || file}`);
}

/**
 * The production setup on one machine: a scratch database on a PostgreSQL server, the site with
 * WEB_CONCURRENCY=2 on one port, and nginx with the reference configuration in front over TLS.
 * Each page is measured as visitors get it (nginx's micro-cache answers) and with a cookie (the
 * processes render every request).
 */
async function measureCluster(
  pageBytes: Map<string, number>,
): Promise<{ measurements: Measurement[]; databaseServer: string }> {
  const server = await postgresServer();
  let database: ScratchDatabase | undefined;
  let site: RunningServer | undefined;
  let nginx: ReferenceNginx | undefined;
  try {
    database = await scratchDatabase(server.url, "load");
    const httpsPort = await freePort();
    console.log(
      `Starting the site (WEB_CONCURRENCY=${CLUSTER_PROCESSES}, PostgreSQL at ${hostOf(server.url)}) behind nginx (docs/deploy/nginx.conf)…`,
    );
    site = await startServer({
      databaseUrl: database.url,
      processes: CLUSTER_PROCESSES,
      // As in production: the address visitors use, and nginx on this machine trusted for it.
      env: { PUBLIC_URL: `https://${HOST}:${httpsPort}`, TRUST_PROXY: "loopback" },
      label: "cluster",
    });
    nginx = await startReferenceNginx({ upstreams: [site.port], httpsPort });
    for (const route of loadRoutes) {
      const page = await getInsecure(new URL(route, nginx.origin).href, { ...HEADERS, ...COOKIE });
      if (page.status !== 200)
        console.warn(
          `WARNING: ${route} answered ${page.status} through nginx; its numbers measure an error page.`,
        );
      if (!pageBytes.has(route)) pageBytes.set(route, Buffer.byteLength(page.body));
    }
    const measurements: Measurement[] = [];
    for (const route of loadRoutes) {
      measurements.push(await measure(route, "cluster", nginx.origin));
      measurements.push(await measure(route, "cluster-cookie", nginx.origin, COOKIE));
      await sleep(SETTLE_MS);
    }
    return { measurements, databaseServer: `PostgreSQL at ${hostOf(server.url)}` };
  } finally {
    await nginx?.stop();
    await site?.stop();
    await database?.drop();
    await server.stop();
  }
}

async function measure(
  route: string,
  target: Target,
  origin: string,
  extraHeaders: Record<string, string> = {},
): Promise<Measurement> {
  const url = new URL(route, origin).href;
  console.log(`${TARGET_LABELS[target]}: ${route}`);
  const countCache = target === "cluster" || target === "cluster-cookie";
  const xCache: Record<string, number> = {};
  let measuring = false;
  // Every request is this one; `method` is given so that the object matches autocannon's request
  // type, which leaves out `onResponse` (called with each response's headers).
  const request = {
    method: "GET",
    onResponse(
      _status: number,
      _body: string,
      _context: unknown,
      headers: Record<string, unknown>,
    ) {
      if (!countCache || !measuring) return;
      const value = String(headerValue(headers, "x-cache") ?? "(none)");
      xCache[value] = (xCache[value] ?? 0) + 1;
    },
  };
  // A running autocannon is an event emitter too (lib/run.js); autocannon.d.ts leaves that out.
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    timeout: 10,
    headers: { ...HEADERS, ...extraHeaders },
    requests: [request],
    // JIT, database caches, connection set-up and nginx's first cache fill should not count
    // against the measured run.
    warmup: { connections: CONNECTIONS, duration: WARMUP_S },
  }) as ReturnType<typeof autocannon> & Pick<EventEmitter, "on">;
  instance.on("start", () => (measuring = true));
  const result: Result = await instance;
  return {
    path: route,
    target,
    url,
    reqPerSec: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyAvgMs: result.latency.average,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    ...(countCache ? { xCache } : {}),
  };
}

function headerValue(headers: Record<string, unknown>, name: string): unknown {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1); // The exit handler still kills anything left running.
});
