import { readFileSync } from "node:fs";
import { access, mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type Database, migrationsFolder, pgliteExtensions } from "~/platform/db/client.server";
import { libpqConnection, postgresTool, run } from "./postgres-tools.server";
import { SESSION_SECRET_KEY } from "~/platform/config/site-secret.server";

/*
 * The database half of a backup: what the site's tables hold, how far its migrations have gone,
 * and the three ways a backup's database gets into a target (decision 030): PGlite's data
 * directory loaded as it is, a pg_dump script run by psql, or rows copied table by table from the
 * backup opened in an in-memory PGlite.
 */

export class BackupError extends Error {}

type Executor = Pick<Database, "execute">;

export async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/** Where the embedded database keeps its files under DATA_DIR (as openDatabase opens it). */
export const pgliteDirectory = (dataDir: string) => path.resolve(dataDir, "pglite");

export async function hasPgliteDatabase(dataDir: string) {
  return access(path.join(pgliteDirectory(dataDir), "PG_VERSION")).then(
    () => true,
    () => false,
  );
}

// ---------------------------------------------------------------- migrations

interface MigrationLevel {
  /** The migration's file name without .sql, when this version of the site knows it. */
  tag: string | null;
  /** Its journal time, which is what drizzle records and compares. */
  createdAt: number;
  hash: string;
  /** How many migrations have been applied. */
  applied: number;
}

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this version of the site has, oldest first. */
function codeMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: JournalEntry[] };
  return journal.entries;
}

/** The last migration applied to `db`, or null when none is (no tables yet). */
export async function migrationLevel(db: Executor): Promise<MigrationLevel | null> {
  const [table] = await rows<{ present: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table?.present) return null;
  const [last] = await rows<{ hash: string; created_at: string; applied: string }>(
    db,
    sql`select hash, created_at::text, (select count(*) from drizzle.__drizzle_migrations)::text as applied
        from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  if (!last) return null;
  const createdAt = Number(last.created_at);
  return {
    tag: codeMigrations().find((entry) => entry.when === createdAt)?.tag ?? null,
    createdAt,
    hash: last.hash,
    applied: Number(last.applied),
  };
}

/** Refuses a backup whose database has migrations this version of the site does not have. */
export function assertKnownLevel(level: MigrationLevel) {
  const entries = codeMigrations();
  const newest = entries[entries.length - 1];
  if (!newest || level.createdAt > newest.when) {
    throw new BackupError(
      "This backup was made by a newer version of the site (its database has migrations this version does not know). Restore it with that version or a later one.",
    );
  }
}

// ---------------------------------------------------------------- tables

/** The site's tables: every table in the public schema, by name. */
export async function siteTables(db: Executor): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return found.map((row) => row.name);
}

const table = (name: string) => sql`${sql.identifier("public")}.${sql.identifier(name)}`;

/** Rows per table. */
async function tableCounts(db: Executor): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await siteTables(db)) {
    const [row] = await rows<{ count: string }>(db, sql`select count(*)::text as count from ${table(name)}`);
    counts[name] = Number(row?.count ?? 0);
  }
  return counts;
}

/** The tables that hold rows (a target is empty when there are none). */
export async function tablesWithRows(db: Executor): Promise<string[]> {
  const filled: string[] = [];
  for (const name of await siteTables(db)) {
    const [row] = await rows<{ filled: boolean }>(db, sql`select exists (select 1 from ${table(name)}) as filled`);
    if (row?.filled) filled.push(name);
  }
  return filled;
}

/** Compares what a restored database holds with the backup's manifest. */
export async function assertCounts(db: Executor, expected: Record<string, number>) {
  const actual = await tableCounts(db);
  const wrong = Object.keys(expected).filter((name) => actual[name] !== expected[name]);
  if (wrong.length > 0) {
    const detail = wrong.map((name) => `${name}: ${actual[name] ?? "missing"} rows, the backup has ${expected[name]}`).join("; ");
    throw new BackupError(`The restored database does not match the backup (${detail}).`);
  }
}

// ---------------------------------------------------------------- dumping

export interface DatabaseDump {
  driver: "pglite" | "postgres";
  postgresVersion: string;
  tool: string;
  level: MigrationLevel;
  tables: Record<string, number>;
  /** The session secret kept in the database, when the site keeps it there. */
  sessionSecret: string | null;
}

/**
 * The embedded database's data directory as a tar (PGlite's own dump). Nothing else may have the
 * directory open: the caller holds its lock.
 */
export async function dumpEmbedded(dataDir: string): Promise<DatabaseDump & { data: Buffer }> {
  if (!(await hasPgliteDatabase(dataDir))) throw new BackupError(`There is no embedded database in ${pgliteDirectory(dataDir)}.`);
  const client = await PGlite.create(pgliteDirectory(dataDir), { extensions: pgliteExtensions });
  try {
    const db = drizzlePglite(client) as unknown as Database;
    const level = await migrationLevel(db);
    if (!level) throw new BackupError("The embedded database has no tables yet: start the site once before backing it up.");
    const tables = await tableCounts(db);
    const [version] = await rows<{ server_version: string }>(db, sql`show server_version`);
    // Everything written so far goes into the data files, so the copy needs no recovery to open.
    await client.query("checkpoint");
    const blob = await client.dumpDataDir("none");
    return {
      driver: "pglite",
      postgresVersion: version?.server_version ?? "unknown",
      tool: "PGlite dumpDataDir",
      level,
      tables,
      sessionSecret: await storedSessionSecret(db),
      data: Buffer.from(await blob.arrayBuffer()),
    };
  } finally {
    await client.close();
  }
}

/**
 * pg_dump of the whole database as one SQL script into `file`, taken in the same snapshot as the
 * counts and migration level of the manifest, while the site may go on writing.
 */
export async function dumpServer(databaseUrl: string, file: string): Promise<DatabaseDump> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const db = drizzlePg(client) as unknown as Database;
    const level = await migrationLevel(db);
    if (!level) throw new BackupError("The database has none of the site's tables: start the site once on it before backing it up.");
    const [version] = await rows<{ server_version: string; num: string }>(
      db,
      sql`select current_setting('server_version') as server_version, current_setting('server_version_num') as num`,
    );
    const major = Math.floor(Number(version?.num ?? 0) / 10_000);
    const pgDump = await postgresTool("pg_dump", major);
    const [snapshot] = await rows<{ id: string }>(db, sql`select pg_export_snapshot() as id`);
    const tables = await tableCounts(db);
    const sessionSecret = await storedSessionSecret(db);
    const connection = libpqConnection(databaseUrl);
    await run(
      pgDump.file,
      [
        `--dbname=${connection.dbname}`,
        `--snapshot=${snapshot!.id}`,
        `--file=${file}`,
        "--format=plain",
        // Loadable by psql into any empty database, by any role, and by PGlite (no COPY blocks).
        "--no-owner",
        "--no-privileges",
        "--no-tablespaces",
        "--no-publications",
        "--no-subscriptions",
        "--rows-per-insert=200",
      ],
      { env: connection.env },
    );
    await client.query("commit");
    return {
      driver: "postgres",
      postgresVersion: version?.server_version ?? "unknown",
      tool: `pg_dump ${pgDump.version}`,
      level,
      tables,
      sessionSecret,
    };
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The session secret the site keeps in the database when several processes share a PostgreSQL
 * server (app/platform/config/site-secret.server.ts keeps it in app_meta under this key).
 */
export const SESSION_SECRET_META_KEY = SESSION_SECRET_KEY;

async function storedSessionSecret(db: Executor): Promise<string | null> {
  const [present] = await rows<{ present: boolean }>(db, sql`select to_regclass('public.app_meta') is not null as present`);
  if (!present?.present) return null;
  const [row] = await rows<{ value: string }>(db, sql`select value from app_meta where key = ${SESSION_SECRET_META_KEY}`);
  return row?.value ?? null;
}

// ---------------------------------------------------------------- restoring

/** psql's meta-commands in a plain pg_dump script (`\restrict`), which only psql understands. */
function withoutPsqlCommands(script: string): string {
  const restrict = /^\\restrict (\S+)$/m.exec(script);
  if (!restrict) return script;
  return script.replace(restrict[0], "").replace(`\\unrestrict ${restrict[1]}`, "");
}

/**
 * Opens a backup's database in memory, brought up to this version's migrations: the source that
 * rows are copied from when the backup cannot be loaded into the target as it is.
 */
export async function openBackupInMemory(driver: "pglite" | "postgres", data: Buffer): Promise<{ db: Database; close(): Promise<void> }> {
  const client =
    driver === "pglite"
      ? await PGlite.create({ loadDataDir: new Blob([new Uint8Array(data)]), extensions: pgliteExtensions })
      : await PGlite.create({ extensions: pgliteExtensions });
  try {
    if (driver === "postgres") {
      await client.exec(withoutPsqlCommands(data.toString("utf8")));
      // The script leaves the search path empty for the rest of the session.
      await client.exec("reset search_path");
    }
    const db = drizzlePglite(client) as unknown as Database;
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    return { db, close: () => client.close() };
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
}

/** Loads a PGlite data directory dump into `dataDir`, which has no database yet; the caller holds its lock. */
export async function loadEmbedded(dataDir: string, data: Buffer): Promise<void> {
  await mkdir(pgliteDirectory(dataDir), { recursive: true });
  const client = await PGlite.create(pgliteDirectory(dataDir), { loadDataDir: new Blob([new Uint8Array(data)]), extensions: pgliteExtensions });
  await client.close();
}

/** Runs a pg_dump script into an empty database on a server with psql, in one transaction. */
export async function loadWithPsql(databaseUrl: string, script: Buffer, serverMajor: number): Promise<string> {
  const psql = await postgresTool("psql", serverMajor);
  const connection = libpqConnection(databaseUrl);
  await run(psql.file, ["--no-psqlrc", "--quiet", "--single-transaction", "--set=ON_ERROR_STOP=1", `--dbname=${connection.dbname}`, "--file=-"], {
    env: connection.env,
    stdin: script,
  });
  return `psql ${psql.version}`;
}

export async function serverMajorVersion(db: Executor): Promise<number> {
  const [row] = await rows<{ num: string }>(db, sql`select current_setting('server_version_num') as num`);
  return Math.floor(Number(row?.num ?? 0) / 10_000);
}

interface ColumnInfo {
  name: string;
  type: string;
}

/** Columns that hold data (generated ones are computed again by the target). */
async function storedColumns(db: Executor, name: string): Promise<ColumnInfo[]> {
  return rows<ColumnInfo>(
    db,
    sql`select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
        from pg_attribute a
        where a.attrelid = ${`public.${quoteIdent(name)}`}::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by a.attnum`,
  );
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

const BATCH_ROWS = 500;

/**
 * Copies every row of every site table from `source` into `target`, both at this version's
 * migrations, in one transaction: foreign keys are set aside while the rows go in and put back
 * after (which checks them), sequences continue where the backup's did, and the counts are checked
 * against `expected` before the commit. With `replace`, the target's rows are removed first.
 */
export async function copyRows(source: Database, target: Database, options: { replace: boolean; expected: Record<string, number> }) {
  const sourceTables = await siteTables(source);
  const targetTables = await siteTables(target);
  if (sourceTables.join() !== targetTables.join()) {
    throw new BackupError(`The backup's tables (${sourceTables.join(", ")}) are not this site's (${targetTables.join(", ")}).`);
  }
  await target.transaction(async (tx) => {
    const foreignKeys = await rows<{ table_name: string; name: string; definition: string }>(
      tx,
      sql`select t.relname as table_name, c.conname as name, pg_get_constraintdef(c.oid) as definition
          from pg_constraint c join pg_class t on t.oid = c.conrelid
          where c.contype = 'f' and c.connamespace = 'public'::regnamespace order by c.conname`,
    );
    for (const key of foreignKeys) {
      await tx.execute(sql`alter table ${table(key.table_name)} drop constraint ${sql.identifier(key.name)}`);
    }
    if (options.replace && targetTables.length > 0) {
      await tx.execute(sql`truncate ${sql.join(targetTables.map(table), sql`, `)} restart identity`);
    }
    for (const name of sourceTables) {
      const columns = await storedColumns(source, name);
      const list = sql.join(columns.map((column) => sql.identifier(column.name)), sql`, `);
      const asText = sql.join(columns.map((column) => sql`${sql.identifier(column.name)}::text`), sql`, `);
      const fromText = sql.join(
        columns.map((column, index) => sql`(r.value ->> ${sql.raw(String(index))})::${sql.raw(column.type)}`),
        sql`, `,
      );
      let after = "(0,0)";
      for (;;) {
        // Every value as its text form, which PostgreSQL reads back exactly, in the order rows lie.
        const batch = await rows<{ position: string; value: string }>(
          source,
          sql`select ctid::text as position, to_json(array[${asText}]::text[])::text as value
              from ${table(name)} where ctid > ${after}::tid order by ctid limit ${BATCH_ROWS}`,
        );
        if (batch.length === 0) break;
        await tx.execute(
          sql`insert into ${table(name)} (${list})
              select ${fromText} from json_array_elements(${`[${batch.map((row) => row.value).join(",")}]`}::json) as r(value)`,
        );
        after = batch[batch.length - 1]!.position;
      }
    }
    const sequences = await rows<{ schema: string; name: string; last_value: string | null }>(
      source,
      sql`select schemaname as schema, sequencename as name, last_value::text from pg_sequences where schemaname = 'public'`,
    );
    for (const sequence of sequences) {
      if (sequence.last_value === null) continue;
      await tx.execute(
        sql`select setval(${`${quoteIdent(sequence.schema)}.${quoteIdent(sequence.name)}`}::regclass, ${sequence.last_value}::bigint, true)`,
      );
    }
    for (const key of foreignKeys) {
      await tx.execute(sql`alter table ${table(key.table_name)} add constraint ${sql.identifier(key.name)} ${sql.raw(key.definition)}`);
    }
    await assertCounts(tx, options.expected);
  });
}
