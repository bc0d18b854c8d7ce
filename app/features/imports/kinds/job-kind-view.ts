import type { ComponentType } from "react";
import type { JobState } from "~/platform/db/schema";
import type { useT } from "~/platform/i18n/i18n";
import type { JobOutcomeView } from "./job-kind";

/*
 * What a kind of import job shows on its page beyond the parts every job's page has (its title,
 * state, dry-run note, running panel, failure, undo, row-by-row list and problems): its running
 * count, its outcome once it has ended, and the toast that says it finished. Each kind's view is a
 * module beside its declaration (`<kind>-view.tsx`), listed in `job-kind-views.ts`.
 */

/** The job as its page has it: what every part reads, and the outcome its kind filled in. */
export interface ShownJob extends JobOutcomeView {
  id: number;
  state: JobState;
  dryRun: boolean;
  /** What it imports from: a product's link or a supplier's address. */
  link: string;
  /** The real import a dry run was run as, once 'Run import' was pressed. */
  ranAs: number | null;
  progress: Record<string, number>;
}

export interface JobKindView {
  /** Its running count, under the line saying what it is working on (a bulk import's products, a spreadsheet's rows). */
  Progress?: ComponentType<{ job: ShownJob }>;
  /** What it shows of its outcome, after the running panel and before a failure is said. */
  Outcome?: ComponentType<{ job: ShownJob }>;
  /** The toast said when a real run finished, or null for none. */
  doneToast?: (job: ShownJob, t: ReturnType<typeof useT>["t"]) => string | null;
}
