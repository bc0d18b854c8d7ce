import { createHash } from "node:crypto";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type DatabaseHandle, openDatabase } from "~/platform/db/client.server";
import { isSafeStorageKey } from "~/platform/storage/storage.server";
import { ArchiveError, readArchive } from "./archive.server";
import { assertEmbeddedDatabaseFree, type Installation, lockEmbedded } from "./backup.server";
import {
  assertCounts,
  assertKnownLevel,
  BackupError,
  copyRows,
  hasPgliteDatabase,
  loadEmbedded,
  loadWithPsql,
  migrationLevel,
  openBackupInMemory,
  pgliteDirectory,
  rows,
  serverMajorVersion,
  SESSION_SECRET_META_KEY,
  siteTables,
  tablesWithRows,
} from "./database.server";
import { MANIFEST_ENTRY, type Manifest, parseManifest, SESSION_SECRET_ENTRY, secretFingerprint, UPLOADS_PREFIX } from "./manifest.server";
import { findPostgresTools, ToolError } from "./postgres-tools.server";

/*
 * `npm run restore -- FILE`: checks the whole archive against its manifest first, refuses a target
 * that already holds data unless told to replace it, then restores the database (at this version's
 * migrations, so the site starts on it), the uploads and the session secret (decision 030).
 */

type Log = (line: string) => void;

/**
 * Reads the whole archive and compares every entry with the manifest (presence, size, sha256):
 * a damaged, cut-off or tampered backup is refused before anything is changed.
 */
export async function verifyBackup(file: string): Promise<Manifest> {
  if (!(await stat(file).then((info) => info.isFile(), () => false))) throw new BackupError(`There is no backup file ${file}.`);
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | undefined;
  for await (const entry of readArchive(file)) {
    if (seen.has(entry.name) || (entry.name === MANIFEST_ENTRY && manifestText !== undefined)) {
      throw new BackupError(`The backup holds ${entry.name} twice.`);
    }
    if (entry.name === MANIFEST_ENTRY) {
      manifestText = (await entry.read()).toString("utf8");
      continue;
    }
    const hash = createHash("sha256");
    let size = 0;
    for await (const chunk of entry.chunks()) {
      hash.update(chunk);
      size += chunk.length;
    }
    seen.set(entry.name, { size, sha256: hash.digest("hex") });
  }
  if (manifestText === undefined) throw new BackupError("The backup has no manifest: it is not a backup of this site, or it is incomplete.");
  let manifest: Manifest;
  try {
    manifest = parseManifest(manifestText);
  } catch (error) {
    throw new BackupError((error as Error).message);
  }
  const expected = new Map<string, { size: number; sha256: string }>();
  expected.set(manifest.database.file, manifest.database);
  for (const upload of manifest.uploads.files) {
    if (!isSafeStorageKey(upload.key)) throw new BackupError(`The backup names an upload with an unsafe key: ${JSON.stringify(upload.key)}.`);
    expected.set(`${UPLOADS_PREFIX}${upload.key}`, upload);
  }
  if (manifest.sessionSecret.included) {
    if (!manifest.sessionSecret.sha256) throw new BackupError("The backup's manifest is malformed: the session secret has no checksum.");
    expected.set(SESSION_SECRET_ENTRY, { size: -1, sha256: manifest.sessionSecret.sha256 });
  }
  const problems: string[] = [];
  for (const [name, want] of expected) {
    const got = seen.get(name);
    if (!got) problems.push(`${name} is missing`);
    else if ((want.size >= 0 && got.size !== want.size) || got.sha256 !== want.sha256) problems.push(`${name} does not match its checksum`);
  }
  for (const name of seen.keys()) if (!expected.has(name)) problems.push(`${name} is not in the manifest`);
  if (problems.length > 0) {
    const shown = problems.slice(0, 5).join("; ");
    throw new BackupError(`The backup is damaged: ${shown}${problems.length > 5 ? ` and ${problems.length - 5} more` : ""}.`);
  }
  return manifest;
}

interface RestoreReport {
  manifest: Manifest;
  /** How the database went in: its data directory, psql, or rows copied. */
  method: string;
  warnings: string[];
}

/**
 * Restores `file` into `target`. Without `replace`, a target whose database has rows or whose
 * storage has files is refused; with it, they are replaced (files not in the backup removed).
 */
export async function restoreBackup(file: string, target: Installation, options: { replace?: boolean } = {}, log: Log = () => {}): Promise<RestoreReport> {
  const replace = options.replace ?? false;
  log("Checking the backup…");
  const manifest = await verifyBackup(file);
  assertKnownLevel(manifest.database.migration);
  log(
    `Backup of ${manifest.createdAt}: ${manifest.database.driver === "pglite" ? "embedded database" : "PostgreSQL server"} (${manifest.database.tool}), ${manifest.uploads.files.length} uploads.`,
  );

  // What the target holds, before anything is changed.
  const embeddedTarget = "dataDir" in target.database;
  if ("dataDir" in target.database) await assertEmbeddedDatabaseFree(target.database.dataDir, "restore");
  const existingEmbedded = "dataDir" in target.database ? await hasPgliteDatabase(target.database.dataDir) : false;
  let handle: DatabaseHandle | undefined;
  try {
    if (!embeddedTarget || existingEmbedded) handle = await openDatabase(target.database);
    const filled = handle ? await tablesWithRows(handle.db) : [];
    const firstUpload = await firstKey(target.storage);
    if (!replace && (filled.length > 0 || firstUpload)) {
      const parts = [];
      if (filled.length > 0) parts.push(`the database has rows in ${filled.slice(0, 6).join(", ")}${filled.length > 6 ? ", …" : ""}`);
      if (firstUpload) parts.push(`the uploads are not empty (${firstUpload}, …)`);
      throw new BackupError(
        `The target installation is not empty: ${parts.join(" and ")}. Restore into an empty installation, or add --force to replace what is there.`,
      );
    }

    // The database, read from the archive (second pass; checked again as it is read).
    const data = await entryContent(file, manifest.database.file, manifest.database.sha256);
    let method: string;
    const emptyServer = handle && !embeddedTarget ? (await siteTables(handle.db)).length === 0 && !(await hasMigrationSchema(handle)) : false;
    if (embeddedTarget && !existingEmbedded && manifest.database.driver === "pglite") {
      const dataDir = (target.database as { dataDir: string }).dataDir;
      log("Loading the embedded database…");
      const unlock = await lockEmbedded(dataDir, "restore");
      try {
        await loadEmbedded(dataDir, data);
      } catch (error) {
        await rm(pgliteDirectory(dataDir), { recursive: true, force: true });
        throw new BackupError(
          `The embedded database in the backup (PostgreSQL ${manifest.database.postgresVersion}) could not be loaded by this version's PGlite: ${(error as Error).message}`,
        );
      } finally {
        await unlock();
      }
      handle = await openDatabase(target.database);
      await handle.migrate();
      await assertCounts(handle.db, manifest.database.tables);
      method = "data directory loaded";
    } else if (handle && emptyServer && manifest.database.driver === "postgres" && (await findPostgresTools("psql")).length > 0) {
      log("Loading the pg_dump script with psql…");
      const tool = await loadWithPsql((target.database as { databaseUrl: string }).databaseUrl, data, await serverMajorVersion(handle.db));
      await handle.migrate();
      await assertCounts(handle.db, manifest.database.tables);
      method = `pg_dump script run by ${tool}`;
    } else {
      log("Copying the rows into the target database…");
      handle ??= await openDatabase(target.database);
      const source = await openBackupInMemory(manifest.database.driver, data);
      try {
        await handle.migrate();
        await copyRows(source.db, handle.db, { replace, expected: manifest.database.tables });
      } finally {
        await source.close();
      }
      method = "rows copied table by table";
    }
    const level = await migrationLevel(handle.db);
    log(`Database restored (${method}); migrations at ${level?.tag ?? "?"}.`);

    // Uploads, then what the backup does not have.
    const keep = new Set(manifest.uploads.files.map((upload) => upload.key));
    const checksums = new Map(manifest.uploads.files.map((upload) => [upload.key, upload.sha256]));
    let written = 0;
    let secret: string | null = null;
    try {
      for await (const entry of readArchive(file)) {
        if (entry.name === SESSION_SECRET_ENTRY) secret = (await checked(entry.read(), entry.name, manifest.sessionSecret.sha256!)).toString("utf8");
        if (!entry.name.startsWith(UPLOADS_PREFIX)) continue;
        const key = entry.name.slice(UPLOADS_PREFIX.length);
        await target.storage.write(key, await checked(entry.read(), entry.name, checksums.get(key)!));
        written++;
      }
      if (replace) {
        for await (const stored of target.storage.list()) if (!keep.has(stored.key)) await target.storage.remove(stored.key);
      }
    } catch (error) {
      throw new BackupError(
        `The database was restored, but restoring the uploads stopped after ${written} of ${keep.size} files: ${(error as Error).message}. ` +
          "Fix the cause and run the restore again with --force.",
      );
    }
    log(`Uploads restored: ${written} files.`);

    const warnings = await restoreSessionSecret(manifest, secret, target, handle);
    return { manifest, method, warnings };
  } catch (error) {
    if (error instanceof ArchiveError || error instanceof ToolError) throw new BackupError(error.message);
    throw error;
  } finally {
    await handle?.close();
  }
}

async function hasMigrationSchema(handle: DatabaseHandle) {
  const [row] = await rows<{ present: boolean }>(handle.db, sql`select to_regnamespace('drizzle') is not null as present`);
  return row?.present ?? false;
}

async function firstKey(storage: Installation["storage"]): Promise<string | null> {
  for await (const stored of storage.list()) return stored.key;
  return null;
}

async function entryContent(file: string, name: string, sha256: string): Promise<Buffer> {
  for await (const entry of readArchive(file)) if (entry.name === name) return await checked(entry.read(), name, sha256);
  throw new BackupError(`The backup has no ${name}.`);
}

/** The content, if it still matches the manifest (the file could change between the two reads). */
async function checked(content: Promise<Buffer>, name: string, sha256: string): Promise<Buffer> {
  const data = await content;
  if (createHash("sha256").update(data).digest("hex") !== sha256) throw new BackupError(`${name} changed while the backup was being restored.`);
  return data;
}

/**
 * Puts the backed-up site's session secret where the restored site looks for it: DATA_DIR, and on a
 * PostgreSQL server the database as well. Sessions, signed links and two-factor secrets (encrypted
 * with it) only work with the same secret.
 */
async function restoreSessionSecret(manifest: Manifest, secret: string | null, target: Installation, handle: DatabaseHandle): Promise<string[]> {
  const warnings: string[] = [];
  if (secret) {
    const secretFile = path.resolve(target.dataDir, "session-secret");
    await mkdir(path.dirname(secretFile), { recursive: true });
    await writeFile(secretFile, `${secret}\n`, { mode: 0o600 });
    if (handle.driver === "postgres") {
      await handle.db.execute(
        sql`insert into app_meta (key, value) values (${SESSION_SECRET_META_KEY}, ${secret})
            on conflict (key) do update set value = excluded.value`,
      );
    }
  }
  const environment = target.sessionSecretFromEnvironment;
  if (environment && manifest.sessionSecret.fingerprint && secretFingerprint(environment) !== manifest.sessionSecret.fingerprint) {
    warnings.push(
      manifest.sessionSecret.included
        ? "SESSION_SECRET is set here to another value than the backed-up site used, and it wins: sessions, signed links and two-factor sign-in " +
            `will not work until SESSION_SECRET is unset or set to the backed-up one (written to ${path.resolve(target.dataDir, "session-secret")}).`
        : "SESSION_SECRET is set here to another value than the backed-up site used: set it to the value the backed-up site had, or sessions, signed links and two-factor sign-in will not work.",
    );
  } else if (!environment && manifest.sessionSecret.keptIn === "environment") {
    warnings.push(
      "The backed-up site took its session secret from SESSION_SECRET, which a backup does not carry: set SESSION_SECRET to the same value before starting the site, or two-factor sign-in and sessions will not work.",
    );
  }
  return warnings;
}
