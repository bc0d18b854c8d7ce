import { and, asc, count, isNull } from "drizzle-orm";
import { db as defaultDb, type Database } from "~/platform/db/client.server";
import { productCategories, products } from "~/platform/db/schema";
import { categoryTree } from "~/features/catalogue/category-tree";

/*
 * The category tree as the Categories page lists it (under the Products tab): every category with
 * its product count, and how many products are in none; the tree's rule is the public side's
 * (features/catalogue/category-tree.ts). Changes to the tree are in
 * admin-categories.server.ts. Decision: docs/decisions/018-category-management.md.
 */

export interface AdminCategory {
  id: number;
  name: string;
  /** The name on the French site; null shows the English there. */
  nameFr: string | null;
  slug: string;
  parentId: number | null;
  displayOrder: number;
  /** Products in this category itself (not its subcategories), Trash left out. */
  productCount: number;
  subcategories: AdminCategory[];
}

/** Every category as a tree, top level and each parent's subcategories in display order, with product counts. */
export async function listCategoryTreeWithCounts(
  database: Database = defaultDb(),
): Promise<AdminCategory[]> {
  const [rows, counts] = await Promise.all([
    database
      .select({
        id: productCategories.id,
        name: productCategories.name,
        nameFr: productCategories.nameFr,
        slug: productCategories.slug,
        parentId: productCategories.parentId,
        displayOrder: productCategories.displayOrder,
      })
      .from(productCategories)
      .orderBy(asc(productCategories.displayOrder), asc(productCategories.id)),
    database
      .select({ categoryId: products.categoryId, n: count() })
      .from(products)
      .where(isNull(products.deletedAt))
      .groupBy(products.categoryId),
  ]);
  const countOf = new Map(counts.map((row) => [row.categoryId, row.n]));
  return categoryTree<AdminCategory>(rows.map((row) => ({ ...row, productCount: countOf.get(row.id) ?? 0, subcategories: [] })));
}

/** How many products (Trash left out) are in no category. */
export async function countUncategorised(database: Database = defaultDb()): Promise<number> {
  const [row] = await database
    .select({ n: count() })
    .from(products)
    .where(and(isNull(products.categoryId), isNull(products.deletedAt)));
  return row?.n ?? 0;
}
