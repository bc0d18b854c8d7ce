import { and, asc, eq, isNull, type SQL } from "drizzle-orm";
import { db as defaultDb, type Database } from "~/platform/db/client.server";
import { productCategories, productImages, products } from "~/platform/db/schema";
import { localized } from "~/platform/i18n/localized";
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

/** A product page's texts that have a French version. */
const pageTexts = ["title", "content", "series", "color", "level", "packing", "seoTitle", "seoDescription"] as const;

async function readProductPage(condition: SQL, id: number, database: Database, locale: SiteLocale = "en") {
  const [row] = await database
    .select({
      product: {
        id: products.id,
        title: products.title,
        content: products.content,
        picture: products.picture,
        size: products.size,
        series: products.series,
        color: products.color,
        level: products.level,
        packing: products.packing,
        seoTitle: products.seoTitle,
        seoDescription: products.seoDescription,
        seoKeywords: products.seoKeywords,
        isPublished: products.isPublished,
        updatedAt: products.updatedAt,
        titleFr: products.titleFr,
        contentFr: products.contentFr,
        seriesFr: products.seriesFr,
        colorFr: products.colorFr,
        levelFr: products.levelFr,
        packingFr: products.packingFr,
        seoTitleFr: products.seoTitleFr,
        seoDescriptionFr: products.seoDescriptionFr,
      },
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
  return { ...localized(row.product, locale, pageTexts), category, images };
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
