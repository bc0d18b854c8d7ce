import cluster from "node:cluster";
import { createHash, timingSafeEqual } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import ipaddr from "ipaddr.js";
import { LRUCache } from "lru-cache";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { pageOfDataPath } from "~/platform/http/request-url";
import { httpRequestDuration, httpRequests, metricsRegistry, metricsText } from "~/platform/metrics/metrics.server";
// The enquiries' gauges, registered with the others.
import "~/features/enquiries/enquiry-metrics.server";

/*
 * Request metrics and the `GET /metrics` endpoint (decision 031). Requests are counted and timed
 * by route pattern (`/products/:id`), never by address: every product, search and made-up path
 * would otherwise be a series of its own.
 */

/** What the server answers itself, before the router: named as they are. */
const SERVER_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);

/** Anything no route of the site serves (the catch-all 'not found' page, a path that cannot be read). */
export const OTHER_ROUTE = "other";

type RouteManifest = Record<string, Pick<ServerBuild["routes"][string] & object, "id" | "parentId" | "path" | "index" | "caseSensitive"> | undefined>;

export type PatternRoute = RouteObject & { pattern: string };

/** The router's routes as a tree, each with its full pattern (`/admin/products/:id`). */
export function routeTree(manifest: RouteManifest): RouteObject[] {
  const routes = Object.values(manifest).filter((route) => route !== undefined);
  const build = (parentId: string | undefined, parentPattern: string): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) => {
        const pattern = route.path ? `${parentPattern.replace(/\/$/, "")}/${route.path}` : parentPattern;
        const children = build(route.id, pattern);
        const object: PatternRoute = route.index
          ? { id: route.id, index: true, pattern }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, pattern, children };
        return object;
      });
  return build(undefined, "/");
}

/**
 * The route a path is served by, as its pattern; the router's data requests (`/products.data`,
 * `/_.data` for the home page) count as their page. The catch-all route is `other`.
 */
export function routeLabeller(manifest: RouteManifest, remember = LABELS_REMEMBERED) {
  const tree = routeTree(manifest);
  // `matchRoutes` flattens and ranks every route of the site on each call: that was the largest
  // cost of answering a page from the page cache. A path's label never changes, so the labels of
  // the paths asked most recently are kept, a bounded number: every path a client makes up is
  // labelled too.
  const labels = new LRUCache<string, string>({ max: remember });
  const labelOf = (path: string): string => {
    if (SERVER_PATHS.has(path)) return path;
    const page = pageOfDataPath(path) ?? path;
    // A path that is not valid percent-encoding is refused before routing; the router would warn.
    if (!decodable(page)) return OTHER_ROUTE;
    const matches = matchRoutes(tree, page);
    const leaf = matches?.[matches.length - 1]?.route as PatternRoute | undefined;
    if (!leaf || leaf.pattern === "/*") return OTHER_ROUTE;
    return leaf.pattern;
  };
  return (path: string): string => {
    let label = labels.get(path);
    if (label === undefined) labels.set(path, (label = labelOf(path)));
    return label;
  };
}

/** How many paths' labels a labeller keeps. */
const LABELS_REMEMBERED = 5_000;

function decodable(path: string): boolean {
  try {
    decodeURI(path);
    return true;
  } catch {
    return false;
  }
}

const METHODS = new Set(["GET", "HEAD", "POST"]);

/**
 * Counts and times every request that reaches it (static files are served before it, and are
 * not counted): once its response has ended, or the client has left (`aborted`).
 */
export function requestMetrics(build: ServerBuild | (() => Promise<ServerBuild>)) {
  let label: ((path: string) => string) | undefined;
  const loadRoutes = (server: ServerBuild) => (label = routeLabeller(server.routes));
  if (typeof build === "function") {
    // In development the build is loaded per request and may change; the latest one names routes.
    void build().then(loadRoutes, () => {});
  } else {
    loadRoutes(build);
  }
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    if (typeof build === "function") void build().then(loadRoutes, () => {});
    res.once("close", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const method = METHODS.has(req.method) ? req.method : "OTHER";
      const route = label ? label(req.path) : OTHER_ROUTE;
      const status = res.writableFinished ? String(res.statusCode) : "aborted";
      httpRequests.inc({ method, route, status });
      httpRequestDuration.observe({ method, route }, seconds);
    });
    next();
  };
}

/** Headers a proxy adds: a request carrying one came through a proxy, whatever its socket says. */
const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-real-ip", "via"];

const digest = (value: string) => createHash("sha256").update(value).digest();

interface MetricsRequest {
  authorization: string | undefined;
  /** The address of the socket's other end (never a forwarded one). */
  remoteAddress: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * Who may read the metrics: whoever sends `Authorization: Bearer <METRICS_TOKEN>`, and any
 * request made on this machine directly, to the process itself. A request that came through a
 * proxy on this machine has a loopback address too, so a request carrying any proxy header needs
 * the token: otherwise every visitor behind a local nginx would count as local.
 */
export function mayReadMetrics(request: MetricsRequest, token: string | undefined): boolean {
  if (token) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.authorization ?? "");
    // Compared as digests of equal length, in constant time: nothing leaks the token's length.
    if (match?.[1] && timingSafeEqual(digest(match[1]), digest(token))) return true;
  }
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopback(request.remoteAddress);
}

export function isLoopback(address: string | undefined): boolean {
  if (!address || !ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === "loopback";
}

// The messages of server/cluster-metrics.js, which runs in the cluster's primary.
const CLUSTER_MESSAGES = {
  ready: "site-metrics:ready",
  request: "site-metrics:request",
  answer: "site-metrics:answer",
  collect: "site-metrics:collect",
  part: "site-metrics:part",
} as const;

interface ClusterMessage {
  type?: unknown;
  id?: unknown;
  text?: unknown;
  error?: unknown;
}

/** Under WEB_CONCURRENCY the primary adds up every process's metrics (server/cluster-metrics.js). */
function primaryGathers(): boolean {
  return cluster.isWorker && process.env.SITE_CLUSTER_METRICS === "1" && typeof process.send === "function";
}

/** Hands this process's metrics to the primary whenever it gathers them, from now on. */
function joinClusterMetrics() {
  process.on("message", (message: ClusterMessage) => {
    if (message?.type !== CLUSTER_MESSAGES.collect) return;
    metricsRegistry.getMetricsAsJSON().then(
      (metrics) => process.send?.({ type: CLUSTER_MESSAGES.part, id: message.id, metrics }),
      () => process.send?.({ type: CLUSTER_MESSAGES.part, id: message.id, metrics: null }),
    );
  });
  process.send?.({ type: CLUSTER_MESSAGES.ready });
}

let nextQuestion = 0;

/** Every process's metrics added up, as the primary answers them. */
function clusterMetricsText(timeoutMs = 6_000): Promise<string> {
  const id = `${process.pid}:${nextQuestion++}`;
  return new Promise((resolve, reject) => {
    const listen = (message: ClusterMessage) => {
      if (message?.type !== CLUSTER_MESSAGES.answer || message.id !== id) return;
      settle();
      if (typeof message.text === "string") resolve(message.text);
      else reject(new Error(`The cluster's metrics could not be gathered: ${String(message.error)}`));
    };
    const timer = setTimeout(() => {
      settle();
      reject(new Error("The cluster's primary did not answer with the metrics"));
    }, timeoutMs);
    const settle = () => {
      clearTimeout(timer);
      process.off("message", listen);
    };
    process.on("message", listen);
    process.send?.({ type: CLUSTER_MESSAGES.request, id });
  });
}

/**
 * `GET /metrics` in Prometheus's text format, for those {@link mayReadMetrics} lets in. Anyone else
 * goes on to the router, which answers its ordinary 'not found' page: the endpoint is not
 * advertised. Under WEB_CONCURRENCY, whichever process answers tells the sum of them all.
 */
export function metricsEndpoint(token: string | undefined) {
  const gathered = primaryGathers();
  if (gathered) joinClusterMetrics();
  return async (req: Request, res: Response, next: NextFunction) => {
    const allowed = mayReadMetrics(
      { authorization: req.headers.authorization, remoteAddress: req.socket.remoteAddress, headers: req.headers },
      token,
    );
    if (!allowed) return next();
    try {
      const body = gathered ? await clusterMetricsText() : await metricsText();
      res.status(200).set({ "Content-Type": metricsRegistry.contentType, "Cache-Control": "private, no-store" }).send(body);
    } catch (error) {
      next(error);
    }
  };
}
