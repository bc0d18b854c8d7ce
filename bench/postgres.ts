// A PostgreSQL server and a throw-away database on it, for the benches of the production setup.
import { spawnSync } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { track } from "./cleanup";
import { ROOT } from "./server";
import { scratchPostgresDatabase } from "../tests/support/test-server-process";

/** Where scripts/pg-test-server.sh puts its server when PG_TEST_PORT is not set. */
const SCRIPT_DEFAULT_URL = "postgres://postgres@127.0.0.1:54329/postgres";
const SCRIPT = path.join(ROOT, "scripts", "pg-test-server.sh");

export interface PostgresServer {
  /** A connection URL with the right to create databases. */
  url: string;
  /** Stops the server if the bench started it; one that was already running is left alone. */
  stop(): Promise<void>;
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * BENCH_DATABASE_URL when set; otherwise the server scripts/pg-test-server.sh runs on its default
 * port, started for this run when nothing answers there (and stopped afterwards).
 */
export async function postgresServer(): Promise<PostgresServer> {
  const given = process.env.BENCH_DATABASE_URL?.trim();
  if (given) {
    if (!(await answers(given)))
      throw new Error(`BENCH_DATABASE_URL does not answer: ${redact(given)}`);
    return { url: given, stop: async () => {} };
  }
  if (await answers(SCRIPT_DEFAULT_URL)) return { url: SCRIPT_DEFAULT_URL, stop: async () => {} };

  console.log("Starting a PostgreSQL server (scripts/pg-test-server.sh start)…");
  // The script's own defaults, so that a later run finds this server rather than starting another.
  const { PG_TEST_PORT: _port, PG_TEST_DIR: _dir, ...env } = process.env;
  const started = spawnSync("bash", [SCRIPT, "start"], {
    cwd: ROOT,
    env,
    encoding: "utf8",
    timeout: 120_000,
  });
  const url = started.stdout?.trim().split("\n").pop() ?? "";
  if (started.status !== 0 || !url.startsWith("postgres://")) {
    throw new Error(
      `scripts/pg-test-server.sh start failed: ${(started.stderr ?? "").trim() || started.status}`,
    );
  }
  const stopNow = () =>
    void spawnSync("bash", [SCRIPT, "stop"], { cwd: ROOT, env, timeout: 60_000 });
  const untrack = track({ stop: async () => stopNow(), killNow: stopNow });
  return {
    url,
    async stop() {
      stopNow();
      untrack();
    },
  };
}

/** A new, empty database on `serverUrl`; `drop` removes it, closing whatever is still connected. */
export async function scratchDatabase(serverUrl: string, label: string): Promise<ScratchDatabase> {
  const database = await scratchPostgresDatabase(label, serverUrl, "bench");
  const url = database.url;
  let dropping: Promise<void> | undefined;
  const drop = () => {
    dropping ??= database.drop().finally(() => untrack());
    return dropping;
  };
  // Nothing asynchronous runs in the exit handler: an interrupted run's database is dropped on
  // Ctrl-C (stop), not after a crash, when the next `pg-test-server.sh start` wipes it anyway.
  const untrack = track({ stop: drop, killNow() {} });
  return { url, drop };
}

/** A database URL without its password, for logs and result files. */
export function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(not a URL)";
  }
}

/** The host and port of a database URL, for messages; the URL redacted when it does not parse. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return redact(url);
  }
}
