import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { isNull } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { loadSessionSecret } from "../../app/platform/config/secret.server";
import type { Database } from "../../app/platform/db/client.server";
import { productCategories, products, productVersions, user } from "../../app/platform/db/schema";
import { parseAllowedHosts } from "../../app/platform/fetch/fetch-guard.server";
import { createSafeFetcher } from "../../app/platform/fetch/safe-fetch.server";
import { startJobRunner, type JobRunner } from "../../app/platform/jobs/job-runner.server";
import { findJob, type StoredJob } from "../../app/platform/jobs/jobs.server";
import { localStorage, type UploadStorage } from "../../app/platform/storage/storage.server";
import { importUndoHandler } from "../../app/features/imports/undo/import-undo.server";
import { IMPORT_UNDO } from "../../app/features/imports/kinds/job-kinds";
import { guessMapping } from "../../app/features/imports/sheet/spreadsheet-columns";
import {
  queueSheetImport,
  sheetImportHandler,
  SHEET_IMPORT,
  storeSpreadsheet,
  type SheetImportResult,
} from "../../app/features/imports/sheet/spreadsheet-import.server";
import {
  readSpreadsheet,
  type Sheet,
  type SheetRefusal,
} from "../../app/features/imports/sheet/spreadsheet-read.server";
import { startSupplierSite, supplierCatalogue, type SupplierSite } from "../fixtures/supplier-site";
import type { TestDatabase } from "./test-databases";

/*
 * The spreadsheet import's tests on one database: an editor, two categories, a supplier's site
 * for the pictures, a job runner with the import and its undo, and the steps the tests repeat.
 */

export const actor = { id: "u-sheet", email: "sheets@example.ca" };
export const PUBLIC_URL = "http://localhost:3000";
const quiet = { info() {}, warn() {}, error() {} };
export const encode = (text: string) => new TextEncoder().encode(text);
export const sheetOf = (value: Sheet | SheetRefusal) => {
  if ("error" in value) throw new Error(`refused: ${value.error}`);
  return value;
};

/** What the tests read once the database is ready (in `beforeAll`). */
export interface SheetImportEnv {
  db: Database;
  storage: UploadStorage;
  site: SupplierSite;
  /** The subcategory "Wide Plank" under "Engineered". */
  engineered: number;
}

/** Sets the database up before the tests of a `describe` and takes it down after them. */
export function sheetImportSetup(target: TestDatabase) {
  let db!: Database;
  let dispose: () => Promise<void>;
  let storage: UploadStorage;
  let storageDir: string;
  let runner: JobRunner;
  const env = {} as SheetImportEnv;

  beforeAll(async () => {
    // Stored pictures answer with a signed preview link.
    await loadSessionSecret({
      SESSION_SECRET: "a-test-secret-that-is-long-enough-to-sign",
      DATA_DIR: "unused",
    });
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
    await db.insert(user).values({
      id: actor.id,
      email: actor.email,
      name: "Sheets",
      role: "editor",
      emailVerified: true,
    });
    const [parent] = await db
      .insert(productCategories)
      .values({ name: "Engineered", slug: "engineered" })
      .returning();
    const [child] = await db
      .insert(productCategories)
      .values({ name: "Wide Plank", slug: "wide-plank", parentId: parent!.id })
      .returning();
    env.engineered = child!.id;
    storageDir = await mkdtemp(path.join(tmpdir(), "sheet-import-"));
    storage = localStorage(storageDir);
    const site = await startSupplierSite({ products: supplierCatalogue({ perSubcategory: 1 }) });
    const fetcher = createSafeFetcher({
      userAgent: "Test-Importer/1.0",
      allowedHosts: parseAllowedHosts(site.host),
    });
    Object.assign(env, { db, storage, site });
    runner = startJobRunner({
      database: db,
      // No visitors here to leave the database to: the import runs flat out.
      handlers: {
        [SHEET_IMPORT]: sheetImportHandler({
          fetcher,
          publicUrl: PUBLIC_URL,
          database: db,
          storage,
          rest: 0,
        }),
        [IMPORT_UNDO]: importUndoHandler({ database: db }),
      },
      timing: { leaseMs: 3_000, heartbeatMs: 500, pollMs: 100 },
      retryDelayMs: () => 100,
      logger: quiet,
    });
  });
  afterAll(async () => {
    await runner.stop();
    await env.site.close();
    await dispose();
    await rm(storageDir, { recursive: true, force: true });
  });

  const settled = async (id: number): Promise<StoredJob> => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const job = await findJob(id, db);
      if (job && ["done", "failed", "cancelled"].includes(job.state)) return job;
      if (Date.now() > deadline) throw new Error(`job ${id} did not finish`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const importFile = async (
    bytes: Uint8Array,
    {
      dryRun,
      publish = false,
      makeCategories = [],
    }: { dryRun: boolean; publish?: boolean; makeCategories?: string[] },
  ) => {
    const sheet = sheetOf(await readSpreadsheet(bytes));
    const fileKey = await storeSpreadsheet(bytes, sheet.format, storage);
    const job = await queueSheetImport(
      {
        fileKey,
        fileName: `file.${sheet.format}`,
        mapping: guessMapping(sheet.headers),
        dryRun,
        publish,
        makeCategories,
        actor,
        ipHash: null,
      },
      db,
    );
    return settled(job.id);
  };

  const counts = (job: StoredJob) => (job.result as SheetImportResult).counts;
  // The catalogue as the Products tab shows and exports it: the Trash left out.
  const productCount = async () =>
    (await db.select({ id: products.id }).from(products).where(isNull(products.deletedAt))).length;
  const versionCount = async () =>
    (await db.select({ id: productVersions.id }).from(productVersions)).length;

  return { env, settled, importFile, counts, productCount, versionCount };
}
