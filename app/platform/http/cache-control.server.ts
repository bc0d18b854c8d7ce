import { requestUrl } from "~/platform/http/request-url";
import type { EntryContext } from "react-router";
import type { PageCacheHandle } from "../cache/page-cache.server";

/*
 * What a shared cache in front of the site (a CDN, the proxy's micro-cache) and the browser may do
 * with each page (decision 031). Public pages look the same to every visitor, so a shared cache may
 * keep them briefly and keep serving them while it fetches a newer copy; anything personal, any
 * answer to a form and anything carrying a per-visitor token is kept out of shared caches.
 */

/**
 * How long a shared cache may serve a public page as fresh (the in-process page cache's lifetime),
 * then as stale while it fetches a new one, and while the site answers errors (a restart).
 */
const SHARED_CACHE = { seconds: 10, staleWhileRevalidate: 30, staleIfError: 300 } as const;

/** The sign-in pages and the admin, and the router's data requests for them (`/admin.data`). */
const PRIVATE_PATH = /^\/(?:auth|admin|api\/admin)(?:[/.]|$)/;

/**
 * Whether a request's path is the private area's: its pages, their data requests (`/admin.data`)
 * and the admin's API (`/api/admin/…`). A page's own address is read with `isPrivatePagePath`
 * (platform/i18n/site-locale.ts), which knows only pages.
 */
export const isPrivateRequestPath = (path: string) => PRIVATE_PATH.test(path);

/** Personal answers: kept by no cache, the browser's included. */
export const PRIVATE_NO_STORE = "private, no-store";
/** A public page with something made for this one visitor (a form's signed render time). */
export const PER_VISITOR = "private, no-cache";
/** Errors and stand-in pages: worth nothing once the trouble has passed. */
export const NOT_STORED = "no-store";

/**
 * Browsers check again on every visit (`max-age=0`); shared caches keep the page for `seconds`,
 * then serve it stale while they fetch it again.
 */
export function sharedCacheControl(seconds: number = SHARED_CACHE.seconds): string {
  return [
    "public",
    "max-age=0",
    `s-maxage=${seconds}`,
    `stale-while-revalidate=${SHARED_CACHE.staleWhileRevalidate}`,
    `stale-if-error=${SHARED_CACHE.staleIfError}`,
  ].join(", ");
}

const READS = new Set(["GET", "HEAD"]);

/**
 * The caching headers of a rendered page: `Cache-Control`, and `Vary` when a shared cache may keep
 * it. Only what the page's content depends on is named in `Vary`: the compression the server
 * chooses by `Accept-Encoding`. Cookies are not, because public pages never read them. Null in the
 * private area, which has said `private, no-store` before routing (server/admin-area.ts): the
 * server adds a page's headers to those, so a second value would be sent twice.
 */
export function documentCaching(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): { cacheControl: string; vary?: string } | null {
  if (isPrivateRequestPath(requestUrl(request).pathname)) return null;
  // The answer to a form shows what this visitor sent.
  if (!READS.has(request.method.toUpperCase())) return { cacheControl: PRIVATE_NO_STORE };
  if (headers.has("Set-Cookie")) return { cacheControl: PRIVATE_NO_STORE };
  if (status !== 200 || context.staticHandlerContext.errors) return { cacheControl: NOT_STORED };
  // A loader may say it itself: `no-store` for a stand-in page, `private` for its own reasons.
  const loaderValues = Object.values(context.staticHandlerContext.loaderHeaders ?? {})
    .map((loaderHeaders) => loaderHeaders.get("Cache-Control"))
    .filter((value): value is string => Boolean(value));
  const stricter = loaderValues.find((value) => /\bno-store\b/.test(value)) ?? loaderValues.find((value) => /\b(?:private|no-cache)\b/.test(value));
  if (stricter) return { cacheControl: stricter };
  // A form carries a token signed with the moment it was rendered (the contact form's guard): one
  // page shared by many visitors would hand all of them the same moment.
  const loaderData = Object.values(context.staticHandlerContext.loaderData ?? {});
  if (loaderData.some((data) => typeof data === "object" && data !== null && "formToken" in data)) {
    return { cacheControl: PER_VISITOR };
  }
  const matches = context.staticHandlerContext.matches;
  const leaf = matches[matches.length - 1];
  const handle = leaf ? (context.routeModules[leaf.route.id]?.handle as PageCacheHandle | undefined) : undefined;
  return { cacheControl: sharedCacheControl(handle?.pageCacheSeconds), vary: "Accept-Encoding" };
}

/**
 * The caching header of a router data request (a page's data fetched on a click), when its loaders
 * set none: kept by no cache. Unlike a document, this answer cannot tell which route's data carries
 * a per-visitor token, and what shared caches are for, first visits and crawlers, fetches
 * documents. Null in the private area, whose own header stands (see {@link documentCaching}).
 */
export function dataCacheControl(request: Request): string | null {
  return isPrivateRequestPath(requestUrl(request).pathname) ? null : PRIVATE_NO_STORE;
}
