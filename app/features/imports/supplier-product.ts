import { headerKey } from "~/platform/entities/define";
import { product } from "~/features/catalogue/product.entity";

/*
 * A product as a supplier's site describes it, read by one of the import's adapters (schema.org
 * JSON-LD, Shopify, WooCommerce) and mapped into our fields. Addresses are absolute http(s) links
 * on the supplier's site; the import downloads the pictures through the safe fetcher.
 */

export interface SupplierColourImage {
  url: string;
  /** The colour's name, the picture's caption on our product page. */
  colourName: string | null;
}

export interface SupplierProduct {
  /** The page the product was read from: a later import of the same link updates the same product. */
  sourceUrl: string;
  title: string;
  /** Plain text, paragraphs separated by blank lines. */
  description: string;
  /** Top-level category, then subcategory, as the supplier names them; empty when it has none. */
  categoryPath: string[];
  size: string | null;
  series: string | null;
  color: string | null;
  level: string | null;
  packing: string | null;
  picture: string | null;
  colourImages: SupplierColourImage[];
}

/** The fields a specification table or a listed property can fill. */
export type SpecField = "size" | "series" | "color" | "level" | "packing";
const specFields: SpecField[] = ["size", "series", "color", "level", "packing"];

const specNames = new Map<string, SpecField>(
  specFields.flatMap((field) =>
    [...product.field[field].headers.en, ...product.field[field].headers.zh].map((name) => [headerKey(name), field] as const),
  ),
);
// Names suppliers use that are not spreadsheet headings of ours.
for (const [name, field] of [
  ["Thickness × Width × Length", "size"],
  ["Plank size", "size"],
  ["Finish grade", "level"],
  ["Box", "packing"],
  ["Per box", "packing"],
  ["Carton", "packing"],
] as const) {
  specNames.set(headerKey(name), field);
}

/** Which of our fields a supplier's property name means ('Dimensions' → size, '等级' → level), if any. */
export function specFieldFor(name: string): SpecField | null {
  return specNames.get(headerKey(name)) ?? null;
}

/** An absolute http(s) link from a value on a page at `base`, or null. */
export function absoluteLink(value: unknown, base: string): string | null {
  if (typeof value !== "string" || !value.trim()) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** Text as one line: whitespace runs become one space, ends trimmed; empty is null. */
export function cleanText(value: unknown): string | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const text = String(value).replace(/\s+/g, " ").trim();
  return text || null;
}

/** Pictures once each, the colour's name kept from the first that has one. */
export function uniqueImages(images: SupplierColourImage[]): SupplierColourImage[] {
  const seen = new Map<string, SupplierColourImage>();
  for (const image of images) {
    const known = seen.get(image.url);
    if (!known) seen.set(image.url, { ...image });
    else if (!known.colourName && image.colourName) known.colourName = image.colourName;
  }
  return [...seen.values()];
}

/** The colour of a product that comes in exactly one; null for several (each is a colour picture). */
export function onlyColour(names: (string | null)[]): string | null {
  const distinct = [...new Set(names.filter((name): name is string => Boolean(name)))];
  return distinct.length === 1 ? (distinct[0] ?? null) : null;
}
