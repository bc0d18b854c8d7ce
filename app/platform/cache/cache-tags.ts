/*
 * How a page names what it shows, so that a change drops only the pages and reads showing what it
 * touched. A loader answers with a `Cache-Tag` header (space-separated tags); the page cache reads
 * it back. The tags themselves are the features' own words: the platform only joins and splits them.
 */

/**
 * How long a cached page or read named by tags is kept (routes' `handle.pageCacheSeconds`, the
 * features' read caches). A write drops what it touched at once, in every process; this only
 * bounds how long a change another process missed (a dropped connection) can show stale.
 */
export const TAGGED_CACHE_SECONDS = 10;

export const CACHE_TAG_HEADER = "Cache-Tag";

/** The `Cache-Tag` header of a page showing these tags: each once, in the order first named. */
export function cacheTagHeaders(...tags: (readonly string[])[]): Record<string, string> {
  return { [CACHE_TAG_HEADER]: [...new Set(tags.flat())].join(" ") };
}

/** The tags a loader's headers name; none when it named nothing. */
export function cacheTagsOf(headers: Headers): string[] {
  return (headers.get(CACHE_TAG_HEADER) ?? "").split(/\s+/).filter(Boolean);
}
