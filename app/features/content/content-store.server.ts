import { and, desc, eq, isNull, ne, sql } from "drizzle-orm";
import { recordAudits, type AuditAction } from "~/platform/audit/audit-log.server";
import { db as defaultDb, type Database, type Tx } from "~/platform/db/client.server";
import { contentChanges, contentEntries, contentVersions } from "~/platform/db/schema";
import { changedFields, readRecord } from "~/platform/entities/records";
import { UPLOADS_TAG } from "~/features/catalogue/catalogue-changes.server";
import { announceInvalidation } from "~/platform/cache/cache-bus.server";
import { missingPictures } from "~/features/catalogue/images/missing-pictures.server";
import { pictureValuesOf, withoutPicturesOf } from "./content-pictures";
import { hasPages, isSingleton, kindDeclaration, kindSpec, kindTags, type ContentKind, type ContentRecord } from "./content-kinds";

/*
 * The site's content as the admin reads and writes it. Each write is one transaction that locks
 * the entry, checks the version its editor was opened at (a save over someone else's newer save
 * is refused and writes nothing), writes the entry, keeps the new state in `content_versions`,
 * and records an audit entry naming the fields changed. Once it has committed, the cached reads
 * and pages showing the entry go, in every process (decision 048). Publishing, scheduling, the
 * Trash and ordering are in content-state.server.ts, over the same steps.
 */

interface ContentActor {
  id: string;
  email: string;
}

export interface ContentWriteContext {
  actor: ContentActor | null;
  ipHash?: string | null;
}


/** An entry as the admin and the public queries read it. */
export interface ContentEntry<K extends ContentKind = ContentKind> {
  id: number;
  kind: K;
  record: ContentRecord<K>;
  position: number;
  isPublished: boolean;
  publishAt: Date | null;
  publishedAt: Date | null;
  deletedAt: Date | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** What history keeps of a state: its fields, whether it was public, whether a draft of changes made it. */
interface ContentSnapshot {
  fields: Record<string, unknown>;
  isPublished: boolean;
  fromChanges?: boolean;
}

type Row = typeof contentEntries.$inferSelect;

/** A row as an entry: its declared fields read by their codecs, the slug from its column. */
export function entryOf<K extends ContentKind>(kind: K, row: Row): ContentEntry<K> {
  const record = readRecord(kindSpec(kind).entity, { ...row.data, slug: row.slug }) as ContentRecord<K>;
  return {
    id: row.id,
    kind,
    record,
    position: row.position,
    isPublished: row.isPublished,
    publishAt: row.publishAt,
    publishedAt: row.publishedAt,
    deletedAt: row.deletedAt,
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The row's columns for a record: its slug in its own column, every other declared field in `data`. */
export function columnsOf<K extends ContentKind>(kind: K, record: ContentRecord<K>) {
  const values = record as Record<string, unknown>;
  const data = Object.fromEntries(
    kindSpec(kind).entity.fields.filter((field) => field.key !== "slug").map((field) => [field.key, values[field.key]]),
  );
  return { slug: hasPages(kind) ? String(values.slug ?? "") : null, data };
}

export async function readEntry<K extends ContentKind>(
  database: Pick<Database, "select">,
  kind: K,
  id: number,
  options: { lock?: boolean; trashed?: boolean } = {},
): Promise<ContentEntry<K> | null> {
  const query = database
    .select()
    .from(contentEntries)
    .where(
      and(
        eq(contentEntries.id, id),
        eq(contentEntries.kind, kind),
        options.trashed ? undefined : isNull(contentEntries.deletedAt),
      ),
    );
  const [row] = options.lock ? await query.for("update") : await query;
  return row ? entryOf(kind, row) : null;
}

/** An entry as its editor opens it (not one in the Trash), or null. */
export function getEntry<K extends ContentKind>(kind: K, id: number, database: Database = defaultDb()) {
  return readEntry(database, kind, id);
}

/** Whether another entry of the kind (in the Trash too) already has this address. */
export async function slugTaken(database: Pick<Database, "select">, kind: ContentKind, slug: string, exceptId?: number) {
  const [row] = await database
    .select({ id: contentEntries.id })
    .from(contentEntries)
    .where(
      and(
        eq(contentEntries.kind, kind),
        eq(contentEntries.slug, slug),
        exceptId === undefined ? undefined : ne(contentEntries.id, exceptId),
      ),
    );
  return Boolean(row);
}

const snapshotOf = (kind: ContentKind, record: Record<string, unknown>, isPublished: boolean, fromChanges: boolean): ContentSnapshot => ({
  fields: Object.fromEntries(kindSpec(kind).entity.fields.map((field) => [field.key, record[field.key]])),
  isPublished,
  ...(fromChanges ? { fromChanges: true } : {}),
});

/** An entry's new version; `fromChanges` when it is a draft of changes published (decision 067). */
export async function keepVersion(
  tx: Tx,
  entry: Pick<ContentEntry, "id" | "kind" | "record" | "isPublished">,
  version: number,
  actor: ContentActor | null,
  fromChanges = false,
) {
  await keepVersions(tx, [{ entry, version }], actor, fromChanges);
}

/** Several entries' new versions in one statement (a bulk change's). */
export async function keepVersions(
  tx: Tx,
  versions: readonly { entry: Pick<ContentEntry, "id" | "kind" | "record" | "isPublished">; version: number }[],
  actor: ContentActor | null,
  fromChanges = false,
) {
  if (versions.length === 0) return;
  await tx.insert(contentVersions).values(
    versions.map(({ entry, version }) => ({
      entryId: entry.id,
      version,
      data: snapshotOf(entry.kind, entry.record as Record<string, unknown>, entry.isPublished, fromChanges),
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? null,
    })),
  );
}

/** How the audit log names an entry: its kind, id and title. */
const entryTarget = (kind: ContentKind, id: number, record: Record<string, unknown>) =>
  `${kind}#${id} ${String(record.title ?? record.name ?? "")}`.trim();

export async function audit(
  tx: Tx,
  action: AuditAction,
  kind: ContentKind,
  id: number,
  record: Record<string, unknown>,
  context: ContentWriteContext,
  detail: Record<string, unknown> = {},
) {
  await auditEach(tx, [{ action, kind, id, record, detail }], context);
}

/** One audit entry per entry changed, all in one statement (a bulk change's). */
export async function auditEach(
  tx: Tx,
  entries: readonly { action: AuditAction; kind: ContentKind; id: number; record: Record<string, unknown>; detail?: Record<string, unknown> }[],
  context: ContentWriteContext,
) {
  await recordAudits(
    entries.map(({ action, kind, id, record, detail }) => ({
      action,
      actor: context.actor,
      ipHash: context.ipHash ?? null,
      target: entryTarget(kind, id, record),
      detail: { kind, entryId: id, ...detail },
    })),
    tx,
  );
}

/**
 * Tells every process what a committed write touched: the entry's own pages, and the kind's lists
 * when it may have changed which entries are public or their order, as the kind declares its tags
 * (the company's details, on every page, are one tag).
 */
export function contentChanged(kind: ContentKind, ids: readonly number[], lists: boolean): Promise<void> {
  // The tags the kind declares; which uploaded files are public may change with any entry's pictures or state.
  const tags = kindTags(kind, ids, lists);
  return announceInvalidation(kindDeclaration(kind).cacheTags.by === "one" ? tags : [...tags, UPLOADS_TAG]);
}

export type SaveResult =
  | { ok: true; id: number; version: number; changed: boolean }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "slug-taken" }
  | { ok: false; reason: "conflict"; current: ContentEntry };

/**
 * Writes a new entry (a draft unless `publish`) in a transaction, last in its kind's order: version
 * 1 in its history and its audit entry. The entry written, or why not.
 */
export async function insertEntry<K extends ContentKind>(
  tx: Tx,
  kind: K,
  record: ContentRecord<K>,
  context: ContentWriteContext & { publish?: boolean; position?: number },
): Promise<{ ok: true; entry: ContentEntry<K> } | { ok: false; reason: "slug-taken" }> {
  const publish = Boolean(context.publish) || isSingleton(kind);
  const columns = columnsOf(kind, record);
  if (columns.slug !== null && (await slugTaken(tx, kind, columns.slug))) return { ok: false, reason: "slug-taken" };
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${contentEntries.position}), -1)` })
    .from(contentEntries)
    .where(eq(contentEntries.kind, kind));
  const [row] = await tx
    .insert(contentEntries)
    .values({
      kind,
      ...columns,
      position: context.position ?? Number(last?.position ?? -1) + 1,
      isPublished: publish,
      publishedAt: publish ? new Date() : null,
    })
    .returning();
  const entry = entryOf(kind, row!);
  await keepVersion(tx, entry, 1, context.actor);
  await audit(tx, "content-created", kind, entry.id, entry.record as Record<string, unknown>, context, { published: publish });
  return { ok: true, entry };
}

/** Creates an entry (a draft unless `publish`), last in its kind's order; version 1 in its history. */
export async function createEntry<K extends ContentKind>(
  kind: K,
  record: ContentRecord<K>,
  context: ContentWriteContext & { publish?: boolean; position?: number },
  database: Database = defaultDb(),
): Promise<SaveResult> {
  const result = await database.transaction(async (tx): Promise<SaveResult> => {
    const written = await insertEntry(tx, kind, record, context);
    return written.ok ? { ok: true, id: written.entry.id, version: 1, changed: true } : written;
  });
  if (result.ok && (Boolean(context.publish) || isSingleton(kind))) await contentChanged(kind, [result.id], true);
  return result;
}

/** Fields whose change can move an entry in its kind's lists (its date) or change its address. */
const listFields = (kind: ContentKind) => {
  const order = kindSpec(kind).order;
  return ["slug", ...(order.by === "field" ? [order.field] : []), "category", "activeFrom", "activeUntil"];
};

/**
 * Saves an entry's fields over the version its editor was opened at; a save that changes nothing
 * keeps the version. The company's details are audited as their own action.
 */
export async function saveEntry<K extends ContentKind>(
  kind: K,
  id: number,
  record: ContentRecord<K>,
  expectedVersion: number,
  context: ContentWriteContext & { restoring?: number; dropChanges?: boolean },
  database: Database = defaultDb(),
): Promise<SaveResult> {
  let lists = false;
  let published = false;
  const result = await database.transaction(async (tx): Promise<SaveResult> => {
    const current = await readEntry(tx, kind, id, { lock: true });
    if (!current) return { ok: false, reason: "not-found" };
    if (current.version !== expectedVersion) return { ok: false, reason: "conflict", current };
    // Saved live from the editor showing the entry's draft of changes: the draft is now the entry.
    if (context.dropChanges) await tx.delete(contentChanges).where(eq(contentChanges.entryId, id));
    const changed = changedFields(kindSpec(kind).entity, current.record, record);
    if (changed.length === 0) return { ok: true, id, version: current.version, changed: false };
    const columns = columnsOf(kind, record);
    if (columns.slug !== null && columns.slug !== (current.record as Record<string, unknown>).slug && (await slugTaken(tx, kind, columns.slug, id)))
      return { ok: false, reason: "slug-taken" };
    const version = current.version + 1;
    await tx.update(contentEntries).set({ ...columns, version }).where(eq(contentEntries.id, id));
    await keepVersion(tx, { id, kind, record, isPublished: current.isPublished }, version, context.actor);
    const before = current.record as Record<string, unknown>;
    const after = record as Record<string, unknown>;
    const action = context.restoring !== undefined ? "content-restored-version" : kind === "company" ? "company-updated" : "content-updated";
    await audit(tx, action, kind, id, after, context, {
      ...(context.restoring !== undefined ? { restored: context.restoring, version } : {}),
      fields: changed,
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, after[key]])),
    });
    published = current.isPublished;
    lists = changed.some((key) => listFields(kind).includes(key));
    return { ok: true, id, version, changed: true };
  });
  if (result.ok && result.changed && published) await contentChanged(kind, [id], lists);
  return result;
}

interface ContentVersionRow {
  version: number;
  actorEmail: string | null;
  createdAt: Date;
  snapshot: ContentSnapshot;
}

/** The entry's kept states, newest first. */
export async function listEntryVersions(entryId: number, limit = 50, database: Database = defaultDb()): Promise<ContentVersionRow[]> {
  const rows = await database
    .select()
    .from(contentVersions)
    .where(eq(contentVersions.entryId, entryId))
    .orderBy(desc(contentVersions.version))
    .limit(limit);
  return rows.map((row) => ({ version: row.version, actorEmail: row.actorEmail, createdAt: row.createdAt, snapshot: row.data as ContentSnapshot }));
}

/** One kept state's fields, read by the kind's declaration as today's fields are. */
async function readEntryVersion<K extends ContentKind>(
  kind: K,
  entryId: number,
  version: number,
  database: Pick<Database, "select"> = defaultDb(),
): Promise<ContentRecord<K> | null> {
  const [row] = await database
    .select({ data: contentVersions.data })
    .from(contentVersions)
    .where(and(eq(contentVersions.entryId, entryId), eq(contentVersions.version, version)));
  if (!row) return null;
  return readRecord(kindSpec(kind).entity, (row.data as ContentSnapshot).fields ?? {}) as ContentRecord<K>;
}

/**
 * Makes a kept state the entry's fields again, as a new version (history only grows); whether the
 * entry is public is not changed by it. A picture deleted since is not brought back (decision 068):
 * a single picture keeps today's value, a gallery's item and a body's image node are left out.
 */
export async function restoreEntryVersion<K extends ContentKind>(
  kind: K,
  id: number,
  version: number,
  expectedVersion: number,
  context: ContentWriteContext,
  database: Database = defaultDb(),
): Promise<SaveResult> {
  const kept = await readEntryVersion(kind, id, version, database);
  if (!kept) return { ok: false, reason: "not-found" };
  const gone = await missingPictures(pictureValuesOf(kind, kept as Record<string, unknown>), database);
  const { data, fields } = withoutPicturesOf(kind, kept as Record<string, unknown>, (value) => gone.has(value));
  const today = fields.length ? (await readEntry(database, kind, id))?.record : undefined;
  for (const key of fields) if (typeof data[key] === "string" && today) data[key] = (today as Record<string, unknown>)[key];
  const record = data as ContentRecord<K>;
  return saveEntry(kind, id, record, expectedVersion, { ...context, restoring: version }, database);
}

/** Where the company wants the website's enquiries, as its details say now; null when they are missing. */
export async function enquiryRecipient(database: Pick<Database, "select"> = defaultDb()): Promise<string | null> {
  const [row] = await database
    .select({ recipient: sql<string | null>`${contentEntries.data}->>'enquiryRecipient'` })
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, "company"), isNull(contentEntries.deletedAt)))
    .limit(1);
  return row?.recipient || null;
}
