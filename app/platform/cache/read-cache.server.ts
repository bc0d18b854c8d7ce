import { LRUCache } from "lru-cache";

/** What a change touched: entries tagged with any of these go; `"*"` takes everything. */
export type Invalidation = readonly string[] | "*";

interface Entry<T> {
  value: Promise<T>;
  /** The tags of what the value shows, known once it has loaded. */
  tags: readonly string[];
}

/**
 * An in-process cache for reads that many visitors share (the public site's lists and pages), on
 * lru-cache: entries live `ttlMs`, the least recently used go first beyond `maxEntries`,
 * concurrent misses share one load, and a failed load is not kept.
 *
 * Each value says which tags it depends on (`tagsOf`), so a write drops only the entries it
 * touched (`invalidate`). Loads under way when any invalidation arrives still answer the requests
 * already waiting for them, but are not kept and not shared with later requests: they may have
 * read the database before the write committed, and their tags are not known yet.
 */
export function readCache<T>(options: {
  ttlMs: number;
  maxEntries?: number;
  tagsOf?: (value: T, key: string) => readonly string[];
  now?: () => number;
}) {
  const { ttlMs, maxEntries = 500, tagsOf = () => [], now } = options;
  const keysByTag = new Map<string, Set<string>>();
  const forget = (key: string, entry: Entry<T>) => {
    for (const tag of entry.tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
  };
  const entries = new LRUCache<string, Entry<T>>({
    max: maxEntries,
    // Infinity: kept until evicted or invalidated.
    ...(Number.isFinite(ttlMs) ? { ttl: ttlMs, ttlResolution: 0 } : {}),
    ...(now ? { perf: { now } } : {}),
    dispose: (entry, key) => forget(key, entry),
  });
  /** Entries whose load is under way, by key. */
  const loading = new Map<string, Entry<T>>();

  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit) return hit.value;
      const value = load();
      const entry: Entry<T> = { value, tags: [] };
      loading.set(key, entry);
      entries.set(key, entry);
      value.then(
        (loaded) => {
          if (loading.get(key) === entry) loading.delete(key);
          if (entries.peek(key) !== entry) return;
          const tags = tagsOf(loaded, key);
          entry.tags = tags;
          for (const tag of tags) {
            let keys = keysByTag.get(tag);
            if (!keys) keysByTag.set(tag, (keys = new Set()));
            keys.add(key);
          }
        },
        () => {
          if (loading.get(key) === entry) loading.delete(key);
          if (entries.peek(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    /** Drops the entries that show any of `tags` (all of them for `"*"`). */
    invalidate(tags: Invalidation) {
      for (const [key, entry] of loading) {
        if (entries.peek(key) === entry) entries.delete(key);
      }
      loading.clear();
      if (tags === "*") {
        entries.clear();
        return;
      }
      for (const tag of tags) {
        for (const key of [...(keysByTag.get(tag) ?? [])]) entries.delete(key);
      }
    },
    clear() {
      this.invalidate("*");
    },
    get size() {
      return entries.size;
    },
  };
}
