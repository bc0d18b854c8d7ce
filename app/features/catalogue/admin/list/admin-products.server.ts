import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { frenchMissingWhere } from "~/platform/entities/missing-french.server";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import { transactionLock, db as defaultDb, type Database } from "~/platform/db/client.server";
import { productCategories, productImages, products } from "~/platform/db/schema";
import { HOME_FEATURED_COUNT, homeCollectionOrder, productSearch } from "~/features/catalogue/catalogue.server";
import { product } from "~/features/catalogue/product.entity";
import { productFieldsOf, type ProductFields } from "~/features/catalogue/product-snapshot";

/*
 * The catalogue as staff see it: drafts and published products alike, never cached (the public
 * queries in catalogue.server.ts are published-only and cached by design). The Products tab reads
 * its list here.
 */

export const ADMIN_PRODUCTS_PER_PAGE = 50;

export const adminProductSorts = ["order", "title", "updated"] as const;
export type AdminProductSort = (typeof adminProductSorts)[number];

interface AdminProductFilter {
  /** Words found anywhere in the title, series, colour or description, or a product's number. */
  q?: string;
  /** A category id, or "none" for products in no category. */
  category?: number | "none" | null;
  state?: "published" | "draft" | null;
  featured?: boolean;
  /** Only products with a French text missing (decision 049). */
  frenchMissing?: boolean;
  /** Only products whose Packing says something but whose coverage per box is blank: no calculator on their page. */
  coverageUnknown?: boolean;
  /** The Trash: products deleted in the last 30 days, instead of the catalogue. */
  trash?: boolean;
  sort?: AdminProductSort;
  page?: number;
  /** The declared fields whose values the rows carry in `fields` (none when left out): the list's chosen columns. */
  fields?: readonly (keyof ProductFields)[];
}

export interface AdminProductRow {
  id: number;
  title: string;
  picture: string | null;
  categoryName: string | null;
  size: string | null;
  isPublished: boolean;
  isFeatured: boolean;
  displayOrder: number;
  /** Its place in the whole catalogue's display order (1 = first), whatever the list's filter; null in the Trash. */
  position: number | null;
  updatedAt: Date;
  deletedAt: Date | null;
  /** The asked declared fields (`AdminProductFilter.fields`), read by their kind; colour pictures as `colourPictures`. */
  fields: Partial<Omit<ProductFields, "images">>;
  /** How many colour pictures the product has. */
  colourPictures: number;
}

/**
 * A product's place in the whole catalogue (products not in the Trash) by display order, 1 first:
 * the one number staff see and type, wherever the list is filtered or sorted.
 */
// The outer row is named in full: a query on one table would otherwise leave its columns unqualified.
const positionOf = sql<number | null>`case when "products"."deleted_at" is null then (
    select count(*) + 1 from ${products} as ahead
    where ahead.deleted_at is null and (ahead.display_order, ahead.id) < ("products"."display_order", "products"."id")
  ) end`.mapWith(Number);

function conditionsOf(filter: AdminProductFilter): SQL[] {
  const conditions: SQL[] = [filter.trash ? isNotNull(products.deletedAt) : isNull(products.deletedAt)];
  const q = filter.q?.trim();
  if (q) {
    // '#12' is product 12 alone; '12' also finds product 12, besides text containing 12.
    const id = /^#(\d{1,9})$/.exec(q)?.[1];
    const byWords = (id ? null : productSearch(q)?.where) ?? sql`false`;
    const number = id ?? /^(\d{1,9})$/.exec(q)?.[1];
    conditions.push(number ? or(byWords, eq(products.id, Number(number)))! : byWords);
  }
  if (filter.category === "none") conditions.push(isNull(products.categoryId));
  else if (typeof filter.category === "number") conditions.push(eq(products.categoryId, filter.category));
  if (filter.state) conditions.push(eq(products.isPublished, filter.state === "published"));
  if (filter.featured) conditions.push(eq(products.isFeatured, true));
  if (filter.frenchMissing) conditions.push(frenchMissingWhere(product.fields, getTableColumns(products)));
  if (filter.coverageUnknown) conditions.push(coverageUnknown);
  return conditions;
}

/** A Packing text that neither an import nor migration 0017 could read a coverage per box from, nor staff gave one. */
const coverageUnknown = and(isNotNull(products.packing), sql`btrim(${products.packing}) <> ''`, isNull(products.coveragePerBox))!;

/** How many products outside the Trash have a Packing text but no coverage per box. */
export async function countCoverageUnknown(database: Database = defaultDb()): Promise<number> {
  const [row] = await database
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(and(isNull(products.deletedAt), coverageUnknown));
  return row?.n ?? 0;
}

/** The stored columns of the declared fields (colour pictures are rows of their own table). */
const storedFieldColumns = (keys: readonly string[]) => {
  const columns: Record<string, PgColumn> = getTableColumns(products);
  return Object.fromEntries(
    product.fields.filter((field) => keys.includes(field.key) && field.key in columns).map((field) => [field.key, columns[field.key]!]),
  );
};

/** The colour pictures' count, one subselect a row (product_images_product_idx answers it). */
const colourPictureCount = sql<number>`(select count(*) from ${productImages} where ${productImages.productId} = "products"."id")`.mapWith(
  Number,
);

/** The asked fields of a row, read the declared way, nothing else. */
function askedFields(row: Record<string, unknown>, keys: readonly string[]): AdminProductRow["fields"] {
  const read = productFieldsOf(row) as Record<string, unknown>;
  return Object.fromEntries(keys.filter((key) => key !== "images" && key in read).map((key) => [key, read[key]]));
}

const orderOf: Record<AdminProductSort, SQL[]> = {
  // The specification's order: display order ascending.
  order: [asc(products.displayOrder), asc(products.id)],
  title: [asc(sql`lower(${products.title})`), asc(products.id)],
  updated: [desc(products.updatedAt), desc(products.id)],
};

/** One page of the staff list and how many products match in all. */
export async function listAdminProducts(
  filter: AdminProductFilter,
  database: Database = defaultDb(),
): Promise<{ rows: AdminProductRow[]; total: number; page: number; pageCount: number }> {
  const where = and(...conditionsOf(filter));
  const [counted] = await database
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(where);
  const total = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PRODUCTS_PER_PAGE));
  const page = Math.min(Math.max(1, filter.page ?? 1), pageCount);
  const asked = filter.fields ?? [];
  const found = await database
    .select({
      // Fields that are also the row's own (title, size…) name the same column: their value is the same.
      ...storedFieldColumns(asked),
      colourPictures: colourPictureCount,
      id: products.id,
      title: products.title,
      picture: products.picture,
      categoryName: productCategories.name,
      size: products.size,
      isPublished: products.isPublished,
      isFeatured: products.isFeatured,
      displayOrder: products.displayOrder,
      position: positionOf,
      updatedAt: products.updatedAt,
      deletedAt: products.deletedAt,
    })
    .from(products)
    .leftJoin(productCategories, eq(products.categoryId, productCategories.id))
    .where(where)
    .orderBy(...orderOf[filter.sort ?? "order"])
    .limit(ADMIN_PRODUCTS_PER_PAGE)
    .offset((page - 1) * ADMIN_PRODUCTS_PER_PAGE);
  const rows = found.map(
    (row): AdminProductRow => ({
      id: row.id,
      title: row.title,
      picture: row.picture,
      categoryName: row.categoryName,
      size: row.size,
      isPublished: row.isPublished,
      isFeatured: row.isFeatured,
      displayOrder: row.displayOrder,
      position: row.position,
      updatedAt: row.updatedAt,
      deletedAt: row.deletedAt,
      colourPictures: row.colourPictures,
      fields: askedFields(row, asked),
    }),
  );
  return { rows, total, page, pageCount };
}

/** Every category, parents before their children, for the list's filter and the editor. */
export async function listAdminCategories(database: Database = defaultDb()) {
  const rows = await database
    .select({ id: productCategories.id, name: productCategories.name, parentId: productCategories.parentId })
    .from(productCategories)
    .orderBy(asc(productCategories.displayOrder), asc(productCategories.id));
  const children = (parentId: number | null): { id: number; name: string; depth: number }[] =>
    rows
      .filter((row) => row.parentId === parentId)
      .flatMap((row) => [{ id: row.id, name: row.name, depth: parentId === null ? 0 : 1 }, ...children(row.id).map((child) => ({ ...child, depth: 1 }))]);
  const placed = children(null);
  // A category whose parent is missing still appears, at the top level.
  const seen = new Set(placed.map((row) => row.id));
  return [...placed, ...rows.filter((row) => !seen.has(row.id)).map((row) => ({ id: row.id, name: row.name, depth: 0 }))];
}

/** A product's position in the catalogue and how many products it holds (the Trash aside); null for none or one in the Trash. */
export async function positionInCatalogue(
  id: number,
  database: Database = defaultDb(),
): Promise<{ position: number; of: number } | null> {
  const [row] = await database
    .select({
      position: positionOf,
      of: sql<number>`(select count(*) from ${products} as every where every.deleted_at is null)`.mapWith(
        Number,
      ),
    })
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)));
  return row && row.position !== null ? { position: row.position, of: row.of } : null;
}

/** Held while a new product takes its place at the end of the list, so two never take the same one. */
const END_OF_LIST_LOCK = 72_450_011;

/**
 * The display order after every product's (the Trash aside): where a new product goes, at the end.
 * The one rule for the editor and the imports; inside the creating transaction, which it locks for
 * the others until it commits.
 */
export async function endOfDisplayOrder(database: Pick<Database, "select" | "execute"> = defaultDb()): Promise<number> {
  await transactionLock(database, END_OF_LIST_LOCK);
  const [row] = await database
    .select({ last: sql<number>`coalesce(max(${products.displayOrder}), 0)`.mapWith(Number) })
    .from(products)
    .where(isNull(products.deletedAt));
  return (row?.last ?? 0) + 10;
}

/** How many products the catalogue holds (the Trash aside): the last position. */
export async function countCatalogue(database: Database = defaultDb()): Promise<number> {
  const [row] = await database
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(isNull(products.deletedAt));
  return row?.n ?? 0;
}

/** Titles of the named products (in the Trash or not), in the catalogue's order: what a confirmation lists. */
export async function titlesOf(
  ids: number[],
  database: Database = defaultDb(),
): Promise<{ id: number; title: string }[]> {
  if (ids.length === 0) return [];
  return database
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.displayOrder), asc(products.id));
}

/** What the home page's featured collection shows now, in its order (the same query, not cached). */
export async function homePageProducts(
  database: Database = defaultDb(),
): Promise<{ id: number; title: string; isFeatured: boolean }[]> {
  return database
    .select({ id: products.id, title: products.title, isFeatured: products.isFeatured })
    .from(products)
    .where(eq(products.isPublished, true))
    .orderBy(...homeCollectionOrder())
    .limit(HOME_FEATURED_COUNT);
}

/** How many products are in the Trash. */
export async function countTrash(database: Database = defaultDb()): Promise<number> {
  const [row] = await database
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(isNotNull(products.deletedAt));
  return row?.n ?? 0;
}

/** A product with every field, its category as 'Parent > Child' and its colour pictures: a row of an export. */
/** A product as an export writes it: every declared field, its category by name, its number and source link. */
export type ExportedProduct = Omit<ProductFields, "categoryId"> & {
  id: number;
  sourceUrl: string | null;
  /** The category's name, 'Parent > Child' for a subcategory. */
  category: string | null;
};

/**
 * Every product the list's filter matches (all pages), in the list's order, a batch at a time:
 * what an export writes, without holding a large catalogue in memory at once.
 */
export async function* eachExportBatch(
  filter: AdminProductFilter,
  batchSize = 200,
  database: Database = defaultDb(),
): AsyncGenerator<ExportedProduct[]> {
  const parent = alias(productCategories, "parent_category");
  const where = and(...conditionsOf(filter));
  for (let offset = 0; ; offset += batchSize) {
    const rows = await database
      .select({ product: products, category: productCategories.name, parent: parent.name })
      .from(products)
      .leftJoin(productCategories, eq(products.categoryId, productCategories.id))
      .leftJoin(parent, eq(productCategories.parentId, parent.id))
      .where(where)
      .orderBy(...orderOf[filter.sort ?? "order"])
      .limit(batchSize)
      .offset(offset);
    if (rows.length === 0) return;
    const images = await database
      .select({ productId: productImages.productId, imageUrl: productImages.imageUrl, altText: productImages.altText })
      .from(productImages)
      .where(inArray(productImages.productId, rows.map((row) => row.product.id)))
      .orderBy(asc(productImages.productId), asc(productImages.displayOrder), asc(productImages.id));
    yield rows.map(({ product, category, parent: parentName }) => {
      const own = images.filter((image) => image.productId === product.id);
      return {
        ...productFieldsOf({ ...product, images: own }),
        id: product.id,
        sourceUrl: product.sourceUrl,
        category: category === null ? null : parentName ? `${parentName} > ${category}` : category,
      };
    });
    if (rows.length < batchSize) return;
  }
}
