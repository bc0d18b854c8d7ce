import { createHash, randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { access, mkdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { lockEmbeddedDatabase } from "~/platform/db/client.server";
import type { UploadStorage } from "~/platform/storage/storage.server";
import { ArchiveWriter } from "./archive.server";
import { BackupError, type DatabaseDump, dumpEmbedded, dumpServer, hasPgliteDatabase, pgliteDirectory } from "./database.server";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  databaseEntry,
  hashOf,
  MANIFEST_ENTRY,
  type Manifest,
  SESSION_SECRET_ENTRY,
  secretFingerprint,
  UPLOADS_PREFIX,
} from "./manifest.server";

/*
 * `npm run backup`: one archive with the database (PGlite's data directory when embedded, pg_dump
 * for a server), every uploaded file and the session secret, and a manifest with a checksum of
 * each (decision 030).
 */

export interface Installation {
  /** The database: the embedded one under DATA_DIR, or a PostgreSQL server. */
  database: { dataDir: string } | { databaseUrl: string };
  /** DATA_DIR, where the generated session secret is kept. */
  dataDir: string;
  /** Where uploads are stored (local disk or a bucket). */
  storage: UploadStorage;
  /** SESSION_SECRET when set: the site then uses it, and the backup does not carry it. */
  sessionSecretFromEnvironment?: string;
}

type Log = (line: string) => void;

/**
 * Takes the embedded database's lock (the one the site takes when it opens it), so the site cannot
 * start while a backup or restore has the directory open; refuses while the site has it.
 */
export async function lockEmbedded(dataDir: string, doing: string): Promise<() => Promise<void>> {
  try {
    return await lockEmbeddedDatabase(pgliteDirectory(dataDir));
  } catch (error) {
    const owner = /in use by process (\d+)/.exec((error as Error).message);
    if (!owner) throw error;
    throw new BackupError(
      `The site is running on the embedded database in ${pgliteDirectory(dataDir)} (process ${owner[1]}). ` +
        `Only one process may open it: stop the site, ${doing}, then start it again.`,
    );
  }
}

/** Refuses at once, before any work, when the site has the embedded database open. */
export async function assertEmbeddedDatabaseFree(dataDir: string, doing: string) {
  const unlock = await lockEmbedded(dataDir, doing);
  await unlock();
}

/** A backup file name for now, e.g. site-backup-2026-05-01T02-00-00Z.tar.gz. */
export const defaultBackupName = (now = new Date()) =>
  `site-backup-${now.toISOString().replace(/\.\d+Z$/, "Z").replace(/:/g, "-")}.tar.gz`;

/** Writes a backup of `site` to `output`, which must not exist; returns its manifest. */
export async function createBackup(site: Installation, output: string, log: Log = () => {}): Promise<Manifest> {
  if (await access(output).then(() => true, () => false)) throw new BackupError(`${output} already exists; a backup never replaces a file.`);
  if ("dataDir" in site.database) {
    if (!(await hasPgliteDatabase(site.database.dataDir))) throw new BackupError(`There is no embedded database in ${pgliteDirectory(site.database.dataDir)}.`);
    await assertEmbeddedDatabaseFree(site.database.dataDir, "back it up");
  }

  await mkdir(path.dirname(output), { recursive: true });
  const createdAt = new Date();
  // Written under another name and renamed when whole, so a file of that name is a whole backup.
  const partial = path.join(path.dirname(output), `.${path.basename(output)}.${randomBytes(4).toString("hex")}.partial`);
  const scratch = `${partial}.sql`;
  const writer = await ArchiveWriter.create(partial, createdAt);
  try {
    let dump: DatabaseDump;
    let database: Manifest["database"];
    if ("dataDir" in site.database) {
      log("Copying the embedded database…");
      const unlock = await lockEmbedded(site.database.dataDir, "back it up");
      const { data, ...info } = await dumpEmbedded(site.database.dataDir).finally(unlock);
      dump = info;
      database = databaseFields(info, data.length, hashOf(data));
      await writer.add(database.file, data);
    } else {
      log("Dumping the database with pg_dump…");
      dump = await dumpServer(site.database.databaseUrl, scratch);
      const { size } = await stat(scratch);
      const digest = await hashFile(scratch);
      database = databaseFields(dump, size, digest);
      await writer.add(database.file, { size, chunks: createReadStream(scratch) });
      await rm(scratch, { force: true });
    }
    log(`Database: ${Object.values(database.tables).reduce((sum, n) => sum + n, 0)} rows in ${Object.keys(database.tables).length} tables, migration ${database.migration.tag ?? database.migration.createdAt}.`);

    const keys: string[] = [];
    for await (const file of site.storage.list()) keys.push(file.key);
    keys.sort();
    const files: Manifest["uploads"]["files"] = [];
    for (const key of keys) {
      let data: Buffer;
      try {
        data = await site.storage.read(key);
      } catch (error) {
        // On a running site a file can be removed (the Trash's purge) between listing and reading.
        if ((await site.storage.stat(key).catch(() => undefined)) === null) {
          log(`${key} was removed while the backup ran; left out.`);
          continue;
        }
        throw error;
      }
      await writer.add(`${UPLOADS_PREFIX}${key}`, data);
      files.push({ key, size: data.length, sha256: hashOf(data) });
    }
    const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
    log(`Uploads: ${files.length} files, ${formatBytes(totalBytes)}.`);

    const secret = await sessionSecretOf(site, dump);
    if (secret.value) await writer.add(SESSION_SECRET_ENTRY, Buffer.from(secret.value, "utf8"));
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      database,
      uploads: { files, totalBytes },
      sessionSecret: {
        keptIn: secret.keptIn,
        included: secret.value !== null,
        sha256: secret.value ? hashOf(Buffer.from(secret.value, "utf8")) : null,
        fingerprint: secret.fingerprint,
      },
    };
    await writer.add(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, "utf8"));
    await writer.finish();
    await rename(partial, output);
    return manifest;
  } catch (error) {
    await writer.abort();
    await rm(partial, { force: true });
    await rm(scratch, { force: true });
    throw error;
  }
}

function databaseFields(dump: DatabaseDump, size: number, sha256: string): Manifest["database"] {
  return {
    driver: dump.driver,
    file: databaseEntry(dump.driver),
    size,
    sha256,
    postgresVersion: dump.postgresVersion,
    tool: dump.tool,
    migration: dump.level,
    tables: dump.tables,
  };
}

/** The secret the site signs with, as the site finds it (app/platform/config/secret.server.ts). */
async function sessionSecretOf(
  site: Installation,
  dump: DatabaseDump,
): Promise<{ keptIn: Manifest["sessionSecret"]["keptIn"]; value: string | null; fingerprint: string | null }> {
  if (site.sessionSecretFromEnvironment) {
    return { keptIn: "environment", value: null, fingerprint: secretFingerprint(site.sessionSecretFromEnvironment) };
  }
  if (dump.sessionSecret) return { keptIn: "database", value: dump.sessionSecret, fingerprint: secretFingerprint(dump.sessionSecret) };
  const stored = await readFile(path.resolve(site.dataDir, "session-secret"), "utf8").then(
    (text) => text.trim(),
    () => "",
  );
  if (stored.length >= 32) return { keptIn: "data-dir", value: stored, fingerprint: secretFingerprint(stored) };
  return { keptIn: "none", value: null, fingerprint: null };
}

async function hashFile(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

export function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KiB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GiB`;
}
