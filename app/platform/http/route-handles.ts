import { matchRoutes } from "react-router";

/*
 * What a route says of itself in its module's `handle` export, readable where a request is
 * answered: the server (server/app.ts) hands every loader the routes of its build with their
 * handles (`siteRequestOf(context).routes`), so that a layout's loader can read what the page it
 * wraps declares without matching the address again by hand. A page's components read the same
 * handles from `useMatches()`.
 */

/** A route of the site: its id, its whole pattern (`/admin/users/:id`) and its module's `handle`. */
export interface RouteWithHandle {
  readonly id: string;
  readonly pattern: string;
  readonly handle: unknown;
}

export interface SiteRoutes {
  /** The routes serving `pathname`, outermost first; none when no route does. */
  matching(pathname: string): readonly RouteWithHandle[];
  /** Every route of the site, in the route table's order. */
  readonly all: readonly RouteWithHandle[];
}

/**
 * Which of `patterns` (whole patterns, `/admin/users/:id`) serves `pathname`, ranked as the
 * router ranks them (a fixed segment before a parameter, a parameter before a splat); -1 for none.
 */
export function patternServing(patterns: readonly string[], pathname: string): number {
  const routes = patterns.map((path, index) => ({ id: String(index), path }));
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
  return leaf ? Number(leaf.id) : -1;
}
