// The public catalogue as visitors read it, cached in-process for a few seconds: every visitor sees
// the same published data, and a busy list page would otherwise repeat the same queries hundreds
// of times a second. Staff changes show within CACHE_SECONDS on every process (at once on the one
// that made them, once it calls `catalogueChanged()`).
import type { ProductCardData } from "~/components/product-card";
import {
  CATALOGUE_CACHE_SECONDS,
  categoryScope,
  findCategory,
  PRODUCTS_PER_PAGE,
  type CatalogueQuery,
} from "~/lib/catalogue-query";
import { toProductCards } from "~/lib/product-images.server";
import { clearPageCache } from "~/lib/page-cache.server";
import { readCache } from "~/lib/read-cache.server";
import {
  getPublishedProduct,
  listCategoryTree,
  listFeaturedProducts,
  listPublishedSizes,
  searchPublishedProducts,
  type CatalogueFilter,
  type CategoryNode,
} from "./catalogue.server";

const CACHE_SECONDS = CATALOGUE_CACHE_SECONDS;

const trees = readCache<Awaited<ReturnType<typeof listCategoryTree>>>({ ttlMs: CACHE_SECONDS * 1000, maxEntries: 1 });
const sizes = readCache<string[]>({ ttlMs: CACHE_SECONDS * 1000, maxEntries: 200 });
const pages = readCache<Awaited<ReturnType<typeof searchPublishedProducts>>>({ ttlMs: CACHE_SECONDS * 1000 });
const listings = readCache<Listing>({ ttlMs: CACHE_SECONDS * 1000 });
const details = readCache<Awaited<ReturnType<typeof getPublishedProduct>>>({ ttlMs: CACHE_SECONDS * 1000 });
const featured = readCache<ProductCardData[]>({ ttlMs: CACHE_SECONDS * 1000, maxEntries: 4 });

/** Call after any write to products, categories or product images. */
export function catalogueChanged() {
  for (const cache of [trees, sizes, pages, listings, details, featured]) cache.clear();
  clearPageCache();
}

export const publicCategoryTree = () => trees.get("tree", () => listCategoryTree());

export const publicSizes = (filter: { categoryIds?: number[] }) =>
  sizes.get(JSON.stringify(filter.categoryIds ?? null), () => listPublishedSizes(filter));

export const publicProductPage = (filter: CatalogueFilter & { page: number; pageSize: number }) =>
  pages.get(
    JSON.stringify([filter.categoryIds ?? null, filter.size ?? null, filter.q ?? "", filter.page, filter.pageSize]),
    () => searchPublishedProducts(filter),
  );

export const publicProduct = (id: number) => details.get(String(id), () => getPublishedProduct(id));

/** The home page's featured collection, as cards. */
export const publicFeaturedCards = (limit: number) =>
  featured.get(String(limit), async () => toProductCards(await listFeaturedProducts(limit)));

export interface CategoryChoice {
  id: number;
  name: string;
  slug: string;
  subcategories: CategoryChoice[];
}

/** Only what the filters show: a page carries its data twice (markup and hydration). */
const slimCategory = (node: CategoryNode): CategoryChoice => ({
  id: node.id,
  name: node.name,
  slug: node.slug,
  subcategories: node.subcategories.map(slimCategory),
});

export interface Listing {
  categories: CategoryChoice[];
  category: { id: number; name: string; slug: string } | null;
  unknownCategory: boolean;
  /** Sizes offered in the chosen category (and the chosen size, even if no longer offered). */
  sizes: string[];
  products: ProductCardData[];
  total: number;
  pageCount: number;
}

/** Everything the product list shows for one state of its filters. */
export function publicListing(query: CatalogueQuery): Promise<Listing> {
  return listings.get(JSON.stringify(query), async () => {
    const tree = await publicCategoryTree();
    const category = query.category ? findCategory(tree, query.category) : null;
    const unknownCategory = query.category !== null && category === null;
    const categoryIds = category ? categoryScope(category) : unknownCategory ? [] : undefined;
    const [offered, result] = await Promise.all([
      publicSizes({ categoryIds }),
      publicProductPage({ categoryIds, size: query.size, q: query.q, page: query.page, pageSize: PRODUCTS_PER_PAGE }),
    ]);
    return {
      categories: tree.map(slimCategory),
      category: category ? { id: category.id, name: category.name, slug: category.slug } : null,
      unknownCategory,
      sizes: query.size && !offered.includes(query.size) ? [...offered, query.size] : offered,
      products: await toProductCards(result.products),
      total: result.total,
      pageCount: Math.max(1, Math.ceil(result.total / PRODUCTS_PER_PAGE)),
    };
  });
}
