import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "./client.server";

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
