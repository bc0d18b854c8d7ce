import type { EntryContext } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { pageCacheLookups } from "../metrics/metrics.server";
import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { clearPageCache, invalidatePages, lookupPage, pageBody, pageCacheKey, pageCacheMissed, pageCachePolicy, sharedPage, storePage } from "./page-cache.server";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const context = (handle: unknown, loaderHeaders: Record<string, Headers> = {}) =>
  ({
    isSpaMode: false,
    staticHandlerContext: {
      matches: [{ route: { id: "root" } }, { route: { id: "routes/products" } }],
      loaderHeaders,
    },
    routeModules: { root: {}, "routes/products": { handle } },
  }) as unknown as EntryContext;

afterEach(() => clearPageCache());

describe("page cache", () => {
  it("caches only cookie-less GETs answered 200 by routes that opt in", () => {
    const get = new Request("http://site.test/products?category=spc-floor");
    expect(pageCachePolicy(get, 200, context({ pageCacheSeconds: 10 }))).toMatchObject({
      key: "/products?category=spc-floor",
      seconds: 10,
      tags: [],
    });
    expect(pageCachePolicy(get, 404, context({ pageCacheSeconds: 10 }))).toBeNull();
    expect(pageCachePolicy(get, 200, context(undefined))).toBeNull();
    expect(pageCachePolicy(new Request(get, { headers: { cookie: "session=1" } }), 200, context({ pageCacheSeconds: 10 }))).toBeNull();
    expect(pageCachePolicy(new Request(get, { method: "POST" }), 200, context({ pageCacheSeconds: 10 }))).toBeNull();
  });

  it("leaves out a page whose loader answered no-store", () => {
    const get = new Request("http://site.test/");
    const headers = (value: string) => ({ "routes/products": new Headers({ "Cache-Control": value }) });
    expect(pageCachePolicy(get, 200, context({ pageCacheSeconds: 10 }, headers("no-store")))).toBeNull();
    expect(pageCachePolicy(get, 200, context({ pageCacheSeconds: 10 }, headers("private, no-store")))).toBeNull();
    expect(pageCachePolicy(get, 200, context({ pageCacheSeconds: 10 }, headers("max-age=60")))).toMatchObject({ key: "/", seconds: 10 });
  });

  it("keeps the tags the loaders name, and a change drops only the pages showing what it touched", () => {
    const get = new Request("http://site.test/products");
    const tagged = { "routes/products": new Headers({ "Cache-Tag": "lists product:1 product:2" }), root: new Headers({ "Cache-Tag": "product:2" }) };
    const policy = pageCachePolicy(get, 200, context({ pageCacheSeconds: 10 }, tagged))!;
    expect(policy.tags.sort()).toEqual(["lists", "product:1", "product:2"]);
    const html = '<script nonce="AAA"></script>';
    storePage("/products", html, "AAA", 10, 1_000, undefined, policy);
    storePage("/products/3", html, "AAA", 10, 1_000, undefined, { tags: ["product:3"] });
    storePage("/untagged", html, "AAA", 10, 1_000);
    invalidatePages(["product:3"]);
    expect(lookupPage("/products", 2_000)).not.toBeNull();
    expect(lookupPage("/products/3", 2_000)).toBeNull();
    // A page that named nothing may show anything: it goes with every change.
    expect(lookupPage("/untagged", 2_000)).toBeNull();
    invalidatePages(["lists"]);
    expect(lookupPage("/products", 2_000)).toBeNull();
  });

  it("does not keep a page whose render was under way when something changed", () => {
    const get = new Request("http://site.test/products/4");
    const policy = pageCachePolicy(get, 200, context({ pageCacheSeconds: 10 }, { "routes/products": new Headers({ "Cache-Tag": "product:4" }) }))!;
    invalidatePages(["product:99"]);
    storePage(policy.key, '<script nonce="AAA"></script>', "AAA", 10, 1_000, undefined, policy);
    expect(lookupPage(policy.key, 2_000)).toBeNull();
    const again = pageCachePolicy(get, 200, context({ pageCacheSeconds: 10 }, { "routes/products": new Headers({ "Cache-Tag": "product:4" }) }))!;
    storePage(again.key, '<script nonce="AAA"></script>', "AAA", 10, 1_000, undefined, again);
    expect(lookupPage(again.key, 2_000)).not.toBeNull();
  });

  it("stores the same bytes for everyone: nonces out, inline scripts allowed by their hashes", () => {
    const html =
      '<link nonce="AAA" rel="modulepreload" href="/a.js"/><script nonce="AAA">x()</script>' +
      '<p>Oak</p><script nonce="AAA" type="module" async="">y()</script><script nonce="AAA" src="/b.js"></script>';
    expect(sharedPage(html, "AAA")).toEqual({
      html: '<link rel="modulepreload" href="/a.js"/><script>x()</script><p>Oak</p><script type="module" async="">y()</script><script src="/b.js"></script>',
      // A script loaded from the site itself is allowed by 'self'; only inline ones need a hash.
      scriptHashes: `${sha256("x()")} ${sha256("y()")}`,
    });
    // The nonce anywhere but in a nonce attribute: the page is not shared.
    expect(sharedPage('<script nonce="AAA">const n = "AAA"</script>', "AAA")).toBeNull();
    expect(sharedPage("<p>Oak</p>", "")).toBeNull();
    // A page without scripts has nothing to allow.
    expect(sharedPage("<p>Oak</p>", "AAA")).toEqual({ html: "<p>Oak</p>", scriptHashes: "" });

    storePage("/products", html, "AAA", 10, 1_000);
    const stored = lookupPage("/products", 5_000)!;
    expect(stored.age).toBe(4);
    expect(stored.page.body.toString()).not.toContain("AAA");
    // Compressed once per encoding, on first request, and the same bytes after.
    const br = pageBody(stored.page, "br");
    expect(brotliDecompressSync(br).toString()).toBe(stored.page.body.toString());
    expect(pageBody(stored.page, "br")).toBe(br);
    expect(gunzipSync(pageBody(stored.page, "gzip")).toString()).toBe(stored.page.body.toString());
    expect(pageBody(stored.page, null)).toBe(stored.page.body);
  });

  it("lets one request render an expired page while the others get the stored copy, then forgets it", () => {
    const html = '<script nonce="AAA">x</script><p>Oak</p>';
    storePage("/products", html, "AAA", 10, 1_000);
    expect(lookupPage("/products", 5_000)?.page.body.toString()).toContain("Oak");
    // Past its lifetime one request renders it again while the others still get the stored copy.
    expect(lookupPage("/products", 11_000)).toBeNull();
    expect(lookupPage("/products", 11_500)?.page.body.toString()).toContain("Oak");
    storePage("/products", html.replace("Oak", "Walnut"), "AAA", 10, 12_000);
    expect(lookupPage("/products", 12_500)?.page.body.toString()).toContain("Walnut");
    // Long expired pages are gone.
    expect(lookupPage("/products", 60_000)).toBeNull();
  });

  it("keeps the page's own headers but never a cookie or its nonce", () => {
    const html = '<script nonce="AAA">x</script><p>Oak</p>';
    const headers = new Headers({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=0, must-revalidate",
      "Set-Cookie": "a=b",
      Link: '</x.js>; nonce="AAA"',
    });
    storePage("/products?page=2", html, "AAA", 10, 1_000, headers);
    expect(lookupPage("/products?page=2", 5_000)?.page.headers).toEqual([
      ["cache-control", "public, max-age=0, must-revalidate"],
      ["content-type", "text/html; charset=utf-8"],
    ]);
  });

  it("keys only cookie-less GETs, by path and query", () => {
    expect(pageCacheKey("GET", "/products?q=oak", {})).toBe("/products?q=oak");
    // Keys are what a URL parser makes of the address, whether it is taken as it is or parsed.
    for (const url of ["/products?q=oak%20floor", "/products?q=o'ak", "/products?q=oak floor", "/products?", "/a/%2e%2E/products", "/produits/chêne", "/products?q=%zz"]) {
      const parsed = new URL(url, "http://x");
      expect(pageCacheKey("GET", url, {})).toBe(parsed.pathname + parsed.search);
    }
    expect(pageCacheKey("GET", "/products/../products?q=oak", {})).toBe("/products?q=oak");
    // Paths that a URL parser would read as a host name stay paths of their own.
    expect(pageCacheKey("GET", "///", {})).toBe("///");
    expect(pageCacheKey("GET", "//products", {})).toBe("//products");
    expect(pageCacheKey("GET", "//products", {})).not.toBe(pageCacheKey("GET", "/", {}));
    expect(pageCacheKey("HEAD", "/products", {})).toBeNull();
    expect(pageCacheKey("POST", "/products", {})).toBeNull();
    expect(pageCacheKey("GET", "/products", { cookie: "" })).toBeNull();
    expect(pageCacheKey("GET", "/products", { authorization: "Bearer x" })).toBeNull();
    // The remembered language is no page's business: a visitor who chose one still gets stored pages.
    expect(pageCacheKey("GET", "/fr/products", { cookie: "site_lang=fr" })).toBe("/fr/products");
    expect(pageCacheKey("GET", "/fr/products", { cookie: "site_lang=fr; session=1" })).toBeNull();
    expect(pageCacheKey("GET", "/fr/products", { cookie: "site_lang=fr<script>" })).toBeNull();
  });

  it("counts what each lookup of a cacheable page found", async () => {
    const counts = async () =>
      Object.fromEntries((await pageCacheLookups.get()).values.map((sample) => [sample.labels.outcome, sample.value]));
    const before = await counts();
    storePage("/counted", '<script nonce="AAA"></script>', "AAA", 10, 1_000);
    lookupPage("/counted", 2_000); // hit
    lookupPage("/counted", 3_000); // hit
    lookupPage("/counted", 12_000); // past its lifetime: this request renders it…
    pageCacheMissed(); // …and the router counts the render
    lookupPage("/counted", 12_500); // meanwhile, the stored copy
    lookupPage("/never-stored", 1_000); // not a lookup of its own: the router's count follows
    const after = await counts();
    const moved = (outcome: string) => (after[outcome] ?? 0) - (before[outcome] ?? 0);
    expect({ hit: moved("hit"), stale: moved("stale"), miss: moved("miss") }).toEqual({ hit: 2, stale: 1, miss: 1 });
  });
});
