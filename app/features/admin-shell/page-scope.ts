import type { MessageScope } from "~/platform/i18n/message-scopes";
import { patternServing, type RouteWithHandle } from "~/platform/http/route-handles";
import { isAdminHandle, type AdminHandle } from "~/ui/admin/admin-handle";

/*
 * The texts the admin's layout sends with a page (decision 058): the frame's, every page's name
 * (the browser tab's title, which the layout writes), and the page's own scope, which its route
 * declares in its `handle`. Pages that are sent the same texts form a group: moving between pages
 * of one group keeps the texts the layout sent; entering another group fetches its own.
 */

/** The admin's frame on every page: header, tabs, notices, and the checks forms share. */
const SHELL_SCOPE = [
  "admin.",
  "common.",
  "users.role.",
  "auth.action.",
  "auth.error.",
  "auth.toast.",
  "auth.validation.",
  "auth.verify.",
  "enquiries.tabNew",
  "editor.toast.",
] as const;

/** A page of the admin: its whole pattern and what its route declares. */
export interface AdminRoute {
  pattern: string;
  handle: AdminHandle;
}

const adminRoutesOf = new WeakMap<readonly RouteWithHandle[], AdminRoute[]>();

/** The admin's pages of a list of routes (the build's, the same list on every request), read once. */
export function adminRoutes(routes: readonly RouteWithHandle[]): AdminRoute[] {
  let found = adminRoutesOf.get(routes);
  if (!found) adminRoutesOf.set(routes, (found = pagesOf(routes)));
  return found;
}

function pagesOf(routes: readonly RouteWithHandle[]): AdminRoute[] {
  return routes.flatMap(({ pattern, handle }) => (isAdminHandle(handle) ? [{ pattern, handle }] : []));
}

/** The texts the page declaring `page` is sent, among the admin's `pages`: the frame's, every page's name, its own. */
export function pageScope(pages: readonly AdminRoute[], page: AdminHandle | undefined): MessageScope {
  const titles = [...new Set(pages.map(({ handle }) => handle.title))];
  return [...SHELL_SCOPE, ...titles, ...(page?.scope ?? [])];
}

const groupsOf = new WeakMap<readonly AdminRoute[], string[][]>();

/**
 * The admin's patterns grouped by the texts their pages are sent (a page's group is the index of
 * its pattern's list), worked out once for a list of pages (the build's).
 */
export function scopeGroups(pages: readonly AdminRoute[]): string[][] {
  let found = groupsOf.get(pages);
  if (!found) groupsOf.set(pages, (found = groupPages(pages)));
  return found;
}

function groupPages(pages: readonly AdminRoute[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const { pattern, handle } of pages) {
    const key = handle.scope.join(" ");
    groups.set(key, [...(groups.get(key) ?? []), pattern]);
  }
  return [...groups.values()];
}

/** The group of the page at `pathname`; -1 for an address no page of the admin serves. */
export function scopeGroupOf(groups: readonly (readonly string[])[], pathname: string): number {
  const patterns = groups.flat();
  const found = patternServing(patterns, pathname);
  if (found < 0) return -1;
  let seen = 0;
  return groups.findIndex((group) => (seen += group.length) > found);
}
