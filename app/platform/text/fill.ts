/*
 * The one way a text's `{name}` placeholders are filled: the staff catalogues' messages, the public
 * site's chrome and pages, the catalogue's copy. A name without a value (or with `undefined`)
 * stays as written, so a missing value shows rather than vanishing; names are the values' own
 * keys, never what an object inherits (`{constructor}` stays).
 */

type FillValues = Readonly<Record<string, string | number | undefined>>;

/** `text` with each `{name}` replaced by its value; numbers written by `formatNumber` when given. */
export function fillPlaceholders(text: string, values: FillValues, formatNumber?: (value: number) => string): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) return placeholder;
    return typeof value === "number" ? (formatNumber ? formatNumber(value) : String(value)) : value;
  });
}
