import * as cheerio from "cheerio";
import { z } from "zod";
import { htmlToText } from "./product-page.server";
import {
  absoluteLink,
  cleanText,
  onlyColour,
  specFieldFor,
  uniqueImages,
  type SpecField,
  type SupplierColourImage,
  type SupplierProduct,
} from "../supplier-product";

/*
 * The listing APIs of the two commonest shop platforms, read into supplier products:
 * - Shopify: `/products.json?limit=250&page=N` and `/products/<handle>.json`;
 * - WooCommerce's Store API: `/wp-json/wc/store/v1/products?per_page=100&page=N`, with
 *   `/products/categories` for the category tree.
 * And sitemaps, for sites with neither. What a supplier's server answers is hostile: each answer
 * is parsed with a schema that keeps only what is read, and a value of the wrong shape is dropped
 * rather than trusted.
 */

const text = z.union([z.string(), z.number()]).nullish().catch(null);
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((items) => items.flatMap((value) => {
      const parsed = item.safeParse(value);
      return parsed.success ? [parsed.data as z.output<T>] : [];
    }));

/** Name/value rows of an HTML description's specification table or description list. */
export function specsFromHtml(html: string): Partial<Record<SpecField, string>> {
  const $ = cheerio.load(`<body>${html}</body>`);
  const specs: Partial<Record<SpecField, string>> = {};
  const take = (name: string, value: string) => {
    const field = specFieldFor(name);
    const cleaned = cleanText(value);
    if (field && cleaned && !specs[field]) specs[field] = cleaned;
  };
  $("tr").each((_index, row) => {
    const cells = $(row).children("th, td");
    if (cells.length === 2) take(cells.eq(0).text(), cells.eq(1).text());
  });
  $("dt").each((_index, term) => take($(term).text(), $(term).nextAll("dd").first().text()));
  return specs;
}

/** A description without its specification tables: they become our fields instead. */
function descriptionText(html: string): string {
  const $ = cheerio.load(`<body>${html}</body>`);
  $("table, dl").remove();
  return htmlToText($("body").html() ?? "");
}

// ---------------------------------------------------------------- Shopify

const shopifyImage = z.object({ src: z.string(), alt: text, variant_ids: z.array(z.number()).catch([]) });
const shopifyVariant = z.object({ id: z.number(), title: text, option1: text, option2: text, option3: text });
const shopifyProductSchema = z.object({
  title: z.string(),
  handle: z.string(),
  body_html: z.string().nullish().catch(null),
  product_type: text,
  options: list(z.object({ name: z.string(), position: z.number().catch(0) })),
  variants: list(shopifyVariant),
  images: list(shopifyImage),
});

/** One product of a Shopify answer (`products[i]`, or `product` of `/products/<handle>.json`). */
export function readShopifyProduct(value: unknown, origin: string): SupplierProduct | null {
  const parsed = shopifyProductSchema.safeParse(value);
  if (!parsed.success || !/^[\w-]+$/.test(parsed.data.handle)) return null;
  const item = parsed.data;
  const title = cleanText(item.title);
  if (!title) return null;
  const html = item.body_html ?? "";
  const specs = specsFromHtml(html);
  const colourOption = item.options.findIndex((option) => specFieldFor(option.name) === "color");
  const colourOf = (variant: z.output<typeof shopifyVariant>) =>
    cleanText([variant.option1, variant.option2, variant.option3][colourOption === -1 ? 0 : colourOption] ?? variant.title);
  const images: SupplierColourImage[] = item.images.flatMap((image) => {
    const url = absoluteLink(image.src, origin);
    if (!url) return [];
    const variant = item.variants.find((candidate) => image.variant_ids.includes(candidate.id));
    return [{ url, colourName: (variant && colourOption !== -1 ? colourOf(variant) : null) ?? cleanText(image.alt) }];
  });
  const type = cleanText(item.product_type);
  return {
    sourceUrl: new URL(`/products/${item.handle}`, origin).href,
    title,
    description: descriptionText(html),
    categoryPath: type ? type.split(/\s*(?:>|›|»|\/)\s*/).filter(Boolean) : [],
    size: specs.size ?? null,
    series: specs.series ?? null,
    color: colourOption === -1 ? (specs.color ?? null) : onlyColour(item.variants.map(colourOf)),
    level: specs.level ?? null,
    packing: specs.packing ?? null,
    picture: images[0]?.url ?? null,
    colourImages: colourOption === -1 ? uniqueImages(images.slice(1)) : uniqueImages(images),
  };
}

/** The products of one page of `/products.json`; an empty list is the end. */
export function readShopifyPage(value: unknown, origin: string): { products: SupplierProduct[]; skipped: number } {
  const items = z.object({ products: z.array(z.unknown()) }).safeParse(value);
  if (!items.success) return { products: [], skipped: 0 };
  const products = items.data.products.map((item) => readShopifyProduct(item, origin));
  return { products: products.filter((item): item is SupplierProduct => item !== null), skipped: products.filter((item) => item === null).length };
}

// ---------------------------------------------------------------- WooCommerce

const wooCategorySchema = z.object({ id: z.number(), name: z.string(), slug: text, parent: z.number().catch(0) });
export type WooCategory = z.output<typeof wooCategorySchema>;

export function readWooCategories(value: unknown): WooCategory[] {
  return list(wooCategorySchema).parse(value);
}

const wooProductSchema = z.object({
  name: z.string(),
  permalink: z.string(),
  description: z.string().nullish().catch(null),
  short_description: z.string().nullish().catch(null),
  categories: list(z.object({ id: z.number(), name: z.string() })),
  images: list(z.object({ src: z.string(), name: text, alt: text })),
  attributes: list(z.object({ name: z.string(), terms: list(z.object({ name: z.string() })) })),
});

/** The category path of a Woo category: its ancestors' names, then its own (the deepest first found). */
function wooPath(id: number, categories: WooCategory[]): string[] {
  const path: string[] = [];
  const seen = new Set<number>();
  for (let current = categories.find((row) => row.id === id); current && !seen.has(current.id); current = categories.find((row) => row.id === current?.parent)) {
    seen.add(current.id);
    path.unshift(current.name);
  }
  return path;
}

export function readWooProduct(value: unknown, categories: WooCategory[], origin: string): SupplierProduct | null {
  const parsed = wooProductSchema.safeParse(value);
  if (!parsed.success) return null;
  const item = parsed.data;
  const title = cleanText(item.name);
  const sourceUrl = absoluteLink(item.permalink, origin);
  if (!title || !sourceUrl) return null;
  const specs: Partial<Record<SpecField, string>> = {};
  let colours: string[] = [];
  for (const attribute of item.attributes) {
    const field = specFieldFor(attribute.name);
    if (field === "color") colours = attribute.terms.map((term) => term.name);
    else if (field && !specs[field] && attribute.terms[0]) specs[field] = cleanText(attribute.terms.map((term) => term.name).join(", ")) ?? "";
  }
  const html = item.description || item.short_description || "";
  Object.assign(specs, { ...specsFromHtml(html), ...specs });
  const isColour = (name: string | null) => (name ? colours.find((colour) => colour.toLowerCase() === name.toLowerCase()) ?? null : null);
  const images = item.images.flatMap((image) => {
    const url = absoluteLink(image.src, origin);
    return url ? [{ url, colourName: isColour(cleanText(image.alt)) ?? isColour(cleanText(image.name)) }] : [];
  });
  // The deepest category the product is in names its path.
  const paths = item.categories.map((category) => wooPath(category.id, categories)).sort((a, b) => b.length - a.length);
  return {
    sourceUrl,
    title,
    description: descriptionText(html),
    categoryPath: paths[0] ?? [],
    size: specs.size ?? null,
    series: specs.series ?? null,
    color: onlyColour(colours) ?? specs.color ?? null,
    level: specs.level ?? null,
    packing: specs.packing ?? null,
    picture: images[0]?.url ?? null,
    colourImages: uniqueImages(colours.length > 0 ? images.filter((image) => image.colourName) : images.slice(1)),
  };
}

// ---------------------------------------------------------------- sitemaps

/** A sitemap's page links, or a sitemap index's sitemap links; anything not http(s) is dropped. */
export function readSitemap(xml: string, base: string): { pages: string[]; sitemaps: string[] } {
  const $ = cheerio.load(xml, { xml: true });
  const links = (selector: string) =>
    $(selector)
      .map((_index, element) => absoluteLink($(element).text(), base))
      .get()
      .filter((link): link is string => link !== null);
  return { pages: links("urlset > url > loc"), sitemaps: links("sitemapindex > sitemap > loc") };
}
