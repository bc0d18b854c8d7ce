import { useMatches, type Params } from "react-router";
import type { MessageKey } from "~/platform/i18n/i18n";
import type { MessageScope } from "~/platform/i18n/message-scopes";

/*
 * What a page of the admin declares of itself, once, in its route module's `handle` export:
 * `export const handle = { title: "users.title", section: "users", scope: [...] } satisfies AdminHandle;`
 * The admin's shell reads it from the page's match: the browser tab's title, the navigation entry
 * that is current, and which texts the page is sent (its loader reads the matched routes' handles
 * on the server, decision 058). The address is written once, in app/routes.ts.
 */

export interface AdminHandle {
  /** The page's name, for the browser tab: a message filled with the route's parameters (`{id}`). */
  readonly title: MessageKey;
  /** The entry of the admin's navigation that is current on this page; none for a page outside them. */
  readonly section?: string;
  /** On a page of a section with navigation of its own, its entry that is current: fixed, or read from the parameters. */
  readonly tab?: string | ((params: Params) => string | undefined);
  /** The message keys the page shows beyond the shell's, as key prefixes (platform/i18n/message-scopes.ts). */
  readonly scope: MessageScope;
}

export function isAdminHandle(handle: unknown): handle is AdminHandle {
  if (typeof handle !== "object" || handle === null) return false;
  const { title, scope } = handle as Partial<AdminHandle>;
  return typeof title === "string" && Array.isArray(scope);
}

/** A page of the admin as it is matched: its declaration and its route's parameters. */
export interface AdminPage {
  handle: AdminHandle;
  params: Params;
}

/** The deepest of `matches` that is a page of the admin, if any. */
export function adminPageOf(matches: ReadonlyArray<{ handle?: unknown; params?: Params } | undefined>): AdminPage | undefined {
  for (let index = matches.length - 1; index >= 0; index--) {
    const match = matches[index];
    if (match && isAdminHandle(match.handle)) return { handle: match.handle, params: match.params ?? {} };
  }
  return undefined;
}

/** The tab a page declares, read from its parameters when it depends on them. */
export function adminTabOf(page: AdminPage | undefined): string | undefined {
  const tab = page?.handle.tab;
  return typeof tab === "function" ? tab(page!.params) : tab;
}

/** The page of the admin shown now (its error boundary's too). */
export function useAdminPage(): AdminPage | undefined {
  return adminPageOf(useMatches());
}
