import { z } from "zod";
import type { Database } from "~/platform/db/client.server";
import type { JobItemOutcome, JobState } from "~/platform/db/schema";
import type { MessageKey } from "~/platform/i18n/i18n";
import { recordAudit } from "~/platform/audit/audit-log.server";
import {
  countUndoable,
  IMPORT_UNDO,
  otherUndoJob,
  productState,
  undoneByJob,
  undoTargets,
  type UndoTarget,
} from "~/features/imports/undo/undo-store.server";
import { enqueueJob, findJob, recordJobItems, type NewJobItem, type StoredJob } from "~/platform/jobs/jobs.server";
import { trashProductAt } from "~/features/catalogue/product-trash.server";
import { restoreProductVersion } from "~/features/catalogue/product-store.server";
import { catalogueChanged } from "~/features/catalogue/public/public-catalogue.server";
import { JobRefused, wakeJobs, type JobHandler } from "~/platform/jobs/job-runner.server";
import { BULK_IMPORT } from "../bulk/bulk-import.server";
import { isDryRun } from "~/features/imports/job/import-payload-and-records.server";
import { SHEET_IMPORT } from "../kinds/job-kinds";
import { LINK_IMPORT } from "../link/link-import.server";

/*
 * Undoing an import (decision 027), as a job of its own: every product the import created goes
 * to the Trash (restorable from there, as any deleted product), every product it changed gets its
 * version from before the import back, as a new version. A product changed by anyone after the
 * import (its version is no longer the one the import left), or already in the Trash, is left
 * alone and listed with the reason. Each product is one transaction with its audit entry; the
 * public caches drop what changed. An import is undone once; categories it created stay.
 */

export { IMPORT_UNDO };

/** Kinds of import whose real runs can be undone: each records what it did in `job_items`. */
export const UNDOABLE_IMPORTS: readonly string[] = [LINK_IMPORT, BULK_IMPORT, SHEET_IMPORT];

const ENDED: readonly JobState[] = ["done", "failed", "cancelled"];

const payloadSchema = z.object({
  importJobId: z.number().int().positive(),
  actor: z.object({ id: z.string(), email: z.string() }),
  ipHash: z.string().nullable(),
});
type ImportUndoPayload = z.infer<typeof payloadSchema>;

interface ImportUndoResult {
  importJobId: number;
  total: number;
  undone: number;
  skipped: number;
  failed: number;
}

/** Whether a job is an import that has ended and changed things for real (not a dry run). */
const isUndoableImport = (job: Pick<StoredJob, "kind" | "state" | "payload">) =>
  UNDOABLE_IMPORTS.includes(job.kind) && ENDED.includes(job.state) && !isDryRun(job.payload);

/** Why an import cannot be undone now, or null when it can. */
export async function undoRefusal(job: StoredJob, database?: Database): Promise<MessageKey | null> {
  if (!isUndoableImport(job)) return "import.undo.notPossible";
  if (await otherUndoJob(job.id, null, undefined, database)) return "import.undo.already";
  if ((await countUndoable(job.id, database)) === 0) return "import.undo.nothing";
  return null;
}

/** Queues the undo of an import, or says why not. One undo per import: a second is refused. */
export async function queueImportUndo(
  payload: ImportUndoPayload,
  database?: Database,
): Promise<{ ok: true; job: StoredJob } | { ok: false; message: MessageKey }> {
  const importJob = await findJob(payload.importJobId, database);
  if (!importJob) return { ok: false, message: "import.job.notFound" };
  const refusal = await undoRefusal(importJob, database);
  if (refusal) return { ok: false, message: refusal };
  const queued = await enqueueJob(
    { kind: IMPORT_UNDO, payload, singletonKey: `${IMPORT_UNDO}:${importJob.id}`, createdBy: payload.actor.id, maxAttempts: 3 },
    database,
  );
  // Someone else pressed it a moment before: theirs is the one.
  if (!queued.added) return { ok: false, message: "import.undo.already" };
  wakeJobs();
  return { ok: true, job: queued.job };
}

const checkpointSchema = z.object({ next: z.number(), undone: z.number(), skipped: z.number(), failed: z.number() });

type Line = Omit<NewJobItem, "position" | "item">;

export function importUndoHandler({ database }: { database?: Database } = {}): JobHandler {
  return async ({ job, signal, report }) => {
    const payload = payloadSchema.parse(job.payload);
    const importJob = await findJob(payload.importJobId, database);
    if (!importJob || !isUndoableImport(importJob)) throw new JobRefused("import.undo.notPossible");
    // Another undo of the same import finished, or is under way: this one must change nothing.
    if (await otherUndoJob(importJob.id, job.id, undefined, database)) throw new JobRefused("import.undo.already");
    const targets = await undoTargets(importJob.id, database);
    const saved = checkpointSchema.safeParse(job.checkpoint);
    const state = saved.success ? saved.data : { next: 0, undone: 0, skipped: 0, failed: 0 };
    const resumed = job.attempts > 1;
    const context = { actor: payload.actor, ipHash: payload.ipHash, detail: { undoJobId: job.id, undoOf: importJob.id } };
    const progress = () => ({ total: targets.length, done: state.next, undone: state.undone, skipped: state.skipped, failed: state.failed });

    /** Undoes one product; the line the undo's list shows for it. */
    const undoOne = async (target: UndoTarget): Promise<Line> => {
      const skip = (message: MessageKey, version: number | null = null): Line => ({
        outcome: "skip",
        message,
        productId: target.productId,
        versionBefore: version,
        versionAfter: version,
      });
      if (target.productId === null) return skip("import.undo.item.gone");
      const id = target.productId;
      const now = await productState(id, database);
      if (!now) return skip("import.undo.item.gone");
      if (resumed) {
        // Undone already by this job before its process died: said as done, not as changed since.
        const done = await undoneByJob(id, job.id, database);
        if (done) return { outcome: "update", message: `import.undo.item.${done}`, productId: id, versionBefore: target.versionAfter, versionAfter: now.version };
      }
      if (now.inTrash) return skip("import.undo.item.inTrash", now.version);
      if (target.versionAfter === null || now.version !== target.versionAfter) return skip("import.undo.item.changed", now.version);
      if (target.created) {
        const trashed = await trashProductAt(id, target.versionAfter, context, database);
        if (!trashed.moved) return skip("import.undo.item.changed", (await productState(id, database))?.version ?? null);
        await catalogueChanged({ products: [id], lists: trashed.wasPublished });
        return { outcome: "update", message: "import.undo.item.trashed", productId: id, versionBefore: target.versionAfter, versionAfter: target.versionAfter + 1 };
      }
      if (target.versionBefore === null) return skip("import.undo.item.noVersion", now.version);
      const restored = await restoreProductVersion(id, target.versionBefore, target.versionAfter, context, database);
      if (restored.ok) {
        return { outcome: "update", message: "import.undo.item.restored", productId: id, versionBefore: target.versionAfter, versionAfter: restored.version };
      }
      if (restored.reason === "version-missing") return skip("import.undo.item.noVersion", now.version);
      if (restored.reason === "not-found") return skip("import.undo.item.inTrash", now.version);
      // A category that vanished is emptied by the restore; a conflict means someone saved meanwhile.
      return skip("import.undo.item.changed", (await productState(id, database))?.version ?? null);
    };

    await report({ progress: progress(), currentItem: null });
    while (state.next < targets.length) {
      signal.throwIfAborted();
      const target = targets[state.next]!;
      let line: Line;
      try {
        line = await undoOne(target);
      } catch (error) {
        if (signal.aborted) throw error;
        line = { outcome: "fail", productId: target.productId, message: error instanceof Error ? error.message : String(error) };
      }
      await recordJobItems(job.id, [{ position: target.position, item: target.item, ...line }], database);
      const counted: Record<JobItemOutcome, "undone" | "skipped" | "failed"> = {
        create: "undone",
        update: "undone",
        unchanged: "skipped",
        skip: "skipped",
        fail: "failed",
      };
      state[counted[line.outcome]] += 1;
      state.next += 1;
      await report({ checkpoint: state, progress: progress(), currentItem: target.item });
    }
    const result: ImportUndoResult = { importJobId: importJob.id, total: targets.length, undone: state.undone, skipped: state.skipped, failed: state.failed };
    await recordAudit(
      {
        action: "import-undone",
        actor: payload.actor,
        ipHash: payload.ipHash,
        target: `import #${importJob.id}`,
        detail: { jobId: job.id, importJobId: importJob.id, kind: importJob.kind, counts: result },
      },
      database,
    );
    return result;
  };
}
