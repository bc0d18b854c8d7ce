// Load test of a few server-rendered pages, compared with nginx serving the same HTML as static files.
// Usage: [BENCH_DURATION=10] [BENCH_CONNECTIONS=32] [BENCH_GZIP=1] npm run bench:load
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon, { type Result } from "autocannon";
import { hasNginx, startNginx, type RunningNginx } from "./nginx";
import { loadRoutes } from "./public-routes";
import { RESULTS_DIR, startServer } from "./server";
import { formatTable, intFromEnv, round, timestamp } from "./table";

const DURATION_S = intFromEnv("BENCH_DURATION", 10, 1, 120);
const CONNECTIONS = intFromEnv("BENCH_CONNECTIONS", 32, 1, 1024);
const WARMUP_S = 2;
// Off by default: autocannon sends no Accept-Encoding, so both servers send plain HTML.
const GZIP = process.env.BENCH_GZIP === "1";
const HEADERS: Record<string, string> = GZIP ? { "accept-encoding": "gzip" } : {};

type Target = "site" | "nginx";

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
}

async function main(): Promise<void> {
  const [loadBefore = 0] = os.loadavg();
  console.log(
    `Load bench: ${loadRoutes.length} paths × ${DURATION_S} s, ${CONNECTIONS} connections, ${WARMUP_S} s warm-up each` +
      (GZIP ? ", gzip" : ""),
  );
  console.log("Starting the site…");
  const server = await startServer();
  let nginx: RunningNginx | undefined;
  const measurements: Measurement[] = [];
  const pageBytes = new Map<string, number>();
  try {
    // One plain request per page first: catches 404/500 before spending a whole run on them, and gives nginx its HTML.
    const pages = new Map<string, string>();
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

    if (hasNginx()) {
      nginx = await startNginx(pages, { gzip: GZIP });
    } else {
      console.log("nginx not installed (/usr/sbin/nginx): measuring the site only.");
    }

    for (const route of loadRoutes) {
      measurements.push(await measure(route, "site", server.origin));
      if (nginx) measurements.push(await measure(route, "nginx", nginx.origin));
    }
  } finally {
    await nginx?.stop();
    await server.stop();
  }

  const rows = loadRoutes.map((route) => {
    const site = measurements.find((m) => m.path === route && m.target === "site");
    const ref = measurements.find((m) => m.path === route && m.target === "nginx");
    const ratio = site && ref && ref.reqPerSec > 0 ? site.reqPerSec / ref.reqPerSec : null;
    return {
      path: route,
      htmlKB: round((pageBytes.get(route) ?? 0) / 1024, 1),
      site,
      nginx: ref,
      ratio,
    };
  });

  console.log();
  console.log(
    formatTable(
      ["path", "target", "HTML KB", "req/s", "p50 ms", "p99 ms", "errors", "non-2xx", "site/nginx"],
      rows.flatMap((row) =>
        [row.site, row.nginx]
          .filter((m): m is Measurement => m !== undefined)
          .map((m) => [
            row.path,
            m.target,
            row.htmlKB,
            round(m.reqPerSec),
            round(m.latencyP50Ms, 1),
            round(m.latencyP99Ms, 1),
            m.errors, // autocannon counts timeouts as errors too
            m.non2xx,
            m.target === "site" ? round(row.ratio, 3) : "",
          ]),
      ),
    ),
  );
  console.log(
    `(${DURATION_S} s per row, ${CONNECTIONS} connections, 127.0.0.1, one Node process vs one nginx worker)`,
  );
  // autocannon shares the CPUs with the server; other work on the machine skews the numbers further.
  console.log(
    `Load average before the run: ${loadBefore.toFixed(1)} on ${os.availableParallelism()} CPUs.`,
  );

  await mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `load-${timestamp()}.json`);
  const report = {
    createdAt: new Date().toISOString(),
    settings: {
      durationSeconds: DURATION_S,
      connections: CONNECTIONS,
      warmupSeconds: WARMUP_S,
      gzip: GZIP,
    },
    node: process.version,
    machine: { cpus: os.availableParallelism(), loadAverageBefore: loadBefore },
    paths: rows,
  };
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nResults: ${path.relative(process.cwd(), file) || file}`);
}

async function measure(route: string, target: Target, origin: string): Promise<Measurement> {
  const url = new URL(route, origin).href;
  console.log(`${target.padEnd(5)} ${route}`);
  const result: Result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    timeout: 10,
    headers: HEADERS,
    // JIT, database caches and connection set-up should not count against the measured run.
    warmup: { connections: CONNECTIONS, duration: WARMUP_S },
  });
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
  };
}


main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1); // The exit handler still kills anything left running.
});
