import {
  BULK_IMPORT,
  bulkImportHandler,
  queueBulkImport,
  type BulkImportPayload,
  type BulkImportResult,
} from "~/features/imports/bulk/bulk-import.server";
import type { BulkCount } from "~/features/imports/job/import-counts";
import type { JobKind } from "./job-kind";
import { IMPORTED_OUTCOMES } from "./job-kinds";

type Counts = Partial<Record<BulkCount, number>>;

/**
 * Importing the supplier's whole catalogue: its page counts products as it goes; its dry run can
 * be run for real (one bulk import at a time: the one already running when there is one), its
 * real run undone.
 */
export const bulkImportKind: JobKind = {
  kind: BULK_IMPORT,
  label: "import.kind.bulk-import",
  title: "import.job.title",
  outcomes: IMPORTED_OUTCOMES,
  undoable: true,
  runForReal: async (payload, who, database) =>
    (await queueBulkImport({ ...(payload as BulkImportPayload), ...who, dryRun: undefined }, database)).job.id,
  undoOf: () => null,
  outcome: (job, dryRun) => {
    if (dryRun) return {};
    return {
      bulkResult: job.state === "done" ? (job.result as BulkImportResult | null) : null,
      // What a bulk import did before it stopped, when it did not finish.
      bulkCounts:
        job.state === "cancelled" || job.state === "failed"
          ? (job.progress as Counts)
          : job.state === "done"
            ? (job.result as Counts | null)
            : null,
    };
  },
  handler: ({ fetcher, userAgent, database }) =>
    bulkImportHandler({ fetcher, userAgent, database }),
};
