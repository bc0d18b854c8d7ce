// The system this site replaced addressed projects and articles by number (1 to 4, in the order of
// the content lists); those links live on in bookmarks and search results.

/**
 * The list position (0-based) an old numeric id names, or null when the id is not such a number
 * or is past the end. Only short digit strings are read, so no huge number is ever parsed.
 */
export function legacyContentIndex(id: string, count: number): number | null {
  if (!/^[1-9]\d{0,2}$/.test(id)) return null;
  const index = Number(id) - 1;
  return index < count ? index : null;
}
