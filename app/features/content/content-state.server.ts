import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { db as defaultDb, type Database, type Tx } from "~/platform/db/client.server";
import { contentEntries } from "~/platform/db/schema";
import { latestAuditDetails } from "~/platform/audit/audit-log.server";
import { enqueueJob } from "~/platform/jobs/jobs.server";
import { wakeJobs } from "~/platform/jobs/job-runner.server";
import { isSingleton, type ContentKind, type ContentRecord } from "./content-kinds";
import {
  audit,
  auditEach,
  contentChanged,
  entryOf,
  insertEntry,
  keepVersions,
  type ContentEntry,
  type ContentWriteContext,
  type SaveResult,
} from "./content-store.server";

/*
 * Whether and when entries are public, the Trash, and staff's order. Each change is one
 * transaction per request (a bulk publish is one), audited entry by entry, with a new version in
 * each entry's history when its state changed, and announced once after commit. Scheduled
 * publishing is a stored time on the entry and a job due then (decision 048): the job publishes
 * every entry whose time has come, so a job that fires for an entry rescheduled later, or twice,
 * does nothing wrong.
 */

/** The kind of job that publishes scheduled entries. */
export const PUBLISH_JOB = "content-publish";


async function lockEntries(tx: Tx, kind: ContentKind, ids: readonly number[], trashed: boolean) {
  if (ids.length === 0) return [];
  const rows = await tx
    .select()
    .from(contentEntries)
    .where(
      and(
        eq(contentEntries.kind, kind),
        inArray(contentEntries.id, [...ids]),
        trashed ? isNotNull(contentEntries.deletedAt) : isNull(contentEntries.deletedAt),
      ),
    )
    .orderBy(asc(contentEntries.id))
    .for("update");
  return rows.map((row) => entryOf(kind, row));
}

/**
 * Publishes or unpublishes entries that are the other way: one statement for all of them, a new
 * version in each one's history, an audit entry each.
 */
async function setStates(tx: Tx, entries: readonly ContentEntry[], isPublished: boolean, context: ContentWriteContext, now: Date) {
  if (entries.length === 0) return;
  await tx
    .update(contentEntries)
    .set({ isPublished, publishAt: null, version: sql`${contentEntries.version} + 1`, ...(isPublished ? { publishedAt: now } : {}) })
    .where(inArray(contentEntries.id, entries.map((entry) => entry.id)));
  await keepVersions(tx, entries.map((entry) => ({ entry: { ...entry, isPublished }, version: entry.version + 1 })), context.actor);
  await auditEach(
    tx,
    entries.map((entry) => ({ action: isPublished ? "content-published" : "content-unpublished", kind: entry.kind, id: entry.id, record: entry.record as Record<string, unknown> })),
    context,
  );
}

/** Stores a draft's schedule (null: none) with its audit entry and, for a time, the job that publishes it then. */
async function setSchedule(tx: Tx, entry: ContentEntry, at: Date | null, context: ContentWriteContext) {
  await tx.update(contentEntries).set({ publishAt: at }).where(eq(contentEntries.id, entry.id));
  await audit(tx, "content-scheduled", entry.kind, entry.id, entry.record as Record<string, unknown>, context, { at: at?.toISOString() ?? null });
  // The job is stored with the change: a schedule is never without the job that keeps it.
  if (at) await enqueueJob({ kind: PUBLISH_JOB, payload: { entryId: entry.id }, runAt: at, maxAttempts: 10 }, tx);
}

/**
 * Creates an entry already published (`publish`) or scheduled (`at`), in one transaction: what
 * creating the draft and then publishing or scheduling it writes (the draft as version 1, the
 * published state as version 2; the audit entries of both steps), and the caches go as publishing
 * makes them go.
 */
export async function createEntryAs<K extends ContentKind>(
  kind: K,
  record: ContentRecord<K>,
  state: { publish: true } | { at: Date },
  context: ContentWriteContext,
  database: Database = defaultDb(),
): Promise<SaveResult> {
  if (isSingleton(kind)) return { ok: false, reason: "not-found" };
  const result = await database.transaction(async (tx): Promise<SaveResult> => {
    const written = await insertEntry(tx, kind, record, { ...context, publish: false });
    if (!written.ok) return written;
    const { entry } = written;
    if ("at" in state) {
      await setSchedule(tx, entry, state.at, context);
      return { ok: true, id: entry.id, version: entry.version, changed: true };
    }
    await setStates(tx, [entry], true, context, new Date());
    return { ok: true, id: entry.id, version: entry.version + 1, changed: true };
  });
  if (result.ok && "at" in state) wakeJobs();
  if (result.ok && !("at" in state)) await contentChanged(kind, [result.id], true);
  return result;
}

/** Publishes or unpublishes entries (a draft's schedule goes either way); the ids whose state changed. */
export async function setPublished(
  kind: ContentKind,
  ids: readonly number[],
  isPublished: boolean,
  context: ContentWriteContext,
  database: Database = defaultDb(),
): Promise<number[]> {
  if (isSingleton(kind)) return [];
  const changed = await database.transaction(async (tx) => {
    const entries = await lockEntries(tx, kind, ids, false);
    // Unpublishing a scheduled draft only takes its schedule away.
    const unscheduled = isPublished ? [] : entries.filter((entry) => !entry.isPublished && entry.publishAt);
    if (unscheduled.length) {
      await tx.update(contentEntries).set({ publishAt: null }).where(inArray(contentEntries.id, unscheduled.map((entry) => entry.id)));
      await auditEach(
        tx,
        unscheduled.map((entry) => ({ action: "content-scheduled", kind, id: entry.id, record: entry.record as Record<string, unknown>, detail: { at: null } })),
        context,
      );
    }
    const turning = entries.filter((entry) => entry.isPublished !== isPublished);
    await setStates(tx, turning, isPublished, context, new Date());
    return turning.map((entry) => entry.id);
  });
  if (changed.length) await contentChanged(kind, changed, true);
  return changed;
}

/**
 * Schedules a draft to be published at `at` (null: no longer scheduled). A time already past
 * publishes it at the runner's next look. Published and trashed entries are not scheduled.
 */
export async function scheduleEntry(
  kind: ContentKind,
  id: number,
  at: Date | null,
  context: ContentWriteContext,
  database: Database = defaultDb(),
): Promise<boolean> {
  const done = await database.transaction(async (tx) => {
    const [entry] = await lockEntries(tx, kind, [id], false);
    if (!entry || entry.isPublished || isSingleton(kind)) return false;
    await setSchedule(tx, entry, at, context);
    return true;
  });
  if (done && at) wakeJobs();
  return done;
}

/** Publishes every draft whose scheduled time has come; the entries published, by kind. */
export async function publishDue(now = new Date(), database: Database = defaultDb()): Promise<{ kind: ContentKind; id: number }[]> {
  const published = await database.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(contentEntries)
      .where(
        and(
          isNotNull(contentEntries.publishAt),
          lte(contentEntries.publishAt, now),
          eq(contentEntries.isPublished, false),
          isNull(contentEntries.deletedAt),
        ),
      )
      .orderBy(asc(contentEntries.id))
      .for("update", { skipLocked: true });
    const entries = rows.map((row) => entryOf(row.kind as ContentKind, row));
    await setStates(tx, entries, true, { actor: null }, now);
    return entries.map((entry) => ({ kind: entry.kind, id: entry.id }));
  });
  const kinds = [...new Set(published.map((item) => item.kind))];
  for (const kind of kinds) await contentChanged(kind, published.filter((item) => item.kind === kind).map((item) => item.id), true);
  return published;
}

/** Moves entries to the Trash (unpublished, unscheduled); the ids moved. */
export async function trashEntries(
  kind: ContentKind,
  ids: readonly number[],
  context: ContentWriteContext,
  database: Database = defaultDb(),
): Promise<number[]> {
  if (isSingleton(kind)) return [];
  const moved = await database.transaction(async (tx) => {
    const entries = await lockEntries(tx, kind, ids, false);
    if (entries.length === 0) return [];
    await tx
      .update(contentEntries)
      .set({ deletedAt: new Date(), isPublished: false, publishAt: null })
      .where(inArray(contentEntries.id, entries.map((entry) => entry.id)));
    await auditEach(
      tx,
      entries.map((entry) => ({ action: "content-deleted", kind, id: entry.id, record: entry.record as Record<string, unknown>, detail: { wasPublished: entry.isPublished } })),
      context,
    );
    return entries.map((entry) => entry.id);
  });
  if (moved.length) await contentChanged(kind, moved, true);
  return moved;
}

/** Takes entries out of the Trash as they were when they went in (published or a draft); the ids restored. */
export async function restoreEntries(
  kind: ContentKind,
  ids: readonly number[],
  context: ContentWriteContext,
  database: Database = defaultDb(),
): Promise<number[]> {
  const restored = await database.transaction(async (tx) => {
    const entries = await lockEntries(tx, kind, ids, true);
    // As its audit entry says it was when it went to the Trash.
    const was = await latestAuditDetails("content-deleted", "entryId", entries.map((entry) => entry.id), tx);
    const comesBackPublished = (entry: ContentEntry) => was.get(entry.id)?.wasPublished === true;
    // One statement for those that come back published, one for the drafts.
    for (const isPublished of [true, false]) {
      const these = entries.filter((entry) => comesBackPublished(entry) === isPublished);
      if (these.length === 0) continue;
      await tx
        .update(contentEntries)
        .set({ deletedAt: null, isPublished, ...(isPublished ? { publishedAt: sql`coalesce(${contentEntries.publishedAt}, now())` } : {}) })
        .where(inArray(contentEntries.id, these.map((entry) => entry.id)));
    }
    await auditEach(
      tx,
      entries.map((entry) => ({ action: "content-restored", kind, id: entry.id, record: entry.record as Record<string, unknown>, detail: { published: comesBackPublished(entry) } })),
      context,
    );
    return entries.map((entry) => entry.id);
  });
  // One that comes back published is on its pages and in its lists again.
  if (restored.length) await contentChanged(kind, restored, true);
  return restored;
}


/**
 * Puts the kind's entries in the order given (every entry not in the Trash; ids not named keep
 * their relative order after the named ones). Answers whether anything moved.
 */
export async function reorderEntries(
  kind: ContentKind,
  orderedIds: readonly number[],
  context: ContentWriteContext,
  database: Database = defaultDb(),
): Promise<boolean> {
  const moved = await database.transaction(async (tx) => {
    const rows = await tx
      .select({ id: contentEntries.id, position: contentEntries.position, data: contentEntries.data, slug: contentEntries.slug })
      .from(contentEntries)
      .where(and(eq(contentEntries.kind, kind), isNull(contentEntries.deletedAt)))
      .orderBy(asc(contentEntries.position), asc(contentEntries.id))
      .for("update");
    const known = new Set(rows.map((row) => row.id));
    const named = [...new Set(orderedIds)].filter((id) => known.has(id));
    const order = [...named, ...rows.map((row) => row.id).filter((id) => !named.includes(id))];
    const before = rows.map((row) => row.id);
    if (order.every((id, index) => before[index] === id)) return false;
    // Every position in one statement: the ids in their new order, each taking its place.
    await tx.execute(sql`
      update ${contentEntries} set position = (v.place - 1)::int
      from unnest(${sql.raw(`array[${order.map(Number).join(",")}]`)}::int[]) with ordinality as v(id, place)
      where ${contentEntries.id} = v.id`);
    await audit(tx, "content-reordered", kind, order[0]!, { title: kind }, context, { order });
    return true;
  });
  if (moved) await contentChanged(kind, [], true);
  return moved;
}
