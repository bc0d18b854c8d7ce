import { db as defaultDb, tryTransactionLock, type Database } from "~/platform/db/client.server";
import { logger } from "~/platform/log/logger.server";
import { startPeriodic, type PeriodicTask } from "~/platform/jobs/periodic.server";
import { uploads, type UploadStorage } from "~/platform/storage/storage.server";
import { deleteFinishedDryRuns, listPayloadValuesOfUnfinishedJobs } from "~/platform/jobs/jobs.server";
import { BULK_IMPORT } from "../bulk/bulk-import.server";
import { SHEET_IMPORT } from "../kinds/job-kinds";
import { LINK_IMPORT } from "../link/link-import.server";
import { SPREADSHEET_FOLDER } from "../sheet/spreadsheet-import.server";

/*
 * What imports leave behind is kept for 30 days (decision 033): uploaded spreadsheets, and dry
 * runs with their row-by-row lists, which can hold 20,000 rows each. Real imports and their undos
 * stay: they are the catalogue's history, and an import is undone from its own page. Every server
 * process runs the pass each hour; a transaction-level advisory lock lets one of them do it.
 */

const IMPORT_RETENTION_DAYS = 30;

/** Any constant will do, as long as every process uses the same one (the Trash's purge uses 72_450_002). */
export const RETENTION_LOCK_ID = 72_450_003;

const DRY_RUN_KINDS = [SHEET_IMPORT, LINK_IMPORT, BULK_IMPORT];

interface RetentionOutcome {
  /** Another process held the lock: nothing was done. */
  skipped: boolean;
  /** Ids of the dry runs deleted. */
  dryRuns: number[];
  /** Storage keys of the spreadsheets removed. */
  files: string[];
}

interface RetentionOptions {
  database?: Database;
  storage?: UploadStorage;
  now?: Date;
}

/** One pass; safe to run from several processes at once. */
export async function purgeOldImports(options: RetentionOptions = {}): Promise<RetentionOutcome> {
  const database = options.database ?? defaultDb();
  const storage = options.storage ?? uploads();
  const before = new Date((options.now ?? new Date()).getTime() - IMPORT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  // The files are removed under the same lock as the rows: a pass that listed them after another
  // pass's rows were gone, but before its files were, would remove and report them a second time.
  const outcome = await database.transaction(async (tx) => {
    if (!(await tryTransactionLock(tx, RETENTION_LOCK_ID))) return null;
    const dryRuns = await deleteFinishedDryRuns(DRY_RUN_KINDS, before, tx);
    // A queued or running import still reads its file, however old the file is.
    const inUse = new Set(await listPayloadValuesOfUnfinishedJobs(SHEET_IMPORT, "fileKey", tx));
    const files: string[] = [];
    for await (const { key } of storage.list(`${SPREADSHEET_FOLDER}/`)) {
      if (inUse.has(key)) continue;
      const stored = await storage.stat(key);
      if (!stored || stored.modifiedMs >= before.getTime()) continue;
      try {
        await storage.remove(key);
        files.push(key);
      } catch (error) {
        logger.error({ err: error, key }, "an old spreadsheet could not be removed");
      }
    }
    return { dryRuns, files: files.sort() };
  });
  if (!outcome) return { skipped: true, dryRuns: [], files: [] };
  return { skipped: false, ...outcome };
}

/** Clears old imports a minute and a half after start and then every hour. */
export function startImportRetention(options: RetentionOptions & { firstDelayMs?: number; intervalMs?: number } = {}): PeriodicTask<RetentionOutcome> {
  const { firstDelayMs = 90_000, intervalMs = 60 * 60_000, ...rest } = options;
  return startPeriodic(
    "Import retention",
    async () => {
      const outcome = await purgeOldImports(rest);
      if (outcome.dryRuns.length || outcome.files.length) {
        logger.info({ dryRuns: outcome.dryRuns, files: outcome.files }, "old dry runs and spreadsheets removed");
      }
      return outcome;
    },
    { firstDelayMs, intervalMs },
  );
}
