import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { MIN_FILL_MS } from "../../app/features/enquiries/enquiry-guard.server";
import { formTokenFilledIn } from "./form-token";

/*
 * Runs the built server (`build/server/index.js`) as a real child process for tests: `npm test`
 * builds before Vitest. Call `cleanUpServers()` after each test (servers started with
 * `{ shared: true }` stay until `cleanUpAllServers()`, for a file that shares one).
 *
 * A server started without a DATA_DIR starts on a copy of a data directory that is already
 * migrated and seeded (made once per run, see `seededDataDir`): about 2 s instead of about 5 s.
 * A test about the first start on an empty directory (seeding, the setup link) says so with
 * `DATA_DIR: emptyDataDir()`.
 */

const entry = path.resolve("server/index.js");
const scratchDirs: string[] = [];
const children: { child: ChildProcess; shared: boolean }[] = [];
/**
 * Each port's latest server: what it was started with (to mint form tokens it accepts), its
 * process and what it wrote (for `waitForHealth` to tell why a start failed).
 */
const startedOn = new Map<string, { env: Record<string, string>; child: ChildProcess; output: () => { stdout: string; stderr: string } }>();

/** The build under test: BUILD_DIR when set (as for `npm run build`), else build/. */
const buildDir = process.env.BUILD_DIR ?? "build";

/** Fails a suite at once, with what to do, when there is no build to run. */
export function requireBuild() {
  if (!existsSync(path.join(buildDir, "server/index.js"))) throw new Error("Run `npm run build` before these tests");
}

/** The form token a page's form carries (the contact page's enquiry form by default). */
export function formTokenIn(html: string): string {
  const token = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error("the page carries no form token");
  return token;
}

export async function fetchFormToken(origin: string, pathname = "/contact"): Promise<string> {
  return formTokenIn(await (await fetch(`${origin}${pathname}`)).text());
}

/**
 * A form token old enough to pass the form's fill-time check, as a person's would be: when the
 * secret of the server behind `origin` is known (`secret`, its SESSION_SECRET, the secret it keeps
 * in its data directory or in its PostgreSQL database), the site's own code signs one dated back
 * at once (`formTokenFilledIn`); otherwise one is fetched from the contact page and left to age.
 */
export async function agedFormToken(origin: string, secret?: string): Promise<string> {
  const known = secret ?? (await secretOf(origin));
  if (known) return formTokenFilledIn(known);
  const token = await fetchFormToken(origin);
  await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 100));
  return token;
}

/** The session secret of the server this file started on `origin`'s port, where it can be read. */
async function secretOf(origin: string): Promise<string | undefined> {
  const env = startedOn.get(new URL(origin).port)?.env;
  if (!env) return undefined;
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ value: string }>("select value from app_meta where key = 'session_secret'");
      return rows[0]?.value;
    } finally {
      await client.end();
    }
  }
  const file = path.join(env.DATA_DIR!, "session-secret");
  return existsSync(file) ? readFileSync(file, "utf8").trim() : undefined;
}

/** A new, empty data directory, removed by `cleanUpServers()`: the site's first start. */
export function emptyDataDir(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-process-"));
  scratchDirs.push(dataDir);
  return dataDir;
}

/** An empty data directory (the name older tests use for `emptyDataDir`). */
export const scratchDataDir = emptyDataDir;

/**
 * A new data directory holding what a site has after its first start and a clean stop: the
 * migrated database with the demo catalogue, and no administrator. Its secret is made on start,
 * as on a new site. Removed by `cleanUpServers()`.
 */
export function seededDataDir(): string {
  const template = seededTemplate();
  const dataDir = emptyDataDir();
  cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/** Environment of every server here: nothing but where and how to run, and what the test gives. */
function baseEnv(): Record<string, string> {
  return {
    PATH: process.env.PATH ?? "",
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    // The build under test: BUILD_DIR when set (as for `npm run build`), else build/.
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
  };
}

let templateRoot: string | undefined;

/** This run's folder for the template (from the global setup), or this process's own. */
function templateFolder(): string {
  if (templateRoot) return templateRoot;
  let root: string | undefined;
  try {
    root = inject("seededDataRoot");
  } catch {
    // Not under Vitest's global setup.
  }
  if (!root) {
    const own = mkdtempSync(path.join(tmpdir(), "site-template-"));
    process.once("exit", () => rmSync(own, { recursive: true, force: true }));
    root = own;
  }
  templateRoot = root;
  return root;
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * The template data directory, made by the first test file of the run that asks (the others wait
 * for it). `startServer` hands back its process at once, so this waits without an event loop.
 */
function seededTemplate(): string {
  const root = templateFolder();
  const template = path.join(root, "seeded");
  const lock = path.join(root, "making");
  const deadline = Date.now() + 300_000;
  while (!existsSync(template)) {
    try {
      mkdirSync(lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      // Another file is making it; a lock left by one that died is taken over after 5 minutes.
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 300_000) rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error("the template data directory was not made within 5 minutes");
      pause(100);
      continue;
    }
    try {
      if (!existsSync(template)) renameSync(makeTemplate(root), template);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return template;
}

/**
 * Starts the built server once on an empty directory, as a new site does, and stops it with
 * SIGTERM once it listens (after the migrations, the seed and the setup link). A port taken by
 * another test's server ends it at once; another port is tried.
 */
const firstStart = `
const { spawn } = require("node:child_process");
const child = spawn(process.execPath, [process.argv[1]], { stdio: ["ignore", "pipe", "pipe"] });
let output = "";
let listening = false;
const take = (chunk) => {
  output += chunk;
  if (!listening && output.includes('"msg":"site listening"')) {
    listening = true;
    child.kill("SIGTERM");
  }
};
child.stdout.on("data", take);
child.stderr.on("data", take);
setTimeout(() => {
  child.kill("SIGKILL");
  process.stderr.write(output + " (not started within 270 s)");
  process.exit(1);
}, 270_000).unref();
child.on("exit", (code) => {
  if (listening && code === 0) process.exit(0);
  process.stderr.write(output);
  process.exit(/EADDRINUSE/.test(output) ? 3 : 1);
});
`;

function makeTemplate(root: string): string {
  const dataDir = mkdtempSync(path.join(root, "making-"));
  for (let attempt = 1; ; attempt++) {
    const env = { ...baseEnv(), PORT: String(randomTestPort()), DATA_DIR: dataDir, LOG_LEVEL: "info" };
    const made = spawnSync(process.execPath, ["-e", firstStart, entry], { env, encoding: "utf8", timeout: 280_000, killSignal: "SIGKILL" });
    if (made.status === 0) break;
    if (made.status === 3 && attempt < 3) continue;
    throw new Error(`the server did not start and stop on an empty data directory:\n${made.stderr}`);
  }
  // Each copy makes its own secret on start, as a new site does.
  rmSync(path.join(dataDir, "session-secret"), { force: true });
  rmSync(path.join(dataDir, "pglite.pid"), { force: true });
  return dataDir;
}

/** A line of the server's log (pino): what the tests read of it. */
export type LogLine = Record<string, unknown> & { level: number; msg: string };

/**
 * Starts the built server. Without DATA_DIR in `env` it runs on a copy of the seeded template
 * (`seededDataDir`), or on an empty folder when DATABASE_URL holds its database; `shared` keeps it
 * past `cleanUpServers()`, for a file that shares one server.
 */
export function startServer(env: Record<string, string>, options: { shared?: boolean } = {}) {
  const dataDir = env.DATA_DIR ?? (env.DATABASE_URL ? emptyDataDir() : seededDataDir());
  return spawnServer({ ...env, DATA_DIR: dataDir }, options);
}

function spawnServer(env: Record<string, string>, options: { shared?: boolean }) {
  const child = spawn(process.execPath, [entry], {
    env: { ...baseEnv(), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push({ child, shared: options.shared ?? false });
  let stdout = "";
  let stderr = "";
  // Decoded as a whole: a character split between two chunks stays one character.
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const output = () => ({ stdout, stderr });
  /** The JSON log lines written so far; a line still being written is read at a later look. */
  const logLines = () =>
    stdout
      .slice(0, stdout.lastIndexOf("\n") + 1)
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as LogLine);
  if (env.PORT) startedOn.set(env.PORT, { env, child, output });
  return { child, exited, output, logLines };
}

/**
 * The built site on a port of its own, on a copy of the seeded data, ready: its origin. For a
 * file whose tests only read public pages (it stops with `cleanUpServers()`).
 */
export async function startSeededSite(): Promise<string> {
  requireBuild();
  const port = randomTestPort();
  const origin = `http://127.0.0.1:${port}`;
  startServer({ PORT: String(port), PUBLIC_URL: origin, LOG_LEVEL: "warn" });
  await waitForHealth(origin);
  return origin;
}

export async function waitForHealth(origin: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  const server = startedOn.get(new URL(origin).port);
  // The last lines the server wrote, so that a start that failed says why.
  const said = () => {
    const { stdout, stderr } = server?.output() ?? { stdout: "", stderr: "" };
    return `${stderr}\n${stdout}`.trim().split("\n").slice(-12).join("\n");
  };
  // What /healthz last answered, or why it did not, so that a start that hangs says where.
  let lastAnswer = "no answer yet";
  while (Date.now() < deadline) {
    const ended = server && (server.child.exitCode ?? server.child.signalCode);
    if (ended != null) throw new Error(`the server on ${origin} ended (${ended}) before it became healthy:\n${said()}`);
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) return response;
      lastAnswer = `${response.status} ${(await response.text()).slice(0, 300)}`;
    } catch (error) {
      // Not listening yet.
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      lastAnswer = `no connection (${cause?.code ?? cause?.message ?? String(error)})`;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy within ${timeoutMs / 1000} s; /healthz last: ${lastAnswer}\n${said()}`);
}

/**
 * Waits until the server behind `origin` has no background job queued or running and no enquiry
 * waiting for its e-mail, by its /metrics (open to loopback): after that, nothing more is sent
 * unless something new is asked of it.
 */
export async function untilNothingQueued(origin: string, withinMs = 30_000) {
  const deadline = Date.now() + withinMs;
  let last = "";
  for (;;) {
    const response = await fetch(`${origin}/metrics`).catch(() => null);
    last = response?.ok ? await response.text() : `no metrics (${response?.status ?? "no answer"})`;
    const waiting = last
      .split("\n")
      .filter((line) => /^background_jobs\{/.test(line) || /^enquiries\{delivery_status="pending"\}/.test(line))
      .filter((line) => Number(line.split(" ").at(-1)) !== 0);
    if (response?.ok && waiting.length === 0) return;
    if (Date.now() > deadline) throw new Error(`still queued after ${withinMs} ms:\n${waiting.join("\n") || last}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Ports that fetch refuses to connect to ("bad port" in the Fetch standard's port blocking), in
 * the range below: a server started there listens, but the tests' fetch never reaches it.
 */
const BLOCKED_BY_FETCH = new Set([3659]);

/** A port number nothing listens on right now, in a range kept for these tests, that fetch may use. */
/** Ports handed out in this process: never twice, so no test meets an earlier server's port (or its record here). */
const givenPorts = new Set<number>();

export function randomTestPort(): number {
  // Every usable port handed out: start over rather than wait for ever.
  if (givenPorts.size >= 400 - BLOCKED_BY_FETCH.size) givenPorts.clear();
  for (;;) {
    const port = 3400 + Math.floor(Math.random() * 400);
    if (BLOCKED_BY_FETCH.has(port) || givenPorts.has(port)) continue;
    givenPorts.add(port);
    return port;
  }
}

/**
 * Starts a server on a free port of the test range (a copy of the seeded template unless `env`
 * names a DATA_DIR) and waits until it answers /healthz.
 */
export async function startSite(env: Record<string, string> = {}, options: { shared?: boolean } = {}) {
  const port = randomTestPort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startServer({ PUBLIC_URL: origin, ...env, PORT: String(port) }, options);
  await waitForHealth(origin);
  return { port, origin, server };
}

/** Kills the servers the test started (not the shared ones) and removes their data directories. */
export function cleanUpServers() {
  for (const entry of children.filter(({ shared }) => !shared)) {
    if (entry.child.exitCode === null) entry.child.kill("SIGKILL");
    children.splice(children.indexOf(entry), 1);
  }
  if (children.length === 0) for (const dir of scratchDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Kills every server this file started, shared ones too, and removes the data directories. */
export function cleanUpAllServers() {
  for (const { child } of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  for (const dir of scratchDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/**
 * A new, empty database on the PostgreSQL server named by TEST_DATABASE_URL, for server processes
 * to share; `drop` removes it (call it after the processes have stopped).
 */
export async function scratchPostgresDatabase(
  label: string,
  adminUrl = process.env.TEST_DATABASE_URL,
  prefix = "site",
): Promise<{ url: string; drop(): Promise<void> }> {
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `${prefix}_${label}_${randomBytes(5).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
