import type { EntryContext } from "react-router";

/**
 * Rendered HTML of public catalogue pages, kept for a few seconds. Every visitor gets the same
 * page for the same URL except for the CSP nonce, so the HTML is stored split at the nonce and
 * joined with each response's own fresh one. Routes opt in with `handle.pageCacheSeconds`; only
 * cookie-less GET requests answered 200 are cached, so nothing personal is ever stored.
 */

interface CachedPage {
  /** The page's bytes split at its nonce: joining buffers is cheaper than encoding text. */
  parts: Buffer[];
  expires: number;
}

const pages = new Map<string, CachedPage>();
/** Pages being rendered afresh, by key, with when that started. */
const refreshing = new Map<string, number>();
const MAX_PAGES = 300;
/** An expired page is still served (to all but the one request re-rendering it) for this long. */
const STALE_GRACE_MS = 30_000;
/** A re-render that has not finished by then is presumed lost. */
const REFRESH_TIMEOUT_MS = 5_000;

export interface PageCacheHandle {
  pageCacheSeconds?: number;
}

/** The cache key and lifetime for a request, or null when its page must be rendered afresh. */
export function pageCachePolicy(
  request: Request,
  status: number,
  context: EntryContext,
): { key: string; seconds: number } | null {
  if (request.method !== "GET" || status !== 200) return null;
  if (request.headers.has("cookie") || request.headers.has("authorization")) return null;
  const matches = context.staticHandlerContext.matches;
  const leaf = matches[matches.length - 1];
  const handle = leaf ? (context.routeModules[leaf.route.id]?.handle as PageCacheHandle | undefined) : undefined;
  const seconds = handle?.pageCacheSeconds;
  if (!seconds || context.isSpaMode) return null;
  const url = new URL(request.url);
  return { key: url.pathname + url.search, seconds };
}

/**
 * The stored page with `nonce` in place, or null when this request should render it. A page past
 * its lifetime is re-rendered by one request while the others keep getting the stored copy, so an
 * expiry never makes every waiting visitor render the same page at once.
 */
export function cachedPage(key: string, nonce: string, now = Date.now()): Buffer | null {
  const page = pages.get(key);
  if (!page || page.expires + STALE_GRACE_MS <= now) return null;
  if (page.expires > now) return withNonce(page, nonce);
  const started = refreshing.get(key);
  if (started !== undefined && now - started < REFRESH_TIMEOUT_MS) return withNonce(page, nonce);
  refreshing.set(key, now);
  return null;
}

function withNonce(page: CachedPage, nonce: string) {
  const separator = Buffer.from(nonce);
  return Buffer.concat(page.parts.flatMap((part, index) => (index === 0 ? [part] : [separator, part])));
}

/** A re-render ended without a page to store (an error, a different status). */
export function pageNotRefreshed(key: string) {
  refreshing.delete(key);
}

export function storePage(key: string, html: string, nonce: string, seconds: number, now = Date.now()) {
  // Without a nonce to swap (it should always be there) the page is not safe to share.
  refreshing.delete(key);
  if (!nonce || !html.includes(nonce)) return;
  pages.delete(key);
  pages.set(key, { parts: html.split(nonce).map((part) => Buffer.from(part)), expires: now + seconds * 1000 });
  while (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!);
}

/** Drops every stored page, e.g. after the catalogue changed. */
export function clearPageCache() {
  pages.clear();
  refreshing.clear();
}
