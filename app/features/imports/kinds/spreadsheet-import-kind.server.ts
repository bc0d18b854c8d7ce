import type { JobState } from "~/platform/db/schema";
import { sheetPreviewOf } from "~/features/imports/sheet/spreadsheet-preview.server";
import { sheetImportHandler, type SheetCounts } from "~/features/imports/sheet/spreadsheet-import.server";
import type { JobKind } from "./job-kind";
import { IMPORTED_OUTCOMES, SHEET_IMPORT } from "./job-kinds";

const ENDED: readonly JobState[] = ["done", "failed", "cancelled"];

/**
 * Importing a spreadsheet (decision 028): its page counts rows as it goes; its dry run is the
 * file's preview, which carries its own 'Run import'; its real run can be undone.
 */
export const sheetImportKind: JobKind = {
  kind: SHEET_IMPORT,
  label: "import.kind.spreadsheet-import",
  title: "import.job.title",
  outcomes: IMPORTED_OUTCOMES,
  undoable: true,
  runForReal: null,
  undoOf: () => null,
  outcome: (job, dryRun) => ({
    // A spreadsheet's dry run is its preview: the columns, their first values and 'Run import'.
    sheet: sheetPreviewOf(job, dryRun),
    // What a spreadsheet import did (or had done when it stopped).
    sheetCounts:
      !dryRun && ENDED.includes(job.state) ? (job.progress as Partial<SheetCounts>) : null,
  }),
  handler: ({ fetcher, publicUrl, database }) =>
    sheetImportHandler({ fetcher, publicUrl, database }),
};
