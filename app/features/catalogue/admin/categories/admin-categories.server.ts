import { slugOf } from "~/platform/text/slug";
import type { AuditedBy } from "~/platform/audit/actor.server";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { db as defaultDb, type Database, type Tx } from "~/platform/db/client.server";
import { productCategories, products } from "~/platform/db/schema";
import {
  CATEGORY_SLUG_MAX,
  CATEGORY_SLUG_PATTERN,
} from "~/features/catalogue/admin/categories/category-form-schema";
import { recordAudit, recordAudits } from "~/platform/audit/audit-log.server";
import { isUniqueViolation } from "~/platform/db/unique-violation.server";

/*
 * Categories as staff manage them (the Categories page under the Products tab): the changes to
 * the tree; the tree as the page lists it is read in category-tree.server.ts. The tree has two
 * levels: top-level categories and their subcategories. Each change is one transaction that
 * first locks every category row (the table is small), so two changes at once never interleave,
 * and records an audit entry; a category deleted with its products moved also counts a new
 * version of each product (so an editor opened before sees the conflict) and logs each product's
 * change. Callers clear the public caches afterwards (`catalogueChanged()`).
 * Decision: docs/decisions/018-category-management.md.
 */

/** Who writes, for the audit log. */
type Context = AuditedBy;

/** Gap left between neighbours' display orders when they are renumbered. */
const ORDER_STEP = 10;

// ---------------------------------------------------------------- slugs

/**
 * A slug: lower-case letters a–z and digits in words joined by single hyphens, with at least one
 * letter (the product list reads a category value of digits alone as an id).
 */
const SLUG_PATTERN = CATEGORY_SLUG_PATTERN;
const SLUG_MAX = CATEGORY_SLUG_MAX;

/** A slug made from a name: accents dropped, anything but a–z and digits becomes a hyphen; "" when nothing is left. */
export function slugFrom(name: string): string {
  const slug = slugOf(name, SLUG_MAX);
  return SLUG_PATTERN.test(slug) ? slug : "";
}

// ---------------------------------------------------------------- changes

type Row = typeof productCategories.$inferSelect;

/** Every category, locked for the rest of the transaction. */
const lockAll = (tx: Tx): Promise<Row[]> =>
  tx.select().from(productCategories).orderBy(asc(productCategories.id)).for("update");

const siblingsOf = (rows: Row[], parentId: number | null) =>
  rows
    .filter((row) => row.parentId === parentId)
    .sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id);

const target = (row: Pick<Row, "id" | "name">) => `#${row.id} ${row.name}`;

/** Why a change to a category's place or slug was refused. */
export type CategoryRefusal =
  | "not-found"
  | "slug-taken"
  | "slug-needed"
  | "parent-missing"
  | "parent-is-self"
  | "parent-not-top-level"
  | "has-subcategories";

type CategoryResult =
  { ok: true; id: number } | { ok: false; reason: CategoryRefusal; takenBy?: string };

interface CategoryInput {
  name: string;
  /** The name on the French site (blank: the English shows); left out, an edit keeps it. */
  nameFr?: string | null;
  /** Blank on creation: made from the name (with -2, -3 … when that one is taken). */
  slug: string | null;
  parentId: number | null;
}

/** Whether a parent may hold `moving` (null when a new category): it exists, is top-level and is not the category itself. */
function parentRefusal(
  rows: Row[],
  parentId: number | null,
  moving: Row | null,
): CategoryRefusal | null {
  if (parentId === null) return null;
  if (moving && parentId === moving.id) return "parent-is-self";
  const parent = rows.find((row) => row.id === parentId);
  if (!parent) return "parent-missing";
  if (parent.parentId !== null) return "parent-not-top-level";
  if (moving && rows.some((row) => row.parentId === moving.id)) return "has-subcategories";
  return null;
}

/** A new category at the end of its level (under `parentId`, or at the top). */
export async function createCategory(
  input: CategoryInput,
  { actor, ipHash }: Context,
  database: Database = defaultDb(),
): Promise<CategoryResult> {
  try {
    return await database.transaction(async (tx): Promise<CategoryResult> => {
      const rows = await lockAll(tx);
      const refusal = parentRefusal(rows, input.parentId, null);
      if (refusal) return { ok: false, reason: refusal };
      let slug = input.slug;
      if (slug) {
        const taken = rows.find((row) => row.slug === slug);
        if (taken) return { ok: false, reason: "slug-taken", takenBy: taken.name };
      } else {
        const base = slugFrom(input.name);
        if (!base) return { ok: false, reason: "slug-needed" };
        slug = base;
        for (let n = 2; rows.some((row) => row.slug === slug); n += 1)
          slug = `${base.slice(0, SLUG_MAX - String(n).length - 1)}-${n}`;
      }
      const last = siblingsOf(rows, input.parentId).at(-1);
      const [created] = await tx
        .insert(productCategories)
        .values({
          name: input.name,
          nameFr: input.nameFr || null,
          slug,
          parentId: input.parentId,
          displayOrder: (last?.displayOrder ?? 0) + ORDER_STEP,
        })
        .returning();
      await recordAudit(
        {
          action: "category-created",
          actor,
          ipHash,
          target: target(created!),
          detail: {
            categoryId: created!.id,
            name: created!.name,
            nameFr: created!.nameFr,
            slug: created!.slug,
            parentId: created!.parentId,
          },
        },
        tx,
      );
      return { ok: true, id: created!.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "slug-taken" };
    throw error;
  }
}

/**
 * Renames a category, changes its slug and puts it under another parent (or at the top). A
 * category that changes parent goes to the end of its new level. Nothing changed writes nothing.
 */
export async function updateCategory(
  id: number,
  input: CategoryInput & { slug: string },
  { actor, ipHash }: Context,
  database: Database = defaultDb(),
): Promise<CategoryResult> {
  try {
    return await database.transaction(async (tx): Promise<CategoryResult> => {
      const rows = await lockAll(tx);
      const row = rows.find((item) => item.id === id);
      if (!row) return { ok: false, reason: "not-found" };
      const taken = rows.find((item) => item.slug === input.slug && item.id !== id);
      if (taken) return { ok: false, reason: "slug-taken", takenBy: taken.name };
      const moving = input.parentId !== row.parentId;
      if (moving) {
        const refusal = parentRefusal(rows, input.parentId, row);
        if (refusal) return { ok: false, reason: refusal };
      }
      const changes: Record<string, [unknown, unknown]> = {};
      if (input.name !== row.name) changes.name = [row.name, input.name];
      const nameFr = input.nameFr === undefined ? row.nameFr : input.nameFr || null;
      if (nameFr !== row.nameFr) changes.nameFr = [row.nameFr, nameFr];
      if (input.slug !== row.slug) changes.slug = [row.slug, input.slug];
      if (moving) changes.parentId = [row.parentId, input.parentId];
      if (Object.keys(changes).length === 0) return { ok: true, id };
      const last = moving ? siblingsOf(rows, input.parentId).at(-1) : undefined;
      await tx
        .update(productCategories)
        .set({
          name: input.name,
          nameFr,
          slug: input.slug,
          parentId: input.parentId,
          ...(moving ? { displayOrder: (last?.displayOrder ?? 0) + ORDER_STEP } : {}),
        })
        .where(eq(productCategories.id, id));
      await recordAudit(
        {
          action: "category-updated",
          actor,
          ipHash,
          target: target({ id, name: input.name }),
          detail: { categoryId: id, changes },
        },
        tx,
      );
      return { ok: true, id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "slug-taken" };
    throw error;
  }
}

/**
 * Moves a category one place up or down among its siblings, renumbering them in steps of ten.
 * Returns its new position (1 = first), or null when there is no such category.
 */
export async function moveCategory(
  id: number,
  direction: "up" | "down",
  { actor, ipHash }: Context,
  database: Database = defaultDb(),
): Promise<{ position: number; count: number } | null> {
  return database.transaction(async (tx) => {
    const rows = await lockAll(tx);
    const row = rows.find((item) => item.id === id);
    if (!row) return null;
    const siblings = siblingsOf(rows, row.parentId);
    const from = siblings.findIndex((item) => item.id === id);
    const to = Math.min(Math.max(0, from + (direction === "up" ? -1 : 1)), siblings.length - 1);
    if (to === from) return { position: from + 1, count: siblings.length };
    siblings.splice(to, 0, ...siblings.splice(from, 1));
    // Every sibling whose place changes, in one statement.
    const moved = siblings.flatMap((sibling, index) =>
      sibling.displayOrder === (index + 1) * ORDER_STEP ? [] : [{ id: sibling.id, order: (index + 1) * ORDER_STEP }],
    );
    if (moved.length)
      await tx
        .update(productCategories)
        .set({ displayOrder: sql`(case ${productCategories.id} ${sql.join(moved.map((item) => sql`when ${item.id} then ${item.order}::int`), sql` `)} end)` })
        .where(inArray(productCategories.id, moved.map((item) => item.id)));
    await recordAudit(
      {
        action: "category-reordered",
        actor,
        ipHash,
        target: target(row),
        detail: { categoryId: id, from: from + 1, to: to + 1 },
      },
      tx,
    );
    return { position: to + 1, count: siblings.length };
  });
}

/** What becomes of a deleted category's products. */
type ProductsOfDeleted = { kind: "move"; categoryId: number } | { kind: "uncategorise" };

type DeleteResult =
  | { ok: true; name: string; products: number; movedTo: { id: number; name: string } | null }
  | { ok: false; reason: "not-found" | "has-subcategories" | "target-missing" | "target-is-self" };

/**
 * Deletes a category that has no subcategories (one with subcategories is refused: they are moved
 * or deleted first). Its products, those in the Trash included, go to another category or to none,
 * each counted as a new version and logged.
 */
export async function deleteCategory(
  id: number,
  productsTo: ProductsOfDeleted,
  { actor, ipHash }: Context,
  database: Database = defaultDb(),
): Promise<DeleteResult> {
  return database.transaction(async (tx): Promise<DeleteResult> => {
    const rows = await lockAll(tx);
    const row = rows.find((item) => item.id === id);
    if (!row) return { ok: false, reason: "not-found" };
    if (rows.some((item) => item.parentId === id))
      return { ok: false, reason: "has-subcategories" };
    const destination =
      productsTo.kind === "move" ? rows.find((item) => item.id === productsTo.categoryId) : null;
    if (productsTo.kind === "move") {
      if (productsTo.categoryId === id) return { ok: false, reason: "target-is-self" };
      if (!destination) return { ok: false, reason: "target-missing" };
    }
    const held = await tx
      .select({ id: products.id, title: products.title })
      .from(products)
      .where(eq(products.categoryId, id))
      .orderBy(asc(products.id))
      .for("update");
    const newCategoryId = destination?.id ?? null;
    if (held.length) {
      await tx
        .update(products)
        .set({ categoryId: newCategoryId, version: sql`${products.version} + 1` })
        .where(
          inArray(
            products.id,
            held.map((product) => product.id),
          ),
        );
      await recordAudits(
        held.map((product) => ({
          action: "product-updated" as const,
          actor,
          ipHash,
          target: `#${product.id} ${product.title}`,
          detail: { productId: product.id, changes: { categoryId: [id, newCategoryId] } },
        })),
        tx,
      );
    }
    await tx.delete(productCategories).where(eq(productCategories.id, id));
    await recordAudit(
      {
        action: "category-deleted",
        actor,
        ipHash,
        target: target(row),
        detail: {
          categoryId: id,
          name: row.name,
          slug: row.slug,
          parentId: row.parentId,
          products: held.length,
          productsTo: destination ? { id: destination.id, name: destination.name } : null,
        },
      },
      tx,
    );
    return {
      ok: true,
      name: row.name,
      products: held.length,
      movedTo: destination ? { id: destination.id, name: destination.name } : null,
    };
  });
}
