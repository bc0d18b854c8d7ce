import { PassThrough, Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { dataCacheControl, documentCaching } from "~/platform/http/cache-control.server";
import { NonceProvider } from "~/platform/render/nonce";
import { logger } from "~/platform/log/logger.server";
import { pageCacheMissed, pageCachePolicy, pageNotRefreshed, requestPageKey, storePage } from "~/platform/cache/page-cache.server";
import { createPaintFirstTransform } from "~/platform/render/defer-scripts.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
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
  const nonce = loadContext.cspNonce;
  // Stored pages are answered before routing (server/page-cache-answer.ts); this one is rendered.
  const cache = pageCachePolicy(request, responseStatusCode, routerContext);
  if (cache) pageCacheMissed();
  else {
    // A cookie-less page that is not cacheable (any more: now a 404, or its loader said
    // no-store): if this request was the one refreshing it, it is done.
    const key = requestPageKey(request);
    if (key !== null) pageNotRefreshed(key);
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the complete document; people get the shell as soon as it is ready.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          const paintFirst = createPaintFirstTransform();
          if (cache) {
            // Keep a copy of a complete, successful page for the next visitors.
            const chunks: Buffer[] = [];
            const copy = new Transform({
              transform(chunk: Buffer, _encoding, callback) {
                chunks.push(Buffer.from(chunk));
                callback(null, chunk);
              },
              flush(callback) {
                if (responseStatusCode === 200) {
                  const html = Buffer.concat(chunks).toString("utf8");
                  storePage(cache.key, html, nonce, cache.seconds, Date.now(), responseHeaders, cache);
                } else {
                  pageNotRefreshed(cache.key);
                }
                callback();
              },
            });
            paintFirst.pipe(copy).pipe(body);
          } else {
            paintFirst.pipe(body);
          }
          pipe(paintFirst);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          if (cache) pageNotRefreshed(cache.key);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "render error");
        },
      },
    );
  });
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
