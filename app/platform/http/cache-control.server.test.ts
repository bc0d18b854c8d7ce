import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { dataCacheControl, documentCaching, NOT_STORED, PER_VISITOR, PRIVATE_NO_STORE, sharedCacheControl } from "./cache-control.server";

/** What the router hands the entry for a page: its matches, their loaders' headers and data. */
const context = ({
  handle,
  loaderHeaders = {},
  loaderData = {},
  errors = null,
}: {
  handle?: unknown;
  loaderHeaders?: Record<string, Headers>;
  loaderData?: Record<string, unknown>;
  errors?: Record<string, unknown> | null;
} = {}) =>
  ({
    isSpaMode: false,
    staticHandlerContext: {
      matches: [{ route: { id: "root" } }, { route: { id: "routes/page" } }],
      loaderHeaders,
      loaderData: { root: { publicUrl: "http://site.test" }, ...loaderData },
      errors,
    },
    routeModules: { root: {}, "routes/page": { handle } },
  }) as unknown as EntryContext;

const get = (path: string, init?: RequestInit) => new Request(`http://site.test${path}`, init);

describe("caching headers of pages", () => {
  it("lets shared caches keep a public page briefly and serve it stale while they fetch it again", () => {
    const caching = documentCaching(get("/about"), 200, new Headers(), context());
    expect(caching).toEqual({
      cacheControl: "public, max-age=0, s-maxage=10, stale-while-revalidate=30, stale-if-error=300",
      vary: "Accept-Encoding",
    });
    // A page kept longer here says so to shared caches too.
    expect(documentCaching(get("/projects"), 200, new Headers(), context({ handle: { pageCacheSeconds: 20 } }))?.cacheControl).toBe(
      sharedCacheControl(20),
    );
    expect(sharedCacheControl(20)).toContain("s-maxage=20");
    // HEAD says what GET would; a visitor's cookie changes nothing on a public page.
    expect(documentCaching(get("/about", { method: "HEAD" }), 200, new Headers(), context())?.cacheControl).toBe(sharedCacheControl());
    expect(documentCaching(get("/about", { headers: { cookie: "x=1" } }), 200, new Headers(), context())?.cacheControl).toBe(
      sharedCacheControl(),
    );
  });

  it("keeps personal answers, answers to forms and pages setting cookies out of every cache", () => {
    expect(documentCaching(get("/contact", { method: "POST", body: "a=1" }), 200, new Headers(), context())).toEqual({
      cacheControl: PRIVATE_NO_STORE,
    });
    expect(documentCaching(get("/about"), 200, new Headers({ "Set-Cookie": "a=b" }), context())).toEqual({
      cacheControl: PRIVATE_NO_STORE,
    });
  });

  it("leaves the private area's own header alone", () => {
    for (const path of ["/admin", "/admin/projects/3", "/auth", "/auth/reset-password?token=x", "/api/admin/images"]) {
      expect(documentCaching(get(path), 200, new Headers(), context()), path).toBeNull();
      expect(dataCacheControl(get(`${path.split("?")[0]}.data`)), path).toBeNull();
    }
    // Paths that only begin like the private area are public.
    expect(documentCaching(get("/authors"), 200, new Headers(), context())?.cacheControl).toBe(sharedCacheControl());
  });

  it("stores no error and no stand-in page", () => {
    expect(documentCaching(get("/nowhere"), 404, new Headers(), context())).toEqual({ cacheControl: NOT_STORED });
    expect(documentCaching(get("/"), 500, new Headers(), context())).toEqual({ cacheControl: NOT_STORED });
    expect(documentCaching(get("/"), 200, new Headers(), context({ errors: { "routes/page": new Error("x") } }))).toEqual({
      cacheControl: NOT_STORED,
    });
    const standIn = { "routes/page": new Headers({ "Cache-Control": "no-store" }) };
    expect(documentCaching(get("/"), 200, new Headers(), context({ loaderHeaders: standIn }))).toEqual({ cacheControl: "no-store" });
    const ownReasons = { root: new Headers({ "Cache-Control": "private, max-age=60" }) };
    expect(documentCaching(get("/"), 200, new Headers(), context({ loaderHeaders: ownReasons }))).toEqual({
      cacheControl: "private, max-age=60",
    });
    // A loader's public lifetime is the shared one's business: the page's rule stands.
    const publicOne = { root: new Headers({ "Cache-Control": "public, max-age=600" }) };
    expect(documentCaching(get("/"), 200, new Headers(), context({ loaderHeaders: publicOne }))?.cacheControl).toBe(sharedCacheControl());
  });

  it("keeps a page with a form token to the one visitor it was rendered for", () => {
    const form = context({ loaderData: { "routes/page": { formToken: "1700000000000.sig", initialMessage: "" } } });
    expect(documentCaching(get("/contact"), 200, new Headers(), form)).toEqual({ cacheControl: PER_VISITOR });
    expect(PER_VISITOR).toBe("private, no-cache");
  });

  it("keeps the data of public pages fetched on a click out of shared caches", () => {
    expect(dataCacheControl(get("/projects.data?page=2"))).toBe(PRIVATE_NO_STORE);
    expect(dataCacheControl(get("/_.data"))).toBe(PRIVATE_NO_STORE);
  });
});
