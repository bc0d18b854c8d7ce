import { SITE_LOCALE_COOKIE } from "~/platform/i18n/site-locale";
import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { Gauge } from "prom-client";
import type { EntryContext } from "react-router";
import { metricsRegistry, pageCacheLookups } from "../metrics/metrics.server";
import { cacheTagsOf } from "./cache-tags";
import type { Invalidation } from "./read-cache.server";

/**
 * Rendered HTML of public pages, kept for a few seconds. Routes opt in with
 * `handle.pageCacheSeconds`; only cookie-less GET requests answered 200 are cached, so nothing
 * personal is ever stored, and a loader can keep its page out with a `Cache-Control: no-store`
 * header. The server answers a stored page before any routing (server/page-cache-answer.ts).
 *
 * A stored page is the same bytes for every visitor (decision 046): its nonce attributes are taken
 * out, and the content security policy it goes out with allows its inline scripts by their SHA-256
 * hashes instead. So a nonce is never shared between visitors, and the page is compressed once
 * per encoding a browser asks for rather than once per response.
 *
 * Loaders name what their page shows in a `Cache-Tag` header (space-separated tags, such as
 * `item:12 lists`, the features' own words: cache-tags.ts), so that a change drops only the
 * pages showing what it touched. A page whose loaders named nothing goes with any change. A render that was under way when something
 * changed is not kept: it may have read the database before the write committed.
 *
 * A stored page goes out with an `Age` header, so that a shared cache in front (decision 031)
 * counts the seconds it already spent here against the page's `s-maxage`.
 */

export type PageEncoding = "br" | "gzip";

export interface CachedPage {
  /** The page's bytes, the same for every visitor. */
  body: Buffer;
  /** The same bytes compressed, made when a browser first asks for that encoding. */
  encoded: Partial<Record<PageEncoding, Buffer>>;
  /** The CSP script sources allowing the page's inline scripts: `'sha256-…'`, space-separated. */
  scriptHashes: string;
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
  const key = requestPageKey(request);
  if (key === null) return null;
  const matches = context.staticHandlerContext.matches;
  const leaf = matches[matches.length - 1];
  const handle = leaf ? (context.routeModules[leaf.route.id]?.handle as PageCacheHandle | undefined) : undefined;
  const seconds = handle?.pageCacheSeconds;
  if (!seconds || context.isSpaMode) return null;
  // A loader that answered with a stand-in (e.g. data it could not read) says so with no-store.
  const loaderHeaders = Object.values(context.staticHandlerContext.loaderHeaders ?? {});
  if (loaderHeaders.some((headers) => /\bno-store\b/.test(headers.get("Cache-Control") ?? ""))) return null;
  const tags = [...new Set(loaderHeaders.flatMap(cacheTagsOf))];
  return { key, seconds, tags, generation };
}

/**
 * The stored page for `key` and its age in whole seconds, or null when this request should render
 * it. A page past its lifetime is re-rendered by one request while the others keep getting the
 * stored copy, so an expiry never makes every waiting visitor render the same page at once.
 */
export function lookupPage(key: string, now = Date.now()): { page: CachedPage; age: number } | null {
  const page = pages.get(key);
  if (!page || page.expires + STALE_GRACE_MS <= now) return null;
  if (page.expires > now) return found(page, "hit", now);
  const started = refreshing.get(key);
  if (started !== undefined && now - started < REFRESH_TIMEOUT_MS) return found(page, "stale", now);
  refreshing.set(key, now);
  return null;
}

function found(page: CachedPage, outcome: "hit" | "stale", now: number) {
  pageCacheLookups.inc({ outcome });
  return { page, age: Math.max(0, Math.floor((now - page.storedAt) / 1000)) };
}

/** A cacheable page is being rendered: the lookup before routing had nothing to answer with. */
export function pageCacheMissed() {
  pageCacheLookups.inc({ outcome: "miss" });
}

/** Addresses that a URL parser leaves exactly as they are: no dot segments, nothing it encodes. */
const PLAIN_URL = /^\/(?!\/)[\w\-.~!$&()*+,;=:@/?%]*$/;
const MAYBE_DOT_SEGMENT = /\/\.|%2e/i;

// Cookies no page reads: the visitor's remembered language (read by the page's own script).
const IGNORED_COOKIE = new RegExp(`^\\s*${SITE_LOCALE_COOKIE}=[a-z]{2}\\s*$`);
const readsNoCookie = (cookie: string | undefined) => cookie === undefined || cookie.split(";").every((part) => IGNORED_COOKIE.test(part));

/**
 * The key of a document request when it may be answered from the cache at all: GETs without a
 * cookie any page reads (the same rule as {@link pageCachePolicy}), keyed by path and query as
 * the router sees them.
 */
export function pageCacheKey(method: string, url: string, headers: { cookie?: string; authorization?: string }) {
  if (method !== "GET" || !readsNoCookie(headers.cookie) || headers.authorization !== undefined) return null;
  if (PLAIN_URL.test(url) && !url.endsWith("?") && !MAYBE_DOT_SEGMENT.test(url)) return url;
  // A path is joined to a stand-in origin, never resolved against it: `//host/x` is a path here.
  const absolute = url.startsWith("/") ? `http://page.cache${url}` : url;
  if (!URL.canParse(absolute)) return null;
  const parsed = new URL(absolute);
  return parsed.pathname + parsed.search;
}

/** {@link pageCacheKey} of a request as the router sees it. */
export function requestPageKey(request: Request) {
  return pageCacheKey(request.method, request.url, {
    cookie: request.headers.get("cookie") ?? undefined,
    authorization: request.headers.get("authorization") ?? undefined,
  });
}

/** The page's bytes in `encoding` (null: as they are), compressed the first time they are asked for. */
export function pageBody(page: CachedPage, encoding: PageEncoding | null): Buffer {
  if (encoding === null) return page.body;
  const encoded = page.encoded[encoding];
  if (encoded) return encoded;
  const compressed =
    encoding === "br"
      ? brotliCompressSync(page.body, {
          params: {
            [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
            [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
          },
        })
      : gzipSync(page.body, { level: zlibConstants.Z_BEST_COMPRESSION });
  page.encoded[encoding] = compressed;
  return compressed;
}

/**
 * Done once per stored page and encoding, while a request waits: about 2 ms for 100 KB of HTML,
 * against 15 ms at quality 9 for 2 % fewer bytes.
 */
const BROTLI_QUALITY = 5;

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const SCRIPT_SOURCE = /\bsrc\s*=/i;

/**
 * The page as every visitor may get it: without its nonce attributes, with the hashes of its inline
 * scripts for its content security policy. Null when the nonce is found anywhere else in the page.
 */
export function sharedPage(html: string, nonce: string): { html: string; scriptHashes: string } | null {
  if (!nonce) return null;
  const shared = html.replaceAll(` nonce="${nonce}"`, "");
  if (shared.includes(nonce)) return null;
  const hashes = new Set<string>();
  for (const [, attributes, content] of shared.matchAll(INLINE_SCRIPT)) {
    if (SCRIPT_SOURCE.test(attributes!)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content!).digest("base64")}'`);
  }
  return { html: shared, scriptHashes: [...hashes].join(" ") };
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
  const shared = sharedPage(html, nonce);
  if (!shared) return;
  pages.delete(key);
  pages.set(key, {
    body: Buffer.from(shared.html),
    encoded: {},
    scriptHashes: shared.scriptHashes,
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
