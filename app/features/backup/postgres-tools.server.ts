import { spawn } from "node:child_process";
import { access, constants, readdir } from "node:fs/promises";
import path from "node:path";

/*
 * PostgreSQL's own client programs (pg_dump, psql) for a database on a server. Debian installs
 * each major version under /usr/lib/postgresql/<version>/bin (with wrappers on the PATH); other
 * systems put them on the PATH. pg_dump refuses a server newer than itself, so the newest one
 * found is preferred.
 */

export class ToolError extends Error {}

interface PostgresTool {
  file: string;
  /** e.g. "15.18" */
  version: string;
  major: number;
}

/** Every `name` found, newest first. */
export async function findPostgresTools(name: "pg_dump" | "psql"): Promise<PostgresTool[]> {
  const candidates: string[] = [];
  const debianRoot = "/usr/lib/postgresql";
  const versions = await readdir(debianRoot).catch(() => [] as string[]);
  for (const version of versions) candidates.push(path.join(debianRoot, version, "bin", name));
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) if (dir) candidates.push(path.join(dir, name));
  const found: PostgresTool[] = [];
  const seen = new Set<string>();
  for (const file of candidates) {
    if (seen.has(file)) continue;
    seen.add(file);
    if (!(await access(file, constants.X_OK).then(() => true, () => false))) continue;
    const output = await run(file, ["--version"], {}).catch(() => null);
    const match = output && /(\d+)(?:\.(\d+))?/.exec(output.stdout);
    if (match) found.push({ file, version: match[2] ? `${match[1]}.${match[2]}` : match[1]!, major: Number(match[1]) });
  }
  return found.sort((a, b) => b.major - a.major || compareMinor(b.version, a.version));
}

const compareMinor = (a: string, b: string) => Number(a.split(".")[1] ?? 0) - Number(b.split(".")[1] ?? 0);

/** The newest `name` that can work with a server of major version `serverMajor`. */
export async function postgresTool(name: "pg_dump" | "psql", serverMajor: number): Promise<PostgresTool> {
  const tools = await findPostgresTools(name);
  const install = `Install PostgreSQL's client programs (on Debian or Ubuntu: apt-get install postgresql-client-${serverMajor}, from apt.postgresql.org when the distribution has an older one).`;
  if (tools.length === 0) throw new ToolError(`${name} was not found on the PATH or under /usr/lib/postgresql. ${install}`);
  const usable = name === "pg_dump" ? tools.find((tool) => tool.major >= serverMajor) : tools[0];
  if (!usable) {
    throw new ToolError(
      `The database server runs PostgreSQL ${serverMajor}, and pg_dump cannot dump a server newer than itself; the newest found is ${tools[0]!.version} (${tools[0]!.file}). ${install}`,
    );
  }
  return usable;
}

/**
 * libpq's view of a connection URL: the URL without its password (given to the program through
 * PGPASSWORD, never on a command line others can read) and only the parameters libpq knows.
 */
export function libpqConnection(databaseUrl: string): { dbname: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {};
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  url.password = "";
  const known = ["sslmode", "sslcert", "sslkey", "sslrootcert", "application_name", "connect_timeout", "options", "target_session_attrs"];
  const ssl = url.searchParams.get("ssl");
  const kept = new URLSearchParams();
  for (const [key, value] of url.searchParams) if (known.includes(key)) kept.set(key, value);
  // node-postgres spellings of 'use TLS' that libpq does not know.
  if (!kept.has("sslmode") && (ssl === "true" || ssl === "1")) kept.set("sslmode", "require");
  if (kept.get("sslmode") === "no-verify") kept.set("sslmode", "require");
  url.search = kept.toString();
  return { dbname: url.toString(), env };
}

interface RunResult {
  stdout: string;
  stderr: string;
}

/** Runs a program to its end, writing `stdin` to it; fails with its last lines of error output. */
export function run(file: string, args: string[], options: { env?: Record<string, string>; stdin?: Uint8Array }): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      env: { ...process.env, ...options.env },
      stdio: [options.stdin ? "pipe" : "ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    // Only the end of the error output is kept: the reason is in its last lines.
    child.stderr!.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-8_000)));
    child.on("error", reject);
    child.on("close", (code, signal) => {
      if (code === 0) resolve({ stdout, stderr });
      else {
        const detail = stderr.trim().split("\n").slice(-6).join("\n");
        reject(new ToolError(`${path.basename(file)} failed (${signal ?? `exit code ${code}`})${detail ? `:\n${detail}` : ""}`));
      }
    });
    if (options.stdin && child.stdin) {
      child.stdin.on("error", () => {}); // a program that stops early says why through its exit code
      child.stdin.end(options.stdin);
    }
  });
}
