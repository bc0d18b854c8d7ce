import type { JobItemOutcome } from "~/platform/db/schema";
import type { MessageKey } from "~/platform/i18n/i18n";

/*
 * What an import job's page says differently for each kind of job, shared by the server and the
 * page: its title, and how the row-by-row list names what became of each item. A kind not named
 * here is an import: 'Import #12', its items created, updated, unchanged, skipped or failed.
 */

/** The outcomes in the order the page lists them (the schema's, without bundling the schema). */
export const ITEM_OUTCOMES = ["create", "update", "unchanged", "skip", "fail"] as const satisfies readonly JobItemOutcome[];

/** Importing a spreadsheet (decision 028), and its dry run, which is the file's preview. */
export const SHEET_IMPORT = "spreadsheet-import";

/** Undoing an import (decision 027): a job of its own, one per import. */
export const IMPORT_UNDO = "import-undo";

/** The page title of each kind of job; its parameters are `id` and, for an undo, `of`. */
const titles: Partial<Record<string, MessageKey>> = {
  [IMPORT_UNDO]: "import.undo.title",
};

export const jobTitle = (kind: string): MessageKey => titles[kind] ?? "import.job.title";

type OutcomeLabels = Record<JobItemOutcome, MessageKey>;

const done: OutcomeLabels = {
  create: "import.items.outcome.create",
  update: "import.items.outcome.update",
  unchanged: "import.items.outcome.unchanged",
  skip: "import.items.outcome.skip",
  fail: "import.items.outcome.fail",
};

/** A dry run says what would happen. */
const wouldBe: OutcomeLabels = {
  create: "import.items.wouldBe.create",
  update: "import.items.wouldBe.update",
  unchanged: "import.items.wouldBe.unchanged",
  skip: "import.items.wouldBe.skip",
  fail: "import.items.wouldBe.fail",
};

const byKind: Partial<Record<string, OutcomeLabels>> = {
  [IMPORT_UNDO]: {
    create: "import.items.undo.create",
    update: "import.items.undo.update",
    unchanged: "import.items.undo.unchanged",
    skip: "import.items.undo.skip",
    fail: "import.items.undo.fail",
  },
};

/** How a job's list names each outcome. */
export const outcomeLabels = (kind: string, dryRun: boolean): OutcomeLabels => (dryRun ? wouldBe : (byKind[kind] ?? done));
