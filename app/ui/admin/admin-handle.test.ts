import { describe, expect, it } from "vitest";
import { adminRouteModules } from "../../../tests/support/admin-routes";
import { isMessageKey } from "~/platform/i18n/i18n";
import { en } from "~/content/messages/messages.en";
import { adminPageOf, adminTabOf, isAdminHandle, type AdminHandle } from "./admin-handle";

/*
 * Each route under the admin's layout says what it is in its `handle`: the shell reads its title,
 * its navigation entry and its texts from there, and nowhere else names the route's address.
 */

const modules = await adminRouteModules();

describe("what each admin route declares", () => {
  it.each(modules)("$id ($pattern) has a handle with a title and a scope", ({ handle }) => {
    expect(isAdminHandle(handle)).toBe(true);
    const { title, scope } = handle as AdminHandle;
    expect(isMessageKey(en, title)).toBe(true);
    expect(scope.length).toBeGreaterThan(0);
  });

  it("covers every route under the admin's layout, its pages and its files", () => {
    expect(modules.filter((route) => route.isPage).length).toBeGreaterThan(10);
    expect(modules.some((route) => !route.isPage)).toBe(true);
  });

  it("reads the deepest match that is an admin page, with its parameters", () => {
    const page: AdminHandle = { title: "import.job.title", section: "import", scope: ["import."] };
    const matches = [{ handle: { privateArea: true }, params: { id: "7" } }, { handle: page, params: { id: "7" } }, undefined];
    expect(adminPageOf(matches)).toEqual({ handle: page, params: { id: "7" } });
    expect(adminPageOf([{ handle: { privateArea: true }, params: {} }])).toBeUndefined();
  });

  it("reads a tab fixed or from the parameters", () => {
    const fixed: AdminHandle = { title: "admin.title", tab: "first", scope: ["admin."] };
    const byKind: AdminHandle = { title: "admin.title", tab: (params) => params.kind, scope: ["admin."] };
    expect(adminTabOf({ handle: fixed, params: { kind: "second" } })).toBe("first");
    expect(adminTabOf({ handle: byKind, params: { kind: "second" } })).toBe("second");
    expect(adminTabOf(undefined)).toBeUndefined();
  });
});
