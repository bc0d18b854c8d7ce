import type { NextFunction, Request, Response } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { dataPathOf, pageOfDataPath } from "~/platform/http/request-url";
import { routeTree, type PatternRoute } from "./metrics";

/*
 * One spelling per address (decision 034). The router matches a path whatever its case and after
 * decoding it, and the URL parser in front of it resolves `.` and `..` segments and reads `\` as
 * `/`: `/AUTH/Sign-Out`, `/%61uth/sign-out` and `/products/../auth/sign-out` all reach the page
 * `/auth/sign-out`. The rules that guard the private area and choose caching headers read the
 * address as written, so before any of them runs every other spelling of a route's address is sent
 * to its canonical one (301, for GET and HEAD) or refused (400, anything else).
 *
 * Canonical: dot segments resolved, and each segment of the route's own pattern exactly as the
 * route table writes it (lower case, no percent-encoding); what fills a parameter (`:id`, `*`) is
 * left exactly as sent, so ids, media keys and query strings are never touched.
 */

/**
 * Whether a path could be another spelling of a route's address: a capital letter, a percent sign,
 * a backslash or a dot segment. Every other path is canonical as it stands, and costs this one test.
 */
const MAYBE_OTHER_SPELLING = /[A-Z%\\]|\/\.{1,2}(?:[/\\]|$)/;

const SINGLE_DOT = /^(?:\.|%2e)$/i;
const DOUBLE_DOT = /^(?:\.|%2e){2}$/i;

/** The path's segments as a URL parser leaves them: `\` is `/`, `.` and `..` (also as `%2e`) resolved. */
function resolvedSegments(path: string): string[] {
  const parts = path.split(/[/\\]/).slice(1);
  const segments: string[] = [];
  parts.forEach((part, index) => {
    if (DOUBLE_DOT.test(part)) segments.pop();
    else if (!SINGLE_DOT.test(part)) segments.push(part);
    // `/a/..` and `/a/.` end in a slash.
    if (index === parts.length - 1 && (SINGLE_DOT.test(part) || DOUBLE_DOT.test(part)))
      segments.push("");
  });
  return segments;
}

/** Decoded as the router decodes a path before matching it (an encoded `/` stays encoded). */
function decodedForMatching(path: string): string | null {
  try {
    return path
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    // Not valid percent-encoding: refused further on, whatever its spelling.
    return null;
  }
}


/** The canonical spelling of `path` (no query) within the routes of `tree`; `path` itself when it is one. */
function canonicalPath(path: string, tree: RouteObject[]): string {
  if (!MAYBE_OTHER_SPELLING.test(path)) return path;
  // Empty segments left in front (`/x/..//elsewhere.example`, `/\elsewhere.example`) would make
  // the redirect's address another host's: one slash starts it, always.
  const resolved = `/${resolvedSegments(path).join("/")}`.replace(/^\/+/, "/");
  // The router's data requests name their page with `.data` (`/_.data` for the home page).
  const dataOf = pageOfDataPath(resolved);
  const data = dataOf !== null;
  const page = dataOf ?? resolved;
  const decoded = decodedForMatching(page);
  const leaf =
    decoded === null
      ? undefined
      : (matchRoutes(tree, decoded)?.at(-1)?.route as PatternRoute | undefined);
  if (!leaf) return resolved;
  const sent = page.split("/").slice(1);
  const canonical: string[] = [];
  const pattern = leaf.pattern.split("/").filter(Boolean);
  let index = 0;
  for (; index < pattern.length; index++) {
    const segment = pattern[index]!;
    if (segment === "*") break;
    canonical.push(segment.startsWith(":") ? sent[index]! : segment);
  }
  // A splat's segments, or the empty segment of a trailing slash, as sent.
  canonical.push(...sent.slice(index));
  const spelled = `/${canonical.join("/")}`;
  if (!data) return spelled;
  return dataPathOf(spelled);
}

const READS = new Set(["GET", "HEAD"]);

/**
 * Sends a request for another spelling of a route's address to the canonical one (GET and HEAD:
 * 301 with the query kept) or refuses it (POST: 400, in JSON under `/api/`), before the private
 * area's rules, the page cache and the router see it.
 */
export function canonicalPaths(build: ServerBuild | (() => Promise<ServerBuild>)) {
  let tree: RouteObject[] | undefined;
  const loadRoutes = (server: ServerBuild) => (tree = routeTree(server.routes));
  if (typeof build === "function") void build().then(loadRoutes, () => {});
  else loadRoutes(build);
  return (req: Request, res: Response, next: NextFunction) => {
    const url = req.originalUrl;
    const queryAt = url.indexOf("?");
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    if (!MAYBE_OTHER_SPELLING.test(path)) return next();
    // In development the build is loaded per request and may change; the latest one is used.
    if (typeof build === "function") void build().then(loadRoutes, () => {});
    if (!tree) return next();
    const canonical = canonicalPath(path, tree);
    if (canonical === path) return next();
    res.setHeader("Cache-Control", "no-store");
    if (READS.has(req.method)) {
      res.redirect(301, queryAt < 0 ? canonical : `${canonical}${url.slice(queryAt)}`);
      return;
    }
    const message = "Bad Request: this address is spelled otherwise.";
    res.status(400);
    if (canonical.startsWith("/api/")) res.json({ success: false, error: message });
    else res.type("text/plain").send(message);
  };
}
