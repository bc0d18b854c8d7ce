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
      matches: [{ route: { id: "root" } }, { route: { id: "routes/items" } }],
      loaderHeaders,
    },
    routeModules: { root: {}, "routes/items": { handle } },
  }) as unknown as EntryContext;

afterEach(() => clearPageCache());

describe("page cache", () => {
  it("caches only cookie-less GETs answered 200 by routes that opt in", () => {
    const get = new Request("http://site.test/items?section=spc-floor");
    expect(pageCachePolicy(get, 200, context({ pageCacheSeconds: 10 }))).toMatchObject({
      key: "/items?section=spc-floor",
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
    const headers = (value: string) => ({ "routes/items": new Headers({ "Cache-Control": value }) });
    expect(pageCachePolicy(get, 200, context({ pageCacheSeconds: 10 }, headers("no-store")))).toBeNull();
    expect(pageCachePolicy(get, 200, context({ pageCacheSeconds: 10 }, headers("private, no-store")))).toBeNull();
    expect(pageCachePolicy(get, 200, context({ pageCacheSeconds: 10 }, headers("max-age=60")))).toMatchObject({ key: "/", seconds: 10 });
  });

  it("keeps the tags the loaders name, and a change drops only the pages showing what it touched", () => {
    const get = new Request("http://site.test/items");
    const tagged = { "routes/items": new Headers({ "Cache-Tag": "lists item:1 item:2" }), root: new Headers({ "Cache-Tag": "item:2" }) };
    const policy = pageCachePolicy(get, 200, context({ pageCacheSeconds: 10 }, tagged))!;
    expect(policy.tags.sort()).toEqual(["item:1", "item:2", "lists"]);
    const html = '<script nonce="AAA"></script>';
    storePage("/items", html, "AAA", 10, 1_000, undefined, policy);
    storePage("/items/3", html, "AAA", 10, 1_000, undefined, { tags: ["item:3"] });
    storePage("/untagged", html, "AAA", 10, 1_000);
    invalidatePages(["item:3"]);
    expect(lookupPage("/items", 2_000)).not.toBeNull();
    expect(lookupPage("/items/3", 2_000)).toBeNull();
    // A page that named nothing may show anything: it goes with every change.
    expect(lookupPage("/untagged", 2_000)).toBeNull();
    invalidatePages(["lists"]);
    expect(lookupPage("/items", 2_000)).toBeNull();
  });

  it("does not keep a page whose render was under way when something changed", () => {
    const get = new Request("http://site.test/items/4");
    const policy = pageCachePolicy(get, 200, context({ pageCacheSeconds: 10 }, { "routes/items": new Headers({ "Cache-Tag": "item:4" }) }))!;
    invalidatePages(["item:99"]);
    storePage(policy.key, '<script nonce="AAA"></script>', "AAA", 10, 1_000, undefined, policy);
    expect(lookupPage(policy.key, 2_000)).toBeNull();
    const again = pageCachePolicy(get, 200, context({ pageCacheSeconds: 10 }, { "routes/items": new Headers({ "Cache-Tag": "item:4" }) }))!;
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

    storePage("/items", html, "AAA", 10, 1_000);
    const stored = lookupPage("/items", 5_000)!;
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
    storePage("/items", html, "AAA", 10, 1_000);
    expect(lookupPage("/items", 5_000)?.page.body.toString()).toContain("Oak");
    // Past its lifetime one request renders it again while the others still get the stored copy.
    expect(lookupPage("/items", 11_000)).toBeNull();
    expect(lookupPage("/items", 11_500)?.page.body.toString()).toContain("Oak");
    storePage("/items", html.replace("Oak", "Walnut"), "AAA", 10, 12_000);
    expect(lookupPage("/items", 12_500)?.page.body.toString()).toContain("Walnut");
    // Long expired pages are gone.
    expect(lookupPage("/items", 60_000)).toBeNull();
  });

  it("keeps the page's own headers but never a cookie or its nonce", () => {
    const html = '<script nonce="AAA">x</script><p>Oak</p>';
    const headers = new Headers({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=0, must-revalidate",
      "Set-Cookie": "a=b",
      Link: '</x.js>; nonce="AAA"',
    });
    storePage("/items?page=2", html, "AAA", 10, 1_000, headers);
    expect(lookupPage("/items?page=2", 5_000)?.page.headers).toEqual([
      ["cache-control", "public, max-age=0, must-revalidate"],
      ["content-type", "text/html; charset=utf-8"],
    ]);
  });

  it("keys only cookie-less GETs, by path and query", () => {
    expect(pageCacheKey("GET", "/items?q=oak", {})).toBe("/items?q=oak");
    // Keys are what a URL parser makes of the address, whether it is taken as it is or parsed.
    for (const url of ["/items?q=oak%20floor", "/items?q=o'ak", "/items?q=oak floor", "/items?", "/a/%2e%2E/items", "/produits/chêne", "/items?q=%zz"]) {
      const parsed = new URL(url, "http://x");
      expect(pageCacheKey("GET", url, {})).toBe(parsed.pathname + parsed.search);
    }
    expect(pageCacheKey("GET", "/items/../items?q=oak", {})).toBe("/items?q=oak");
    // Paths that a URL parser would read as a host name stay paths of their own.
    expect(pageCacheKey("GET", "///", {})).toBe("///");
    expect(pageCacheKey("GET", "//items", {})).toBe("//items");
    expect(pageCacheKey("GET", "//items", {})).not.toBe(pageCacheKey("GET", "/", {}));
    expect(pageCacheKey("HEAD", "/items", {})).toBeNull();
    expect(pageCacheKey("POST", "/items", {})).toBeNull();
    expect(pageCacheKey("GET", "/items", { cookie: "" })).toBeNull();
    expect(pageCacheKey("GET", "/items", { authorization: "Bearer x" })).toBeNull();
    // The remembered language is no page's business: a visitor who chose one still gets stored pages.
    expect(pageCacheKey("GET", "/fr/items", { cookie: "site_lang=fr" })).toBe("/fr/items");
    expect(pageCacheKey("GET", "/fr/items", { cookie: "site_lang=fr; session=1" })).toBeNull();
    expect(pageCacheKey("GET", "/fr/items", { cookie: "site_lang=fr<script>" })).toBeNull();
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
