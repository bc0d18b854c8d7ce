// How long the built server takes to start: the test suite starts it about 60 times a run, and a
// rolling restart waits for each process in turn. A data directory is migrated and seeded once (a
// first start on an empty folder, stopped with SIGTERM); then each of BENCH_STARTS runs (default 5)
// starts `node server/index.js` on a fresh copy of it and measures, at the first 200 from /healthz,
// the wall time since spawn and the CPU time the process has used (user + system, from /proc).
// Usage: [BENCH_STARTS=5] npx tsx bench/server-start.ts
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { track } from "./cleanup";
import { ensureBuild, exitOf, freePort, HOST, RESULTS_DIR, ROOT, sleep } from "./server";
import { formatTable, intFromEnv, round, timestamp } from "./table";

const STARTS = intFromEnv("BENCH_STARTS", 5, 1, 100);
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;
/** Between /healthz attempts: short, since the answer's time is what is measured. */
const POLL_MS = 10;
/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in ticks of 1/100 s. */
const CLOCK_TICKS = 100;

interface Start {
  wallMs: number;
  cpuMs: number;
}

/** User plus system CPU time the process has used so far, in ms. */
async function cpuMsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name, which is in parentheses and may hold spaces: state is field 3,
  // utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/** Only where and how to run, as the tests start it: an inherited DATABASE_URL would change what is measured. */
function serverEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PATH: process.env.PATH ?? "",
    NODE_ENV: "production",
    HOST,
    PORT: String(port),
    DATA_DIR: dataDir,
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
  };
}

function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/**
 * Starts the server on `dataDir`, waits for /healthz to answer 200, reads the process's CPU time at
 * that moment, then stops it with SIGTERM (SIGKILL after 10 s) and waits for it to exit.
 */
async function startOnce(dataDir: string): Promise<Start> {
  const port = await freePort();
  const origin = `http://${HOST}:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ["server/index.js"], {
    cwd: ROOT,
    env: serverEnv(port, dataDir),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = exitOf(child);
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const untrack = track({
    async stop() {
      if (isRunning(child)) child.kill("SIGKILL");
      await exited;
    },
    killNow() {
      if (isRunning(child)) child.kill("SIGKILL");
    },
  });
  try {
    for (;;) {
      if (!isRunning(child))
        throw new Error(`the server exited (${await exited}) before /healthz answered:\n${output}`);
      if (performance.now() - started > START_TIMEOUT_MS)
        throw new Error(`/healthz did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
      try {
        const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(5_000) });
        await response.arrayBuffer();
        if (response.status === 200) {
          const wallMs = performance.now() - started;
          return { wallMs, cpuMs: await cpuMsOf(child.pid!) };
        }
      } catch {
        // Not listening yet.
      }
      await sleep(POLL_MS);
    }
  } finally {
    if (isRunning(child)) child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
    untrack();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main(): Promise<void> {
  if (process.platform !== "linux")
    throw new Error("the CPU time is read from /proc: run this on Linux");
  await ensureBuild();
  const [loadBefore = 0] = os.loadavg();
  const scratch = await mkdtemp(path.join(os.tmpdir(), "floors-bench-start-"));
  const untrack = track({
    stop: () => rm(scratch, { recursive: true, force: true, maxRetries: 3 }),
    killNow: () => rmSync(scratch, { recursive: true, force: true, maxRetries: 3 }),
  });
  const starts: Start[] = [];
  let first: Start;
  try {
    const template = path.join(scratch, "seeded");
    await mkdir(template);
    console.log("First start on an empty data directory (migrations, demo catalogue)…");
    first = await startOnce(template);
    // Each copy makes its own secret on start, as a new site does (and as the tests' copies do).
    rmSync(path.join(template, "session-secret"), { force: true });
    rmSync(path.join(template, "pglite.pid"), { force: true });
    for (let run = 1; run <= STARTS; run++) {
      const copy = path.join(scratch, `run-${run}`);
      cpSync(template, copy, { recursive: true });
      const start = await startOnce(copy);
      starts.push(start);
      console.log(
        `  start ${run}/${STARTS}: ${round(start.wallMs)} ms wall, ${round(start.cpuMs)} ms CPU`,
      );
      await rm(copy, { recursive: true, force: true, maxRetries: 3 });
    }
  } finally {
    await rm(scratch, { recursive: true, force: true, maxRetries: 3 });
    untrack();
  }
  const walls = starts.map((start) => start.wallMs);
  const cpus = starts.map((start) => start.cpuMs);
  const summary = {
    wallMedianMs: median(walls),
    wallMinMs: Math.min(...walls),
    cpuMedianMs: median(cpus),
    cpuMinMs: Math.min(...cpus),
  };
  console.log(
    `\n${formatTable(
      [`spawn to /healthz 200 (${STARTS} starts on a seeded copy)`, "median ms", "min ms"],
      [
        ["wall time", round(summary.wallMedianMs), round(summary.wallMinMs)],
        [
          "CPU time of the server (user + system)",
          round(summary.cpuMedianMs),
          round(summary.cpuMinMs),
        ],
      ],
    )}`,
  );
  console.log(
    `\nFirst start on an empty data directory: ${round(first.wallMs)} ms wall, ${round(first.cpuMs)} ms CPU.`,
  );
  console.log(
    `Load average before the run: ${loadBefore.toFixed(2)}, after: ${os.loadavg()[0]!.toFixed(2)} (${os.cpus().length} cores).`,
  );
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `server-start-${timestamp()}.json`);
  await writeFile(
    file,
    `${JSON.stringify({ loadBefore, loadAfter: os.loadavg()[0], cores: os.cpus().length, starts: STARTS, firstStart: first, runs: starts, ...summary }, null, 2)}\n`,
  );
  console.log(`Results: ${path.relative(process.cwd(), file)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
