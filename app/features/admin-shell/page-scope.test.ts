import path from "node:path";
import { describe, expect, it } from "vitest";
import { messageKeysUsed } from "../../../tests/support/message-keys-used";
import { adminRouteModules, adminSiteRoutes } from "../../../tests/support/admin-routes";
import { authScopes } from "~/features/auth/auth-scopes";
import { messagesFor } from "~/platform/i18n/locale.server";
import { inScope, type MessageScope } from "~/platform/i18n/message-scopes";
import { en } from "~/content/messages/messages.en";
import { adminPageOf } from "~/ui/admin/admin-handle";
import { adminRoutes, pageScope, scopeGroupOf, scopeGroups } from "./page-scope";

/*
 * Every private page is sent the texts it can show, and no more than its scope: each key a
 * page's modules name (its own, the components and server code it imports, and for the admin
 * the layout's) must be within the scope its loader sends. An admin page's scope is what its
 * route's handle declares, read as the layout's loader reads it (decision 058).
 */

const catalogue = Object.keys(en);
const APP = path.resolve(import.meta.dirname, "../..");
const file = (route: string) => path.join(APP, route);

/** Mail is written by the server with the whole catalogue, never shown on the page that sends it. */
const onPages = (key: string) => !key.startsWith("mail.");

const outside = (route: string, scope: MessageScope, also: string[] = []) =>
  [
    ...messageKeysUsed(file(route), catalogue),
    ...also.flatMap((other) => [...messageKeysUsed(file(other), catalogue)]),
  ]
    .filter((key) => onPages(key) && !inScope(key, scope))
    .sort();

const authPages: [string, MessageScope][] = [
  ["features/auth/sign-in.tsx", authScopes.signIn],
  ["features/auth/forgot-password.tsx", authScopes.forgotPassword],
  ["features/auth/reset-password.tsx", authScopes.resetPassword],
  ["features/auth/setup.tsx", authScopes.setup],
  ["features/auth/two-factor-step.tsx", authScopes.twoFactor],
];

const modules = await adminRouteModules();
const site = adminSiteRoutes(modules);
const pages = adminRoutes(site.all);
/** The texts the layout sends with the page at `pathname`. */
const scopeAt = (pathname: string) => pageScope(pages, adminPageOf(site.matching(pathname))?.handle);
/** The group the browser counts the page at `pathname` in: a page of another group fetches its texts. */
const groupAt = (pathname: string) => scopeGroupOf(scopeGroups(pages), pathname);

/** A page of the admin under the layout with an address to stand for it (`:id` as 1); resource routes left out. */
const adminPages = modules
  .filter((route) => route.file.endsWith(".tsx"))
  .map((route) => ({ file: route.file, pathname: route.pattern.replace(/:\w+/g, "1") }));

describe("the texts each private page is sent", () => {
  it.each(authPages)("%s shows no key outside its scope", (route, scope) => {
    expect(outside(route, scope)).toEqual([]);
  });

  it("the admin's pages are all accounted for", () => {
    expect(adminPages.length).toBeGreaterThan(10);
  });

  it.each(adminPages)(
    "$file ($pathname) shows no key outside its section's scope",
    ({ file: route, pathname }) => {
      expect(outside(route, scopeAt(pathname), ["features/admin-shell/layout.tsx"])).toEqual([]);
    },
  );

  it("names a section for each part of the admin, its list included", () => {
    // The product list, the editor and the categories are one section, sent the catalogue's texts.
    expect(scopeAt("/admin")).toContain("products.");
    for (const pathname of ["/admin/products/12", "/admin/categories", "/admin/importer"]) {
      expect(scopeAt(pathname), pathname).toEqual(scopeAt("/admin"));
      expect(groupAt(pathname), pathname).toBe(groupAt("/admin"));
    }
    expect(scopeAt("/admin/import/jobs/3")).toContain("import.");
    expect(groupAt("/admin/import/jobs/3")).toBe(groupAt("/admin/import"));
    expect(groupAt("/admin/import/jobs/3")).not.toBe(groupAt("/admin"));
    expect(scopeAt("/admin/enquiries/4")).toContain("enquiries.");
    expect(groupAt("/admin/enquiries/4")).toBe(groupAt("/admin/enquiries"));
    expect(scopeAt("/admin/users")).toContain("users.");
    expect(groupAt("/admin/users")).not.toBe(groupAt("/admin/activity"));
  });

  it("sends the sign-in page a small part of the catalogue, the same keys in both languages", () => {
    const en = messagesFor("en", authScopes.signIn);
    const zh = messagesFor("zh", authScopes.signIn);
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(en).length).toBeLessThan(catalogue.length / 5);
    expect(
      Object.keys(en).every((key) => key.startsWith("auth.") || key.startsWith("common.")),
    ).toBe(true);
    // One selection per language and scope, made once.
    expect(messagesFor("en", authScopes.signIn)).toBe(en);
  });
});
