import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { logger } from "~/platform/log/logger.server";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction of `Database`, as its `transaction` callback receives it. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * What a query runs on: the database, or a transaction of it. A function that reads or writes
 * takes a `Queryable`, so a caller inside a transaction passes its `tx` as it is.
 */
export type Queryable = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "postgres";
  /**
   * Applies pending migrations, then runs `then` (seeding, the first administrator) before letting
   * go: processes starting together on one server take turns, so each step happens once.
   */
  migrate(then?: () => Promise<void>): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Hears NOTIFY messages on `channel` over a connection of its own, reconnecting when it drops
   * (then `onReconnect`, since messages may have been missed). PostgreSQL servers only: PGlite is
   * one process. Resolves once listening; the function it gives stops.
   */
  listen?(channel: string, handlers: { onMessage(payload: string | undefined): void; onReconnect(): void }): Promise<() => Promise<void>>;
  /**
   * PGlite only: a copy of the whole data directory as one uncompressed tarball, which
   * `openDatabase({ memory: true, from })` opens as a database of its own (a snapshot, a template).
   */
  dumpDataDir?(): Promise<Blob>;
}

export const migrationsFolder = path.resolve("app/platform/db/migrations");

// Any constant will do: it only has to be the same in every process sharing the database.
const MIGRATION_LOCK_ID = 72_450_001;

/**
 * Takes a lock held until the transaction ends, if no other transaction holds it: false when one
 * does. Housekeeping that every process runs (the Trash's purge, old imports) does a pass only
 * with it, so the processes take turns instead of doing it together.
 */
export async function tryTransactionLock(tx: Queryable, lockId: number): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${lockId}) as locked`);
  return (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
}

/**
 * Takes a lock held until the transaction ends, waiting for a transaction that holds it: writes
 * that read and then take the next of something (the end of an order) do so one at a time.
 */
export async function transactionLock(tx: Pick<Queryable, "execute">, lockId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${lockId})`);
}

/**
 * Extensions the migrations create (pg_trgm: the catalogue's substring search). PGlite loads an
 * extension only when it is named here, so every PGlite opened on the site's data passes these.
 */
export const pgliteExtensions = { pg_trgm };

export type DatabaseTarget = { databaseUrl: string } | { dataDir: string } | { memory: true; from?: Blob };

/**
 * Opens PGlite (a directory or in memory, empty or from another's `dumpDataDir()`) or a
 * PostgreSQL server pool.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ("databaseUrl" in target) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a failover, an administrator) is an event of
    // the pool, not a crash of the process: the pool opens a new one when next needed.
    pool.on("error", (error) =>
      logger.warn({ code: (error as { code?: string }).code, reason: error.message }, "an idle database connection was closed"),
    );
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      driver: "postgres",
      async migrate(then) {
        // Several processes may start together behind a load balancer: one migrates, the others wait.
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
          await migratePg(drizzlePg(client), { migrationsFolder });
          await then?.();
        } finally {
          await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
          client.release();
        }
      },
      async ping() {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
      listen: (channel, handlers) => listenOn(target.databaseUrl, channel, handlers),
    };
  }

  let client: PGlite;
  let unlock = async () => {};
  if ("dataDir" in target) {
    const dir = path.resolve(target.dataDir, "pglite");
    await mkdir(dir, { recursive: true });
    unlock = await lockEmbeddedDatabase(dir);
    try {
      client = await PGlite.create(dir, { extensions: pgliteExtensions });
    } catch (error) {
      await unlock();
      throw error;
    }
  } else {
    client = await PGlite.create({ extensions: pgliteExtensions, ...(target.from ? { loadDataDir: target.from } : {}) });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: "pglite",
    async migrate(then) {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
      await then?.();
    },
    async ping() {
      await client.query("select 1");
    },
    dumpDataDir: () => client.dumpDataDir("none"),
    async close() {
      if (!client.closed) await client.close();
      await unlock();
    },
  };
}

/**
 * PGlite keeps no lock of its own, and two processes writing one data directory would corrupt it.
 * The process that opens it leaves its pid in `owner.pid` beside it; another process finding a
 * live pid there refuses to start, naming it. A pid left by a process that died is taken over.
 */
export async function lockEmbeddedDatabase(dir: string): Promise<() => Promise<void>> {
  const lockFile = path.join(path.dirname(dir), "pglite.pid");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(lockFile, `${process.pid}\n`, { flag: "wx" });
      return async () => {
        const owner = await readFile(lockFile, "utf8").catch(() => "");
        if (Number(owner.trim()) === process.pid) await rm(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number((await readFile(lockFile, "utf8").catch(() => "")).trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && (await isNodeProcess(pid))) {
        throw new Error(
          `The embedded database in ${path.dirname(dir)} is in use by process ${pid}. ` +
            "Only one process may open it: stop that one first, or set DATABASE_URL to a PostgreSQL server to run several.",
        );
      }
      // Left by a process that is gone (or by this one): take it over.
      await rm(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${path.dirname(dir)}`);
}

/** Whether `pid` is a running Node.js process (a container's restart may give its number to another program). */
async function isNodeProcess(pid: number) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const command = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => null);
  // Where /proc is missing, a live pid is taken at its word.
  return command === null || /node/.test(command);
}

/** Channel names are identifiers here, never user input; they are checked all the same. */
async function listenOn(
  connectionString: string,
  channel: string,
  handlers: { onMessage(payload: string | undefined): void; onReconnect(): void },
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let delay = 500;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on("notification", (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload);
    });
    next.on("error", () => reconnect(next));
    next.on("end", () => reconnect(next));
    await next.connect();
    await next.query(`listen ${channel}`);
    client = next;
    delay = 500;
  };
  const reconnect = (from: pg.Client) => {
    if (stopped || client !== from) return;
    client = undefined;
    from.end().catch(() => {});
    const attempt = () => {
      retry = undefined;
      if (stopped) return;
      connect().then(
        () => handlers.onReconnect(),
        () => {
          delay = Math.min(delay * 2, 15_000);
          retry = setTimeout(attempt, delay);
        },
      );
    };
    retry = setTimeout(attempt, delay);
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

let current: DatabaseHandle | undefined;

/** The process-wide database, opened once at start by the server. */
export function db(): Database {
  if (!current) throw new Error("The database has not been opened yet");
  return current.db;
}

export function databaseHandle(): DatabaseHandle | undefined {
  return current;
}

export function setDatabase(handle: DatabaseHandle | undefined) {
  current = handle;
}
