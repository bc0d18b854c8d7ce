import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import { db as defaultDb, type Database } from "~/db/client.server";
import { productCategories, productImages, products } from "~/db/schema";

export interface CategoryNode {
  id: number;
  name: string;
  slug: string;
  parentId: number | null;
  displayOrder: number;
  subcategories: CategoryNode[];
}

export interface ProductCard {
  id: number;
  title: string;
  content: string;
  picture: string | null;
  categoryId: number | null;
  categoryName: string | null;
}

const productCardColumns = {
  id: products.id,
  title: products.title,
  content: products.content,
  picture: products.picture,
  categoryId: products.categoryId,
  categoryName: productCategories.name,
};

/** Categories as a tree: top level in display order, each with its subcategories. */
export async function listCategoryTree(database: Database = defaultDb()): Promise<CategoryNode[]> {
  const rows = await database
    .select()
    .from(productCategories)
    .orderBy(asc(productCategories.displayOrder), asc(productCategories.id));
  const nodes = new Map<number, CategoryNode>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        slug: row.slug,
        parentId: row.parentId,
        displayOrder: row.displayOrder,
        subcategories: [],
      },
    ]),
  );
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.subcategories.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Home page collection: featured products first, then other published ones, by display order. */
export async function listFeaturedProducts(
  limit = 3,
  database: Database = defaultDb(),
): Promise<ProductCard[]> {
  return database
    .select(productCardColumns)
    .from(products)
    .leftJoin(productCategories, eq(products.categoryId, productCategories.id))
    .where(eq(products.isPublished, true))
    .orderBy(desc(products.isFeatured), asc(products.displayOrder), asc(products.id))
    .limit(limit);
}

/** Published products, optionally within a category (a top-level one includes its subcategories). */
export async function listPublishedProducts(
  filter: { categoryId?: number; size?: string } = {},
  database: Database = defaultDb(),
): Promise<ProductCard[]> {
  const conditions: SQL[] = [eq(products.isPublished, true)];
  if (filter.categoryId !== undefined) {
    const children = await database
      .select({ id: productCategories.id })
      .from(productCategories)
      .where(eq(productCategories.parentId, filter.categoryId));
    const ids = [filter.categoryId, ...children.map((child) => child.id)];
    conditions.push(inArray(products.categoryId, ids));
  }
  if (filter.size) conditions.push(eq(products.size, filter.size));
  return database
    .select(productCardColumns)
    .from(products)
    .leftJoin(productCategories, eq(products.categoryId, productCategories.id))
    .where(and(...conditions))
    .orderBy(asc(products.displayOrder), asc(products.id));
}

/** One published product with its category and colour images, or null. Drafts are never public. */
export async function getPublishedProduct(id: number, database: Database = defaultDb()) {
  const [row] = await database
    .select({
      product: products,
      category: {
        id: productCategories.id,
        name: productCategories.name,
        slug: productCategories.slug,
        parentId: productCategories.parentId,
      },
    })
    .from(products)
    .leftJoin(productCategories, eq(products.categoryId, productCategories.id))
    .where(and(eq(products.id, id), eq(products.isPublished, true)));
  if (!row) return null;
  const images = await database
    .select({ imageUrl: productImages.imageUrl, altText: productImages.altText })
    .from(productImages)
    .where(eq(productImages.productId, id))
    .orderBy(asc(productImages.displayOrder), asc(productImages.id));
  return { ...row.product, category: row.category, images };
}
