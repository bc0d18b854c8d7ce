// The public catalogue as visitors read it, cached in-process for a few seconds: every visitor sees
// the same published data, and a busy list page would otherwise repeat the same queries hundreds
// of times a second. Each entry is tagged with what it shows (catalogue-changes.server.ts), and
// a write's `catalogueChanged(change)` drops the entries and pages it touched, here and, through
// the database, in every other process.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { ColourVariant } from "~/features/catalogue/public/colour-carousel";
import type { ProductCardData } from "~/features/catalogue/public/product-card";
import {
  categoryScope,
  findCategory,
  PRODUCTS_PER_PAGE,
  type CatalogueQuery,
} from "~/features/catalogue/public/catalogue-query";
import { db } from "~/platform/db/client.server";
import { localized } from "~/platform/i18n/localized";
import type { SiteLocale } from "~/platform/i18n/site-locale";
import { products } from "~/platform/db/schema";
import { publishedNow, resolveImage } from "~/features/catalogue/images/media-resolver.server";
import { toProductCards } from "~/features/catalogue/product-card-pictures.server";
import {
  announceCatalogueChange,
  LISTS_TAG,
  productsShownTags,
  productTag,
  UPLOADS_TAG,
  type CatalogueChange,
} from "~/features/catalogue/catalogue-changes.server";
import { onInvalidation } from "~/platform/cache/cache-bus.server";
import { cacheTagHeaders, TAGGED_CACHE_SECONDS } from "~/platform/cache/cache-tags";
import { readCache } from "~/platform/cache/read-cache.server";
import { listCategoryTree, listFeaturedProducts, listPublishedSizes, searchPublishedProducts, type CategoryNode } from "../catalogue.server";
import { getPublishedProduct } from "../product-page.server";

const ttlMs = TAGGED_CACHE_SECONDS * 1000;
const showing = (cards: readonly { id: number }[]) => [LISTS_TAG, ...cards.map((card) => productTag(card.id))];
// The category tree changes only with categories, which change everything.
const trees = readCache<Awaited<ReturnType<typeof listCategoryTree>>>({ ttlMs, maxEntries: 1 });
const sizes = readCache<string[]>({ ttlMs, maxEntries: 200, tagsOf: () => [LISTS_TAG] });
const listings = readCache<Listing>({ ttlMs, tagsOf: (listing) => showing(listing.products) });
const details = readCache<PublicProduct | null>({ ttlMs, tagsOf: (_product, key) => [productTag(Number(key.split(":")[0]))] });
const featured = readCache<ProductCardData[]>({ ttlMs, maxEntries: 8, tagsOf: showing });
const publicUploads = readCache<boolean>({ ttlMs, maxEntries: 2000, tagsOf: () => [UPLOADS_TAG] });
const named = readCache<Map<string, number>>({ ttlMs, maxEntries: 50, tagsOf: () => [LISTS_TAG] });

onInvalidation((tags) => {
  for (const cache of [trees, sizes, listings, details, featured, publicUploads, named]) cache.invalidate(tags);
});

type PublishedProduct = NonNullable<Awaited<ReturnType<typeof getPublishedProduct>>>;
export type PublicProduct = Omit<PublishedProduct, "picture" | "images" | "updatedAt" | "isPublished"> & {
  updatedAt: string;
  image: Awaited<ReturnType<typeof resolveImage>>;
  colours: ColourVariant[];
};

/**
 * Call once after a write to products, categories or product images has committed (once for a
 * bulk edit or an import batch, not per row), saying what it touched: the cached reads and pages
 * showing it go, in this process and every other one on the same database. With no argument,
 * everything goes.
 */
export function catalogueChanged(change: CatalogueChange = { everything: true }): Promise<void> {
  return announceCatalogueChange(change);
}

/** The `Cache-Tag` header of a page showing these products (and depending on lists when asked). */
export function pageTags(productIds: readonly number[], lists: boolean): Record<string, string> {
  return cacheTagHeaders(productsShownTags(productIds, lists));
}

export const publicCategoryTree = () => trees.get("tree", () => listCategoryTree());

export const publicSizes = (filter: { categoryIds?: number[] }) =>
  sizes.get(JSON.stringify(filter.categoryIds ?? null), () => listPublishedSizes(filter));

/** A published product as its page shows it in `locale`, pictures resolved; null when there is none. */
export const publicProduct = (id: number, locale: SiteLocale = "en") =>
  details.get(`${id}:${locale}`, async () => {
    const product = await getPublishedProduct(id, undefined, locale);
    if (!product) return null;
    const [image, colours] = await Promise.all([
      resolveImage(product.picture, { access: "public" }),
      Promise.all(
        product.images.map(
          async (colour): Promise<ColourVariant> => ({
            name: colour.altText?.trim() ?? "",
            image: await resolveImage(colour.imageUrl, { access: "public" }),
          }),
        ),
      ),
    ]);
    const { picture: _picture, images: _images, isPublished: _isPublished, updatedAt, ...fields } = product;
    return { ...fields, updatedAt: updatedAt.toISOString(), image, colours };
  });

/** Whether an uploaded file is a picture of a published product or published content, and so may be served to anyone. */
export const isPublicUpload = (key: string) => publicUploads.get(key, () => publishedNow(key));

/** The home page's featured collection, as cards. */
export const publicFeaturedCards = (limit: number, locale: SiteLocale = "en") =>
  featured.get(`${limit}:${locale}`, async () => toProductCards(await listFeaturedProducts(limit, undefined, locale)));

export interface CategoryChoice {
  id: number;
  name: string;
  slug: string;
  subcategories: CategoryChoice[];
  /** ["name"] when the French site shows the English name. */
  english?: "name"[];
}

/** Only what the filters show, in the page's language: a page carries its data twice (markup and hydration). */
const slimCategory =
  (locale: SiteLocale) =>
  (node: CategoryNode): CategoryChoice =>
    localized(
      { id: node.id, name: node.name, nameFr: node.nameFr, slug: node.slug, subcategories: node.subcategories.map(slimCategory(locale)) },
      locale,
      ["name"],
    );

interface Listing {
  categories: CategoryChoice[];
  category: { id: number; name: string; slug: string; english?: "name"[] } | null;
  unknownCategory: boolean;
  /** Sizes offered in the chosen category (and the chosen size, even if no longer offered). */
  sizes: string[];
  products: ProductCardData[];
  total: number;
  pageCount: number;
}

/** Everything the product list shows for one state of its filters, in `locale`. */
export function publicListing(query: CatalogueQuery, locale: SiteLocale = "en"): Promise<Listing> {
  return listings.get(JSON.stringify([query, locale]), async () => {
    const tree = await publicCategoryTree();
    const category = query.category ? findCategory(tree, query.category) : null;
    const unknownCategory = query.category !== null && category === null;
    const categoryIds = category ? categoryScope(category) : unknownCategory ? [] : undefined;
    const [offered, result] = await Promise.all([
      publicSizes({ categoryIds }),
      searchPublishedProducts({ categoryIds, size: query.size, q: query.q, page: query.page, pageSize: PRODUCTS_PER_PAGE }, undefined, locale),
    ]);
    return {
      categories: tree.map(slimCategory(locale)),
      category: category
        ? localized({ id: category.id, name: category.name, nameFr: category.nameFr, slug: category.slug }, locale, ["name"])
        : null,
      unknownCategory,
      sizes: query.size && !offered.includes(query.size) ? [...offered, query.size] : offered,
      products: await toProductCards(result.products),
      total: result.total,
      pageCount: Math.max(1, Math.ceil(result.total / PRODUCTS_PER_PAGE)),
    };
  });
}

/** Titles compare without regard to case or spacing: content names products as people type them. */
const titleKey = (title: string) => title.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * The published product each name refers to (its title, ignoring case and spacing), or null when
 * none is published under that name. Several products of one title: the first in display order.
 */
export async function publicProductsNamed(names: readonly string[]): Promise<Array<{ name: string; id: number | null }>> {
  const keys = [...new Set(names.map(titleKey))].filter(Boolean).sort();
  const ids = keys.length
    ? await named.get(JSON.stringify(keys), async () => {
        const rows = await db()
          .select({ id: products.id, title: products.title })
          .from(products)
          .where(and(eq(products.isPublished, true), inArray(sql`regexp_replace(lower(btrim(${products.title})), '[[:space:]]+', ' ', 'g')`, keys)))
          .orderBy(asc(products.displayOrder), asc(products.id));
        const found = new Map<string, number>();
        for (const row of rows) if (!found.has(titleKey(row.title))) found.set(titleKey(row.title), row.id);
        return found;
      })
    : new Map<string, number>();
  return names.map((name) => ({ name, id: ids.get(titleKey(name)) ?? null }));
}
