// Starts the production build on a local port with a throw-away database, for benchmarks only.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { track } from "./cleanup";
import { seedBenchCatalogue } from "./catalogue";

/** Repository root: the server resolves build/client relative to its working directory. */
export const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const RESULTS_DIR = path.join(ROOT, "bench", "results");
export const HOST = "127.0.0.1";

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
const OUTPUT_TAIL_LINES = 40;

export interface RunningServer {
  origin: string;
  port: number;
  /** The server's process id (with WEB_CONCURRENCY above 1, the primary's). */
  pid: number;
  /** Resolves with the exit code, or the signal name, once the process has exited. */
  exited: Promise<number | string | null>;
  /** SIGTERM (the graceful stop), SIGKILL after 10 s; deletes a scratch DATA_DIR. */
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** A PostgreSQL database instead of the embedded one under the scratch DATA_DIR. */
  databaseUrl?: string;
  /** WEB_CONCURRENCY: server processes sharing one port (node's cluster module); needs databaseUrl. */
  processes?: number;
  /** The port to listen on (a process started again on its old port); a free one otherwise. */
  port?: number;
  /** A DATA_DIR the caller keeps (a process started again keeps its folder); a scratch one otherwise. */
  dataDir?: string;
  /** Seeds the BENCH_PRODUCTS catalogue first (default); false when the database already has it. */
  seed?: boolean;
  /** More environment, such as PUBLIC_URL and TRUST_PROXY behind a proxy. */
  env?: Record<string, string>;
  /** Prefix of the server's error lines, when several servers run. */
  label?: string;
}

/** Asks the kernel for an unused port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("could not determine a free port"));
      });
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Builds the site once if there is no server bundle yet; an existing build is used as is. */
export async function ensureBuild(): Promise<void> {
  // BUILD_DIR, as for the server itself, when a build lives elsewhere.
  if (existsSync(path.join(ROOT, process.env.BUILD_DIR ?? "build", "server", "index.js"))) return;
  console.log("build/server/index.js is missing, running `npx react-router build`…");
  const child = spawn("npx", ["react-router", "build"], {
    cwd: ROOT,
    stdio: ["ignore", "inherit", "inherit"],
  });
  const code = await exitOf(child);
  if (code !== 0) throw new Error(`react-router build failed (${code})`);
}

/** Products in the scratch catalogue: BENCH_PRODUCTS (default 2,000; 0 keeps the demo catalogue only). */
export function benchProductCount(): number {
  const raw = process.env.BENCH_PRODUCTS?.trim();
  const value = raw ? Number(raw) : 2_000;
  if (!Number.isInteger(value) || value < 0 || value > 100_000) {
    throw new Error(`BENCH_PRODUCTS must be a whole number from 0 to 100000 (got "${raw}")`);
  }
  return value;
}

/**
 * Starts `node server/index.js` with a scratch DATA_DIR (or the caller's), its database seeded first
 * with a catalogue of BENCH_PRODUCTS products, and resolves once /readyz answers 200.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  await ensureBuild();
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), "floors-bench-")));
  const removeDataDir = () => (ownDataDir ? rm(dataDir, { recursive: true, force: true, maxRetries: 3 }) : Promise.resolve());
  const wanted = benchProductCount();
  if (wanted > 0 && options.seed !== false) {
    try {
      const seeded = await seedBenchCatalogue(
        options.databaseUrl ? { databaseUrl: options.databaseUrl } : { dataDir },
        wanted,
      );
      console.log(`Scratch catalogue: ${seeded} products (BENCH_PRODUCTS=${wanted}).`);
    } catch (error) {
      await removeDataDir();
      throw error;
    }
  }
  const port = options.port ?? (await freePort());
  const origin = `http://${HOST}:${port}`;

  const child = spawn(process.execPath, ["server/index.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST,
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // An inherited DATABASE_URL would point the bench at a real database instead of the scratch one.
      DATABASE_URL: options.databaseUrl ?? "",
      WEB_CONCURRENCY: String(options.processes ?? 1),
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = captureOutput(child, options.label ?? "server");
  const exited = exitOf(child);

  let stopping: Promise<void> | undefined;
  const untrack = track({
    stop: () => stop(),
    killNow() {
      if (isRunning(child)) child.kill("SIGKILL");
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
    },
  });

  function stop(): Promise<void> {
    stopping ??= (async () => {
      if (isRunning(child)) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
      await removeDataDir();
      untrack();
    })();
    return stopping;
  }

  try {
    await waitUntilReady(origin, exited);
  } catch (error) {
    await stop();
    const tail = output.tail();
    throw new Error(
      `${(error as Error).message}${tail ? `\n--- last server output ---\n${tail}` : ""}`,
    );
  }
  return { origin, port, pid: child.pid!, exited, stop };
}

async function waitUntilReady(
  origin: string,
  exited: Promise<number | string | null>,
): Promise<void> {
  let exitCode: number | string | null | undefined;
  void exited.then((code) => (exitCode = code));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited (${exitCode}) before it was ready`);
    try {
      // Readiness rather than liveness: the database answers and the process is not stopping.
      const response = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(3_000) });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // Not listening yet (migrations and seeding run first).
    }
    await sleep(250);
  }
  throw new Error(`server did not answer ${origin}/readyz within ${READY_TIMEOUT_MS / 1000} s`);
}

/**
 * Forwards errors at once and keeps the last other lines for a failed start: LOG_LEVEL=warn still logs
 * every 4xx, which would bury the bench tables.
 */
function captureOutput(child: ChildProcess, label: string): { tail(): string } {
  const lines: string[] = [];
  const onLine = (line: string) => {
    if (isErrorLine(line)) return console.error(`[${label}] ${line}`);
    lines.push(line);
    if (lines.length > OUTPUT_TAIL_LINES) lines.shift();
  };
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream, crlfDelay: Infinity }).on("line", onLine);
  }
  return { tail: () => lines.join("\n") };
}

function isErrorLine(line: string): boolean {
  if (!line.trim()) return false;
  try {
    const record = JSON.parse(line) as { level?: unknown };
    return typeof record.level === "number" ? record.level >= 50 : true;
  } catch {
    return true; // Not a pino record: a crash, a stack trace or console output worth seeing.
  }
}

function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** Resolves with the exit code, or the signal name if the process was killed. */
export function exitOf(child: ChildProcess): Promise<number | string | null> {
  return new Promise((resolve) => {
    if (!isRunning(child)) return resolve(child.exitCode ?? child.signalCode);
    child.once("error", () => resolve("spawn error"));
    child.once("exit", (code, signal) => resolve(code ?? signal));
  });
}

/** Signs in to a bench server as ADMIN_EMAIL / ADMIN_PASSWORD; the session cookie to send. */
export async function signInAsAdmin(origin: string): Promise<string> {
  const response = await fetch(`${origin}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "signIn", email: process.env.ADMIN_EMAIL ?? "", password: process.env.ADMIN_PASSWORD ?? "", redirectTo: "/admin" }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0]!)
    .filter((pair) => pair.startsWith("cedarline.session_token="));
  if (response.status !== 303 || cookie.length === 0) throw new Error(`sign-in failed (${response.status})`);
  return cookie.join("; ");
}
