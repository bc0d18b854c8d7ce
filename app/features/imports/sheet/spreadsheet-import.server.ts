import { z } from "zod";
import { db as defaultDb, type Database } from "~/platform/db/client.server";
import { addJobItemError, recordJobItems, reportProgress, type NewJobItem } from "~/platform/jobs/jobs.server";
import { writeProductRows } from "~/features/catalogue/product-row-writes.server";
import { catalogueChanged } from "~/features/catalogue/public/public-catalogue.server";
import { JobRefused, JobStopped, type JobHandler } from "~/platform/jobs/job-runner.server";
import type { SafeFetcher } from "~/platform/fetch/safe-fetch.server";
import { uploads as defaultUploads, type UploadStorage } from "~/platform/storage/storage.server";
import { recordImportFinished } from "~/features/imports/job/import-payload-and-records.server";
import { importPicture } from "../import-pictures.server";
import { itemMessage } from "../item-message";
import { makeSheetCategories } from "./spreadsheet-categories.server";
import { SHEET_IMPORT } from "../kinds/job-kinds";
import { emptyCounts, payloadSchema, type SheetCounts, type SheetImportResult } from "./spreadsheet-import-job.server";
import { itemOf, newCategoriesOf, plan } from "./spreadsheet-import-plan.server";
import { isSheetRefusal, readSpreadsheet } from "./spreadsheet-read.server";

/*
 * The spreadsheet import: an uploaded CSV or XLSX file is kept in storage and read by a job. A dry
 * run (what every upload starts with) lists row by row what the import would create, update,
 * leave unchanged, skip or refuse, with the first rows and the mapping of columns for the preview;
 * 'Run import' queues the same file and mapping for real. The real import writes in batches: each
 * batch's products, its rows' outcomes and the job's checkpoint commit in one transaction, so a
 * job taken up again after its process died starts at the first row not written, and no row is
 * ever written twice or half. Pictures named by a web address are downloaded through the safe
 * fetcher and checked as uploads are; one that cannot be taken is a problem of its row, not of the
 * import. Decision 028.
 */

export { SHEET_IMPORT };
export { queueSheetImport, readSheetPayload, SPREADSHEET_FOLDER, storeSpreadsheet, type SheetCounts, type SheetImportResult } from "./spreadsheet-import-job.server";
/**
 * Rows written per transaction. The embedded database runs one transaction at a time, so a
 * visitor's query waits for the batch in hand: batches must stay short. Each batch also costs a
 * few statements of its own (the item in hand, the rows' outcomes, the checkpoint), about 0.35 ms
 * each on PGlite. Measured on PGlite, 10,000 new rows on a 2-core machine shared with other work:
 * the transaction of a batch took (median, 99th percentile) 4-5 ms and 12-70 ms at 5 rows,
 * 11 ms and 50-65 ms at 25, 18 ms and 85-90 ms at 50 (its longest over 100 ms); all transactions
 * together took 9-19 s, 5 s and 4 s. 25 rows gets most of the gain and keeps every batch well
 * under a tenth of a second.
 */
const BATCH = 25;
/**
 * The public caches are cleared for what the import wrote at most this often while it runs (and
 * once when it stops): clearing them after every batch would have every visitor's page drawn
 * anew, each waiting for the database behind the import.
 */
const CACHE_CLEAR_MS = 10_000;
const PREVIEW_ROWS = 5;

export function sheetImportHandler({
  fetcher,
  publicUrl,
  database = defaultDb(),
  storage = defaultUploads(),
  rest = 2,
}: {
  fetcher: SafeFetcher;
  publicUrl: string;
  database?: Database;
  storage?: UploadStorage;
  /** How long the job rests after each batch, as a multiple of the batch's own time (0: never). */
  rest?: number;
}): JobHandler {
  return async ({ job, signal, report }) => {
    const payload = payloadSchema.parse(job.payload);
    const owner = job.leaseOwner!;
    const audit = (detail: Record<string, unknown>) =>
      recordImportFinished(
        {
          id: job.id,
          kind: SHEET_IMPORT,
          url: payload.fileName,
          actor: payload.actor,
          ipHash: payload.ipHash,
          dryRun: payload.dryRun,
        },
        detail,
        database,
      );

    await report({ currentItem: payload.fileName });
    const file = await storage.read(payload.fileKey).catch(() => null);
    if (!file) throw new JobRefused("import.sheet.error.fileGone");
    const sheet = await readSpreadsheet(file);
    if (isSheetRefusal(sheet)) throw new JobRefused(itemMessage(sheet.error, sheet.values));
    // The categories ticked on the dry run are made first (found, when a run before made them).
    const made =
      !payload.dryRun && payload.makeCategories.length > 0
        ? await makeSheetCategories(
            payload.makeCategories,
            { actor: payload.actor, ipHash: payload.ipHash },
            database,
          )
        : null;
    const plans = await plan(sheet, payload, {
      database,
      storage,
      publicUrl,
      madeCategories: made?.ids,
    });
    const summary = (counts: SheetCounts): SheetImportResult => ({
      dryRun: payload.dryRun,
      format: sheet.format,
      fileName: payload.fileName,
      headers: sheet.headers,
      preview: sheet.rows.slice(0, PREVIEW_ROWS),
      mapping: payload.mapping,
      counts,
      ...(payload.dryRun
        ? { newCategories: newCategoriesOf(plans) }
        : { madeCategories: made?.made ?? [] }),
    });

    if (payload.dryRun) {
      const counts = emptyCounts(plans.length);
      for (let start = 0; start < plans.length; start += 1000) {
        signal.throwIfAborted();
        const slice = plans.slice(start, start + 1000);
        await recordJobItems(
          job.id,
          slice.map((row) => itemOf(row)),
          database,
        );
        for (const row of slice) counts[row.outcome] += 1;
        counts.done += slice.length;
        await report({ progress: counts });
      }
      await audit({ outcome: "done", counts });
      return summary(counts);
    }

    const checkpoint = z
      .object({ next: z.number(), counts: z.record(z.string(), z.number()) })
      .nullable()
      .catch(null)
      .parse(job.checkpoint);
    const counts: SheetCounts = {
      ...emptyCounts(plans.length),
      ...(checkpoint?.counts ?? {}),
      total: plans.length,
    };
    const changes = pendingChanges();
    try {
      for (let start = checkpoint?.next ?? 0; start < plans.length; start += BATCH) {
        signal.throwIfAborted();
        const batch = plans.slice(start, start + BATCH);
        const batchStarted = performance.now();
        await report({ currentItem: batch[0]!.label || `#${batch[0]!.line}` });

        // Pictures first, outside the transaction: downloading is slow and repeatable.
        const problems: { item: string; message: string }[] = [];
        for (const row of batch) {
          if (!row.input || row.downloads.length === 0) continue;
          const current = row.match?.snapshot;
          const inUse = new Set(
            [current?.picture, ...(current?.images ?? []).map((image) => image.imageUrl)].filter(
              (value): value is string => Boolean(value),
            ),
          );
          const keys = new Map<string, string | null>();
          for (const url of row.downloads) {
            signal.throwIfAborted();
            const outcome = await importPicture(url, { fetcher, inUse, database, storage, signal });
            keys.set(url, outcome.ok ? outcome.key : null);
            if (!outcome.ok)
              problems.push({ item: `${row.line}: ${url}`, message: outcome.message });
          }
          const input = row.input;
          // A main picture that could not be taken keeps the product's current one.
          input.picture =
            input.picture && keys.has(input.picture)
              ? (keys.get(input.picture) ?? current?.picture ?? null)
              : input.picture;
          input.images = input.images.flatMap((image) =>
            keys.has(image.imageUrl)
              ? keys.get(image.imageUrl)
                ? [{ ...image, imageUrl: keys.get(image.imageUrl)! }]
                : []
              : [image],
          );
        }

        const written = await database.transaction(async (tx) => {
          const items: NewJobItem[] = [];
          const changed: { id: number; lists: boolean }[] = [];
          const next = { ...counts };
          const saves = await writeProductRows(
            tx,
            batch.flatMap((row) =>
              row.input
                ? [
                    {
                      match: row.match ? { id: row.match.id, version: row.match.version } : null,
                      sourceUrl: row.sourceUrl,
                      input: row.input,
                    },
                  ]
                : [],
            ),
            { actor: payload.actor, ipHash: payload.ipHash, jobId: job.id },
          );
          let nextSave = 0;
          for (const row of batch) {
            if (!row.input) {
              items.push(itemOf(row));
              next[row.outcome] += 1;
              if (row.outcome === "fail")
                await addJobItemError(
                  { id: job.id, item: `${row.line}: ${row.label}`, message: row.message ?? "" },
                  tx,
                );
              continue;
            }
            const saved = saves[nextSave++]!;
            if (
              saved.outcome === "created" ||
              saved.outcome === "updated" ||
              saved.outcome === "unchanged"
            ) {
              const outcome =
                saved.outcome === "created"
                  ? "create"
                  : saved.outcome === "updated"
                    ? "update"
                    : "unchanged";
              items.push(
                itemOf(row, outcome, {
                  productId: saved.id,
                  versionBefore: saved.versionBefore,
                  versionAfter: saved.versionAfter,
                  message: null,
                }),
              );
              next[outcome] += 1;
              if (outcome !== "unchanged") changed.push({ id: saved.id, lists: saved.lists });
            } else {
              const message = itemMessage(
                saved.outcome === "conflict"
                  ? "import.sheet.row.conflict"
                  : saved.outcome === "category-missing"
                    ? "import.sheet.row.categoryGone"
                    : "import.sheet.row.productGone",
              );
              items.push(itemOf(row, "fail", { message }));
              next.fail += 1;
              await addJobItemError({ id: job.id, item: `${row.line}: ${row.label}`, message }, tx);
            }
          }
          for (const problem of problems) await addJobItemError({ id: job.id, ...problem }, tx);
          next.pictureErrors += problems.length;
          next.done += batch.length;
          await recordJobItems(job.id, items, tx);
          const held = await reportProgress(
            {
              id: job.id,
              owner,
              report: { progress: next, checkpoint: { next: start + BATCH, counts: next } },
            },
            tx,
          );
          // Another process took the job over: this batch is theirs to write.
          if (!held.held) throw new JobStopped("lost");
          return { next, changed };
        });
        Object.assign(counts, written.next);
        await changes.add(written.changed);
        // The embedded database works on this process's one thread: twice as long at rest as the
        // batch took leaves two thirds of it to visitors, however long the file.
        if (rest > 0)
          await new Promise((resolve) =>
            setTimeout(resolve, Math.min(rest * (performance.now() - batchStarted), 250)),
          );
      }
    } catch (error) {
      await changes.flush();
      if (signal.aborted && (signal.reason as JobStopped | undefined)?.reason === "cancelled")
        await audit({ outcome: "cancelled", counts, madeCategories: made?.made ?? [] });
      throw error;
    }
    await changes.flush();
    await report({ progress: counts, currentItem: null });
    await audit({ outcome: "done", counts, madeCategories: made?.made ?? [] });
    return summary(counts);
  };
}

/** What the import changed and has not yet cleared from the public caches, cleared every few seconds. */
function pendingChanges() {
  const products = new Set<number>();
  let lists = false;
  let clearedAt = Date.now();
  const flush = async () => {
    clearedAt = Date.now();
    if (products.size === 0) return;
    const change = { products: [...products], lists };
    products.clear();
    lists = false;
    await catalogueChanged(change);
  };
  return {
    flush,
    async add(changed: { id: number; lists: boolean }[]) {
      for (const row of changed) {
        products.add(row.id);
        lists ||= row.lists;
      }
      if (Date.now() - clearedAt >= CACHE_CLEAR_MS) await flush();
    },
  };
}
