// The product list's state lives in the URL: `?category=<slug or id>&size=<size>&q=<text>&page=<n>`.
// One link builder, shared by the loader, the page and the JSON API; the parameters are read by
// `catalogueSearchParams` (catalogue-params.ts).

export const PRODUCTS_PER_PAGE = 24;
/** Long enough for any real query; longer text only slows the search down. */
export const MAX_QUERY_LENGTH = 100;

export interface CatalogueQuery {
  /** A category slug or numeric id as written in the URL; null means all categories. */
  category: string | null;
  size: string | null;
  q: string;
  page: number;
}

export function hasFilters(query: CatalogueQuery) {
  return query.category !== null || query.size !== null || query.q !== "";
}

/**
 * The /products URL for a query, with parameters in a stable order and defaults left out, so
 * every state has exactly one address.
 */
export function productsHref(query: Partial<CatalogueQuery>) {
  const params = new URLSearchParams();
  if (query.category) params.set("category", query.category);
  if (query.size) params.set("size", query.size);
  if (query.q) params.set("q", query.q);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `/products?${search}` : "/products";
}

interface CategoryLike {
  id: number;
  slug: string;
  subcategories: CategoryLike[];
}

/** Finds a category anywhere in the tree by slug or by numeric id. */
export function findCategory<T extends CategoryLike>(tree: readonly T[], value: string): T | null {
  const id = /^\d+$/.test(value) ? Number(value) : null;
  const stack: CategoryLike[] = [...tree];
  while (stack.length) {
    const node = stack.shift()!;
    if (id !== null ? node.id === id : node.slug === value) return node as T;
    stack.push(...node.subcategories);
  }
  return null;
}

/** A category and everything beneath it: a top-level category includes its subcategories. */
export function categoryScope(category: CategoryLike): number[] {
  return [category.id, ...category.subcategories.flatMap(categoryScope)];
}
