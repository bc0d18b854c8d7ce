import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  fixtureCategories,
  imagePath,
  productPath,
  startSupplierSite,
  supplierCatalogue,
  type FixtureProduct,
  type SupplierSite,
} from "../../../../tests/fixtures/supplier-site";
import { htmlToText, readProductPage } from "./product-page.server";
import { readShopifyPage, readShopifyProduct, readSitemap, readWooCategories, readWooProduct } from "./shop-apis.server";
import { specFieldFor, type SupplierProduct } from "../supplier-product";

/*
 * Each adapter reads the fixture supplier's whole catalogue, over real HTTP on 127.0.0.1, into
 * exactly the products the fixture was made from; and hostile or broken answers into nothing
 * rather than into wrong data.
 */

let site: SupplierSite;
const catalogue = supplierCatalogue({ perSubcategory: 3 });

beforeAll(async () => {
  site = await startSupplierSite({ products: catalogue });
});
afterAll(async () => {
  await site?.close();
});

const get = async (path: string) => {
  const response = await fetch(`${site.origin}${path}`);
  expect(response.status, path).toBe(200);
  return response;
};

/** What every adapter must read from a fixture product; only the source link differs between them. */
function expected(product: FixtureProduct, sourceUrl: string): SupplierProduct {
  const pictures = product.colours.map((colour) => ({ url: `${site.origin}${imagePath(product, colour)}`, colourName: colour.name }));
  return {
    sourceUrl,
    title: product.title,
    description: `${product.title} for living rooms & kitchens.\n\nBrushed surface\n\nMicro-bevel edges`,
    categoryPath: [product.category, product.subcategory],
    size: product.size,
    series: product.series,
    color: product.colours.length === 1 ? (product.colours[0]?.name ?? null) : null,
    level: product.level,
    packing: product.packing,
    picture: pictures[0]?.url ?? null,
    colourImages: pictures,
  };
}

describe("the fixture supplier", () => {
  it("has seven top-level categories, subcategories, and products in one to three colours", () => {
    expect(fixtureCategories).toHaveLength(7);
    expect(new Set(catalogue.map((product) => product.category)).size).toBe(7);
    expect(new Set(catalogue.map((product) => product.colours.length))).toEqual(new Set([1, 2, 3]));
    expect(supplierCatalogue({ perSubcategory: 200 })).toHaveLength(2000);
  });
});

describe("reading a supplier's catalogue", () => {
  it("finds every product page through the sitemap index and reads each from its JSON-LD", async () => {
    const index = readSitemap(await (await get("/sitemap.xml")).text(), site.origin);
    expect(index.pages).toEqual([]);
    expect(index.sitemaps).toEqual([`${site.origin}/sitemap-pages.xml`, `${site.origin}/sitemap-products.xml`]);
    const pages: string[] = [];
    for (const sitemap of index.sitemaps) pages.push(...readSitemap(await (await get(new URL(sitemap).pathname)).text(), site.origin).pages);
    const read: (SupplierProduct | null)[] = [];
    for (const page of pages) read.push(readProductPage(await (await get(new URL(page).pathname)).text(), page));
    // The home, about and category pages describe no product.
    expect(read.filter((item) => item === null)).toHaveLength(pages.length - catalogue.length);
    expect(read.filter((item) => item !== null)).toEqual(catalogue.map((product) => expected(product, `${site.origin}${productPath(product)}`)));
  });

  it("reads the Shopify listing page by page, and one product by its handle", async () => {
    const read: SupplierProduct[] = [];
    for (let page = 1; ; page++) {
      const { products, skipped } = readShopifyPage(await (await get(`/products.json?limit=10&page=${page}`)).json(), site.origin);
      expect(skipped).toBe(0);
      if (products.length === 0) break;
      read.push(...products);
    }
    expect(read).toEqual(catalogue.map((product) => expected(product, `${site.origin}/products/${product.handle}`)));
    const one = catalogue[4]!;
    const body = (await (await get(`/products/${one.handle}.json`)).json()) as { product: unknown };
    expect(readShopifyProduct(body.product, site.origin)).toEqual(expected(one, `${site.origin}/products/${one.handle}`));
  });

  it("reads the WooCommerce Store API with its category tree", async () => {
    const categories = readWooCategories(await (await get("/wp-json/wc/store/v1/products/categories")).json());
    expect(categories.filter((category) => category.parent === 0).map((category) => category.name)).toEqual(fixtureCategories.map((category) => category.name));
    const first = await get("/wp-json/wc/store/v1/products?per_page=7&page=1");
    const pages = Number(first.headers.get("x-wp-totalpages"));
    const read: (SupplierProduct | null)[] = ((await first.json()) as unknown[]).map((item) => readWooProduct(item, categories, site.origin));
    for (let page = 2; page <= pages; page++) {
      const items = (await (await get(`/wp-json/wc/store/v1/products?per_page=7&page=${page}`)).json()) as unknown[];
      read.push(...items.map((item) => readWooProduct(item, categories, site.origin)));
    }
    expect(read).toEqual(catalogue.map((product) => expected(product, `${site.origin}${productPath(product)}`)));
  });
});

describe("hostile and broken answers", () => {
  const page = "https://supplier.example.com/shop/oak/";
  const withJsonLd = (...blocks: string[]) =>
    `<html><head>${blocks.map((block) => `<script type="application/ld+json">${block.replace(/</g, "\\u003c")}</script>`).join("")}</head><body></body></html>`;

  it("skips JSON-LD that is not JSON and reads the block that is", () => {
    const read = readProductPage(withJsonLd("{not json", JSON.stringify({ "@context": "https://schema.org", "@graph": [{ "@type": "Product", name: "Oak Natural", image: "/a.jpg" }] })), page);
    expect(read?.title).toBe("Oak Natural");
    expect(read?.picture).toBe("https://supplier.example.com/a.jpg");
  });

  it("keeps markup in names as text, strips it from descriptions, and drops links that are not http(s)", () => {
    const read = readProductPage(
      withJsonLd(
        JSON.stringify({
          "@type": ["Product"],
          name: '<img src=x onerror="alert(1)">Oak',
          description: '<p>Warm <script>alert("x")</script><b>oak</b></p>',
          image: ["javascript:alert(1)", "data:image/png;base64,AAAA", "file:///etc/passwd", { "@type": "ImageObject", contentUrl: "//cdn.example.com/oak.jpg" }],
        }),
      ),
      page,
    );
    expect(read?.title).toBe('<img src=x onerror="alert(1)">Oak');
    expect(read?.description).toBe("Warm oak");
    expect(read?.picture).toBe("https://cdn.example.com/oak.jpg");
    expect(read?.colourImages).toEqual([]);
  });

  it("falls back to Open Graph, and finds nothing on a page that describes no product", () => {
    const og = readProductPage(
      '<html><head><meta property="og:title" content="Maple Select"><meta property="og:description" content="Hard maple."><meta property="og:image" content="/m.jpg"></head><body><dl><dt>Grade</dt><dd>Select</dd></dl></body></html>',
      page,
    );
    expect(og).toMatchObject({ title: "Maple Select", description: "Hard maple.", picture: "https://supplier.example.com/m.jpg", level: "Select" });
    expect(readProductPage("<html><body><h1>About us</h1></body></html>", page)).toBeNull();
    expect(readProductPage(withJsonLd(JSON.stringify({ "@type": "Organization", name: "Mill" })), page)).toBeNull();
  });

  it("reads nothing from API answers of the wrong shape", () => {
    for (const value of [null, 42, "x", [], { products: "no" }, { products: [{ title: 5 }] }]) {
      expect(readShopifyPage(value, "https://s.example").products).toEqual([]);
    }
    expect(readShopifyProduct({ title: "Oak", handle: "../../admin" }, "https://s.example")).toBeNull();
    expect(readWooProduct({ name: "Oak", permalink: "javascript:alert(1)" }, [], "https://s.example")).toBeNull();
    expect(readWooCategories({ id: 1 })).toEqual([]);
    // A category tree with a loop ends.
    const looped = readWooCategories([{ id: 1, name: "A", parent: 2 }, { id: 2, name: "B", parent: 1 }]);
    expect(readWooProduct({ name: "Oak", permalink: "https://s.example/p/oak", categories: [{ id: 1, name: "A" }] }, looped, "https://s.example")?.categoryPath).toEqual(["B", "A"]);
  });

  it("drops sitemap links that are not http(s)", () => {
    const read = readSitemap(
      '<?xml version="1.0"?><urlset><url><loc>https://s.example/a</loc></url><url><loc>javascript:alert(1)</loc></url><url><loc>file:///etc/passwd</loc></url><url><loc> /b </loc></url></urlset>',
      "https://s.example/sitemap.xml",
    );
    expect(read.pages).toEqual(["https://s.example/a", "https://s.example/b"]);
  });

  it("names our fields from a supplier's words in English or Chinese", () => {
    expect(specFieldFor("Dimensions")).toBe("size");
    expect(specFieldFor("规格")).toBe("size");
    expect(specFieldFor("Collection")).toBe("series");
    expect(specFieldFor("Colour")).toBe("color");
    expect(specFieldFor("等级")).toBe("level");
    expect(specFieldFor("Per box")).toBe("packing");
    expect(specFieldFor("Price")).toBeNull();
    expect(htmlToText("<h2>Care</h2><p>Sweep.<br>Mop.</p>")).toBe("Care\n\nSweep.\nMop.");
  });
});
