import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { messageKeysUsed } from "../../../tests/support/message-keys-used";
import routes from "~/routes";
import { messagesFor } from "./locale.server";
import { adminScope, adminSection, authScopes, inScope, type MessageScope } from "./message-scopes";
import { en } from "~/content/messages/messages.en";

/*
 * Every private page is sent the texts it can show, and no more than its scope: each key a
 * page's modules name (its own, the components and server code it imports, and for the admin
 * the layout's) must be within the scope its loader sends.
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

const adminLayout = routes.find((route) => route.path === "admin" && route.children)!;
/** A page of the admin under the layout with an address to stand for it (`:id` as 1); resource routes left out. */
const adminPages = (adminLayout.children as RouteConfigEntry[])
  .filter((route) => route.file.endsWith(".tsx"))
  .map((route) => ({
    file: route.file,
    pathname: `/admin${route.path ? `/${route.path.replace(/:\w+/g, "1")}` : ""}`,
  }));

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
      expect(outside(route, adminScope(pathname), ["features/admin-shell/layout.tsx"])).toEqual([]);
    },
  );

  it("names a section for each part of the admin, its list included", () => {
    expect(adminSection("/admin")).toBe("catalogue");
    expect(adminSection("/admin/products/12")).toBe("catalogue");
    expect(adminSection("/admin/categories")).toBe("catalogue");
    expect(adminSection("/admin/import/jobs/3")).toBe("import");
    expect(adminSection("/admin/importer")).toBe("catalogue");
    expect(adminSection("/admin/enquiries/4")).toBe("enquiries");
    expect(adminSection("/admin/users")).toBe("users");
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
