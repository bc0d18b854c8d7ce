import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { db as defaultDb, type Database } from "~/platform/db/client.server";
import { auditLog, jobItems, jobs, products, type JobState } from "~/platform/db/schema";
import { IMPORT_UNDO } from "~/features/imports/kinds/job-kinds";
import type { StoredJob } from "~/platform/jobs/jobs.server";

/*
 * What undoing an import reads (decision 027): the undo job of an import, the products the
 * import created or changed with their versions before and after, and whether an undo job taken
 * up again already undid a product before its process died.
 */

export { IMPORT_UNDO };

/** The newest undo job of an import, in any state, or null. */
export async function findUndoJob(importJobId: number, database: Database = defaultDb()): Promise<StoredJob | null> {
  const [row] = await database
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, IMPORT_UNDO), sql`${jobs.payload}->>'importJobId' = ${String(importJobId)}`))
    .orderBy(desc(jobs.id))
    .limit(1);
  return row ?? null;
}

/** Whether another undo job of the same import is queued, running or finished: an import is undone once. */
export async function otherUndoJob(
  importJobId: number,
  exceptId: number | null,
  states: JobState[] = ["queued", "running", "done"],
  database: Database = defaultDb(),
): Promise<StoredJob | null> {
  const [row] = await database
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, IMPORT_UNDO),
        sql`${jobs.payload}->>'importJobId' = ${String(importJobId)}`,
        inArray(jobs.state, states),
        exceptId === null ? undefined : ne(jobs.id, exceptId),
      ),
    )
    .orderBy(desc(jobs.id))
    .limit(1);
  return row ?? null;
}

/** One product an import created or changed, with what undoing it needs. */
export interface UndoTarget {
  /** The import's line for it (its first, when the import met the product twice). */
  position: number;
  item: string;
  productId: number | null;
  /** The import created it (it goes to the Trash), else it changed it (its earlier version comes back). */
  created: boolean;
  /** The version before the import's first change, and after its last. */
  versionBefore: number | null;
  versionAfter: number | null;
}

/** The products an import created or changed, in the order it met them, each once. */
export async function undoTargets(importJobId: number, database: Database = defaultDb()): Promise<UndoTarget[]> {
  const rows = await database
    .select()
    .from(jobItems)
    .where(and(eq(jobItems.jobId, importJobId), inArray(jobItems.outcome, ["create", "update"])))
    .orderBy(asc(jobItems.position));
  const byProduct = new Map<number | string, UndoTarget>();
  for (const row of rows) {
    const key = row.productId ?? `position ${row.position}`;
    const seen = byProduct.get(key);
    if (seen) {
      seen.created ||= row.outcome === "create";
      seen.versionAfter = row.versionAfter;
      continue;
    }
    byProduct.set(key, {
      position: row.position,
      item: row.item,
      productId: row.productId,
      created: row.outcome === "create",
      versionBefore: row.versionBefore,
      versionAfter: row.versionAfter,
    });
  }
  return [...byProduct.values()];
}

/** How many products an import created or changed (what an undo would act on). */
export async function countUndoable(importJobId: number, database: Database = defaultDb()): Promise<number> {
  const [row] = await database
    .select({ count: sql<number>`count(distinct ${jobItems.productId})::int` })
    .from(jobItems)
    .where(and(eq(jobItems.jobId, importJobId), inArray(jobItems.outcome, ["create", "update"]), isNotNull(jobItems.productId)));
  return Number(row?.count ?? 0);
}

/** A product's version and whether it is in the Trash, or null when it no longer exists. */
export async function productState(id: number, database: Database = defaultDb()): Promise<{ version: number; inTrash: boolean } | null> {
  const [row] = await database.select({ version: products.version, deletedAt: products.deletedAt }).from(products).where(eq(products.id, id));
  return row ? { version: row.version, inTrash: row.deletedAt !== null } : null;
}

/**
 * What an undo job already did to a product, read from its own audit entries: only a job taken
 * up again (its process died between a write and its checkpoint) can find one.
 */
export async function undoneByJob(productId: number, undoJobId: number, database: Database = defaultDb()): Promise<"trashed" | "restored" | null> {
  const rows = await database
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(
      and(
        inArray(auditLog.action, ["product-deleted", "product-restored-version"]),
        sql`${auditLog.detail}->>'productId' = ${String(productId)}`,
        sql`${auditLog.detail}->>'undoJobId' = ${String(undoJobId)}`,
      ),
    );
  if (rows.some((row) => row.action === "product-deleted")) return "trashed";
  return rows.length > 0 ? "restored" : null;
}
