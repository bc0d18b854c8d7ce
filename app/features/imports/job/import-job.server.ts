import { data, redirect } from "react-router";
import { z } from "zod";
import type { JobItemOutcome, JobState } from "~/platform/db/schema";
import { isMessageKey, type MessageKey } from "~/platform/i18n/i18n";
import { messagesFor } from "~/platform/i18n/locale.server";
import { actorOf } from "~/platform/audit/actor.server";
import { importedFrom, isDryRun } from "~/features/imports/job/import-payload-and-records.server";
import { queueImportUndo, undoRefusal } from "~/features/imports/undo/import-undo.server";
import { jobKindOf } from "~/features/imports/kinds/index.server";
import { NO_OUTCOME, type JobKind } from "~/features/imports/kinds/job-kind";
import {
  DRY_RUN_OUTCOMES,
  IMPORTED_OUTCOMES,
  ITEM_OUTCOMES,
} from "~/features/imports/kinds/job-kinds";
import { readForm } from "~/platform/http/read-form.server";
import { pageParam, parseId, urlText, withSearchParams } from "~/platform/http/search-params";
import { realRunOf, runDryRunOnce } from "./run-once.server";
import { requireRole } from "~/features/auth/require-role.server";
import { job as jobEntity } from "~/features/imports/job.entity";
import { findUndoJob } from "~/features/imports/undo/undo-store.server";
import {
  countJobItems,
  findJob,
  listJobItemErrors,
  listJobItems,
  requestCancel,
  type StoredJob,
} from "~/platform/jobs/jobs.server";
import type { Route } from "./+types/import-job";

/*
 * The server half of an import's page (/admin/import/jobs/:id): where the job stands and, once it
 * has ended, its outcome and row-by-row list; and its actions: 'Run import' for a finished dry
 * run, 'Undo this import', 'Cancel import'. What differs by kind of job comes from the registry
 * of job kinds.
 */

const ENDED: JobState[] = ["done", "failed", "cancelled"];

/** Lines of the row-by-row list shown a page. */
const ITEMS_PER_PAGE = 50;

const isOutcome = (value: string | undefined): value is JobItemOutcome =>
  (ITEM_OUTCOMES as readonly string[]).includes(value ?? "");

/** A job of no kind of import is shown as an import, with the outcomes of one. */
const describeOther = (kind: string): Pick<JobKind, "label" | "title" | "outcomes"> => ({
  label: `import.kind.${kind}` as MessageKey,
  title: "import.job.title",
  outcomes: IMPORTED_OUTCOMES,
});

/** What the page offers for undoing the job: nothing, the button, or the undo already queued or done. */
async function undoOffer(job: StoredJob, kind: JobKind | null) {
  if (!kind?.undoable || isDryRun(job.payload)) return null;
  const undo = await findUndoJob(job.id);
  if (undo && undo.state !== "failed" && undo.state !== "cancelled")
    return { can: false, undo: { id: undo.id, state: undo.state } };
  return (await undoRefusal(job)) === null ? { can: true, undo: null } : null;
}

/**
 * `?new=1`: the person just queued this import, so its ending is said even if it ended before the
 * page came. `?outcome=…&page=…`: the part of the row-by-row list shown.
 */
export const loader = withSearchParams(
  z.object({
    new: z.literal("1").optional(),
    outcome: urlText(20)
      .optional()
      .transform((value) => (isOutcome(value) ? value : null)),
    page: pageParam(),
  }),
  async ({ request, context, params }: Route.LoaderArgs, query) => {
    requireRole(request, context, jobEntity.access);
    const id = parseId(params.id);
    const job = id === null ? null : await findJob(id);
    if (!job) return data({ job: null, fresh: false }, { status: 404 });
    const kind = jobKindOf(job.kind);
    const named = kind ?? describeOther(job.kind);
    const errors = await listJobItemErrors(job.id, { limit: 200 });
    const english = messagesFor("en");
    const dryRun = isDryRun(job.payload);
    const ranAs = dryRun ? await realRunOf(job.id) : null;
    // The list comes once the job has ended: the page is asked for every second while it runs, and
    // counting thousands of lines each time would take the database from the job and from visitors.
    const ended = ENDED.includes(job.state);
    const counts = ended ? await countJobItems(job.id) : {};
    const listed = query.outcome
      ? (counts[query.outcome] ?? 0)
      : Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0);
    const pageCount = Math.max(1, Math.ceil(listed / ITEMS_PER_PAGE));
    const page = Math.min(query.page, pageCount);
    const items = ended
      ? await listJobItems(job.id, {
          limit: ITEMS_PER_PAGE,
          offset: (page - 1) * ITEMS_PER_PAGE,
          outcome: query.outcome ?? undefined,
        })
      : [];
    return {
      job: {
        id: job.id,
        kind: job.kind,
        label: named.label,
        title: named.title,
        outcomeLabels: dryRun ? DRY_RUN_OUTCOMES : named.outcomes,
        state: job.state,
        dryRun,
        undoOf: kind?.undoOf(job.payload) ?? null,
        undo: await undoOffer(job, kind),
        canRunForReal: dryRun && job.state === "done" && !!kind?.runForReal && ranAs === null,
        /** The real import this dry run was run as, once 'Run import' was pressed. */
        ranAs,
        link: importedFrom(job.payload),
        progress: job.progress,
        currentItem: job.currentItem,
        cancelRequested: job.cancelRequested,
        // A refusal is stored as a message key, said in the reader's language; anything else as it was.
        error: job.lastError,
        errorIsKey: job.lastError !== null && isMessageKey(english, job.lastError),
        ...NO_OUTCOME,
        ...kind?.outcome(job, dryRun),
        createdAt: job.createdAt.toISOString(),
        finishedAt: job.finishedAt?.toISOString() ?? null,
        itemErrors: errors.map((row) => ({
          id: row.id,
          item: row.item,
          message: row.message,
          messageIsKey: isMessageKey(english, row.message),
        })),
        items: {
          rows: items.map((row) => ({
            id: row.id,
            position: row.position,
            item: row.item,
            outcome: row.outcome,
            productId: row.productId,
            message: row.message,
            messageIsKey: row.message !== null && isMessageKey(english, row.message),
          })),
          counts,
          outcome: query.outcome,
          page,
          pageCount,
        },
      },
      fresh: query.new === "1",
    };
  },
);

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireRole(request, context, jobEntity.access);
  const form = await readForm(request, 4 * 1024);
  const id = parseId(params.id);
  const intent = form.get("intent");
  const refuse = (message: MessageKey, status: number) => data({ ok: false, message }, { status });
  if (id === null || (intent !== "cancel" && intent !== "run" && intent !== "undo"))
    return refuse("import.error.unknown", 400);
  const who = actorOf({ user }, context);
  if (intent === "run") {
    // A dry run that finished, queued again for real by whoever pressed 'Run import'.
    const job = await findJob(id);
    if (!job) return refuse("import.job.notFound", 404);
    const runForReal = jobKindOf(job.kind)?.runForReal;
    if (!isDryRun(job.payload) || job.state !== "done" || !runForReal)
      return refuse("import.error.unknown", 409);
    // Pressed again (or by two people at once), it goes to the import the first press queued.
    const run = await runDryRunOnce(id, (database) =>
      runForReal({ ...(job.payload as Record<string, unknown>), fromDryRun: id }, who, database),
    );
    throw redirect(`/admin/import/jobs/${run.jobId}${run.queued ? "?new=1" : ""}`, 303);
  }
  if (intent === "undo") {
    const queued = await queueImportUndo({ importJobId: id, ...who });
    if (!queued.ok)
      return refuse(queued.message, queued.message === "import.job.notFound" ? 404 : 409);
    throw redirect(`/admin/import/jobs/${queued.job.id}?new=1`, 303);
  }
  const state = await requestCancel(id);
  if (state === null)
    return data({ ok: false, message: "import.job.notFound" as MessageKey }, { status: 404 });
  return data({
    ok: true,
    message: (state === "cancelled"
      ? "import.toast.cancelled"
      : "import.job.cancelRequested") as MessageKey,
  });
}
