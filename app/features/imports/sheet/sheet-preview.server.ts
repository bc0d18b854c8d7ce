import type { SheetPreviewData } from "~/features/imports/sheet/spreadsheet-preview";
import type { StoredJob } from "~/platform/jobs/jobs.server";
import { SHEET_IMPORT } from "../kinds/job-kinds";
import { readSheetPayload, type SheetImportResult } from "./spreadsheet-import.server";

/** A spreadsheet's finished dry run as its page shows it: the columns, their first values, the categories to make and 'Run import'. */
export function sheetPreviewOf(job: StoredJob, dryRun: boolean): SheetPreviewData | null {
  const result =
    job.kind === SHEET_IMPORT && job.state === "done" && dryRun
      ? (job.result as SheetImportResult | null)
      : null;
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
