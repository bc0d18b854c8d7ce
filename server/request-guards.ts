import { randomUUID } from "node:crypto";
import { STATUS_CODES } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { inRequestScope, logger } from "~/platform/log/logger.server";

declare module "node:http" {
  interface IncomingMessage {
    /** The id the request is known by in the logs and its X-Request-Id header (requestIds). */
    id?: string;
  }
}

/*
 * What the server settles before a request reaches the router: methods it never serves, addresses
 * that are not paths, the browser features pages may use, and how a failed request is answered.
 */

/** Every page and resource route answers these; the router itself answers 405 per route within them. */
const SERVED_METHODS = ["GET", "HEAD", "POST"] as const;
const ALLOW = SERVED_METHODS.join(", ");

/** TRACE, PUT, PROPFIND…: refused with the methods that are served, before any routing. */
export function refuseUnservedMethods(req: Request, res: Response, next: NextFunction) {
  if ((SERVED_METHODS as readonly string[]).includes(req.method)) return next();
  res.setHeader("Allow", ALLOW);
  res.setHeader("Cache-Control", "no-store");
  if (req.method === "OPTIONS") {
    res.status(204).end();
    return;
  }
  res.status(405).type("text/plain").send("Method Not Allowed");
}

/**
 * `//products` or `///` is not a path (a URL parser reads the first segment as a host name): send
 * the visitor to the path with one leading slash, which can never point at another site.
 */
export function collapseLeadingSlashes(req: Request, res: Response, next: NextFunction) {
  if (!req.originalUrl.startsWith("//")) return next();
  res.redirect(301, req.originalUrl.replace(/^\/+/, "/"));
}

/**
 * Behind a proxy without TRUST_PROXY every visitor seems to come from the proxy, so all of them
 * share one enquiry rate limit. Forwarded requests without that setting are reported, once.
 */
export function warnOnUntrustedForwarding(trustProxy: string | undefined) {
  let warned = Boolean(trustProxy);
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!warned && req.headers["x-forwarded-for"] !== undefined) {
      warned = true;
      logger.warn(
        { remoteAddress: req.socket.remoteAddress },
        "Requests arrive with X-Forwarded-For but TRUST_PROXY is not set: every visitor is seen as the proxy's address and shares one enquiry rate limit. Set TRUST_PROXY to the proxy's address or hop count.",
      );
    }
    next();
  };
}

/** The status an error carries (Express and its parsers set `status` or `statusCode`). */
function errorStatus(error: unknown): number {
  if (typeof error !== "object" || error === null) return 500;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const value = typeof status === "number" ? status : typeof statusCode === "number" ? statusCode : 500;
  return value >= 400 && value < 600 ? value : 500;
}

/**
 * The last handler: an error that carries a 4xx (a path that cannot be decoded, a body too large)
 * is the sender's and is answered as such with a warning; anything else is ours, logged as an error.
 */
export function answerFailedRequest(error: unknown, _req: Request, res: Response, next: NextFunction) {
  const status = errorStatus(error);
  if (status < 500) logger.warn({ err: error, status }, "request refused");
  else {
    logger.error({ err: error }, "unhandled request error");
    // The request's own line says why it failed (request-log.ts).
    res.locals.failure = error;
  }
  if (res.headersSent) return next(error);
  res.status(status).set("Cache-Control", "no-store").type("text/plain").send(STATUS_CODES[status] ?? "Error");
}

/** What a request id from a proxy may look like: a UUID, nginx's `$request_id`, a trace id. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id a request is known by in the logs: the proxy's `X-Request-Id` when a trusted proxy is in
 * front (so its access log and ours name the same request), otherwise a new UUID. An id that is
 * not a short plain token is never taken: it would be written into every log line of the request.
 */
export function requestIdFor(incoming: string | string[] | undefined, trustProxy: boolean): string {
  const given = Array.isArray(incoming) ? incoming[0] : incoming;
  return trustProxy && given !== undefined && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Gives each request its id (`req.id`, which the request log uses), answers it in `X-Request-Id`
 * so a visitor or the proxy can quote it, and names it on every log line written while the request
 * is answered, whichever module writes it.
 */
export function requestIds(trustProxy: string | undefined) {
  return (req: Request, res: Response, next: NextFunction) => {
    const id = requestIdFor(req.headers["x-request-id"], Boolean(trustProxy));
    req.id = id;
    res.setHeader("X-Request-Id", id);
    const scope = inRequestScope(id, next);
    res.once("close", () => scope.ended());
  };
}
