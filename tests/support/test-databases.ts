import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, type Database, type DatabaseHandle } from "../../app/platform/db/client.server";

export interface TestDatabase {
  name: string;
  /** Opens a new, empty, migrated database; `dispose` closes it and drops what it made. */
  create(): Promise<DatabaseHandle & { dispose(): Promise<void> }>;
}

const pglite: TestDatabase = {
  name: "PGlite",
  async create() {
    const handle = await openDatabase({ memory: true });
    await handle.migrate();
    return { ...handle, dispose: () => handle.close() };
  },
};

/** A throw-away database on the PostgreSQL server named by TEST_DATABASE_URL. */
function postgresServer(adminUrl: string): TestDatabase {
  return {
    name: "PostgreSQL server",
    async create() {
      const name = `site_test_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ databaseUrl: url.toString() });
      await handle.migrate();
      return {
        ...handle,
        async dispose() {
          await handle.close();
          const cleanup = new pg.Client({ connectionString: adminUrl });
          await cleanup.connect();
          await cleanup.query(`drop database if exists ${name} with (force)`);
          await cleanup.end();
        },
      };
    },
  };
}

/** PGlite always; a real PostgreSQL server too when TEST_DATABASE_URL is set (CI sets it). */
export function testDatabases(): TestDatabase[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pglite, postgresServer(url)] : [pglite];
}

/**
 * Holds a transaction-level advisory lock as another process in the middle of its pass would,
 * until `release()`, which resolves once that transaction has ended.
 */
export async function holdAdvisoryLock(db: Database, lockId: number): Promise<{ release(): Promise<void> }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const lockTaken = new Promise<void>((resolve) => (locked = resolve));
  const other = db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockId})`);
    locked();
    await held;
  });
  await Promise.race([lockTaken, other]);
  return {
    async release() {
      release();
      await other;
    },
  };
}
