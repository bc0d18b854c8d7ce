import type { EntryContext } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { cachedPage, clearPageCache, pageCachePolicy, storePage } from "./page-cache.server";

const context = (handle: unknown) =>
  ({
    isSpaMode: false,
    staticHandlerContext: { matches: [{ route: { id: "root" } }, { route: { id: "routes/products" } }] },
    routeModules: { root: {}, "routes/products": { handle } },
  }) as unknown as EntryContext;

afterEach(() => clearPageCache());

describe("page cache", () => {
  it("caches only cookie-less GETs answered 200 by routes that opt in", () => {
    const get = new Request("http://site.test/products?category=spc-floor");
    expect(pageCachePolicy(get, 200, context({ pageCacheSeconds: 10 }))).toEqual({
      key: "/products?category=spc-floor",
      seconds: 10,
    });
    expect(pageCachePolicy(get, 404, context({ pageCacheSeconds: 10 }))).toBeNull();
    expect(pageCachePolicy(get, 200, context(undefined))).toBeNull();
    expect(pageCachePolicy(new Request(get, { headers: { cookie: "session=1" } }), 200, context({ pageCacheSeconds: 10 }))).toBeNull();
    expect(pageCachePolicy(new Request(get, { method: "POST" }), 200, context({ pageCacheSeconds: 10 }))).toBeNull();
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
});
