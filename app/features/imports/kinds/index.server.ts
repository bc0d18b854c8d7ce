import type { JobHandler } from "~/platform/jobs/job-runner.server";
import { bulkImportKind } from "./bulk-import-kind.server";
import { importUndoKind } from "./import-undo-kind.server";
import type { JobHandlerNeeds, JobKind } from "./job-kind";
import { linkImportKind } from "./link-import-kind.server";
import { sheetImportKind } from "./spreadsheet-import-kind.server";

/*
 * The registry of import job kinds: each kind's declaration by its name. The import pages read
 * what to show and offer from here, and the job runner takes its handlers from here.
 */

export const JOB_KINDS: Readonly<Record<string, JobKind>> = Object.fromEntries(
  [linkImportKind, bulkImportKind, sheetImportKind, importUndoKind].map((declaration) => [
    declaration.kind,
    declaration,
  ]),
);

/** The declaration of a kind of import job, or null for a job that is no import. */
export const jobKindOf = (kind: string): JobKind | null =>
  Object.hasOwn(JOB_KINDS, kind) ? (JOB_KINDS[kind] ?? null) : null;

/** The job runner's handler of every kind of import job. */
export const importJobHandlers = (needs: JobHandlerNeeds): Record<string, JobHandler> =>
  Object.fromEntries(
    Object.values(JOB_KINDS).map((declaration) => [declaration.kind, declaration.handler(needs)]),
  );
