import type { SiteLocale } from "~/platform/i18n/site-locale";
import { formatSize } from "./product-size";

/*
 * A product's detail lines as its page gets them from the public read (product-visitors.ts), and
 * the properties of its structured data they make. Browser-safe and light: the page's script needs
 * neither the declaration nor the field kinds.
 */

/** A detail line of a product's page, and what its structured data says of it. */
export interface DetailLine {
  label: string;
  /** The value in the page's language, as its kind (or its declaration) writes it. */
  text: string;
  /** "en" when the French page shows the English (decision 049). */
  lang?: "en";
  /** schema.org's property it fills, or `additionalProperty`. */
  property: string;
  /** The value as a PropertyValue holds it (its unit too). */
  structured: Record<string, unknown>;
}

/** The structured data's properties of these lines: each named property (in order of name), and the others as `additionalProperty`. */
export function structuredProperties(lines: readonly DetailLine[]): Record<string, unknown> {
  const named = lines.filter((line) => line.property !== "additionalProperty").sort((a, b) => (a.property < b.property ? -1 : 1));
  return {
    ...Object.fromEntries(named.map((line) => [line.property, line.structured.value])),
    additionalProperty: lines
      .filter((line) => line.property === "additionalProperty")
      .map((line) => ({ "@type": "PropertyValue", name: line.label, ...line.structured })),
  };
}

/** The ways of writing a value a field's declaration may name (`visitors.show`), beside its kind's. */
export const shows: Record<string, (value: string, locale: SiteLocale) => string> = {
  size: formatSize,
  // "22 sq ft per box", « 22 pi² par boîte ».
  perBox: (value, locale) => (locale === "fr" ? `${value} par boîte` : `${value} per box`),
  // "42 boxes per pallet", « 42 boîtes par palette ».
  perPallet: (value, locale) =>
    locale === "fr" ? `${value} ${value === "1" ? "boîte" : "boîtes"} par palette` : `${value} ${value === "1" ? "box" : "boxes"} per pallet`,
};

/** The way of writing a declared field's value it names, if any. */
export const showOf = (field: { visitors?: "page" | { show?: string } }) =>
  field.visitors && field.visitors !== "page" && field.visitors.show ? shows[field.visitors.show] : undefined;
