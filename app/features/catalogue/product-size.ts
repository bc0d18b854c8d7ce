// Product sizes are stored as typed by staff ("1520*228*7mm": length*width*thickness in mm) and
// filtered by that exact text; people read them as "1520 × 228 × 7 mm". Display only: URLs, the
// filter and the JSON API keep the stored value.

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

/** "1520*228*7mm" → "1520 × 228 × 7 mm"; text that is not a size is shown as typed. */
export function formatSize(stored: string): string {
  const dimensions = parseSize(stored);
  if (!dimensions) return stored.trim();
  return `${dimensions.map(String).join(" × ")} mm`;
}

export interface SizeOption {
  /** The stored text: what the filter and the URL use. */
  value: string;
  label: string;
}

export interface SizeGroup {
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
export function groupSizes(sizes: readonly string[]): readonly SizeGroup[] {
  // The catalogue's size list is one cached array shared by every render of `/products`, and
  // both of its filters show it: grouped once per list, not twice per page.
  let groups = grouped.get(sizes);
  if (!groups) {
    groups = group(sizes);
    grouped.set(sizes, groups);
  }
  return groups;
}

const grouped = new WeakMap<readonly string[], readonly SizeGroup[]>();

function group(sizes: readonly string[]): SizeGroup[] {
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
      label: `${width} mm wide`,
      width,
      options: entries
        .sort(
          (a, b) =>
            a.dimensions[0]! - b.dimensions[0]! ||
            (a.dimensions[2] ?? 0) - (b.dimensions[2] ?? 0) ||
            natural(a.value, b.value),
        )
        .map(({ value }) => ({ value, label: formatSize(value) })),
    }));
  if (other.length) {
    groups.push({
      label: "Other sizes",
      width: null,
      options: other.sort(natural).map((value) => ({ value, label: formatSize(value) })),
    });
  }
  return groups;
}
