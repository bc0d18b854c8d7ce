import { Gauge } from "prom-client";
import type { EntryContext } from "react-router";
import { metricsRegistry, pageCacheLookups } from "../metrics/metrics.server";
import type { Invalidation } from "./read-cache.server";

/**
 * Rendered HTML of public catalogue pages, kept for a few seconds. Every visitor gets the same
 * page for the same URL except for the CSP nonce, so the HTML is stored split at the nonce and
 * joined with each response's own fresh one. Routes opt in with `handle.pageCacheSeconds`; only
 * cookie-less GET requests answered 200 are cached, so nothing personal is ever stored, and a
 * loader can keep its page out with a `Cache-Control: no-store` header.
 *
 * Loaders name what their page shows in a `Cache-Tag` header (space-separated tags, such as
 * `product:12 lists`), so that a change drops only the pages showing what it touched. A page
 * whose loaders named nothing goes with any change. A render that was under way when something
 * changed is not kept: it may have read the database before the write committed.
 *
 * A stored page goes out with an `Age` header, so that a shared cache in front (decision 031)
 * counts the seconds it already spent here against the page's `s-maxage`.
 */

interface CachedPage {
  /** The page's bytes split at its nonce: joining buffers is cheaper than encoding text. */
  parts: Buffer[];
  /** The response headers the page was rendered with (content type, caching, links). */
  headers: [string, string][];
  expires: number;
  storedAt: number;
  /** What the page shows (the loaders' Cache-Tag headers); empty: anything may change it. */
  tags: string[];
}

const pages = new Map<string, CachedPage>();
/** Pages being rendered afresh, by key, with when that started. */
const refreshing = new Map<string, number>();
const MAX_PAGES = 300;
/** An expired page is still served (to all but the one request re-rendering it) for this long. */
const STALE_GRACE_MS = 30_000;
/** Counts invalidations, so a render can tell whether anything changed while it ran. */
let generation = 0;
/** A re-render that has not finished by then is presumed lost. */
const REFRESH_TIMEOUT_MS = 5_000;

new Gauge({
  name: "page_cache_pages",
  help: "Rendered pages kept in the page cache.",
  registers: [metricsRegistry],
  collect() {
    this.set(pages.size);
  },
});

export interface PageCacheHandle {
  pageCacheSeconds?: number;
}

/** The cache key and lifetime for a request, or null when its page must be rendered afresh. */
export function pageCachePolicy(
  request: Request,
  status: number,
  context: EntryContext,
): { key: string; seconds: number; tags: string[]; generation: number } | null {
  if (status !== 200) return null;
  const key = pageCacheKey(request.method, request.url, {
    cookie: request.headers.get("cookie") ?? undefined,
    authorization: request.headers.get("authorization") ?? undefined,
  });
  if (key === null) return null;
  const matches = context.staticHandlerContext.matches;
  const leaf = matches[matches.length - 1];
  const handle = leaf ? (context.routeModules[leaf.route.id]?.handle as PageCacheHandle | undefined) : undefined;
  const seconds = handle?.pageCacheSeconds;
  if (!seconds || context.isSpaMode) return null;
  // A loader that answered with a stand-in (e.g. data it could not read) says so with no-store.
  const loaderHeaders = Object.values(context.staticHandlerContext.loaderHeaders ?? {});
  if (loaderHeaders.some((headers) => /\bno-store\b/.test(headers.get("Cache-Control") ?? ""))) return null;
  const tags = [...new Set(loaderHeaders.flatMap((headers) => (headers.get("Cache-Tag") ?? "").split(/\s+/).filter(Boolean)))];
  return { key, seconds, tags, generation };
}

/**
 * The stored page with `nonce` in place, or null when this request should render it. A page past
 * its lifetime is re-rendered by one request while the others keep getting the stored copy, so an
 * expiry never makes every waiting visitor render the same page at once.
 */
export function cachedPage(key: string, nonce: string, now = Date.now()): Buffer | null {
  const page = pages.get(key);
  if (!page || page.expires + STALE_GRACE_MS <= now) return missed();
  if (page.expires > now) return found(page, nonce, "hit");
  const started = refreshing.get(key);
  if (started !== undefined && now - started < REFRESH_TIMEOUT_MS) return found(page, nonce, "stale");
  refreshing.set(key, now);
  return missed();
}

function found(page: CachedPage, nonce: string, outcome: "hit" | "stale") {
  pageCacheLookups.inc({ outcome });
  return withNonce(page, nonce);
}

/** This request renders the page (and stores it, when it can). */
function missed(): null {
  pageCacheLookups.inc({ outcome: "miss" });
  return null;
}

/** Whole seconds since the stored page for `key` was rendered, for its `Age` header; null: none stored. */
export function cachedPageAge(key: string, now = Date.now()): number | null {
  const page = pages.get(key);
  return page ? ageOf(page, now) : null;
}

const ageOf = (page: CachedPage, now: number) => Math.max(0, Math.floor((now - page.storedAt) / 1000));

/**
 * The key of a document request when it may be answered from the cache at all: cookie-less GETs
 * (the same rule as {@link pageCachePolicy}), keyed by path and query as the router sees them.
 */
export function pageCacheKey(method: string, url: string, headers: { cookie?: string; authorization?: string }) {
  if (method !== "GET" || headers.cookie !== undefined || headers.authorization !== undefined) return null;
  // A path is joined to a stand-in origin, never resolved against it: `//host/x` is a path here.
  const absolute = url.startsWith("/") ? `http://page.cache${url}` : url;
  if (!URL.canParse(absolute)) return null;
  const parsed = new URL(absolute);
  return parsed.pathname + parsed.search;
}

/**
 * A stored page still within its lifetime, with its headers, for the server to answer before
 * routing. It never starts a re-render: past its lifetime a page goes through the router, where
 * {@link cachedPage} lets one request render it afresh.
 */
export function freshPage(key: string, nonce: string, now = Date.now()): { body: Buffer; headers: [string, string][] } | null {
  const page = pages.get(key);
  if (!page || page.expires <= now) return null;
  return { body: found(page, nonce, "hit"), headers: [...page.headers, ["age", String(ageOf(page, now))]] };
}

function withNonce(page: CachedPage, nonce: string) {
  const separator = Buffer.from(nonce);
  return Buffer.concat(page.parts.flatMap((part, index) => (index === 0 ? [part] : [separator, part])));
}

/** A re-render ended without a page to store (an error, a different status). */
export function pageNotRefreshed(key: string) {
  refreshing.delete(key);
}

export function storePage(
  key: string,
  html: string,
  nonce: string,
  seconds: number,
  now = Date.now(),
  headers: Headers = new Headers({ "Content-Type": "text/html; charset=utf-8" }),
  rendered: { tags?: string[]; generation?: number } = {},
) {
  refreshing.delete(key);
  // Something changed while the page was rendered: it may show what was there before.
  if (rendered.generation !== undefined && rendered.generation !== generation) return;
  // Without a nonce to swap (it should always be there) the page is not safe to share.
  if (!nonce || !html.includes(nonce)) return;
  pages.delete(key);
  pages.set(key, {
    parts: html.split(nonce).map((part) => Buffer.from(part)),
    // Nothing personal is ever stored, and no header may carry the old nonce.
    headers: [...headers].filter(([name, value]) => name !== "set-cookie" && name !== "age" && !value.includes(nonce)),
    expires: now + seconds * 1000,
    storedAt: now,
    tags: rendered.tags ?? [],
  });
  while (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!);
}

/** Drops every stored page. */
export function clearPageCache() {
  invalidatePages("*");
}

/** Drops the pages showing any of `tags` (and those that named nothing); `"*"` drops them all. */
export function invalidatePages(tags: Invalidation) {
  generation += 1;
  if (tags === "*") {
    pages.clear();
    refreshing.clear();
    return;
  }
  const touched = new Set(tags);
  for (const [key, page] of pages) {
    if (page.tags.length === 0 || page.tags.some((tag) => touched.has(tag))) {
      pages.delete(key);
      refreshing.delete(key);
    }
  }
}
