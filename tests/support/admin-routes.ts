import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routeTable from "../../app/routes";
import { patternServing, type RouteWithHandle, type SiteRoutes } from "../../app/platform/http/route-handles";

/*
 * The admin's pages as the route table and their modules declare them, without starting the
 * site: each page under the admin's layout with its whole pattern and its module's `handle`, and
 * the same matching the server does with its build's routes (server/route-handles.ts).
 */

const appDir = path.resolve(import.meta.dirname, "../../app");

export interface AdminRouteModule extends RouteWithHandle {
  file: string;
  /** Whether the module draws a page (a default export), not a file or a redirect. */
  isPage: boolean;
}

/** The admin's layout in the route table. */
export const adminLayout = routeTable.find((route) => route.path === "admin" && route.children)!;

/** Every route under the admin's layout, in the table's order, with its module's exports read. */
export async function adminRouteModules(): Promise<AdminRouteModule[]> {
  return Promise.all(
    (adminLayout.children as RouteConfigEntry[]).map(async (route) => {
      const module = (await import(path.join(appDir, route.file))) as { handle?: unknown; default?: unknown };
      return {
        id: route.id!,
        file: route.file,
        pattern: `/admin${route.path ? `/${route.path}` : ""}`,
        handle: module.handle,
        isPage: typeof module.default === "function",
      };
    }),
  );
}

/** The admin's routes as the server hands them to the loaders: each address matched to its page's route. */
export function adminSiteRoutes(routes: readonly RouteWithHandle[]): SiteRoutes {
  const patterns = routes.map((route) => route.pattern);
  return {
    all: routes,
    matching: (pathname) => {
      const found = patternServing(patterns, pathname);
      return found < 0 ? [] : [routes[found]!];
    },
  };
}
