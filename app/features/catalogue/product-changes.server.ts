import type { AuditedBy } from "~/platform/audit/actor.server";
import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { db as defaultDb, type Database, type Queryable } from "~/platform/db/client.server";
import { productImages, products, productVersions } from "~/platform/db/schema";
import type { AuditAction } from "~/platform/audit/audit-actions";
import { readSnapshot } from "~/features/catalogue/product-snapshot";
import { latestAuditDetails, recordAudit, recordAudits } from "~/platform/audit/audit-log.server";

/*
 * What the Products tab changes besides the editor: the Trash (delete, restore, purge after 30
 * days), bulk changes, duplicating and the display order. Each call is one transaction that
 * writes, counts a new version of every product it touched (so an editor opened before sees the
 * conflict) and records an audit entry per product with the fields before and after. A change to
 * many products is one UPDATE for them all (one for each distinct value) and one insert of their
 * audit entries, not a statement per product. Callers
 * clear the public caches afterwards (`catalogueChanged()`).
 */

export const TRASH_DAYS = 30;

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
 * Moves products to the Trash: they leave the site at once (unpublished, no longer featured) and
 * can be restored, as they were, for 30 days.
 */
export function trashProducts(ids: number[], context: Context, database: Database = defaultDb()): Promise<number> {
  return acrossTheTrash("into", ids, context, database);
}

/**
 * Brings products back from the Trash as they were when deleted: published and featured again if
 * they were (as the audit entry of their deletion says), drafts otherwise.
 */
export function restoreProducts(
  ids: number[],
  context: Context,
  database: Database = defaultDb(),
): Promise<number> {
  return acrossTheTrash("out of", ids, context, database);
}

/**
 * Moves one product to the Trash only if it is still at `version` (nothing changed it since):
 * what undoing an import does with a product the import created. `detail` goes into the audit
 * entry. Answers whether it moved, and whether it was published (the public lists change then).
 */
export async function trashProductAt(
  id: number,
  version: number,
  context: Context & { detail?: Record<string, unknown> },
  database: Database = defaultDb(),
): Promise<{ moved: boolean; wasPublished: boolean }> {
  let wasPublished = false;
  const moved = await acrossTheTrash("into", [id], context, database, { version, seen: (row) => (wasPublished = row.isPublished) });
  return { moved: moved > 0, wasPublished };
}

/**
 * Whether each product was published and featured when it last went to the Trash, as the audit
 * entry of that deletion recorded it. A product with no such entry comes back as a draft.
 */
async function stateBeforeTrash(
  database: Queryable,
  ids: number[],
): Promise<Map<number, { wasPublished: boolean; wasFeatured: boolean }>> {
  const deletions = await latestAuditDetails("product-deleted", "productId", ids, database);
  return new Map(
    [...deletions].map(([id, detail]) => [id, { wasPublished: detail.wasPublished === true, wasFeatured: detail.wasFeatured === true }]),
  );
}

/** Moves the named products that are on the other side into or out of the Trash, each with its audit entry. */
async function acrossTheTrash(
  direction: "into" | "out of",
  ids: number[],
  { actor, ipHash, detail }: Context & { detail?: Record<string, unknown> },
  database: Database,
  only?: { version: number; seen: (row: Row) => void },
): Promise<number> {
  if (ids.length === 0) return 0;
  const toTrash = direction === "into";
  return database.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(products)
      .where(
        and(
          inArray(products.id, ids),
          toTrash ? isNull(products.deletedAt) : isNotNull(products.deletedAt),
          only ? eq(products.version, only.version) : undefined,
        ),
      )
      .for("update");
    for (const row of rows) only?.seen(row);
    if (rows.length === 0) return 0;
    const moving = rows.map((row) => row.id);
    if (toTrash) {
      await tx
        .update(products)
        .set({
          deletedAt: new Date(),
          isPublished: false,
          isFeatured: false,
          version: sql`${products.version} + 1`,
        })
        .where(inArray(products.id, moving));
    } else {
      const before = await stateBeforeTrash(tx, moving);
      // One statement for each way a product comes back (published or not, featured or not).
      const ways = new Map<string, { isPublished: boolean; isFeatured: boolean; ids: number[] }>();
      for (const row of rows) {
        const was = before.get(row.id);
        const way = { isPublished: was?.wasPublished ?? false, isFeatured: was?.wasFeatured ?? false };
        const key = `${way.isPublished}-${way.isFeatured}`;
        if (!ways.has(key)) ways.set(key, { ...way, ids: [] });
        ways.get(key)!.ids.push(row.id);
      }
      for (const way of ways.values()) {
        await tx
          .update(products)
          .set({ deletedAt: null, isPublished: way.isPublished, isFeatured: way.isFeatured, version: sql`${products.version} + 1` })
          .where(inArray(products.id, way.ids));
      }
    }
    await recordAudits(
      rows.map((row) => ({
        action: toTrash ? "product-deleted" : "product-restored",
        actor,
        ipHash,
        target: `#${row.id} ${row.title}`,
        detail: toTrash
          ? { productId: row.id, wasPublished: row.isPublished, wasFeatured: row.isFeatured, ...detail }
          : { productId: row.id, ...detail },
      })),
      tx,
    );
    return rows.length;
  });
}

/**
 * What an administrator deletes for good at once, instead of waiting 30 days: some products of
 * the Trash, or all of it. The audit entries name who did it.
 */
export interface PurgeNow extends Context {
  ids: number[] | "all";
}

/**
 * Deletes for good what has been in the Trash longer than 30 days, or what `now` names (their
 * colour images and saved versions with them); the audit log keeps each title. Returns the
 * picture values the purged products named, now or in a saved version, for the caller to remove
 * files nothing else uses (`purgeExpiredTrash`, app/features/catalogue/trash-purge.server.ts).
 */
export async function purgeTrash(
  now = new Date(),
  database: Queryable = defaultDb(),
  selection?: PurgeNow,
): Promise<{ id: number; pictures: string[] }[]> {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * 24 * 60 * 60 * 1000);
  return database.transaction(async (tx) => {
    const rows = await tx
      .select({ id: products.id, title: products.title, picture: products.picture })
      .from(products)
      .where(
        and(
          isNotNull(products.deletedAt),
          !selection
            ? lt(products.deletedAt, cutoff)
            : selection.ids === "all"
              ? undefined
              : inArray(products.id, selection.ids.length ? selection.ids : [0]),
        ),
      )
      .for("update");
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const images = await tx
      .select({ productId: productImages.productId, imageUrl: productImages.imageUrl })
      .from(productImages)
      .where(inArray(productImages.productId, ids));
    const versions = await tx
      .select({ productId: productVersions.productId, data: productVersions.data })
      .from(productVersions)
      .where(inArray(productVersions.productId, ids));
    await tx.delete(products).where(inArray(products.id, ids));
    await recordAudits(
      rows.map((row) => ({
        action: "product-purged" as const,
        ...(selection ? { actor: selection.actor, ipHash: selection.ipHash } : {}),
        target: `#${row.id} ${row.title}`,
        detail: { productId: row.id },
      })),
      tx,
    );
    return rows.map((row) => {
      const saved = versions
        .filter((version) => version.productId === row.id)
        .flatMap(({ data }) => {
          const snapshot = readSnapshot(data);
          return [snapshot.picture, ...snapshot.images.map((image) => image.imageUrl)];
        });
      const current = [row.picture, ...images.filter((image) => image.productId === row.id).map((image) => image.imageUrl)];
      return { id: row.id, pictures: [...new Set([...current, ...saved])].filter((value): value is string => Boolean(value)) };
    });
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
