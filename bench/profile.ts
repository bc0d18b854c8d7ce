// CPU profile of one server process under load: where a page's time goes, cached or rendered.
// The server runs with bench/profiler-preload.mjs, which starts V8's sampling profiler on the
// first SIGUSR2 and writes the profile on the second, so start-up and warm-up are left out.
// Usage: [BENCH_DURATION=8] [BENCH_CONNECTIONS=32] npm run bench:profile -- [cached|cookie] [/path …]
// Prints the top costs (own time and time including callees) as shares of the busy time, and
// saves each .cpuprofile under bench/results (open it in Chrome's DevTools, Performance tab).
import { readdir, readFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { RESULTS_DIR, ROOT, sleep, startServer } from "./server";
import { intFromEnv, timestamp } from "./table";
import { summariseProfile, type CpuProfile } from "./profile-summary";

const DURATION_S = intFromEnv("BENCH_DURATION", 8, 1, 120);
const CONNECTIONS = intFromEnv("BENCH_CONNECTIONS", 32, 1, 1024);
const TOP = intFromEnv("BENCH_TOP", 15, 1, 200);

async function main() {
  const args = process.argv.slice(2);
  const mode = args[0] === "cookie" ? "cookie" : "cached";
  const paths = args.filter((arg) => arg.startsWith("/"));
  if (paths.length === 0) paths.push("/", "/products", "/products/1");
  const profileDir = path.join(RESULTS_DIR, `profile-${timestamp()}`);
  await mkdir(profileDir, { recursive: true });
  const server = await startServer({
    env: {
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${pathToFileURL(path.join(ROOT, "bench", "profiler-preload.mjs")).href}`.trim(),
      PROFILE_DIR: profileDir,
    },
  });
  const pid = server.pid;
  try {
    for (const route of paths) {
      const url = new URL(route, server.origin).href;
      const headers: Record<string, string> = mode === "cookie" ? { cookie: "bench=render-every-request" } : {};
      // Warm-up: compiled code, caches filled, connections open.
      await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
      const before = new Set(await readdir(profileDir));
      process.kill(pid, "SIGUSR2");
      await sleep(200);
      const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
      process.kill(pid, "SIGUSR2");
      let written: string | undefined;
      for (let waited = 0; !written && waited < 10_000; waited += 100) {
        await sleep(100);
        written = (await readdir(profileDir)).find((name) => !before.has(name) && name.endsWith(".cpuprofile"));
      }
      if (!written) throw new Error("the server wrote no profile within 10 s");
      const profile = JSON.parse(await readFile(path.join(profileDir, written), "utf8")) as CpuProfile;
      console.log(`\n## ${route}, ${mode}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms (profiling slows it)`);
      console.log(summariseProfile(profile, TOP));
      console.log(`profile: ${path.relative(ROOT, path.join(profileDir, written))}`);
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
