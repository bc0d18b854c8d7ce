import { colourImagesOf } from "~/features/catalogue/product-page.server";
import { endOfDisplayOrder } from "~/features/catalogue/admin/list/admin-products.server";
import { and, eq, isNull, sql } from "drizzle-orm";
import { db as defaultDb, type Database, type Tx } from "~/platform/db/client.server";
import { productCategories, productImages, products, productVersions } from "~/platform/db/schema";
import {
  readSnapshot,
  snapshotChanges,
  type ProductFields,
  type ProductSnapshot,
} from "~/features/catalogue/product-snapshot";
import { product as productEntity } from "~/features/catalogue/product.entity";
import { codecOf } from "~/platform/entities/cells";
import { recordAudit, type AuditEntry } from "~/platform/audit/audit-log.server";
import { catalogueChanged } from "~/features/catalogue/public/public-catalogue.server";
import { withoutMissingPictures } from "~/features/catalogue/images/missing-pictures.server";

/*
 * The product editor's reads and writes. Each write is one transaction that locks the product,
 * checks the version the editor was opened at (a save over someone else's newer save is refused
 * as a conflict and writes nothing), writes the product and its colour pictures, keeps the new
 * state as a version in `product_versions`, and records an audit entry with the changed fields
 * before and after. The public caches are cleared once the transaction has committed. What an
 * import writes is in product-import-writes.server.ts, over the same steps. The fields written are
 * the product's declared ones (app/features/catalogue/product.entity.ts).
 */

interface EditorActor {
  id: string;
  email: string;
}

export interface WriteContext {
  actor: EditorActor;
  ipHash?: string | null;
  /** The editor's saves leave the display order as stored: only a move changes it (decision 036). */
  keepDisplayOrder?: boolean;
  /** A product in the Trash is written too (a picture deleted from the library leaves it, decision 068). */
  trashed?: boolean;
}

/** What a save writes: every field of the form, the category as an id. */
export type ProductInput = Omit<ProductSnapshot, "categoryName">;

export type Reader = Pick<Database, "select">;

export interface EditorProduct {
  id: number;
  version: number;
  snapshot: ProductSnapshot;
  updatedAt: Date;
  /** Who saved the state being edited, when history knows it. */
  savedBy: string | null;
}

type SaveRefusal =
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "category-missing" }
  | { ok: false; reason: "version-missing" }
  | { ok: false; reason: "conflict"; current: EditorProduct };

/** `lists`: whether the save may change what the public lists show or their order. */
export type SaveResult =
  { ok: true; id: number; version: number; changed: boolean; lists: boolean } | SaveRefusal;

/** Fields that decide whether and where a product appears in lists, searches and the featured few. */
const LIST_FIELDS = productEntity.fields.filter((field) => field.inLists).map((field) => field.key);
const changesLists = (before: ProductSnapshot, after: ProductSnapshot) =>
  (before.isPublished || after.isPublished) &&
  LIST_FIELDS.some((field) => before[field] !== after[field]);

/** The declared fields kept in the product's own row; colour pictures have a table of their own. */
type RowField = {
  [K in keyof ProductFields]: ProductFields[K] extends readonly unknown[] ? never : K;
}[keyof ProductFields];
const ROW_FIELDS = productEntity.fields
  .filter((field) => field.kind !== "colourImages")
  .map((field) => field.key as RowField);

/** The declared numbers and measures, which the row holds in its own way (numeric as text, null). */
const COUNTED_FIELDS = productEntity.fields.filter((field) => field.kind === "number" || field.kind === "decimal");
const MEASURE_FIELDS = COUNTED_FIELDS.filter((field) => field.kind === "decimal");

export const target = (id: number, title: string) => `#${id} ${title}`;

export async function readProduct(database: Reader, id: number, lock: boolean, trashed = false): Promise<EditorProduct | null> {
  const query = database
    .select()
    .from(products)
    .where(trashed ? eq(products.id, id) : and(eq(products.id, id), isNull(products.deletedAt)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) return null;
  // One after another: inside a transaction these share one connection, which runs a query at a time.
  const images = await colourImagesOf(id, database);
  const category =
    row.categoryId === null
      ? []
      : await database
          .select({ name: productCategories.name })
          .from(productCategories)
          .where(eq(productCategories.id, row.categoryId));
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
  const fields: Record<string, unknown> = Object.fromEntries(ROW_FIELDS.map((key) => [key, row[key]]));
  // A measure's numeric column comes back as text, a blank count as null: each read by its kind.
  for (const field of COUNTED_FIELDS) fields[field.key] = codecOf(field).read(row[field.key as RowField], field);
  return {
    ...(fields as Pick<ProductFields, RowField>),
    categoryName,
    images: images.map((image) => ({ imageUrl: image.imageUrl, altText: image.altText })),
  };
}

/** A product as the editor opens it (not one in the Trash), or null. */
export function getEditorProduct(id: number, database: Database = defaultDb()) {
  return readProduct(database, id, false);
}

/** The category's name, or null when it does not exist (any more). */
export async function categoryName(
  tx: Reader,
  categoryId: number | null,
): Promise<string | null | undefined> {
  if (categoryId === null) return null;
  const [row] = await tx
    .select({ name: productCategories.name })
    .from(productCategories)
    .where(eq(productCategories.id, categoryId));
  return row ? row.name : undefined;
}

/** A product's row as a save writes it: every declared field the row holds. */
export const columns = (input: ProductInput) => {
  const row: Record<string, unknown> = Object.fromEntries(ROW_FIELDS.map((key) => [key, input[key]]));
  // A measure's numeric column takes its value as text: exact, as typed.
  for (const field of MEASURE_FIELDS) row[field.key] = row[field.key] === null ? null : String(row[field.key]);
  return { ...(row as Pick<typeof products.$inferInsert, RowField>), companyId: 1 };
};

/** A product's colour pictures as their rows, in order. */
export const imageRows = (productId: number, images: ProductInput["images"]) =>
  images.map((image, index) => ({
    productId,
    imageUrl: image.imageUrl,
    altText: image.altText,
    displayOrder: index,
  }));

/** The colour pictures of a product just created: it has none to replace. */
export async function insertImages(tx: Tx, productId: number, images: ProductInput["images"]) {
  if (images.length) await tx.insert(productImages).values(imageRows(productId, images));
}

async function writeImages(tx: Tx, productId: number, images: ProductInput["images"]) {
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  await insertImages(tx, productId, images);
}

/** A kept version's row: the state saved, and who saved it. */
export const versionRow = (
  productId: number,
  version: number,
  snapshot: ProductSnapshot,
  actor: EditorActor,
) => ({ productId, version, data: snapshot, actorId: actor.id, actorEmail: actor.email });

export async function keepVersion(
  tx: Tx,
  productId: number,
  version: number,
  snapshot: ProductSnapshot,
  actor: EditorActor,
) {
  await tx.insert(productVersions).values(versionRow(productId, version, snapshot, actor));
}

/** Creates a product (version 1); its id, or a refusal when the chosen category is gone. */
export async function createProduct(
  given: Omit<ProductInput, "displayOrder"> & { displayOrder: number | "end" },
  { actor, ipHash }: WriteContext,
  database: Database = defaultDb(),
): Promise<SaveResult> {
  const result = await database.transaction(async (tx): Promise<SaveResult> => {
    // "end": read in this transaction, under its lock, so two new products never take one place.
    const input: ProductInput = { ...given, displayOrder: given.displayOrder === "end" ? await endOfDisplayOrder(tx) : given.displayOrder };
    const name = await categoryName(tx, input.categoryId);
    if (name === undefined) return { ok: false, reason: "category-missing" };
    const [row] = await tx
      .insert(products)
      .values({ ...columns(input), version: 1 })
      .returning({ id: products.id });
    const id = row!.id;
    await insertImages(tx, id, input.images);
    const snapshot: ProductSnapshot = { ...input, categoryName: name };
    await keepVersion(tx, id, 1, snapshot, actor);
    await recordAudit(
      {
        action: "product-created",
        actor,
        ipHash,
        target: target(id, input.title),
        detail: { productId: id, version: 1, after: snapshot },
      },
      tx,
    );
    return { ok: true, id, version: 1, changed: true, lists: input.isPublished };
  });
  if (result.ok) await catalogueChanged({ products: [result.id], lists: result.lists });
  return result;
}

/** Writes a new state over the version `expectedVersion`, as one transaction. */
export async function writeOver(
  tx: Tx,
  id: number,
  expectedVersion: number,
  /** The state to write, or how to make it from the current one. */
  posted: ProductInput | ((current: ProductSnapshot) => ProductInput),
  { actor, keepDisplayOrder, trashed }: WriteContext,
  audit: (before: ProductSnapshot, after: ProductSnapshot, version: number) => AuditEntry,
  /** Where the entry goes: recorded at once, unless the caller records a batch's entries together. */
  record: (entry: AuditEntry) => unknown = (entry) => recordAudit(entry, tx),
): Promise<SaveResult> {
  const current = await readProduct(tx, id, true, trashed);
  if (!current) return { ok: false, reason: "not-found" };
  if (current.version !== expectedVersion) return { ok: false, reason: "conflict", current };
  const wanted = typeof posted === "function" ? posted(current.snapshot) : posted;
  const input = keepDisplayOrder ? { ...wanted, displayOrder: current.snapshot.displayOrder } : wanted;
  const name = await categoryName(tx, input.categoryId);
  if (name === undefined) return { ok: false, reason: "category-missing" };
  const after: ProductSnapshot = { ...input, categoryName: name };
  const changes = snapshotChanges(current.snapshot, after);
  if (Object.keys(changes).length === 0)
    return { ok: true, id, version: current.version, changed: false, lists: false };
  if (!current.savedBy && !(await hasVersion(tx, id, current.version))) {
    // A state saved before the editor kept history (or by a bulk change): kept too, so it can come back.
    await tx.insert(productVersions).values({
      productId: id,
      version: current.version,
      data: current.snapshot,
      createdAt: current.updatedAt,
    });
  }
  const version = current.version + 1;
  await tx
    .update(products)
    .set({ ...columns(input), version })
    .where(eq(products.id, id));
  await writeImages(tx, id, input.images);
  await keepVersion(tx, id, version, after, actor);
  await record(audit(current.snapshot, after, version));
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
export function changedParts(before: ProductSnapshot, after: ProductSnapshot) {
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

export { listProductVersions } from "~/features/catalogue/admin/editor/product-versions.server";

/**
 * Makes a kept version the product's state again, as a new version (history only grows). Refused
 * like a save when the product moved on since the editor was opened. A category that no longer
 * exists is left empty, a picture deleted since left out. `context.detail` goes into the audit entry (which job restored it).
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
    // A picture deleted since is left out (decision 068): never a broken picture.
    const restored = await withoutMissingPictures({ ...input, categoryId: exists ? snapshot.categoryId : null }, tx);
    const saved = await writeOver(
      tx,
      id,
      expectedVersion,
      restored,
      context,
      (before, after, version) => ({
        action: "product-restored-version",
        actor: context.actor,
        ipHash: context.ipHash,
        target: target(id, after.title),
        detail: {
          productId: id,
          version,
          restoredVersion,
          ...context.detail,
          ...changedParts(before, after),
        },
      }),
    );
    if (saved.ok && !saved.changed) {
      // The same content as now: still a version of its own, so the history shows the restore.
      const version = saved.version + 1;
      await tx
        .update(products)
        .set({ version, updatedAt: sql`now()` })
        .where(eq(products.id, id));
      await keepVersion(
        tx,
        id,
        version,
        { ...restored, categoryName: (await categoryName(tx, restored.categoryId)) ?? null },
        context.actor,
      );
      await recordAudit(
        {
          action: "product-restored-version",
          actor: context.actor,
          ipHash: context.ipHash,
          target: target(id, restored.title),
          detail: {
            productId: id,
            version,
            restoredVersion,
            ...context.detail,
            before: {},
            after: {},
          },
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
