import type { FieldDeclaration } from "~/platform/entities/define";
import { kindOf } from "~/platform/entities/kinds";
import { langOf } from "~/platform/i18n/localized";
import type { SiteLocale } from "~/platform/i18n/site-locale";
import { showOf, type DetailLine } from "./product-details";
import { product as productEntity } from "./product.entity";


/*
 * What visitors get of a product, read from its declaration (product.entity.ts, each field's
 * `visitors`): the fields its page reads, its detail lines in the page's language, and the
 * properties of its structured data. A field declared with a line shows on the page, in both
 * languages, and in the structured data without a line anywhere else. Read on the server (it
 * brings the field kinds' schemas); the page gets the lines (product-details.ts).
 */

type Fields = typeof productEntity.field;
type Seen = { [K in keyof Fields]: Fields[K] extends { visitors: unknown } ? K : never }[keyof Fields];
type Twin = { [K in keyof Fields]: Fields[K] extends { translates: infer T } ? (T extends Seen ? K : never) : never }[keyof Fields];
/** The product's fields its public page reads: those visitors see, and the French of each that has one. */
export type VisitorKey = Seen | Twin;

type Entity = { fields: readonly FieldDeclaration[] };

/** The keys a public read takes, in the declaration's order: each field visitors see, and each French text of one. */
export function visitorKeys(entity: Entity = productEntity): string[] {
  const seen = new Set(entity.fields.filter((field) => field.visitors).map((field) => field.key));
  return entity.fields.filter((field) => seen.has(field.key) || (field.translates && seen.has(field.translates))).map((field) => field.key);
}

/** The English keys of the visitors' texts that have a French one: what `localized` chooses between. */
export function translatedKeys(entity: Entity = productEntity): string[] {
  const seen = new Set(visitorKeys(entity));
  return entity.fields.flatMap((field) => (field.translates && seen.has(field.translates) ? [field.translates] : []));
}

/** A public read's row with its numbers and measures read by their kinds: a numeric column comes back as text, a blank count as null. */
export function readVisitorNumbers<T extends Record<string, unknown>>(row: T, entity: Entity = productEntity): T {
  const read: Record<string, unknown> = { ...row };
  for (const field of entity.fields) {
    if ((field.kind === "number" || field.kind === "decimal") && field.key in row) read[field.key] = kindOf(field).codec.read(row[field.key], field);
  }
  return read as T;
}

/** A product's detail lines in `locale`, in the declaration's order; blank ones left out. */
export function detailLines(product: Record<string, unknown> & { english?: readonly string[] }, locale: SiteLocale, entity: Entity = productEntity): DetailLine[] {
  return entity.fields.flatMap((field) => {
    const line = field.visitors;
    if (!line || line === "page") return [];
    const kind = kindOf(field);
    const value = product[field.key];
    const written = value === null || value === undefined ? null : kind.text?.(value, field, locale);
    const show = showOf(field);
    const text = written && show ? show(written, locale) : written;
    if (!text) return [];
    const lang = langOf(product, field.key);
    return [{ label: line.label[locale], text, ...(lang ? { lang } : {}), property: line.property, structured: kind.structured?.(value, field) ?? { value } }];
  });
}
