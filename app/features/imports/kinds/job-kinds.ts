import type { JobItemOutcome } from "~/platform/db/schema";
import type { MessageKey } from "~/platform/i18n/i18n";

/*
 * The names of the kinds of import job and how an import's page names what became of each item,
 * shared by the server and the page. What each kind declares is in its own module beside this one
 * (the registry, `index.server.ts`).
 */

/** The outcomes in the order the page lists them (the schema's, without bundling the schema). */
export const ITEM_OUTCOMES = [
  "create",
  "update",
  "unchanged",
  "skip",
  "fail",
] as const satisfies readonly JobItemOutcome[];

/** Importing one product page from a link. */
export const LINK_IMPORT = "link-import";

/** Importing a supplier's whole catalogue. */
export const BULK_IMPORT = "bulk-import";

/** Importing a spreadsheet (decision 028), and its dry run, which is the file's preview. */
export const SHEET_IMPORT = "spreadsheet-import";

/** Undoing an import (decision 027): a job of its own, one per import. */
export const IMPORT_UNDO = "import-undo";

/** How a job's row-by-row list names each outcome. */
export type OutcomeLabels = Record<JobItemOutcome, MessageKey>;

/** An import's items: created, updated, unchanged, skipped or failed. */
export const IMPORTED_OUTCOMES: OutcomeLabels = {
  create: "import.items.outcome.create",
  update: "import.items.outcome.update",
  unchanged: "import.items.outcome.unchanged",
  skip: "import.items.outcome.skip",
  fail: "import.items.outcome.fail",
};

/** A dry run of any kind says what would happen. */
export const DRY_RUN_OUTCOMES: OutcomeLabels = {
  create: "import.items.wouldBe.create",
  update: "import.items.wouldBe.update",
  unchanged: "import.items.wouldBe.unchanged",
  skip: "import.items.wouldBe.skip",
  fail: "import.items.wouldBe.fail",
};
