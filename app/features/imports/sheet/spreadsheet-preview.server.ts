import type { SheetPreviewData } from "~/features/imports/sheet/spreadsheet-preview";
import type { StoredJob } from "~/platform/jobs/jobs.server";
import { readSheetPayload, type SheetImportResult } from "./spreadsheet-import.server";

/**
 * A spreadsheet import's finished dry run as its page shows it: the columns, their first values,
 * the categories to make and 'Run import'. Asked only of spreadsheet imports (their job kind).
 */
export function sheetPreviewOf(job: StoredJob, dryRun: boolean): SheetPreviewData | null {
  const result = job.state === "done" && dryRun ? (job.result as SheetImportResult | null) : null;
  if (!result) return null;
  return {
    jobId: job.id,
    headers: result.headers,
    preview: result.preview,
    mapping: result.mapping,
    counts: result.counts,
    newCategories: result.newCategories ?? [],
    publish: readSheetPayload(job.payload)?.publish ?? false,
  };
}
