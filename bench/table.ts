// Plain-text tables: console.table adds an index column and quotes strings, which is noisy in logs.

export type Cell = string | number | null | undefined;

/** Renders rows under headers; columns holding only numbers (or blanks) are right-aligned. */
export function formatTable(
  headers: readonly string[],
  rows: readonly (readonly Cell[])[],
): string {
  const text = [headers, ...rows].map((row) => headers.map((_, i) => cellText(row[i])));
  const widths = headers.map((_, i) => Math.max(...text.map((row) => row[i]?.length ?? 0)));
  const numeric = headers.map((_, i) =>
    rows.every((row) => typeof row[i] !== "string" || row[i] === ""),
  );
  const line = (row: string[]) =>
    row
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  const [head = [], ...body] = text;
  return [line(head), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(line)].join("\n");
}

function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return "—"; // A failed measurement, visibly.
  return String(cell);
}

/** Rounds for display; `null` stays empty so a failed measurement is visible as "—". */
export function round(value: number | null | undefined, digits = 0): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * The one or two most frequent values of a count, with their shares when there is more than one
 * ("HIT 97.5%, MISS 2.5%"); blank when nothing was counted.
 */
export function describeShares(counts: Record<string, number>): string {
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  if (total === 0) return "";
  return Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 2)
    .map(([value, n]) => (n === total ? value : `${value} ${round((100 * n) / total, 1)}%`))
    .join(", ");
}

/** A file-name-safe timestamp such as 2025-01-31T12-00-00Z. */
export function timestamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-");
}

/** Reads a whole number from the environment, bounded so a typo cannot start an hour-long run. */
export function intFromEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
    process.exit(2);
  }
  return value;
}
