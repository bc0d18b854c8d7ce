import { matchRoutes, type ServerBuild } from "react-router";
import type { RouteWithHandle, SiteRoutes } from "~/platform/http/route-handles";
import { routeTree, type PatternRoute } from "./metrics";

/*
 * The build's routes with their modules' `handle` exports, for the loaders (decision 058): the
 * server build exposes each route's module, so what a route declares of itself is read here
 * rather than written again by address in the modules that need it.
 */

const made = new WeakMap<ServerBuild["routes"], SiteRoutes>();

/** The routes of `build`, made once per build (in development, once per rebuild). */
export function siteRoutes(build: ServerBuild): SiteRoutes {
  let routes = made.get(build.routes);
  if (!routes) made.set(build.routes, (routes = routesOf(build.routes)));
  return routes;
}

function routesOf(manifest: ServerBuild["routes"]): SiteRoutes {
  const tree = routeTree(manifest);
  const byId = new Map<string, RouteWithHandle>();
  const visit = (routes: typeof tree) => {
    for (const route of routes as PatternRoute[]) {
      byId.set(route.id!, { id: route.id!, pattern: route.pattern, handle: manifest[route.id!]?.module.handle });
      if (route.children) visit(route.children);
    }
  };
  visit(tree);
  const all = Object.keys(manifest).flatMap((id) => byId.get(id) ?? []);
  return {
    all,
    matching: (pathname) => (matchRoutes(tree, pathname) ?? []).map((match) => byId.get(match.route.id!)!),
  };
}
