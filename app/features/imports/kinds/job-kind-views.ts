import type { JobKindView } from "./job-kind-view";
import { BULK_IMPORT, IMPORT_UNDO, LINK_IMPORT, SHEET_IMPORT } from "./job-kinds";
import { bulkImportView } from "./bulk-import-view";
import { linkImportView } from "./link-import-view";
import { spreadsheetImportView } from "./spreadsheet-import-view";

/*
 * The page's side of the registry of import job kinds (the server's is `index.server.ts`): what
 * each kind's page shows beyond the parts every job's page has, by the kind's name.
 */

export const JOB_KIND_VIEWS: Readonly<Record<string, JobKindView>> = {
  [LINK_IMPORT]: linkImportView,
  [BULK_IMPORT]: bulkImportView,
  [SHEET_IMPORT]: spreadsheetImportView,
  // An undo's page has the common parts only.
  [IMPORT_UNDO]: {},
};

/** What a job of this kind shows beyond the common parts; nothing for a job of no known kind. */
export const jobKindViewOf = (kind: string): JobKindView =>
  (Object.hasOwn(JOB_KIND_VIEWS, kind) ? JOB_KIND_VIEWS[kind] : undefined) ?? {};
