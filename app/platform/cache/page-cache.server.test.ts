import type { EntryContext } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { pageCacheLookups } from "../metrics/metrics.server";
import { cachedPage, cachedPageAge, clearPageCache, freshPage, invalidatePages, pageCacheKey, pageCachePolicy, storePage } from "./page-cache.server";

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
    expect(freshPage("/products", "B", 2_000)).not.toBeNull();
    expect(freshPage("/products/3", "B", 2_000)).toBeNull();
    // A page that named nothing may show anything: it goes with every change.
    expect(freshPage("/untagged", "B", 2_000)).toBeNull();
    invalidatePages(["lists"]);
    expect(freshPage("/products", "B", 2_000)).toBeNull();
  });

  it("does not keep a page whose render was under way when something changed", () => {
    const get = new Request("http://site.test/products/4");
    const policy = pageCachePolicy(get, 200, context({ pageCacheSeconds: 10 }, { "routes/products": new Headers({ "Cache-Tag": "product:4" }) }))!;
    invalidatePages(["product:99"]);
    storePage(policy.key, '<script nonce="AAA"></script>', "AAA", 10, 1_000, undefined, policy);
    expect(freshPage(policy.key, "B", 2_000)).toBeNull();
    const again = pageCachePolicy(get, 200, context({ pageCacheSeconds: 10 }, { "routes/products": new Headers({ "Cache-Tag": "product:4" }) }))!;
    storePage(again.key, '<script nonce="AAA"></script>', "AAA", 10, 1_000, undefined, again);
    expect(freshPage(again.key, "B", 2_000)).not.toBeNull();
  });

  it("gives every response its own nonce, and forgets pages after their lifetime", () => {
    const html = '<script nonce="AAA">x</script><p>Oak</p><script nonce="AAA">y</script>';
    storePage("/products", html, "AAA", 10, 1_000);
    expect(cachedPage("/products", "BBB", 5_000)?.toString()).toBe('<script nonce="BBB">x</script><p>Oak</p><script nonce="BBB">y</script>');
    // Past its lifetime one request renders it again while the others still get the stored copy.
    expect(cachedPage("/products", "CCC", 11_000)).toBeNull();
    expect(cachedPage("/products", "DDD", 11_500)?.toString()).toContain('nonce="DDD"');
    storePage("/products", html.replace("Oak", "Walnut"), "AAA", 10, 12_000);
    expect(cachedPage("/products", "EEE", 12_500)?.toString()).toContain("Walnut");
    // Long expired pages are gone.
    expect(cachedPage("/products", "FFF", 60_000)).toBeNull();
    // A page without its nonce is never stored.
    storePage("/other", "<p>no scripts</p>", "AAA", 10, 1_000);
    expect(cachedPage("/other", "BBB", 2_000)).toBeNull();
  });

  it("answers fresh pages with their headers before routing, never stale ones", () => {
    const html = '<script nonce="AAA">x</script><p>Oak</p>';
    const headers = new Headers({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=0, must-revalidate",
      "Set-Cookie": "a=b",
      Link: '</x.js>; nonce="AAA"',
    });
    storePage("/products?page=2", html, "AAA", 10, 1_000, headers);
    const page = freshPage("/products?page=2", "BBB", 5_000);
    expect(page?.body.toString()).toBe('<script nonce="BBB">x</script><p>Oak</p>');
    expect(page?.headers).toEqual([
      ["cache-control", "public, max-age=0, must-revalidate"],
      ["content-type", "text/html; charset=utf-8"],
      // The four seconds it has been kept count against a shared cache's lifetime for it.
      ["age", "4"],
    ]);
    // Past its lifetime it goes through the router, and does not claim the re-render there.
    expect(freshPage("/products?page=2", "CCC", 11_000)).toBeNull();
    expect(cachedPage("/products?page=2", "DDD", 11_000)).toBeNull();
  });

  it("keys only cookie-less GETs, by path and query", () => {
    expect(pageCacheKey("GET", "/products?q=oak", {})).toBe("/products?q=oak");
    expect(pageCacheKey("GET", "/products/../products?q=oak", {})).toBe("/products?q=oak");
    // Paths that a URL parser would read as a host name stay paths of their own.
    expect(pageCacheKey("GET", "///", {})).toBe("///");
    expect(pageCacheKey("GET", "//products", {})).toBe("//products");
    expect(pageCacheKey("GET", "//products", {})).not.toBe(pageCacheKey("GET", "/", {}));
    expect(pageCacheKey("HEAD", "/products", {})).toBeNull();
    expect(pageCacheKey("POST", "/products", {})).toBeNull();
    expect(pageCacheKey("GET", "/products", { cookie: "" })).toBeNull();
    expect(pageCacheKey("GET", "/products", { authorization: "Bearer x" })).toBeNull();
  });

  it("counts what each lookup of a cacheable page found, and tells a stored page's age", async () => {
    const counts = async () =>
      Object.fromEntries((await pageCacheLookups.get()).values.map((sample) => [sample.labels.outcome, sample.value]));
    const before = await counts();
    storePage("/counted", '<script nonce="AAA"></script>', "AAA", 10, 1_000);
    freshPage("/counted", "B", 2_000); // hit, before routing
    cachedPage("/counted", "B", 3_000); // hit, in the router
    cachedPage("/counted", "B", 12_000); // past its lifetime: this request renders it
    cachedPage("/counted", "B", 12_500); // meanwhile, the stored copy
    cachedPage("/never-stored", "B", 1_000); // rendered
    freshPage("/never-stored", "B", 1_000); // not a lookup of its own: the router's follows
    const after = await counts();
    const moved = (outcome: string) => (after[outcome] ?? 0) - (before[outcome] ?? 0);
    expect({ hit: moved("hit"), stale: moved("stale"), miss: moved("miss") }).toEqual({ hit: 2, stale: 1, miss: 2 });
    expect(cachedPageAge("/counted", 13_999)).toBe(12);
    expect(cachedPageAge("/never-stored")).toBeNull();
  });
});
