import type { AuditedBy } from "~/platform/audit/actor.server";
import { and, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { db as defaultDb, type Database, type Queryable } from "~/platform/db/client.server";
import { productImages, products, productVersions } from "~/platform/db/schema";
import { readSnapshot } from "~/features/catalogue/product-snapshot";
import { latestAuditDetails, recordAudits } from "~/platform/audit/audit-log.server";

/*
 * The Products tab's Trash: products moved into it (off the site) and back as they were, one
 * moved only if nothing changed it (an import undone), and what has been there longer than 30
 * days (or what an administrator names) deleted for good. Each call is one transaction that
 * writes, counts a new version of every product it moved (so an editor opened before sees the
 * conflict) and records an audit entry per product; many products move in one UPDATE for each
 * way they come back and one insert of their audit entries. Callers clear the public caches
 * afterwards (`catalogueChanged()`).
 */

const TRASH_DAYS = 30;

/** Who writes, for the audit log. */
type Context = AuditedBy;

type Row = typeof products.$inferSelect;

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
