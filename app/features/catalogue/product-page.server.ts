import { and, asc, eq, isNull, type SQL } from "drizzle-orm";
import { db as defaultDb, type Database } from "~/platform/db/client.server";
import { productCategories, productImages, products } from "~/platform/db/schema";
import { localized } from "~/platform/i18n/localized";
import { detailLines, readVisitorNumbers, translatedKeys, visitorKeys, type VisitorKey } from "./product-visitors";
import type { ProductFields } from "./product-snapshot";
import type { SiteLocale } from "~/platform/i18n/site-locale";

/*
 * A product's public page as read from the database (published, or any for the staff preview),
 * in the page's language, and the published products' dates for the sitemap.
 */

/** One published product with its category and colour images, or null. Drafts are never public. */
export function getPublishedProduct(id: number, database: Database = defaultDb(), locale: SiteLocale = "en") {
  return readProductPage(and(eq(products.id, id), eq(products.isPublished, true), isNull(products.deletedAt))!, id, database, locale);
}

/** A product as its public page would show it, published or not (the staff preview); never one in the Trash. */
export function getPreviewProduct(id: number, database: Database = defaultDb(), locale: SiteLocale = "en") {
  return readProductPage(and(eq(products.id, id), isNull(products.deletedAt))!, id, database, locale);
}

type Row = Pick<typeof products.$inferSelect, "id" | VisitorKey | "updatedAt">;
/** The row as the page gets it: its measures and counts as numbers (product-visitors.ts reads them). */
type PageRow = Omit<Row, "coveragePerBox" | "boxesPerPallet"> & Pick<ProductFields, "coveragePerBox" | "boxesPerPallet">;
/** What the page reads: the fields the declaration shows visitors (product-visitors.ts), with the product's id and when it changed. */
const pageColumns = Object.fromEntries(["id", ...visitorKeys(), "updatedAt"].map((key) => [key, products[key as keyof Row]])) as { [K in keyof Row]: (typeof products)[K] };
/** A product page's texts that have a French version. */
const pageTexts = translatedKeys() as (keyof Row & string)[];

async function readProductPage(condition: SQL, id: number, database: Database, locale: SiteLocale = "en") {
  const [row] = await database
    .select({
      product: pageColumns,
      category: {
        id: productCategories.id,
        name: productCategories.name,
        nameFr: productCategories.nameFr,
        slug: productCategories.slug,
        parentId: productCategories.parentId,
      },
    })
    .from(products)
    .leftJoin(productCategories, eq(products.categoryId, productCategories.id))
    .where(condition);
  if (!row) return null;
  const images = await colourImagesOf(id, database);
  const category = row.category?.id == null ? null : localized(row.category, locale, ["name"]);
  const product = localized(readVisitorNumbers(row.product) as unknown as PageRow, locale, pageTexts);
  return { ...product, category, images, details: detailLines(product, locale) };
}

/** A product's colour pictures in their order, as its page and its editor show them. */
export function colourImagesOf(id: number, database: Pick<Database, "select">) {
  return database
    .select({ imageUrl: productImages.imageUrl, altText: productImages.altText })
    .from(productImages)
    .where(eq(productImages.productId, id))
    .orderBy(asc(productImages.displayOrder), asc(productImages.id));
}

/** Published products for the sitemap: id and when each last changed. */
export async function listPublishedProductDates(
  database: Database = defaultDb(),
): Promise<Array<{ id: number; categoryId: number | null; updatedAt: Date }>> {
  return database
    .select({ id: products.id, categoryId: products.categoryId, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.isPublished, true))
    .orderBy(asc(products.id));
}
