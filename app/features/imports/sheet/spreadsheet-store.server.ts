import { asc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db as defaultDb, type Database } from "~/platform/db/client.server";
import { importedFiles, productCategories, productImages, products } from "~/platform/db/schema";
import type { ProductSnapshot } from "~/features/catalogue/product-snapshot";
import { snapshotOf } from "~/features/catalogue/product-store.server";

/*
 * What a spreadsheet import reads before it decides anything about its rows, in a few queries
 * however long the file: the products its rows name (by number or by source link) as the editor
 * would see them, the categories by name, the pictures the catalogue already uses and the
 * pictures imported before by link. Writes go through `writeProductRows` (product-editor).
 */

export interface SheetProduct {
  id: number;
  version: number;
  sourceUrl: string | null;
  inTrash: boolean;
  snapshot: ProductSnapshot;
}

const SLICE = 1000;

function slices<T>(values: T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < values.length; start += SLICE) out.push(values.slice(start, start + SLICE));
  return out;
}

/** The products with these numbers or source links, Trash included, as snapshots. */
export async function findSheetProducts(
  { ids, sourceUrls }: { ids: number[]; sourceUrls: string[] },
  database: Database = defaultDb(),
): Promise<SheetProduct[]> {
  const found = new Map<number, typeof products.$inferSelect & { categoryName: string | null }>();
  const wantedIds = [...new Set(ids)];
  const wantedUrls = [...new Set(sourceUrls)];
  const batches = Math.max(Math.ceil(wantedIds.length / SLICE), Math.ceil(wantedUrls.length / SLICE));
  for (let index = 0; index < batches; index += 1) {
    const idSlice = wantedIds.slice(index * SLICE, (index + 1) * SLICE);
    const urlSlice = wantedUrls.slice(index * SLICE, (index + 1) * SLICE);
    const rows = await database
      .select({ product: products, categoryName: productCategories.name })
      .from(products)
      .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(or(idSlice.length ? inArray(products.id, idSlice) : sql`false`, urlSlice.length ? inArray(products.sourceUrl, urlSlice) : sql`false`));
    for (const row of rows) found.set(row.product.id, { ...row.product, categoryName: row.categoryName });
  }
  const images = new Map<number, { imageUrl: string; altText: string | null }[]>();
  for (const slice of slices([...found.keys()])) {
    const rows = await database
      .select({ productId: productImages.productId, imageUrl: productImages.imageUrl, altText: productImages.altText })
      .from(productImages)
      .where(inArray(productImages.productId, slice))
      .orderBy(asc(productImages.productId), asc(productImages.displayOrder), asc(productImages.id));
    for (const row of rows) {
      const list = images.get(row.productId) ?? [];
      list.push({ imageUrl: row.imageUrl, altText: row.altText });
      images.set(row.productId, list);
    }
  }
  return [...found.values()].map((row) => ({
    id: row.id,
    version: row.version,
    sourceUrl: row.sourceUrl,
    inTrash: row.deletedAt !== null,
    snapshot: snapshotOf(row, row.categoryName, images.get(row.id) ?? []),
  }));
}

export interface SheetCategory {
  id: number;
  name: string;
  slug: string;
  parentName: string | null;
}

/** Every category with its parent's name: a cell names one as 'Parent > Child', by its name or by its slug. */
export async function listSheetCategories(database: Database = defaultDb()): Promise<SheetCategory[]> {
  const parent = alias(productCategories, "parent_category");
  return database
    .select({ id: productCategories.id, name: productCategories.name, slug: productCategories.slug, parentName: parent.name })
    .from(productCategories)
    .leftJoin(parent, eq(parent.id, productCategories.parentId))
    .orderBy(asc(productCategories.id));
}

/** Every picture value the catalogue uses now (main pictures and colour pictures, Trash included). */
export async function listPictureValues(database: Database = defaultDb()): Promise<Set<string>> {
  const [mains, colours] = await Promise.all([
    database.selectDistinct({ value: products.picture }).from(products).where(isNotNull(products.picture)),
    database.selectDistinct({ value: productImages.imageUrl }).from(productImages),
  ]);
  return new Set([...mains, ...colours].map((row) => row.value).filter((value): value is string => Boolean(value)));
}

/** The stored file of each of these links imported before (what a dry run compares a picture link with). */
export async function importedFileKeys(urls: string[], database: Database = defaultDb()): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  for (const slice of slices([...new Set(urls)])) {
    const rows = await database
      .select({ sourceUrl: importedFiles.sourceUrl, storageKey: importedFiles.storageKey })
      .from(importedFiles)
      .where(inArray(importedFiles.sourceUrl, slice));
    for (const row of rows) keys.set(row.sourceUrl, row.storageKey);
  }
  return keys;
}

/** The display order after the last product's: where new rows without one go. */
export async function lastDisplayOrder(database: Database = defaultDb()): Promise<number> {
  const [row] = await database.select({ order: sql<number>`coalesce(max(${products.displayOrder}), 0)` }).from(products);
  return Number(row?.order ?? 0);
}
