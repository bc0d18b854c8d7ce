import { siteRequestOf, type RequestContext } from "~/platform/http/request-context";
import type { EntryContext, HandleDataRequestFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { dataCacheControl, documentCaching } from "~/platform/http/cache-control.server";
import { NonceProvider } from "~/platform/render/nonce";
import { logger } from "~/platform/log/logger.server";
import { pageCacheMissed, pageCachePolicy, pageNotRefreshed, requestPageKey, storePage } from "~/platform/cache/page-cache.server";
import { deferAppScripts } from "~/platform/render/defer-scripts.server";
import { renderDocument } from "~/platform/render/render-document.server";
import { EnhanceScriptProvider, IslandScriptsProvider, pageIslands, pageModule, shipsNoApp } from "~/platform/render/page-scripts";
import { enhanceScriptAddress, islandScriptsAddress } from "~/platform/render/enhance-script.server";
import { IslandsProvider, type PlacedIsland } from "~/platform/render/islands";
import { renderIslands } from "~/platform/render/islands.server";
import { islandSources, isIslandName } from "~/islands/island-sources";
import "~/registrations.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RequestContext,
) {
  // Who may keep the page, before it is stored here with its headers (decision 031).
  const caching = documentCaching(request, responseStatusCode, responseHeaders, routerContext);
  if (caching) {
    responseHeaders.set("Cache-Control", caching.cacheControl);
    if (caching.vary) responseHeaders.set("Vary", caching.vary);
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = siteRequestOf(loadContext).cspNonce;
  // Stored pages are answered before routing (server/page-cache-answer.ts); this one is rendered.
  const cache = pageCachePolicy(request, responseStatusCode, routerContext);
  if (cache) pageCacheMissed();
  else {
    // A cookie-less page that is not cacheable (any more: now a 404, or its loader said
    // no-store): if this request was the one refreshing it, it is done.
    const key = requestPageKey(request);
    if (key !== null) pageNotRefreshed(key);
  }
  // A page that declares it needs no client app gets the chrome's small module instead, and
  // not its loader data again for hydration (page-scripts.tsx).
  const handles = routerContext.staticHandlerContext.matches.map((match) => routerContext.routeModules[match.route.id]?.handle);
  const noApp = shipsNoApp(handles);
  const context = noApp ? { ...routerContext, serverHandoffStream: undefined } : routerContext;
  // Its islands: the components it names, rendered each on its own into its marker (islands.tsx).
  const islands = noApp ? islandScripts(pageIslands(handles)) : null;
  const placed: PlacedIsland[] = [];
  return renderDocument(
    <NonceProvider value={nonce}>
      <EnhanceScriptProvider value={noApp ? enhanceScriptAddress(pageModule(handles)) : null}>
        <IslandScriptsProvider value={islands}>
          <IslandsProvider value={noApp ? placed : null}>
            <ServerRouter context={context} url={request.url} nonce={nonce} />
          </IslandsProvider>
        </IslandScriptsProvider>
      </EnhanceScriptProvider>
    </NonceProvider>,
    {
      nonce,
      timeoutMs: streamTimeout + 1000,
      onBoundaryError: (error) => logger.error({ err: error, url: request.url }, "render error"),
    },
  ).then(
    ({ bytes, failed }) => {
      const page = placed.length > 0 ? withIslands(bytes, placed, pageIslands(handles)) : deferAppScripts(bytes);
      // Before the page is stored: its headers are stored with it.
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      if (cache) {
        // Keep a copy of a complete, successful page for the next visitors.
        if (responseStatusCode === 200 && !failed) {
          storePage(cache.key, page.toString("utf8"), nonce, cache.seconds, Date.now(), responseHeaders, cache);
        } else {
          pageNotRefreshed(cache.key);
        }
      }
      // Bytes, not a string: a string body is checked for lone surrogates and encoded again.
      return new Response(new Uint8Array(page.buffer as ArrayBuffer, page.byteOffset, page.byteLength), {
        headers: responseHeaders,
        status: responseStatusCode,
      });
    },
    (error: unknown) => {
      if (cache) pageNotRefreshed(cache.key);
      throw error;
    },
  );
}

/** What a page naming islands loads for them; null for a page with none. */
function islandScripts(names: readonly string[]) {
  if (names.length === 0) return null;
  return islandScriptsAddress(names.map((name) => {
    if (!isIslandName(name)) throw new Error(`A page names an island that does not exist: ${name}.`);
    return islandSources[name];
  }));
}

/** The page with its islands rendered, each of them one the page named (else the browser would not load it). */
function withIslands(page: Buffer, placed: readonly PlacedIsland[], named: readonly string[]) {
  const unnamed = placed.find((island) => !named.includes(island.name));
  if (unnamed) throw new Error(`The page renders the island ${unnamed.name} but its handle does not name it.`);
  return renderIslands(page, placed);
}

/** A page's data fetched on a click: see {@link dataCacheControl}. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  const cacheControl = response.headers.has("Cache-Control") ? null : dataCacheControl(request);
  if (cacheControl) response.headers.set("Cache-Control", cacheControl);
  return response;
};

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  // A request the router refuses (a method a route does not take, a bad parameter) is the sender's.
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.warn({ status: error.status, url: request.url, reason: error.data as unknown }, "request refused");
    return;
  }
  logger.error({ err: error, url: request.url }, "request failed");
}
