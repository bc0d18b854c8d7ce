import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { migrationsFolder, openDatabase, type Database, type DatabaseHandle } from "../../app/platform/db/client.server";

export interface TestDatabase {
  name: string;
  /** Opens a new, empty, migrated database; `dispose` closes it and drops what it made. */
  create(): Promise<DatabaseHandle & { dispose(): Promise<void> }>;
}

/*
 * Every test database starts as a copy of one the site's own `migrate()` made, instead of running
 * the migrations again for each test: for PGlite a dump of its data directory, for a server a
 * template database. Each is made once for a given set of migrations (and PGlite and the code that
 * migrates), and made anew when any of them changes. The tests of the migrations themselves
 * (app/platform/db) still migrate from nothing.
 */

/** What a template is made from: one made from other migrations or another PGlite is not used. */
function templateDigest(): string {
  const hash = createHash("sha256");
  const add = (file: string) => hash.update(`${path.relative(process.cwd(), file)}\0`).update(readFileSync(file)).update("\0");
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else add(full);
    }
  };
  walk(migrationsFolder);
  add(path.resolve("app/platform/db/client.server.ts"));
  add(path.resolve("node_modules/@electric-sql/pglite/package.json"));
  add(path.resolve("node_modules/drizzle-orm/package.json"));
  return hash.digest("hex").slice(0, 16);
}

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * The migrated PGlite, dumped: read from a file that an earlier test process left, or made and left
 * there for the next (written under another name and renamed, so a half-written one is never read).
 */
async function migratedPgliteDump(): Promise<Blob> {
  const file = path.join(tmpdir(), "site-test-templates", `pglite-${templateDigest()}.tar`);
  const stored = await readFile(file).catch(() => null);
  if (stored) return new Blob([new Uint8Array(stored)]);
  const handle = await openDatabase({ memory: true });
  try {
    await handle.migrate();
    const dump = await handle.dumpDataDir!();
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.part`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  } finally {
    await handle.close();
  }
}

const pglite: TestDatabase = {
  name: "PGlite",
  async create() {
    pgliteTemplate ??= migratedPgliteDump();
    const handle = await openDatabase({ memory: true, from: await pgliteTemplate });
    return { ...handle, dispose: () => handle.close() };
  },
};

const urlOf = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

// Any constant: the same in every test process, so that one makes the template and the others wait.
const TEMPLATE_LOCK_ID = 72_450_099;
const templates = new Map<string, Promise<string>>();

/**
 * The name of a migrated database on the server to copy from, made on first use. Test processes
 * starting together take turns under an advisory lock: the first makes it (under another name,
 * renamed when complete, so a half-made one is never copied), the others find it made.
 */
function serverTemplate(adminUrl: string): Promise<string> {
  let made = templates.get(adminUrl);
  if (!made) {
    made = makeServerTemplate(adminUrl);
    templates.set(adminUrl, made);
  }
  return made;
}

async function makeServerTemplate(adminUrl: string): Promise<string> {
  const name = `site_template_${templateDigest()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK_ID]);
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) {
      // Left by a test process that stopped half-way (none is making one now: the lock is ours).
      const orphans = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'site_template_build_%'");
      for (const orphan of orphans.rows) await admin.query(`drop database if exists ${orphan.datname} with (force)`);
      const building = `site_template_build_${randomBytes(4).toString("hex")}`;
      await admin.query(`create database ${building}`);
      const handle = await openDatabase({ databaseUrl: urlOf(adminUrl, building) });
      try {
        await handle.migrate();
      } finally {
        await handle.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
    }
  } finally {
    await admin.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK_ID]).catch(() => {});
    await admin.end();
  }
  return name;
}

/** A throw-away database on the PostgreSQL server named by TEST_DATABASE_URL. */
function postgresServer(adminUrl: string): TestDatabase {
  return {
    name: "PostgreSQL server",
    async create() {
      const template = await serverTemplate(adminUrl);
      const name = `site_test_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name} template ${template}`);
      await admin.end();
      const handle = await openDatabase({ databaseUrl: urlOf(adminUrl, name) });
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
