import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { siteRoutes } from "./route-handles";

/* The build's routes as the loaders see them: each with its whole pattern and its module's handle. */

const route = (id: string, parentId: string | undefined, path: string | undefined, handle?: unknown, index?: boolean) => ({
  id,
  parentId,
  path,
  index,
  module: { handle },
});

const build = {
  routes: {
    root: route("root", undefined, ""),
    layout: route("layout", "root", "admin", { privateArea: true }),
    list: route("list", "layout", undefined, { title: "list" }, true),
    item: route("item", "layout", "items/:id", { title: "item" }),
    missing: route("missing", "layout", "*", { title: "missing" }),
    about: route("about", "root", "about"),
  },
} as unknown as ServerBuild;

describe("the routes the server hands the loaders", () => {
  it("matches an address to its routes, outermost first, each with its handle", () => {
    const routes = siteRoutes(build);
    expect(routes.matching("/admin/items/3").map(({ id, pattern, handle }) => [id, pattern, handle])).toEqual([
      ["root", "/", undefined],
      ["layout", "/admin", { privateArea: true }],
      ["item", "/admin/items/:id", { title: "item" }],
    ]);
    expect(routes.matching("/admin").at(-1)?.id).toBe("list");
    expect(routes.matching("/admin/nothing/here").at(-1)?.id).toBe("missing");
    expect(routes.matching("/nowhere")).toEqual([]);
  });

  it("lists every route with its whole pattern, made once per build", () => {
    const routes = siteRoutes(build);
    expect(routes.all.map(({ id, pattern }) => `${id} ${pattern}`)).toEqual([
      "root /",
      "layout /admin",
      "list /admin",
      "item /admin/items/:id",
      "missing /admin/*",
      "about /about",
    ]);
    expect(siteRoutes(build)).toBe(routes);
  });
});
