import type { AuditedBy } from "~/platform/audit/actor.server";
import type { Database } from "~/platform/db/client.server";
import type { SafeFetcher } from "~/platform/fetch/safe-fetch.server";
import type { MessageKey } from "~/platform/i18n/i18n";
import type { JobHandler } from "~/platform/jobs/job-runner.server";
import type { StoredJob } from "~/platform/jobs/jobs.server";
import type { BulkImportResult } from "../bulk/bulk-import.server";
import type { BulkCount } from "../job/import-counts";
import type { LinkImportResult } from "../link/link-import.server";
import type { SheetCounts } from "../sheet/spreadsheet-import.server";
import type { SheetPreviewData } from "../sheet/spreadsheet-preview";
import type { OutcomeLabels } from "./job-kinds";

/*
 * What a kind of import job declares for the import pages (decision 024): how it is named, which
 * actions its page offers, what of its outcome its page is given once it has ended, and the
 * handler the job runner runs it with. Adding a kind is one module in this folder, listed in
 * `index.server.ts`, and its handler; how its page shows its count and outcome is its view
 * (`<kind>-view.tsx`, listed in `job-kind-views.ts`).
 */

/** What the job runner's handlers are made with, the same for every kind. */
export interface JobHandlerNeeds {
  /** Fetches from suppliers within the import's limits. */
  fetcher: SafeFetcher;
  /** The user agent named to suppliers' robots.txt. */
  userAgent: string;
  /** The site's own origin (PUBLIC_URL). */
  publicUrl: string;
  /** The process-wide database unless given. */
  database?: Database;
}

/** What an ended job's page shows of its outcome; a kind fills in its own parts, the others stay empty. */
export interface JobOutcomeView {
  /** An import from a link: the product it made or changed. */
  result: LinkImportResult | null;
  /** A bulk import that finished: its counts, said as it ends. */
  bulkResult: BulkImportResult | null;
  /** A bulk import: what it did, or had done when it stopped. */
  bulkCounts: Partial<Record<BulkCount, number>> | null;
  /** A spreadsheet's dry run: its preview, with 'Run import'. */
  sheet: SheetPreviewData | null;
  /** A spreadsheet import: what it did, or had done when it stopped. */
  sheetCounts: Partial<SheetCounts> | null;
}

export const NO_OUTCOME: JobOutcomeView = {
  result: null,
  bulkResult: null,
  bulkCounts: null,
  sheet: null,
  sheetCounts: null,
};

export interface JobKind {
  /** The job's `kind` in the database. */
  kind: string;
  /** Its name in the list of imports and on its page ('Import from link'). */
  label: MessageKey;
  /** Its page's title, with the parameters `id` and `of` (the import an undo undoes). */
  title: MessageKey;
  /** How its real run's row-by-row list names each outcome (a dry run says what would be). */
  outcomes: OutcomeLabels;
  /** Whether its page offers 'Undo this import' once a real run has ended. */
  undoable: boolean;
  /**
   * Queues its finished dry run again for real ('Run import'), writing with `database`, and answers
   * the new job's id; null when it has no such step. The payload names the dry run (`fromDryRun`).
   */
  runForReal: ((payload: Record<string, unknown>, who: AuditedBy, database: Database) => Promise<number>) | null;
  /** The import a job of this kind undoes, or null. */
  undoOf(payload: unknown): number | null;
  /** What its page shows of how the job ended. */
  outcome(job: StoredJob, dryRun: boolean): Partial<JobOutcomeView>;
  /** The job runner's handler of this kind. */
  handler(needs: JobHandlerNeeds): JobHandler;
}
