import type { AuditedBy } from "~/platform/audit/actor.server";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { db as defaultDb, type Database } from "~/platform/db/client.server";
import { productImages, products } from "~/platform/db/schema";
import type { AuditAction } from "~/platform/audit/audit-actions";
import { recordAudit, recordAudits } from "~/platform/audit/audit-log.server";

/*
 * What the Products tab changes besides the editor and the Trash (product-trash.server.ts): bulk
 * changes, duplicating and the display order. Each call is one transaction that writes, counts a
 * new version of every product it touched (so an editor opened before sees the conflict) and
 * records an audit entry per product with the fields before and after. A change to many products
 * is one UPDATE for them all (one for each distinct value) and one insert of their audit entries,
 * not a statement per product. Callers clear the public caches afterwards (`catalogueChanged()`).
 */

/** Who writes, for the audit log. */
type Context = AuditedBy;

export type BulkChange =
  | { kind: "publish" }
  | { kind: "unpublish" }
  | { kind: "feature" }
  | { kind: "unfeature" }
  | { kind: "category"; categoryId: number | null };

const bulkSet = (change: BulkChange) =>
  change.kind === "publish"
    ? { isPublished: true }
    : change.kind === "unpublish"
      ? { isPublished: false }
      : change.kind === "feature"
        ? { isFeatured: true }
        : change.kind === "unfeature"
          ? { isFeatured: false }
          : { categoryId: change.categoryId };

const bulkAction: Record<BulkChange["kind"], AuditAction> = {
  publish: "product-published",
  unpublish: "product-unpublished",
  feature: "product-featured",
  unfeature: "product-unfeatured",
  category: "product-updated",
};

type Row = typeof products.$inferSelect;

/** The fields of `after` that differ from `before`, each as [before, after]. */
function changedFields(before: Row, after: Partial<Row>): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of Object.entries(after)) {
    const old = before[key as keyof Row];
    if (old instanceof Date || value instanceof Date) continue;
    if (old !== value) changes[key] = [old, value];
  }
  return changes;
}

/** Applies one change to many products (only those not in the Trash); how many changed. */
export async function bulkChangeProducts(
  ids: number[],
  change: BulkChange,
  { actor, ipHash }: Context,
  database: Database = defaultDb(),
): Promise<number> {
  if (ids.length === 0) return 0;
  return database.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(products)
      .where(and(inArray(products.id, ids), isNull(products.deletedAt)))
      .orderBy(asc(products.id))
      .for("update");
    const set = bulkSet(change);
    // Those the change changes: one statement for them all, one audit entry each.
    const changing = rows.flatMap((row) => {
      const fields = changedFields(row, set);
      return Object.keys(fields).length ? [{ row, fields }] : [];
    });
    if (changing.length === 0) return 0;
    await tx
      .update(products)
      .set({ ...set, version: sql`${products.version} + 1` })
      .where(inArray(products.id, changing.map(({ row }) => row.id)));
    await recordAudits(
      changing.map(({ row, fields }) => ({
        action: bulkAction[change.kind],
        actor,
        ipHash,
        target: `#${row.id} ${row.title}`,
        detail: { productId: row.id, changes: fields },
      })),
      tx,
    );
    return changing.length;
  });
}

/**
 * A copy of a product and its colour images, as a draft titled '… (copy)', placed right after it.
 * The pictures are shared until either is given new ones. Returns the new id, or null.
 */
export async function duplicateProduct(
  id: number,
  copyLabel: (title: string) => string,
  { actor, ipHash }: Context,
  database: Database = defaultDb(),
): Promise<number | null> {
  return database.transaction(async (tx) => {
    const [source] = await tx.select().from(products).where(and(eq(products.id, id), isNull(products.deletedAt)));
    if (!source) return null;
    const {
      id: _id,
      searchVector: _searchVector,
      searchText: _searchText,
      createdAt: _createdAt,
      updatedAt: _updatedAt,
      deletedAt: _deletedAt,
      version: _version,
      sourceUrl: _sourceUrl,
      ...fields
    } = source;
    const [copy] = await tx
      .insert(products)
      .values({ ...fields, title: copyLabel(source.title), isPublished: false, isFeatured: false })
      .returning({ id: products.id });
    const images = await tx.select().from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.displayOrder));
    if (images.length) {
      await tx.insert(productImages).values(
        images.map(({ id: _imageId, createdAt: _created, productId: _productId, ...image }) => ({
          ...image,
          productId: copy!.id,
        })),
      );
    }
    await recordAudit(
      { action: "product-duplicated", actor, ipHash, target: `#${copy!.id} ${copyLabel(source.title)}`, detail: { productId: copy!.id, from: id } },
      tx,
    );
    return copy!.id;
  });
}

/**
 * Puts a product at a position (1 = first) of the catalogue's display order, renumbering the
 * order in steps of 10 so every product keeps a distinct place. Only the moved product counts a
 * new version: the others keep their place relative to each other, and the editor never writes
 * the display order (decision 036), so someone editing one of them meets no conflict. Returns
 * the position it took, or null when the product is not in the catalogue.
 */
export async function moveProduct(
  id: number,
  position: number,
  { actor, ipHash }: Context,
  database: Database = defaultDb(),
): Promise<{ from: number; to: number } | null> {
  return database.transaction(async (tx) => {
    // Lock the catalogue's order while it is rewritten: two moves at once must not interleave.
    const ordered = await tx
      .select({ id: products.id, displayOrder: products.displayOrder, title: products.title })
      .from(products)
      .where(isNull(products.deletedAt))
      .orderBy(asc(products.displayOrder), asc(products.id))
      .for("update");
    const from = ordered.findIndex((row) => row.id === id);
    if (from === -1) return null;
    const to = Math.min(Math.max(1, Math.trunc(position)), ordered.length) - 1;
    if (to === from) return { from: from + 1, to: to + 1 };
    const [moved] = ordered.splice(from, 1);
    ordered.splice(to, 0, moved!);
    const changes = ordered
      .map((row, index) => ({ id: row.id, order: (index + 1) * 10, before: row.displayOrder }))
      .filter((row) => row.order !== row.before);
    if (changes.length) {
      await tx.execute(sql`
        update ${products} set display_order = v.ord,
          version = case when ${products.id} = ${id} then ${products.version} + 1 else ${products.version} end
        from unnest(${sql.raw(`array[${changes.map((row) => row.id).join(",")}]`)}::int[],
                    ${sql.raw(`array[${changes.map((row) => row.order).join(",")}]`)}::int[]) as v(id, ord)
        where ${products.id} = v.id`);
    }
    await recordAudit(
      { action: "product-reordered", actor, ipHash, target: `#${id} ${moved!.title}`, detail: { productId: id, from: from + 1, to: to + 1 } },
      tx,
    );
    return { from: from + 1, to: to + 1 };
  });
}
