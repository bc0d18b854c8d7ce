// How evenly one saturated Node process serves its keep-alive connections, without the site: a
// bare node:http server that spends BENCH_WORK_MS of CPU on each request and answers BENCH_BYTES,
// under BENCH_CONNECTIONS autocannon connections. Served in turn, every request would wait about
// connections ÷ requests per second; the p99 beyond that is what the process's scheduling of
// keep-alive connections adds to any page's tail, the site's included (bench/README.md).
// Usage: [BENCH_DURATION=6] [BENCH_CONNECTIONS=32] [BENCH_WORK_MS=6] [BENCH_BYTES=93000] npx tsx bench/fairness.ts
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import { HOST } from "./server";
import { formatTable, intFromEnv, round } from "./table";

const DURATION_S = intFromEnv("BENCH_DURATION", 6, 1, 120);
const CONNECTIONS = intFromEnv("BENCH_CONNECTIONS", 32, 1, 1024);
const WORK_MS = intFromEnv("BENCH_WORK_MS", 6, 0, 1000);
const BYTES = intFromEnv("BENCH_BYTES", 93_000, 1, 10_000_000);

async function main() {
  const body = Buffer.alloc(BYTES, "a");
  const server = createServer((_req, res) => {
    const until = performance.now() + WORK_MS;
    while (performance.now() < until);
    res.setHeader("Content-Type", "text/html");
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const url = `http://${HOST}:${(server.address() as AddressInfo).port}/`;
  try {
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
    const inTurn = (CONNECTIONS / result.requests.average) * 1000;
    console.log(`A bare node:http server, ${WORK_MS} ms of CPU and ${BYTES} bytes per answer, ${CONNECTIONS} keep-alive connections, ${DURATION_S} s:\n`);
    console.log(
      formatTable(
        ["req/s", "p50 ms", "p90 ms", "p99 ms", "max ms", "served in turn, ms"],
        [[round(result.requests.average), result.latency.p50, result.latency.p90, result.latency.p99, result.latency.max, round(inTurn)]],
      ),
    );
  } finally {
    server.close();
    server.closeAllConnections();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
