import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { deriveMediaKey, signMediaPath } from "../../app/platform/media/media-signing.server";
import { catalogueFixtures, type ApiProduct } from "./catalogue-helpers";

// These check HTTP answers only; they run at the one width untagged tests have.

test.describe("robots.txt and sitemap.xml", () => {
  test("robots.txt points to the sitemap and keeps the admin and sign-in out", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Disallow: /admin");
    expect(lines).toContain("Disallow: /auth");
    expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(lines).not.toContain("Disallow: /");
  });

  test("the sitemap lists every public page and published product with a last-modified date, and no draft", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/);
    // Each entry names the page in every language (decision 049), which tests/integration/french-site.test.ts checks.
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>(?:<xhtml:link [^>]+\/>)+<\/url>/g)].map(
      (match) => ({ loc: match[1]!.replaceAll("&amp;", "&"), lastmod: match[2]! }),
    );
    expect(entries.length).toBe((xml.match(/<url>/g) ?? []).length);
    const locs = entries.map((entry) => entry.loc);
    for (const loc of locs) expect(loc.startsWith(`${baseURL}/`)).toBe(true);
    for (const page of [
      "/",
      "/products",
      "/projects",
      "/projects/toronto-penthouse",
      "/news",
      "/news/hardwood-selection-guide",
      "/about",
      "/contact",
      "/inspiration/wood-spices",
      "/inspiration/flooring-technology",
      "/inspiration/gallery",
      "/inspiration/gallery/lily-canvas",
      "/information/installation-maintenance",
      "/information/hardwood-grades",
      "/products?category=solid-hardwood",
      "/products?category=spc-floor",
    ]) {
      expect(locs, page).toContain(`${baseURL}${page}`);
    }
    for (const page of ["/admin", "/auth"]) expect(locs).not.toContain(`${baseURL}${page}`);

    const products = ((await (await request.get("/api/products")).json()) as { data: ApiProduct[] }).data;
    const productLocs = locs.filter((loc) => loc.startsWith(`${baseURL}/products/`));
    expect(productLocs.sort()).toEqual(products.map((product) => `${baseURL}/products/${product.id}`).sort());
    // And each in French.
    expect(locs.filter((loc) => loc.startsWith(`${baseURL}/fr/products/`)).sort()).toEqual(products.map((product) => `${baseURL}/fr/products/${product.id}`).sort());
    const { draft } = catalogueFixtures();
    expect(locs).not.toContain(`${baseURL}/products/${draft.id}`);
    const today = new Date().toISOString().slice(0, 10);
    for (const entry of entries) expect(entry.lastmod <= today).toBe(true);
    // Every listed page answers 200.
    for (const loc of locs.slice(0, 20)) expect((await request.get(loc)).status(), loc).toBe(200);
  });
});

test.describe("JSON API", () => {
  test("GET /api/categories answers the tree with subcategories", async ({ request }) => {
    const response = await request.get("/api/categories");
    expect(response.status()).toBe(200);
    const body = (await response.json()) as {
      success: boolean;
      data: Array<{ id: number; name: string; slug: string; parent_id: number | null; subcategories: Array<{ id: number; name: string; parent_id: number }> }>;
    };
    expect(body.success).toBe(true);
    expect(body.data.map((category) => category.name)).toEqual([
      "Solid Hardwood",
      "Engineered Hardwood",
      "SPC Floor",
      "Laminate Floor",
      "Wood Trim",
      "Iron Spindle & Accessories",
      "Stair Tread & Riser",
    ]);
    const solid = body.data[0]!;
    expect(solid.parent_id).toBeNull();
    expect(solid.subcategories.map((child) => child.name)).toEqual([
      "7-inch Canadian Series",
      "5-inch Classic Series",
      "3¼-inch Strip",
    ]);
    for (const child of solid.subcategories) expect(child.parent_id).toBe(solid.id);
  });

  test("GET /api/sizes answers the sizes of published products, optionally within a category", async ({ request }) => {
    const all = (await (await request.get("/api/sizes")).json()) as { success: boolean; data: string[] };
    expect(all.success).toBe(true);
    expect(all.data).toContain("2134*178*19mm");
    expect(all.data).not.toContain("9999*999*99mm"); // the draft fixture's size
    const spc = (await (await request.get("/api/sizes?category_id=spc-floor")).json()) as { data: string[] };
    expect(spc.data).toEqual(["1220*180*5.5mm", "1220*180*5mm", "1520*228*7mm"]);
  });

  test("GET /api/products filters published products by category (with subcategories) and size", async ({ request, baseURL }) => {
    const all = (await (await request.get("/api/products")).json()) as { success: boolean; data: Array<ApiProduct & Record<string, unknown>> };
    expect(all.success).toBe(true);
    const { draft, published } = catalogueFixtures();
    expect(all.data.map((product) => product.id)).not.toContain(draft.id);
    expect(all.data.map((product) => product.title)).not.toContain("Slate Tile-Look 7 mm SPC");
    const first = all.data[0]!;
    expect(first).toMatchObject({ id: 1, url: `${baseURL}/products/1`, product_categories: { name: "7-inch Canadian Series" } });
    expect(first.picture).toMatch(new RegExp(`^${baseURL}/img/swatch/nature-1024\\.webp\\?v=`));
    const uploaded = all.data.find((product) => product.id === published.id)!;
    expect(uploaded.picture).toMatch(new RegExp(`^${baseURL}/media/fixtures/rift-white-oak\\.jpg\\?w=960&f=webp&v=`));

    const spc = (await (await request.get("/api/products?category_id=spc-floor")).json()) as { data: ApiProduct[] };
    expect(spc.data.map((product) => product.product_categories?.name).sort()).toEqual(
      ["5 mm Click", "5 mm Click", "5 mm Click", "7 mm Click", "7 mm Click", "7 mm Click"],
    );
    const categories = (await (await request.get("/api/categories")).json()) as { data: Array<{ id: number; slug: string }> };
    const spcId = categories.data.find((category) => category.slug === "spc-floor")!.id;
    const byId = (await (await request.get(`/api/products?category_id=${spcId}&size=1520*228*7mm`)).json()) as { data: ApiProduct[] };
    expect(byId.data.map((product) => product.title)).toEqual(["Coastal Series 7 mm SPC", "Lakeshore 7 mm SPC", "Muskoka 7 mm SPC"]);
    const everything = (await (await request.get("/api/products?category_id=all&size=all")).json()) as { data: ApiProduct[] };
    expect(everything.data).toHaveLength(all.data.length);
  });

  test("answers errors as {success: false, error} with their status", async ({ request }) => {
    const cases: Array<[string, number, RegExp]> = [
      ["/api/products?category_id=%3Cscript%3E", 400, /category_id must be/],
      ["/api/products?category_id=no-such-category", 404, /Category not found/],
      ["/api/sizes?category_id=424242", 404, /Category not found/],
      [`/api/products?size=${"9".repeat(101)}`, 400, /size must be/],
      ["/api/nothing-here", 404, /Not found/],
    ];
    for (const [url, status, message] of cases) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(status);
      expect(response.headers()["content-type"]).toMatch(/^application\/json/);
      const body = (await response.json()) as { success: boolean; error: string };
      expect(body.success).toBe(false);
      expect(body.error).toMatch(message);
    }
    const post = await request.post("/api/products", { data: {} });
    expect(post.status()).toBe(405);
    expect(post.headers()["allow"]).toBe("GET, HEAD");
    expect(((await post.json()) as { success: boolean }).success).toBe(false);
  });
});

test.describe("uploaded pictures under /media", () => {
  const secret = () => {
    const { dataDir } = catalogueFixtures();
    return readFileSync(path.join(dataDir, "session-secret"), "utf8").trim();
  };
  const signedUrl = (upload: string, now = Date.now()) => {
    const { exp, sig } = signMediaPath(deriveMediaKey(secret()), upload, now);
    return { url: `/media/${upload}?w=640&f=webp&exp=${exp}&sig=${sig}`, exp, sig };
  };

  test("pictures of published products are public, resized, and cached for a year", async ({ request }) => {
    const { published } = catalogueFixtures();
    const page = await (await request.get(`/products/${published.id}`)).text();
    const version = /\/media\/fixtures\/rift-white-oak\.jpg\?w=\d+&amp;f=avif&amp;v=(\w+)/.exec(page)![1]!;
    for (const format of ["avif", "webp"]) {
      const response = await request.get(`/media/${published.upload}?w=320&f=${format}&v=${version}`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe(`image/${format}`);
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect((await response.body()).length).toBeGreaterThan(200);
    }
    // Without the current version the answer is only briefly cached.
    const stale = await request.get(`/media/${published.upload}?w=320&f=webp&v=old`);
    expect(stale.headers()["cache-control"]).toBe("public, max-age=300");
    // A colour image stored as a storage URL is public too.
    expect((await request.get(`/media/${published.colourUpload}?w=640&f=avif`)).status()).toBe(200);
    // Only the offered widths and formats.
    expect((await request.get(`/media/${published.upload}?w=500&f=webp`)).status()).toBe(400);
    expect((await request.get(`/media/${published.upload}?w=640&f=png`)).status()).toBe(400);
    expect((await request.get("/media/fixtures/nothing.jpg?w=640&f=webp")).status()).toBe(404);
    expect((await request.get("/media/..%2Fsession-secret?w=640&f=webp")).status()).toBe(404);
  });

  test("pictures of drafts need a signed link, which expires after an hour and cannot be altered", async ({ request }) => {
    const { draft, published } = catalogueFixtures();
    expect((await request.get(`/media/${draft.upload}?w=640&f=webp`)).status()).toBe(404);

    const { url, exp, sig } = signedUrl(draft.upload);
    const ok = await request.get(url);
    expect(ok.status()).toBe(200);
    expect(ok.headers()["content-type"]).toBe("image/webp");
    expect(ok.headers()["cache-control"]).toMatch(/^private, max-age=(3[0-5]\d\d|3600)$/);

    const expired = signedUrl(draft.upload, Date.now() - 3601_000);
    const refusedExpired = await request.get(expired.url);
    expect(refusedExpired.status()).toBe(403);
    expect(await refusedExpired.text()).toBe("This image link has expired");

    for (const altered of [
      `/media/${draft.upload}?w=640&f=webp&exp=${exp + 3600}&sig=${sig}`,
      `/media/${draft.upload}?w=640&f=webp&exp=${exp}&sig=${sig.slice(0, -2)}xx`,
      `/media/${published.upload}?w=640&f=webp&exp=${exp}&sig=${sig}`,
      `/media/${draft.upload}?w=640&f=webp&exp=${exp}`,
    ]) {
      const response = await request.get(altered);
      expect(response.status(), altered).toBe(403);
      expect(await response.text()).toBe("This image link is not valid");
    }
  });
});
