import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseTarget } from "~/platform/db/client.server";
import { appMeta } from "~/platform/db/schema";
import { seedDemoCatalogueIfEmpty } from "~/features/catalogue/seed.server";
import { s3Client, s3Storage } from "~/platform/storage/storage-s3.server";
import { parseStorageUrl } from "~/platform/storage/storage-url.server";
import { localStorage } from "~/platform/storage/storage.server";
import { S3RVER_CREDENTIALS, startS3Server, type S3TestServer } from "../../../tests/fixtures/s3-server";
import { ArchiveWriter, readArchive } from "./archive.server";
import { createBackup, type Installation } from "./backup.server";
import { pgliteDirectory } from "./database.server";
import { MANIFEST_ENTRY, type Manifest, UPLOADS_PREFIX } from "./manifest.server";
import { restoreBackup, verifyBackup } from "./restore.server";
import { type DatabasePicture, pictureOfDatabase, pictureOfStorage, populateSite, schemaTableNames } from "../../../tests/support/backup-test-site";

/*
 * Backups made from a site with something in every table restore into a fresh data directory
 * and a fresh PostgreSQL database with every row and every file the same, by each of the three
 * ways a database goes in (decision 030); a restore refuses a target with data, a damaged backup
 * and one from a newer version before it changes anything, and a backup refuses a database that
 * another process has open.
 */

const SECRET = `secret-${randomBytes(24).toString("hex")}`;
const serverUrl = process.env.TEST_DATABASE_URL;
const dirs: string[] = [];
const databases: string[] = [];

function scratchDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "site-backup-"));
  dirs.push(dir);
  return dir;
}

/** A new database with nothing in it on the test server. */
async function scratchDatabase(): Promise<string> {
  const name = `site_backup_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  databases.push(name);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

function installation(database: DatabaseTarget & ({ dataDir: string } | { databaseUrl: string }), dataDir = scratchDir()): Installation {
  return { database, dataDir, storage: localStorage(path.join(dataDir, "uploads")) };
}

async function pictureOf(site: Installation) {
  const handle = await openDatabase(site.database);
  try {
    return { database: await pictureOfDatabase(handle.db), files: await pictureOfStorage(site.storage) };
  } finally {
    await handle.close();
  }
}

/** Builds a site, then takes its picture once, with the database closed again. */
async function builtSite(database: Installation["database"], dataDir = scratchDir()) {
  const site = installation(database, dataDir);
  const handle = await openDatabase(site.database);
  try {
    await handle.migrate();
    await populateSite(handle.db, site.storage, SECRET);
  } finally {
    await handle.close();
  }
  return { site, picture: await pictureOf(site) };
}

function expectSameSite(restored: { database: DatabasePicture; files: Map<string, Buffer> }, original: { database: DatabasePicture; files: Map<string, Buffer> }) {
  // Every table of the schema is compared, and every one has rows to compare.
  const publicTables = Object.keys(original.database.tables).filter((name) => name.startsWith("public.")).map((name) => name.slice(7));
  expect(publicTables.sort()).toEqual(schemaTableNames());
  expect(publicTables.length).toBeGreaterThanOrEqual(19);
  for (const [name, tableRows] of Object.entries(original.database.tables)) expect(tableRows.length, name).toBeGreaterThan(0);
  expect(Object.keys(restored.database.tables)).toEqual(Object.keys(original.database.tables));
  for (const name of Object.keys(original.database.tables)) expect(restored.database.tables[name], name).toEqual(original.database.tables[name]);
  expect(restored.database.sequences).toEqual(original.database.sequences);
  expect([...restored.files.keys()]).toEqual([...original.files.keys()]);
  expect(original.files.size).toBe(4);
  for (const [key, data] of original.files) expect(restored.files.get(key)!.equals(data), key).toBe(true);
}

let embedded: Awaited<ReturnType<typeof builtSite>>;
let embeddedBackup: string;

beforeAll(async () => {
  const dataDir = scratchDir();
  embedded = await builtSite({ dataDir }, dataDir);
  // The site made its secret on first start; the backup carries it.
  await writeFile(path.join(dataDir, "session-secret"), `${SECRET}\n`);
  embeddedBackup = path.join(scratchDir(), "embedded.tar.gz");
  const manifest = await createBackup(embedded.site, embeddedBackup);
  expect(manifest.database.driver).toBe("pglite");
  expect(manifest.database.migration.tag).toMatch(/^\d{4}_/);
  expect(manifest.sessionSecret).toMatchObject({ keptIn: "data-dir", included: true });
}, 180_000);

afterAll(async () => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  if (serverUrl && databases.length > 0) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    for (const name of databases.splice(0)) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});

describe("a backup of the embedded database", () => {
  it("holds the manifest's counts, a checksum per file, and no file twice", async () => {
    const manifest = await verifyBackup(embeddedBackup);
    const counted = Object.fromEntries(
      Object.entries(embedded.picture.database.tables)
        .filter(([name]) => name.startsWith("public."))
        .map(([name, tableRows]) => [name.slice(7), tableRows.length]),
    );
    expect(manifest.database.tables).toEqual(counted);
    expect(manifest.uploads.files.map((file) => file.key)).toEqual([...embedded.picture.files.keys()]);
    const names: string[] = [];
    for await (const entry of readArchive(embeddedBackup)) names.push(entry.name);
    expect(names[0]).toBe("database/pglite-data.tar");
    expect(names[names.length - 1]).toBe(MANIFEST_ENTRY);
    expect(new Set(names).size).toBe(names.length);
    expect((await stat(embeddedBackup)).mode & 0o077).toBe(0);
  });

  it("restores into a fresh data directory: every row, every file and the session secret", async () => {
    const dataDir = scratchDir();
    const target = installation({ dataDir }, dataDir);
    const report = await restoreBackup(embeddedBackup, target);
    expect(report.method).toBe("data directory loaded");
    expect(report.warnings).toEqual([]);
    expectSameSite(await pictureOf(target), embedded.picture);
    expect(readFileSync(path.join(target.dataDir, "session-secret"), "utf8").trim()).toBe(SECRET);
  }, 120_000);

  it.skipIf(!serverUrl)("restores into a fresh PostgreSQL database, with the secret kept in the database", async () => {
    const target = installation({ databaseUrl: await scratchDatabase() });
    const report = await restoreBackup(embeddedBackup, target);
    expect(report.method).toBe("rows copied table by table");
    const restored = await pictureOf(target);
    // The one row the restore adds: the secret, where processes on a server look for it.
    const secretRow = restored.database.tables["public.app_meta"]!.find((row) => row.includes('"session_secret"'));
    expect(secretRow).toContain(SECRET);
    restored.database.tables["public.app_meta"] = restored.database.tables["public.app_meta"]!.filter((row) => row !== secretRow);
    expectSameSite(restored, embedded.picture);
  }, 120_000);
});

describe.skipIf(!serverUrl)("a backup of a PostgreSQL server (pg_dump)", () => {
  let server: Awaited<ReturnType<typeof builtSite>>;
  let backup: string;

  beforeAll(async () => {
    server = await builtSite({ databaseUrl: await scratchDatabase() });
    const handle = await openDatabase(server.site.database);
    await handle.db.insert(appMeta).values({ key: "session_secret", value: SECRET });
    server.picture.database = await pictureOfDatabase(handle.db);
    await handle.close();
    backup = path.join(scratchDir(), "server.tar.gz");
    const manifest = await createBackup(server.site, backup);
    expect(manifest.database).toMatchObject({ driver: "postgres", file: "database/pg_dump.sql" });
    expect(manifest.database.tool).toMatch(/^pg_dump \d+/);
    expect(manifest.sessionSecret).toMatchObject({ keptIn: "database", included: true });
  }, 180_000);

  it("restores into a fresh PostgreSQL database with psql", async () => {
    const target = installation({ databaseUrl: await scratchDatabase() });
    const report = await restoreBackup(backup, target);
    expect(report.method).toMatch(/^pg_dump script run by psql/);
    expectSameSite(await pictureOf(target), server.picture);
  }, 120_000);

  it("restores into a fresh data directory, and the embedded site finds its secret", async () => {
    const dataDir = scratchDir();
    const target = installation({ dataDir }, dataDir);
    const report = await restoreBackup(backup, target);
    expect(report.method).toBe("rows copied table by table");
    expectSameSite(await pictureOf(target), server.picture);
    expect(readFileSync(path.join(dataDir, "session-secret"), "utf8").trim()).toBe(SECRET);
  }, 180_000);
});

describe("a restore", () => {
  it("refuses a target whose database has rows or whose storage has files, and replaces them with --force", async () => {
    const dataDir = scratchDir();
    const target = installation({ dataDir }, dataDir);
    // A site that was started once: the demo catalogue, and a file of its own.
    const handle = await openDatabase(target.database);
    await handle.migrate();
    await seedDemoCatalogueIfEmpty(handle.db);
    await handle.close();
    await target.storage.write("uploads/2020/01/stray.jpg", Buffer.from("stray"));

    await expect(restoreBackup(embeddedBackup, target)).rejects.toThrow(
      /not empty: the database has rows in .*products.* and the uploads are not empty \(uploads\/2020\/01\/stray\.jpg/,
    );
    expect(await target.storage.stat("uploads/2020/01/stray.jpg")).not.toBeNull();

    // SESSION_SECRET set here to another value than the site had: the restore says what that breaks.
    const report = await restoreBackup(embeddedBackup, { ...target, sessionSecretFromEnvironment: "another-secret-another-secret-another" }, { replace: true });
    expect(report.method).toBe("rows copied table by table");
    expect(report.warnings.join(" ")).toMatch(/SESSION_SECRET is set here to another value .* two-factor sign-in will not work/);
    expectSameSite(await pictureOf(target), embedded.picture);
  }, 180_000);

  it("refuses uploads left in an otherwise empty target", async () => {
    const dataDir = scratchDir();
    const target = installation({ dataDir }, dataDir);
    await target.storage.write("uploads/x.jpg", Buffer.from("x"));
    await expect(restoreBackup(embeddedBackup, target)).rejects.toThrow(/uploads are not empty \(uploads\/x\.jpg/);
    // Nothing was made: no database.
    await expect(stat(pgliteDirectory(dataDir))).rejects.toThrow();
  });

  it("refuses a damaged backup before touching the target", async () => {
    const damaged = path.join(scratchDir(), "damaged.tar.gz");
    await rewrite(embeddedBackup, damaged, (name, data) => {
      if (!name.startsWith(UPLOADS_PREFIX) || data.length === 0) return data;
      const copy = Buffer.from(data);
      copy[copy.length - 1] = copy[copy.length - 1]! ^ 1;
      return copy;
    });
    await expect(verifyBackup(damaged)).rejects.toThrow(/damaged: uploads\/.* does not match its checksum/);
    const dataDir = scratchDir();
    await expect(restoreBackup(damaged, installation({ dataDir }, dataDir))).rejects.toThrow(/damaged/);
    await expect(stat(pgliteDirectory(dataDir))).rejects.toThrow();

    const missing = path.join(scratchDir(), "missing.tar.gz");
    await rewrite(embeddedBackup, missing, (name, data) => (name.endsWith(".png") ? null : data));
    await expect(verifyBackup(missing)).rejects.toThrow(/uploads\/.*\.png is missing/);

    const truncated = path.join(scratchDir(), "truncated.tar.gz");
    const whole = readFileSync(embeddedBackup);
    await writeFile(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(verifyBackup(truncated)).rejects.toThrow(/damaged|incomplete/);
  }, 60_000);

  it("refuses a backup from a newer version of the site", async () => {
    const newer = path.join(scratchDir(), "newer.tar.gz");
    await rewrite(embeddedBackup, newer, (name, data) => {
      if (name !== MANIFEST_ENTRY) return data;
      const manifest = JSON.parse(data.toString("utf8")) as Manifest;
      manifest.database.migration = { ...manifest.database.migration, tag: null, createdAt: manifest.database.migration.createdAt + 86_400_000 };
      return Buffer.from(JSON.stringify(manifest));
    });
    const dataDir = scratchDir();
    await expect(restoreBackup(newer, installation({ dataDir }, dataDir))).rejects.toThrow(/made by a newer version of the site/);
  }, 60_000);
});

describe("uploads in an S3-compatible bucket", () => {
  let s3: S3TestServer | undefined;
  afterAll(async () => {
    await s3?.stop();
  });

  it("are restored into the bucket and backed up from it through the storage interface", async () => {
    s3 = await startS3Server();
    const bucket = s3Storage({ connection: s3Client(parseStorageUrl(s3.storageUrl()), S3RVER_CREDENTIALS), prefix: "site/" });
    const dataDir = scratchDir();
    const target: Installation = { database: { dataDir }, dataDir, storage: bucket };
    await restoreBackup(embeddedBackup, target);
    expectSameSite(await pictureOf(target), embedded.picture);
    expect(await s3.keys("site/")).toEqual([...embedded.picture.files.keys()].map((key) => `site/${key}`).sort());

    const fromBucket = path.join(scratchDir(), "from-bucket.tar.gz");
    const manifest = await createBackup(target, fromBucket);
    expect(manifest.uploads).toEqual((await verifyBackup(embeddedBackup)).uploads);
  }, 120_000);
});

describe("a backup of the embedded database", () => {
  let holder: ChildProcess | undefined;
  afterAll(() => {
    holder?.kill("SIGKILL");
  });

  it("is refused while another process has the database open, naming the process", async () => {
    const dataDir = embedded.site.dataDir;
    // Opened as the site opens it, lock and all.
    holder = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "--input-type=module",
        "-e",
        `const { openDatabase } = await import("./app/platform/db/client.server.ts"); await openDatabase({ dataDir: ${JSON.stringify(dataDir)} }); console.log("open"); setInterval(() => {}, 1000);`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    await new Promise<void>((resolve, reject) => {
      holder!.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("open") && resolve());
      holder!.on("exit", () => reject(new Error("the holding process ended")));
    });
    const output = path.join(scratchDir(), "refused.tar.gz");
    await expect(createBackup(embedded.site, output)).rejects.toThrow(
      new RegExp(`site is running on the embedded database .* \\(process ${holder.pid}\\)\\. Only one process may open it: stop the site`),
    );
    await expect(stat(output)).rejects.toThrow();
  }, 60_000);
});

/** Copies an archive entry by entry, changing or dropping entries on the way. */
async function rewrite(from: string, to: string, change: (name: string, data: Buffer) => Buffer | null) {
  const writer = await ArchiveWriter.create(to);
  for await (const entry of readArchive(from)) {
    const data = change(entry.name, await entry.read());
    if (data) await writer.add(entry.name, data);
  }
  await writer.finish();
}
