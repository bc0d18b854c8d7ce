import type { NextFunction, Request, Response } from "express";
import { lookupPage, pageBody, pageCacheKey, type PageEncoding } from "~/platform/cache/page-cache.server";
import type { SecurityHeaders } from "~/platform/http/security-headers.server";

/*
 * A page the router stored a moment ago (page-cache.server.ts) goes out before anything else runs
 * for it: no session, database, rendering or routing, and its compressed bytes made once. Its
 * loaders have nothing new to say until it expires.
 *
 * Only an address that every later step would have passed on to the router unchanged can be in
 * the cache at all: the cache keeps pages the router answered 200 to cookie-less GETs, the page
 * routes are public, and a path with another spelling (server/canonical-path.ts) is redirected
 * before it is ever rendered, so it is never stored.
 */

/** The encoding to send a stored page in, by the request's Accept-Encoding (Brotli first). */
function chosenEncoding(req: Request): PageEncoding | null {
  if (req.headers["accept-encoding"] === undefined) return null;
  if (req.acceptsEncodings("br") === "br") return "br";
  return req.acceptsEncodings("gzip") === "gzip" ? "gzip" : null;
}

export function pageCacheAnswer(security: SecurityHeaders) {
  return (req: Request, res: Response, next: NextFunction) => {
    const key = pageCacheKey(req.method, req.originalUrl, req.headers);
    const found = key === null ? null : lookupPage(key);
    if (!found) return next();
    const { page, age } = found;
    const encoding = chosenEncoding(req);
    const body = pageBody(page, encoding);
    security.apply(res, page.scriptHashes);
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader("Age", String(age));
    res.setHeader("Vary", "Accept-Encoding");
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.statusCode = 200;
    res.end(body);
  };
}
