import type { SiteLocale } from "./site-locale";

/*
 * Stored texts in the page's language (decision 049). A record read for the French site carries
 * each translatable text twice, `title` and `titleFr`; `localized` keeps one: the French when it
 * has any, else the English, whose key it then names in `english` so the page marks that element
 * `lang="en"`. On the English site the French is simply dropped. Browser-safe.
 */

export type Localized<Row, Key extends string> = Omit<Row, `${Key}Fr`> & { english?: Key[] };

export function localized<Row extends Record<string, unknown>, Key extends string & keyof Row>(
  row: Row,
  locale: SiteLocale,
  keys: readonly Key[],
): Localized<Row, Key> {
  const out: Record<string, unknown> = { ...row };
  const english: Key[] = [];
  for (const key of keys) {
    const french = out[`${key}Fr`];
    delete out[`${key}Fr`];
    if (locale !== "fr") continue;
    if (typeof french === "string" && french.trim() !== "") out[key] = french;
    else if (typeof row[key] === "string" && (row[key] as string).trim() !== "") english.push(key);
  }
  if (english.length) out.english = english;
  return out as Localized<Row, Key>;
}

/** The `lang` of an element showing `key` of a localized record: "en" when the French site shows its English. */
export function langOf(record: { english?: readonly string[] } | null | undefined, key: string): "en" | undefined {
  return record?.english?.includes(key) ? "en" : undefined;
}
