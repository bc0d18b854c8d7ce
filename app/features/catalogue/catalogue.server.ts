import { and, asc, desc, eq, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { db as defaultDb, type Database } from "~/platform/db/client.server";
import { productCategories, products } from "~/platform/db/schema";
import type { PgColumn } from "drizzle-orm/pg-core";
import { localized } from "~/platform/i18n/localized";
import type { SiteLocale } from "~/platform/i18n/site-locale";
import { categoryTree } from "./category-tree";

export interface CategoryNode {
  id: number;
  name: string;
  /** The name on the French site; null shows the English there. */
  nameFr: string | null;
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
  /** On the French site, the texts shown in English for want of French (decision 049). */
  english?: CardText[];
}

/** A card's texts that have a French version. */
const cardTexts = ["title", "content", "categoryName"] as const;
type CardText = (typeof cardTexts)[number];

/** Cards show two lines of the description: the rest would only weigh down the page. */
const cardExcerpt = sql<string>`left(${products.content}, 180)`;
const cardExcerptFr = sql<string | null>`left(${products.contentFr}, 180)`;

const productCardColumns = {
  id: products.id,
  title: products.title,
  content: products.content,
  picture: products.picture,
  categoryId: products.categoryId,
  categoryName: productCategories.name,
  titleFr: products.titleFr,
  contentFr: cardExcerptFr,
  categoryNameFr: productCategories.nameFr,
};

/** A card row in the page's language. */
const cardIn = (locale: SiteLocale) => <Row extends Record<CardText | `${CardText}Fr`, unknown>>(row: Row) => localized(row, locale, cardTexts);

/** Categories as a tree (category-tree.ts): top level in display order, each with its subcategories. */
export async function listCategoryTree(database: Database = defaultDb()): Promise<CategoryNode[]> {
  const rows = await database
    .select()
    .from(productCategories)
    .orderBy(asc(productCategories.displayOrder), asc(productCategories.id));
  return categoryTree(
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      nameFr: row.nameFr,
      slug: row.slug,
      parentId: row.parentId,
      displayOrder: row.displayOrder,
      subcategories: [],
    })),
  );
}

/** How many products the home page's featured collection shows (the specification's 3). */
export const HOME_FEATURED_COUNT = 3;

/** The order of the home page's collection: featured products first, then other published ones, by display order. */
export const homeCollectionOrder = () => [
  desc(products.isFeatured),
  asc(products.displayOrder),
  asc(products.id),
];

/** Home page collection: featured products first, then other published ones, by display order. */
export async function listFeaturedProducts(
  limit = HOME_FEATURED_COUNT,
  database: Database = defaultDb(),
  locale: SiteLocale = "en",
): Promise<ProductCard[]> {
  const rows = await database
    .select({ ...productCardColumns, content: cardExcerpt })
    .from(products)
    .leftJoin(productCategories, eq(products.categoryId, productCategories.id))
    .where(eq(products.isPublished, true))
    .orderBy(...homeCollectionOrder())
    .limit(limit);
  return rows.map(cardIn(locale));
}

export interface CatalogueFilter {
  /** The chosen category and its subcategories; undefined means every category. */
  categoryIds?: number[];
  size?: string | null;
  /** Free text: words found anywhere in the title, series, colour or description. */
  q?: string;
}

interface ProductListItem extends ProductCard {
  size: string | null;
  series: string | null;
  color: string | null;
  level: string | null;
  packing: string | null;
}

/**
 * Words of a search as a prefix query ('hick oak' finds 'hickory' and 'oak'). Only letters and
 * digits reach PostgreSQL, so no text can change the query's structure.
 */
export function toPrefixTsQuery(text: string): string | null {
  const words = text.normalize("NFKC").toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = [...new Set(words)].slice(0, 8).map((word) => `${word.slice(0, 40)}:*`);
  return terms.length ? terms.join(" & ") : null;
}

/** The words of a search as typed, split at spaces: eight at most, 40 characters each. */
export function searchTerms(text: string): string[] {
  const words = text.trim().split(/\s+/u).filter(Boolean);
  return [...new Set(words.map((word) => word.slice(0, 40)))].slice(0, 8);
}

/** An ILIKE pattern finding `word` anywhere, with its `%`, `_` and `\` taken literally. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

interface ProductSearch {
  /** True for the products the search finds. */
  where: SQL;
  /** Higher for better matches: a word in the title counts most, then series or colour, then the description. */
  rank: SQL;
}

/**
 * A search over products (decision 037). A product matches when every word is part of its title,
 * series, colour or description, in any script ('橡木' finds '安大略橡木', 'K-12' a code), or when
 * plain words match as English word beginnings ('planks' finds 'plank'). Null for text with no
 * words.
 */
export function productSearch(text: string, locale: SiteLocale = "en"): ProductSearch | null {
  const terms = searchTerms(text);
  if (!terms.length) return null;
  const patterns = terms.map(containsPattern);
  // search_text is stored lower-cased: LIKE on it needs no lower-casing of rows, and its trigram index serves it.
  // It holds both languages' texts, so a French word finds its product on either site.
  const bySubstring = and(...terms.map((term) => sql`${products.searchText} like ${containsPattern(term.toLowerCase())}`))!;
  // Word forms only for plain words: '100%' or 'A_B' mean those very characters.
  const plainWords = terms.every((term) => /^[\p{L}\p{N}]+$/u.test(term));
  const prefixQuery = plainWords ? toPrefixTsQuery(text) : null;
  // The French site reads French word forms ('planchers' finds 'plancher') in its French texts (decision 049).
  const french = locale === "fr";
  const vector = french ? products.searchVectorFr : products.searchVector;
  const tsQuery = prefixQuery ? sql`to_tsquery(${french ? sql`'french'` : sql`'english'`}::regconfig, ${prefixQuery})` : null;
  const where = tsQuery ? or(bySubstring, sql`${vector} @@ ${tsQuery}`)! : bySubstring;
  const shown = (english: PgColumn, translated: PgColumn) =>
    french ? sql`coalesce(nullif(${translated}, ''), ${english})` : sql`${english}`;
  const title = shown(products.title, products.titleFr);
  const seriesAndColour = sql`(coalesce(${shown(products.series, products.seriesFr)}, '') || ' ' || coalesce(${shown(products.color, products.colorFr)}, ''))`;
  const content = shown(products.content, products.contentFr);
  const weights = patterns.map(
    (pattern) =>
      sql`(case when ${title} ilike ${pattern} then 4 when ${seriesAndColour} ilike ${pattern} then 2 when ${content} ilike ${pattern} then 1 else 0 end)`,
  );
  const fullText = tsQuery ? sql` + ts_rank_cd(${vector}, ${tsQuery})` : sql``;
  return { where, rank: sql`(${sql.join(weights, sql` + `)}${fullText})` };
}

function filterConditions(filter: CatalogueFilter, locale: SiteLocale = "en"): { conditions: SQL[]; rank: SQL | null } {
  const conditions: SQL[] = [eq(products.isPublished, true)];
  if (filter.categoryIds) {
    conditions.push(filter.categoryIds.length ? inArray(products.categoryId, filter.categoryIds) : sql`false`);
  }
  if (filter.size) conditions.push(eq(products.size, filter.size));
  let rank: SQL | null = null;
  if (filter.q) {
    const search = productSearch(filter.q, locale);
    // Text with no words matches nothing rather than everything.
    conditions.push(search ? search.where : sql`false`);
    rank = search?.rank ?? null;
  }
  return { conditions, rank };
}

/**
 * One page of published products for the public list, best matches first when searching, and
 * the total number of matches.
 */
export async function searchPublishedProducts(
  filter: CatalogueFilter & { page: number; pageSize: number },
  database: Database = defaultDb(),
  locale: SiteLocale = "en",
): Promise<{ products: ProductCard[]; total: number }> {
  const { conditions, rank } = filterConditions(filter, locale);
  const order = [
    ...(rank ? [desc(rank)] : []),
    asc(products.displayOrder),
    asc(products.id),
  ];
  const rows = await database
    .select({
      id: products.id,
      title: products.title,
      content: cardExcerpt,
      picture: products.picture,
      categoryId: products.categoryId,
      categoryName: productCategories.name,
      titleFr: products.titleFr,
      contentFr: cardExcerptFr,
      categoryNameFr: productCategories.nameFr,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(products)
    .leftJoin(productCategories, eq(products.categoryId, productCategories.id))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && filter.page > 1) {
    // Past the last page the window count is empty; count separately to say how many there are.
    const [counted] = await database
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .where(and(...conditions));
    total = counted?.n ?? 0;
  }
  return { products: rows.map(({ total: _total, ...card }) => cardIn(locale)(card)), total };
}

/** Every published product matching a filter, for the JSON API, in display order. */
export async function listPublishedProductDetails(
  filter: CatalogueFilter,
  database: Database = defaultDb(),
): Promise<ProductListItem[]> {
  const { conditions } = filterConditions(filter);
  const rows = await database
    .select({
      ...productCardColumns,
      size: products.size,
      series: products.series,
      color: products.color,
      level: products.level,
      packing: products.packing,
    })
    .from(products)
    .leftJoin(productCategories, eq(products.categoryId, productCategories.id))
    .where(and(...conditions))
    .orderBy(asc(products.displayOrder), asc(products.id));
  // The API speaks English: its French texts are left out.
  return rows.map(cardIn("en"));
}

/** The distinct sizes of published products (within categories when given), in natural order. */
export async function listPublishedSizes(
  filter: { categoryIds?: number[] } = {},
  database: Database = defaultDb(),
): Promise<string[]> {
  const { conditions } = filterConditions({ categoryIds: filter.categoryIds });
  const rows = await database
    .selectDistinct({ size: products.size })
    .from(products)
    .where(and(...conditions, isNotNull(products.size)));
  return rows
    .map((row) => row.size!.trim())
    .filter((size, index, all) => size !== "" && all.indexOf(size) === index)
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
}
