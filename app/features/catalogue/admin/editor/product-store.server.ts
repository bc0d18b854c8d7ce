import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { db as defaultDb, type Database } from "~/platform/db/client.server";
import { productCategories, productImages, products, productVersions } from "~/platform/db/schema";
import { readSnapshot, snapshotChanges, type ProductSnapshot } from "~/features/catalogue/product-snapshot";
import { recordAudit } from "../../../../platform/audit/audit-log.server";
import { recordJobItems } from "../../../../platform/jobs/jobs.server";
import { catalogueChanged } from "../../public/public-catalogue.server";
import { isUniqueViolation } from "../../../../platform/db/unique-violation.server";

/*
 * The product editor's reads and writes. Each write is one transaction that locks the product,
 * checks the version the editor was opened at (a save over someone else's newer save is refused
 * as a conflict and writes nothing), writes the product and its colour pictures, keeps the new
 * state as a version in `product_versions`, and records an audit entry with the changed fields
 * before and after. The public caches are cleared once the transaction has committed.
 */

export interface EditorActor {
  id: string;
  email: string;
}

interface WriteContext {
  actor: EditorActor;
  ipHash?: string | null;
  /** The editor's saves leave the display order as stored: only a move changes it (decision 036). */
  keepDisplayOrder?: boolean;
}

/** What a save writes: every field of the form, the category as an id. */
export type ProductInput = Omit<ProductSnapshot, "categoryName">;

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Reader = Pick<Database, "select">;

export interface EditorProduct {
  id: number;
  version: number;
  snapshot: ProductSnapshot;
  updatedAt: Date;
  /** Who saved the state being edited, when history knows it. */
  savedBy: string | null;
}

export type SaveRefusal =
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "category-missing" }
  | { ok: false; reason: "version-missing" }
  | { ok: false; reason: "conflict"; current: EditorProduct };

/** `lists`: whether the save may change what the public lists show or their order. */
export type SaveResult = { ok: true; id: number; version: number; changed: boolean; lists: boolean } | SaveRefusal;

/** Fields that decide whether and where a product appears in lists, searches and the featured few. */
const LIST_FIELDS = ["title", "content", "categoryId", "size", "series", "color", "isPublished", "isFeatured", "displayOrder"] as const;
const changesLists = (before: ProductSnapshot, after: ProductSnapshot) =>
  (before.isPublished || after.isPublished) && LIST_FIELDS.some((field) => before[field] !== after[field]);

const target = (id: number, title: string) => `#${id} ${title}`;

async function readProduct(database: Reader, id: number, lock: boolean): Promise<EditorProduct | null> {
  const query = database
    .select()
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) return null;
  // One after another: inside a transaction these share one connection, which runs a query at a time.
  const images = await database
    .select({ imageUrl: productImages.imageUrl, altText: productImages.altText })
    .from(productImages)
    .where(eq(productImages.productId, id))
    .orderBy(asc(productImages.displayOrder), asc(productImages.id));
  const category =
    row.categoryId === null
      ? []
      : await database.select({ name: productCategories.name }).from(productCategories).where(eq(productCategories.id, row.categoryId));
  const saved = await database
    .select({ actorEmail: productVersions.actorEmail })
    .from(productVersions)
    .where(and(eq(productVersions.productId, id), eq(productVersions.version, row.version)));
  return {
    id: row.id,
    version: row.version,
    updatedAt: row.updatedAt,
    savedBy: saved[0]?.actorEmail ?? null,
    snapshot: snapshotOf(row, category[0]?.name ?? null, images),
  };
}

/** A product's row, its category's name and its colour pictures as one document (what history keeps). */
export function snapshotOf(
  row: typeof products.$inferSelect,
  categoryName: string | null,
  images: readonly { imageUrl: string; altText: string | null }[],
): ProductSnapshot {
  return {
    title: row.title,
    content: row.content,
    categoryId: row.categoryId,
    categoryName,
    size: row.size,
    series: row.series,
    color: row.color,
    level: row.level,
    packing: row.packing,
    isPublished: row.isPublished,
    isFeatured: row.isFeatured,
    displayOrder: row.displayOrder,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    seoKeywords: row.seoKeywords,
    picture: row.picture,
    images: images.map((image) => ({ imageUrl: image.imageUrl, altText: image.altText })),
  };
}

/** A product as the editor opens it (not one in the Trash), or null. */
export function getEditorProduct(id: number, database: Database = defaultDb()) {
  return readProduct(database, id, false);
}

/** The category's name, or null when it does not exist (any more). */
async function categoryName(tx: Reader, categoryId: number | null): Promise<string | null | undefined> {
  if (categoryId === null) return null;
  const [row] = await tx.select({ name: productCategories.name }).from(productCategories).where(eq(productCategories.id, categoryId));
  return row ? row.name : undefined;
}

const columns = (input: ProductInput) => ({
  title: input.title,
  content: input.content,
  categoryId: input.categoryId,
  size: input.size,
  series: input.series,
  color: input.color,
  level: input.level,
  packing: input.packing,
  isPublished: input.isPublished,
  isFeatured: input.isFeatured,
  displayOrder: input.displayOrder,
  seoTitle: input.seoTitle,
  seoDescription: input.seoDescription,
  seoKeywords: input.seoKeywords,
  picture: input.picture,
  companyId: 1,
});

async function writeImages(tx: Tx, productId: number, images: ProductInput["images"]) {
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  if (images.length) {
    await tx
      .insert(productImages)
      .values(images.map((image, index) => ({ productId, imageUrl: image.imageUrl, altText: image.altText, displayOrder: index })));
  }
}

async function keepVersion(tx: Tx, productId: number, version: number, snapshot: ProductSnapshot, actor: EditorActor) {
  await tx.insert(productVersions).values({ productId, version, data: snapshot, actorId: actor.id, actorEmail: actor.email });
}

/** Creates a product (version 1); its id, or a refusal when the chosen category is gone. */
export async function createProduct(
  input: ProductInput,
  { actor, ipHash }: WriteContext,
  database: Database = defaultDb(),
): Promise<SaveResult> {
  const result = await database.transaction(async (tx): Promise<SaveResult> => {
    const name = await categoryName(tx, input.categoryId);
    if (name === undefined) return { ok: false, reason: "category-missing" };
    const [row] = await tx.insert(products).values({ ...columns(input), version: 1 }).returning({ id: products.id });
    const id = row!.id;
    await writeImages(tx, id, input.images);
    const snapshot: ProductSnapshot = { ...input, categoryName: name };
    await keepVersion(tx, id, 1, snapshot, actor);
    await recordAudit(
      { action: "product-created", actor, ipHash, target: target(id, input.title), detail: { productId: id, version: 1, after: snapshot } },
      tx,
    );
    return { ok: true, id, version: 1, changed: true, lists: input.isPublished };
  });
  if (result.ok) await catalogueChanged({ products: [result.id], lists: result.lists });
  return result;
}

/** Writes a new state over the version `expectedVersion`, as one transaction. */
async function writeOver(
  tx: Tx,
  id: number,
  expectedVersion: number,
  posted: ProductInput,
  { actor, keepDisplayOrder }: WriteContext,
  audit: (before: ProductSnapshot, after: ProductSnapshot, version: number) => Parameters<typeof recordAudit>[0],
): Promise<SaveResult> {
  const current = await readProduct(tx, id, true);
  if (!current) return { ok: false, reason: "not-found" };
  if (current.version !== expectedVersion) return { ok: false, reason: "conflict", current };
  const input = keepDisplayOrder ? { ...posted, displayOrder: current.snapshot.displayOrder } : posted;
  const name = await categoryName(tx, input.categoryId);
  if (name === undefined) return { ok: false, reason: "category-missing" };
  const after: ProductSnapshot = { ...input, categoryName: name };
  const changes = snapshotChanges(current.snapshot, after);
  if (Object.keys(changes).length === 0) return { ok: true, id, version: current.version, changed: false, lists: false };
  if (!current.savedBy && !(await hasVersion(tx, id, current.version))) {
    // A state saved before the editor kept history (or by a bulk change): kept too, so it can come back.
    await tx.insert(productVersions).values({ productId: id, version: current.version, data: current.snapshot, createdAt: current.updatedAt });
  }
  const version = current.version + 1;
  await tx
    .update(products)
    .set({ ...columns(input), version })
    .where(eq(products.id, id));
  await writeImages(tx, id, input.images);
  await keepVersion(tx, id, version, after, actor);
  await recordAudit(audit(current.snapshot, after, version), tx);
  return { ok: true, id, version, changed: true, lists: changesLists(current.snapshot, after) };
}

async function hasVersion(tx: Reader, id: number, version: number) {
  const rows = await tx
    .select({ id: productVersions.id })
    .from(productVersions)
    .where(and(eq(productVersions.productId, id), eq(productVersions.version, version)));
  return rows.length > 0;
}

/** Only what changed, before and after: what an audit entry keeps. */
function changedParts(before: ProductSnapshot, after: ProductSnapshot) {
  const changes = snapshotChanges(before, after);
  return {
    before: Object.fromEntries(Object.entries(changes).map(([field, [old]]) => [field, old])),
    after: Object.fromEntries(Object.entries(changes).map(([field, [, value]]) => [field, value])),
  };
}

/**
 * Saves the editor's form over version `expectedVersion`. Someone else's save in between makes it
 * a conflict: nothing is written and the current state comes back for the person to compare.
 */
export async function updateProduct(
  id: number,
  expectedVersion: number,
  input: ProductInput,
  context: WriteContext,
  database: Database = defaultDb(),
): Promise<SaveResult> {
  const result = await database.transaction((tx) =>
    writeOver(tx, id, expectedVersion, input, context, (before, after, version) => ({
      action: "product-updated",
      actor: context.actor,
      ipHash: context.ipHash,
      target: target(id, after.title),
      detail: { productId: id, version, ...changedParts(before, after) },
    })),
  );
  if (result.ok && result.changed) await catalogueChanged({ products: [id], lists: result.lists });
  return result;
}

export interface ProductVersionRow {
  version: number;
  actorEmail: string | null;
  createdAt: Date;
  snapshot: ProductSnapshot;
}

/** The product's saved states, newest first (at most `limit`). */
export async function listProductVersions(id: number, limit = 50, database: Database = defaultDb()): Promise<ProductVersionRow[]> {
  const rows = await database
    .select()
    .from(productVersions)
    .where(eq(productVersions.productId, id))
    .orderBy(desc(productVersions.version))
    .limit(limit);
  return rows.map((row) => ({ version: row.version, actorEmail: row.actorEmail, createdAt: row.createdAt, snapshot: readSnapshot(row.data) }));
}

/**
 * Makes a kept version the product's state again, as a new version (history only grows). Refused
 * like a save when the product moved on since the editor was opened. A category that no longer
 * exists is left empty. `context.detail` goes into the audit entry (which job restored it).
 */
export async function restoreProductVersion(
  id: number,
  restoredVersion: number,
  expectedVersion: number,
  context: WriteContext & { detail?: Record<string, unknown> },
  database: Database = defaultDb(),
): Promise<SaveResult> {
  const result = await database.transaction(async (tx): Promise<SaveResult> => {
    const [kept] = await tx
      .select({ data: productVersions.data })
      .from(productVersions)
      .where(and(eq(productVersions.productId, id), eq(productVersions.version, restoredVersion)));
    if (!kept) return { ok: false, reason: "version-missing" };
    const snapshot = readSnapshot(kept.data);
    const exists = (await categoryName(tx, snapshot.categoryId)) !== undefined;
    const { categoryName: _name, ...input } = snapshot;
    const restored = { ...input, categoryId: exists ? snapshot.categoryId : null };
    const saved = await writeOver(tx, id, expectedVersion, restored, context, (before, after, version) => ({
      action: "product-restored-version",
      actor: context.actor,
      ipHash: context.ipHash,
      target: target(id, after.title),
      detail: { productId: id, version, restoredVersion, ...context.detail, ...changedParts(before, after) },
    }));
    if (saved.ok && !saved.changed) {
      // The same content as now: still a version of its own, so the history shows the restore.
      const version = saved.version + 1;
      await tx
        .update(products)
        .set({ version, updatedAt: sql`now()` })
        .where(eq(products.id, id));
      await keepVersion(tx, id, version, { ...restored, categoryName: await categoryName(tx, restored.categoryId) ?? null }, context.actor);
      await recordAudit(
        {
          action: "product-restored-version",
          actor: context.actor,
          ipHash: context.ipHash,
          target: target(id, restored.title),
          detail: { productId: id, version, restoredVersion, ...context.detail, before: {}, after: {} },
        },
        tx,
      );
      return { ok: true, id, version, changed: true, lists: false };
    }
    return saved;
  });
  if (result.ok) await catalogueChanged({ products: [id], lists: result.lists });
  return result;
}

/** What an import owns of a product; publication, featuring, order and SEO stay as staff set them. */
export type ImportedFields = Pick<
  ProductInput,
  "title" | "content" | "categoryId" | "size" | "series" | "color" | "level" | "packing" | "picture" | "images"
>;

/** What an import did with one product: made it, changed it, found it as it was, or left it in the Trash. */
export type ImportOutcome = "created" | "updated" | "unchanged" | "in-trash";

/** What an import did with one product, with the product's version before (none when created) and after. */
export interface SavedImport {
  outcome: ImportOutcome;
  id: number;
  versionBefore: number | null;
  versionAfter: number;
}

/**
 * Writes a product read from a supplier, matched by the link it came from: a new one is created
 * (published only when asked, at the end of the display order), an existing one takes the new
 * values of the fields an import owns, as a new version. One transaction, with its audit entry;
 * a product in the Trash is left there. Two imports of one new link at once both end with one
 * product: the second finds the first's. With `position`, a product created or changed is also
 * written into the job's list of items (`job_items`) in the same transaction, with its versions
 * before and after: a job killed right after the write still knows what to undo.
 */
export async function saveImportedProduct(
  sourceUrl: string,
  fields: ImportedFields,
  { publish, jobId, position, ...context }: WriteContext & { publish: boolean; jobId: number | null; position?: number },
  database: Database = defaultDb(),
): Promise<SavedImport> {
  const recordItem = async (tx: Tx, saved: SavedImport) => {
    if (jobId === null || position === undefined || (saved.outcome !== "created" && saved.outcome !== "updated")) return;
    await recordJobItems(
      jobId,
      [
        {
          position,
          item: fields.title,
          outcome: saved.outcome === "created" ? "create" : "update",
          productId: saved.id,
          versionBefore: saved.versionBefore,
          versionAfter: saved.versionAfter,
        },
      ],
      tx,
    );
  };
  const attempt = () =>
    database.transaction(async (tx): Promise<SavedImport & { lists: boolean }> => {
      const [found] = await tx
        .select({ id: products.id, deletedAt: products.deletedAt, version: products.version })
        .from(products)
        .where(eq(products.sourceUrl, sourceUrl))
        .for("update");
      if (found?.deletedAt) return { outcome: "in-trash", id: found.id, versionBefore: found.version, versionAfter: found.version, lists: false };
      const name = await categoryName(tx, fields.categoryId);
      if (name === undefined) throw new Error(`Category ${fields.categoryId} no longer exists`);
      if (!found) {
        const [last] = await tx.select({ order: sql<number>`coalesce(max(${products.displayOrder}), 0)` }).from(products);
        const input: ProductInput = {
          ...fields,
          isPublished: publish,
          isFeatured: false,
          displayOrder: Number(last?.order ?? 0) + 1,
          seoTitle: null,
          seoDescription: null,
          seoKeywords: null,
        };
        const [row] = await tx.insert(products).values({ ...columns(input), version: 1, sourceUrl }).returning({ id: products.id });
        const id = row!.id;
        await writeImages(tx, id, input.images);
        const snapshot: ProductSnapshot = { ...input, categoryName: name };
        await keepVersion(tx, id, 1, snapshot, context.actor);
        await recordAudit(
          {
            action: "product-imported",
            actor: context.actor,
            ipHash: context.ipHash,
            target: target(id, input.title),
            detail: { productId: id, version: 1, jobId, sourceUrl, after: snapshot },
          },
          tx,
        );
        const saved: SavedImport = { outcome: "created", id, versionBefore: null, versionAfter: 1 };
        await recordItem(tx, saved);
        return { ...saved, lists: publish };
      }
      const current = await readProduct(tx, found.id, true);
      if (!current) throw new Error(`Product ${found.id} could not be read`);
      const { categoryName: _name, ...kept } = current.snapshot;
      const saved = await writeOver(tx, found.id, current.version, { ...kept, ...fields }, context, (before, after, version) => ({
        action: "product-import-updated",
        actor: context.actor,
        ipHash: context.ipHash,
        target: target(found.id, after.title),
        detail: { productId: found.id, version, jobId, sourceUrl, ...changedParts(before, after) },
      }));
      if (!saved.ok) throw new Error(`Product ${found.id} could not be updated: ${saved.reason}`);
      const result: SavedImport = { outcome: saved.changed ? "updated" : "unchanged", id: found.id, versionBefore: current.version, versionAfter: saved.version };
      await recordItem(tx, result);
      return { ...result, lists: saved.lists };
    });
  let result;
  try {
    result = await attempt();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    result = await attempt();
  }
  if (result.outcome === "created" || result.outcome === "updated") {
    await catalogueChanged({ products: [result.id], lists: result.lists });
  }
  const { lists: _lists, ...saved } = result;
  return saved;
}

/** The product an import made from `sourceUrl`, with its pictures, or null. */
export async function findImportedProduct(
  sourceUrl: string,
  database: Database = defaultDb(),
): Promise<{ id: number; inTrash: boolean; title: string; picture: string | null; images: string[] } | null> {
  const [row] = await database
    .select({ id: products.id, title: products.title, deletedAt: products.deletedAt, picture: products.picture })
    .from(products)
    .where(eq(products.sourceUrl, sourceUrl));
  if (!row) return null;
  const images = await database.select({ imageUrl: productImages.imageUrl }).from(productImages).where(eq(productImages.productId, row.id));
  return { id: row.id, inTrash: row.deletedAt !== null, title: row.title, picture: row.picture, images: images.map((image) => image.imageUrl) };
}

/** One row of a spreadsheet import, as the import decided to write it. */
export interface ProductRowWrite {
  /** The product the row matched, at the version the import read; null for a new product. */
  match: { id: number; version: number } | null;
  /** The link a new product is kept under (a row's 'Source URL'), so a later import finds it. */
  sourceUrl: string | null;
  input: ProductInput;
}

export type ProductRowOutcome =
  | { outcome: "created" | "updated" | "unchanged"; id: number; versionBefore: number | null; versionAfter: number; lists: boolean }
  | { outcome: "conflict" | "gone" | "category-missing"; id: number | null };

/**
 * Writes one spreadsheet row inside the caller's transaction, so a batch of rows, their list of
 * outcomes and the job's checkpoint commit together or not at all. A matched product that someone
 * saved after the import read it is a conflict and is left alone. Versions and audit entries as an
 * import's (with the job's number). The caller clears the public caches after its commit.
 */
export async function writeProductRow(
  tx: Tx,
  row: ProductRowWrite,
  { jobId, ...context }: WriteContext & { jobId: number },
): Promise<ProductRowOutcome> {
  if (!row.match) {
    const name = await categoryName(tx, row.input.categoryId);
    if (name === undefined) return { outcome: "category-missing", id: null };
    const [created] = await tx
      .insert(products)
      .values({ ...columns(row.input), version: 1, sourceUrl: row.sourceUrl })
      .returning({ id: products.id });
    const id = created!.id;
    await writeImages(tx, id, row.input.images);
    const snapshot: ProductSnapshot = { ...row.input, categoryName: name };
    await keepVersion(tx, id, 1, snapshot, context.actor);
    await recordAudit(
      {
        action: "product-imported",
        actor: context.actor,
        ipHash: context.ipHash,
        target: target(id, row.input.title),
        detail: { productId: id, version: 1, jobId, sourceUrl: row.sourceUrl, after: snapshot },
      },
      tx,
    );
    return { outcome: "created", id, versionBefore: null, versionAfter: 1, lists: row.input.isPublished };
  }
  const { id, version } = row.match;
  const saved = await writeOver(tx, id, version, row.input, context, (before, after, newVersion) => ({
    action: "product-import-updated",
    actor: context.actor,
    ipHash: context.ipHash,
    target: target(id, after.title),
    detail: { productId: id, version: newVersion, jobId, ...changedParts(before, after) },
  }));
  if (!saved.ok) {
    return { outcome: saved.reason === "conflict" ? "conflict" : saved.reason === "category-missing" ? "category-missing" : "gone", id };
  }
  return {
    outcome: saved.changed ? "updated" : "unchanged",
    id,
    versionBefore: version,
    versionAfter: saved.version,
    lists: saved.lists,
  };
}
