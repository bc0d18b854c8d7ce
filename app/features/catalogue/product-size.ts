import type { SiteLocale } from "~/platform/i18n/site-locale";

// Product sizes are stored as typed by staff ("1520*228*7mm": length*width*thickness in mm) and
// filtered by that exact text; people read them as "1520 × 228 × 7 mm", or in French as
// "1 520 × 228 × 7 mm" (decision 049). Display only: URLs, the filter and the JSON API keep the
// stored value.

/** A stored size's dimensions in millimetres (length, width[, thickness]), or null when it is not a size. */
export function parseSize(stored: string): number[] | null {
  const text = stored
    .trim()
    .toLowerCase()
    .replace(/\s*(?:mm|millimet(?:er|re)s?)\.?$/, "");
  const parts = text.split(/\s*[x×✕*]\s*/);
  if (parts.length < 2 || parts.length > 3) return null;
  const numbers: number[] = [];
  for (const part of parts) {
    const match = /^(\d+(?:\.\d+)?)\s*(?:mm)?$/.exec(part);
    const value = match ? Number(match[1]) : NaN;
    if (!(value > 0)) return null;
    numbers.push(value);
  }
  return numbers;
}

/**
 * A number as the language writes it: English as it is ("1520", "5.5"); French with a
 * non-breaking space between thousands and a decimal comma ("1\u00a0520", "5,5"). Written out by
 * hand rather than by Intl, so the server and every browser write the same characters.
 */
export function formatNumber(value: number, locale: SiteLocale = "en"): string {
  if (locale === "en") return String(value);
  const [whole = "", fraction] = String(value).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0");
  return fraction ? `${grouped},${fraction}` : grouped;
}

/** Millimetres with their unit: "228 mm"; in French the unit never leaves its number ("228\u00a0mm"). */
const millimetres = (value: number, locale: SiteLocale) => `${formatNumber(value, locale)}${locale === "en" ? " " : "\u00a0"}mm`;

/**
 * "1520*228*7mm" → "1520 × 228 × 7 mm", in French "1 520 × 228 × 7 mm" (non-breaking spaces
 * inside the numbers and before the unit, decimal comma); text that is not a size is shown as typed.
 */
export function formatSize(stored: string, locale: SiteLocale = "en"): string {
  const dimensions = parseSize(stored);
  if (!dimensions) return stored.trim();
  const last = dimensions.length - 1;
  return dimensions.map((value, index) => (index === last ? millimetres(value, locale) : formatNumber(value, locale))).join(" × ");
}

export interface SizeOption {
  /** The stored text: what the filter and the URL use. */
  value: string;
  label: string;
}

/** The words of the size groups, in the page's language (its loader sends them). */
interface SizeGroupWords {
  /** A width's group: "{width} wide", {width} being "228 mm". */
  wide: string;
  /** The group of text that is not a size. */
  other: string;
}

/** The English words, for the callers that have no page copy (tests, and the default). */
const sizeGroupWordsEn: SizeGroupWords = { wide: "{width} wide", other: "Other sizes" };

interface SizeGroup {
  /** "228 mm wide", or "Other sizes" for text that is not a size. */
  label: string;
  width: number | null;
  options: SizeOption[];
}

const natural = (a: string, b: string) => a.localeCompare(b, "en", { numeric: true });

/**
 * Sizes grouped by product width, widest first (wide planks are what most visitors look for;
 * trims and balusters are the narrow end), then by length and thickness. Text that is not a size
 * comes last, in natural order.
 */
export function groupSizes(
  sizes: readonly string[],
  locale: SiteLocale = "en",
  words: SizeGroupWords = sizeGroupWordsEn,
): readonly SizeGroup[] {
  // The catalogue's size list is one cached array shared by every render of `/products`, and
  // both of its filters show it: grouped once per list and language, not twice per page.
  let byWords = grouped.get(sizes);
  if (!byWords) {
    byWords = new Map();
    grouped.set(sizes, byWords);
  }
  const key = `${locale}\n${words.wide}\n${words.other}`;
  let groups = byWords.get(key);
  if (!groups) {
    groups = group(sizes, locale, words);
    byWords.set(key, groups);
  }
  return groups;
}

const grouped = new WeakMap<readonly string[], Map<string, readonly SizeGroup[]>>();

function group(sizes: readonly string[], locale: SiteLocale, words: SizeGroupWords): SizeGroup[] {
  const byWidth = new Map<number, Array<{ value: string; dimensions: number[] }>>();
  const other: string[] = [];
  for (const value of sizes) {
    const dimensions = parseSize(value);
    if (!dimensions) {
      other.push(value);
      continue;
    }
    const width = dimensions[1]!;
    byWidth.set(width, [...(byWidth.get(width) ?? []), { value, dimensions }]);
  }
  const groups: SizeGroup[] = [...byWidth.entries()]
    .sort(([a], [b]) => b - a)
    .map(([width, entries]) => ({
      label: words.wide.replace("{width}", millimetres(width, locale)),
      width,
      options: entries
        .sort(
          (a, b) =>
            a.dimensions[0]! - b.dimensions[0]! ||
            (a.dimensions[2] ?? 0) - (b.dimensions[2] ?? 0) ||
            natural(a.value, b.value),
        )
        .map(({ value }) => ({ value, label: formatSize(value, locale) })),
    }));
  if (other.length) {
    groups.push({
      label: words.other,
      width: null,
      options: other.sort(natural).map((value) => ({ value, label: formatSize(value, locale) })),
    });
  }
  return groups;
}
