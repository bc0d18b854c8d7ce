import { and, asc, eq, inArray, isNotNull, lte } from "drizzle-orm";
import { db as defaultDb, type Database, type Tx } from "~/platform/db/client.server";
import { contentChanges, contentEntries } from "~/platform/db/schema";
import { changedFields, readRecord } from "~/platform/entities/records";
import { enqueueJob } from "~/platform/jobs/jobs.server";
import { wakeJobs } from "~/platform/jobs/job-runner.server";
import { isSingleton, kindSpec, type ContentKind, type ContentRecord } from "./content-kinds";
import { audit, columnsOf, contentChanged, entryOf, keepVersion, readEntry, slugTaken, type ContentEntry, type ContentWriteContext } from "./content-store.server";

/*
 * Changes to a published entry prepared as a draft (decision 067). They are kept in
 * `content_changes`, one row per entry, never in the entry itself: every public read, the page
 * cache, the sitemap, the feeds and the search keep showing the live entry until the changes are
 * published. Saving and discarding them announce nothing (nothing public changed); publishing
 * them (now, or at their time by the job runner) writes them over the entry as a new version,
 * marked in its history as published from a draft of changes, and the entry's pages go. Changes
 * made from version n are refused over version n+1: someone saved the live entry since, and staff
 * review before publishing (saving the draft again bases it on the live version they saw).
 */

/** The kind of job that publishes scheduled changes (stored with each schedule, due at its time). */
export const PUBLISH_CHANGES_JOB = "content-publish-changes";

/** A waiting draft of changes: its fields read by the kind's declaration, who saved it and when. */
export interface ContentChanges<K extends ContentKind = ContentKind> {
  entryId: number;
  record: ContentRecord<K>;
  basedOn: number;
  publishAt: Date | null;
  actorEmail: string | null;
  savedAt: Date;
}

export type ChangesResult =
  | { ok: true; version?: number }
  | { ok: false; reason: "not-found" | "not-published" | "slug-taken" | "none" }
  | { ok: false; reason: "conflict"; current: number; basedOn: number };

type ChangesRow = typeof contentChanges.$inferSelect;

const changesOf = <K extends ContentKind>(kind: K, row: ChangesRow): ContentChanges<K> => ({
  entryId: row.entryId,
  record: readRecord(kindSpec(kind).entity, { ...row.data, slug: row.slug }) as ContentRecord<K>,
  basedOn: row.basedOn,
  publishAt: row.publishAt,
  actorEmail: row.actorEmail,
  savedAt: row.updatedAt,
});

async function readChangesRow(database: Pick<Database, "select">, entryId: number, lock = false) {
  const query = database.select().from(contentChanges).where(eq(contentChanges.entryId, entryId));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** The entry's waiting draft of changes, or null. */
export async function readChanges<K extends ContentKind>(kind: K, entryId: number, database: Pick<Database, "select"> = defaultDb()): Promise<ContentChanges<K> | null> {
  const row = await readChangesRow(database, entryId);
  return row ? changesOf(kind, row) : null;
}

/** Of these entries, those with a draft of changes waiting (what the list marks). */
export async function entriesWithChanges(ids: readonly number[], database: Pick<Database, "select"> = defaultDb()): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await database.select({ id: contentChanges.entryId }).from(contentChanges).where(inArray(contentChanges.entryId, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/**
 * Saves a published entry's changes as its draft of changes (replacing the one waiting), made from
 * the version the editor was opened at. The live entry and its pages stay as they are.
 */
export async function saveChanges<K extends ContentKind>(
  kind: K,
  id: number,
  record: ContentRecord<K>,
  expectedVersion: number,
  context: ContentWriteContext,
  database: Database = defaultDb(),
): Promise<ChangesResult> {
  if (isSingleton(kind)) return { ok: false, reason: "not-found" };
  return database.transaction(async (tx): Promise<ChangesResult> => {
    const current = await readEntry(tx, kind, id, { lock: true });
    if (!current) return { ok: false, reason: "not-found" };
    if (!current.isPublished) return { ok: false, reason: "not-published" };
    if (current.version !== expectedVersion) return { ok: false, reason: "conflict", current: current.version, basedOn: expectedVersion };
    const columns = columnsOf(kind, record);
    if (columns.slug !== null && (await slugTaken(tx, kind, columns.slug, id))) return { ok: false, reason: "slug-taken" };
    const values = { ...columns, basedOn: current.version, publishAt: null, actorId: context.actor?.id ?? null, actorEmail: context.actor?.email ?? null };
    await tx
      .insert(contentChanges)
      .values({ entryId: id, ...values })
      .onConflictDoUpdate({ target: contentChanges.entryId, set: { ...values, updatedAt: new Date() } });
    const fields = changedFields(kindSpec(kind).entity, current.record, record);
    await audit(tx, "content-changes-saved", kind, id, current.record as Record<string, unknown>, context, { basedOn: current.version, fields });
    return { ok: true };
  });
}

/** Drops the entry's draft of changes; whether there was one. */
export async function discardChanges(kind: ContentKind, id: number, context: ContentWriteContext, database: Database = defaultDb()): Promise<boolean> {
  return database.transaction(async (tx) => {
    const current = await readEntry(tx, kind, id, { lock: true });
    if (!current) return false;
    const gone = await tx.delete(contentChanges).where(eq(contentChanges.entryId, id)).returning({ id: contentChanges.entryId });
    if (gone.length === 0) return false;
    await audit(tx, "content-changes-discarded", kind, id, current.record as Record<string, unknown>, context);
    return true;
  });
}

/**
 * Writes the waiting changes over the entry (locked, in the caller's transaction) as its next
 * version, marked as published from a draft of changes, and drops them. Refused when the entry
 * is no longer at the version they were made from.
 */
async function applyChanges(tx: Tx, entry: ContentEntry, row: ChangesRow, context: ContentWriteContext): Promise<ChangesResult> {
  if (row.basedOn !== entry.version) return { ok: false, reason: "conflict", current: entry.version, basedOn: row.basedOn };
  const kind = entry.kind;
  const changes = changesOf(kind, row);
  const columns = columnsOf(kind, changes.record);
  if (columns.slug !== null && (await slugTaken(tx, kind, columns.slug, entry.id))) return { ok: false, reason: "slug-taken" };
  const version = entry.version + 1;
  await tx.update(contentEntries).set({ ...columns, version }).where(eq(contentEntries.id, entry.id));
  const record = changes.record as Record<string, unknown>;
  // Published by the job runner: the version is the one who saved the draft's.
  const author = context.actor ?? (row.actorId && row.actorEmail ? { id: row.actorId, email: row.actorEmail } : null);
  await keepVersion(tx, { id: entry.id, kind, record: changes.record, isPublished: entry.isPublished }, version, author, true);
  await tx.delete(contentChanges).where(eq(contentChanges.entryId, entry.id));
  const fields = changedFields(kindSpec(kind).entity, entry.record, changes.record);
  const before = entry.record as Record<string, unknown>;
  await audit(tx, "content-changes-published", kind, entry.id, record, context, {
    version,
    basedOn: row.basedOn,
    scheduled: context.actor === null,
    fields,
    before: Object.fromEntries(fields.map((key) => [key, before[key]])),
    after: Object.fromEntries(fields.map((key) => [key, record[key]])),
  });
  return { ok: true, version };
}

/** Publishes the entry's draft of changes now: the entry's pages and lists go once it has committed. */
export async function publishChanges(kind: ContentKind, id: number, context: ContentWriteContext, database: Database = defaultDb()): Promise<ChangesResult> {
  const result = await database.transaction(async (tx): Promise<ChangesResult> => {
    const entry = await readEntry(tx, kind, id, { lock: true });
    if (!entry) return { ok: false, reason: "not-found" };
    const row = await readChangesRow(tx, id, true);
    if (!row) return { ok: false, reason: "none" };
    return applyChanges(tx, entry, row, context);
  });
  if (result.ok) await contentChanged(kind, [id], true);
  return result;
}

/** Schedules the draft of changes for `at` (null: no longer scheduled), with the job that publishes it then. */
export async function scheduleChanges(kind: ContentKind, id: number, at: Date | null, context: ContentWriteContext, database: Database = defaultDb()): Promise<ChangesResult> {
  const result = await database.transaction(async (tx): Promise<ChangesResult> => {
    const entry = await readEntry(tx, kind, id, { lock: true });
    if (!entry) return { ok: false, reason: "not-found" };
    const row = await readChangesRow(tx, id, true);
    if (!row) return { ok: false, reason: "none" };
    await tx.update(contentChanges).set({ publishAt: at }).where(eq(contentChanges.entryId, id));
    await audit(tx, "content-changes-scheduled", kind, id, entry.record as Record<string, unknown>, context, { at: at?.toISOString() ?? null });
    if (at) await enqueueJob({ kind: PUBLISH_CHANGES_JOB, payload: { entryId: id }, runAt: at, maxAttempts: 10 }, tx);
    return { ok: true };
  });
  if (result.ok && at) wakeJobs();
  return result;
}

/**
 * Publishes every draft of changes whose time has come. One whose entry moved on since it was made
 * is not published: its schedule is taken away (audited), and it waits for staff to review it.
 */
export async function publishDueChanges(now = new Date(), database: Database = defaultDb()): Promise<{ published: { kind: ContentKind; id: number }[]; refused: number[] }> {
  const done = await database.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(contentChanges)
      .where(and(isNotNull(contentChanges.publishAt), lte(contentChanges.publishAt, now)))
      .orderBy(asc(contentChanges.entryId))
      .for("update", { skipLocked: true });
    const published: { kind: ContentKind; id: number }[] = [];
    const refused: number[] = [];
    for (const row of rows) {
      const [entryRow] = await tx.select().from(contentEntries).where(eq(contentEntries.id, row.entryId)).for("update");
      if (!entryRow) continue;
      const kind = entryRow.kind as ContentKind;
      const entry = entryOf(kind, entryRow);
      const result = await applyChanges(tx, entry, row, { actor: null });
      if (result.ok) published.push({ kind, id: entry.id });
      else {
        refused.push(entry.id);
        await tx.update(contentChanges).set({ publishAt: null }).where(eq(contentChanges.entryId, entry.id));
        await audit(tx, "content-changes-scheduled", kind, entry.id, entry.record as Record<string, unknown>, { actor: null }, { at: null, refused: result.reason });
      }
    }
    return { published, refused };
  });
  for (const kind of new Set(done.published.map((item) => item.kind)))
    await contentChanged(kind, done.published.filter((item) => item.kind === kind).map((item) => item.id), true);
  return done;
}
