import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

/*
 * Runs the built server (`build/server/index.js`) as a real child process for tests: `npm test`
 * builds before Vitest. Call `cleanUpServers()` after each test.
 */

const entry = path.resolve("server/index.js");
const scratchDirs: string[] = [];
const children: ChildProcess[] = [];

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

/** A form token old enough to pass the form's fill-time check: a person takes over 2 s to fill the form. */
export async function agedFormToken(origin: string): Promise<string> {
  const token = await fetchFormToken(origin);
  await new Promise((resolve) => setTimeout(resolve, 2_100));
  return token;
}

export function scratchDataDir(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-process-"));
  scratchDirs.push(dataDir);
  return dataDir;
}

export function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [entry], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      DATA_DIR: env.DATA_DIR ?? scratchDataDir(),
      // The build under test: BUILD_DIR when set (as for `npm run build`), else build/.
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

export async function waitForHealth(origin: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("server did not become healthy");
}

/** A port number nothing listens on right now, in a range kept for these tests. */
export const randomTestPort = () => 3400 + Math.floor(Math.random() * 400);

export function cleanUpServers() {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
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
