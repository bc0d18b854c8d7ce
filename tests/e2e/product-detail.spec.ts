import { axe } from "./axe";
import { demoProducts } from "../../app/features/catalogue/demo-catalogue";
import { formatSize } from "../../app/features/catalogue/product-size";
import { catalogueFixtures, expect, test } from "./catalogue-helpers";

// The demo catalogue is seeded in order, so product 1 is its first entry.
const flagship = demoProducts[0]!;
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

test.describe("product detail", () => {
  // On phones a second quote link stays in view while scrolling: which one shows depends on the width.
  test("shows category, title, description, the detail lines and a quote link naming the product", { tag: "@layout" }, async ({ page }) => {
    const response = await page.goto("/products/1");
    expect(response?.status()).toBe(200);
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Back to Products" })).toHaveAttribute("href", "/products");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(flagship.title);
    await expect(main.getByText("7-inch Canadian Series", { exact: true })).toBeVisible();
    await expect(main.getByText(flagship.content)).toBeVisible();
    const lines = main.locator("dl > div");
    await expect(lines.locator("dt")).toHaveText(["Size", "Series", "Color", "Level", "Packing", "Coverage", "Pallet"]);
    await expect(lines.locator("dd")).toHaveText([
      formatSize(flagship.size!),
      flagship.series!,
      flagship.color!,
      flagship.level!,
      flagship.packing!,
      "22\u00a0sq ft per box",
      "42 boxes per pallet",
    ]);
    // One beside the details, and on phones one more that stays in view while scrolling.
    const quotes = main.getByRole("link", { name: "Request a Quote" });
    await expect(quotes.filter({ visible: true }).first()).toBeVisible();
    for (const quote of await quotes.all()) {
      await expect(quote).toHaveAttribute("href", "/quote?product=1");
    }
    await quotes.filter({ visible: true }).first().click();
    // The quote page lists the product (and, with the page's script, keeps it on the visitor's list).
    await expect(page).toHaveURL(/\/quote(\?product=1)?$/);
    await expect(page.locator('[data-quote-line="1"]')).toContainText(flagship.title);
    await page.goBack();
    await expect(main.getByRole("heading", { level: 2, name: "Looking for more?" })).toBeVisible();
    await main.getByRole("link", { name: "View All Products" }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test("leaves out lines the product does not have", async ({ page }) => {
    const { published } = catalogueFixtures();
    await page.goto(`/products/${published.id}`);
    await expect(page.locator("main dl dt")).toHaveText(["Size"]);
    await expect(page.locator("main dl dd")).toHaveText(["2200 × 220 × 15 mm"]);
  });

  test("the colour carousel steps through every colour with wrap-around", async ({ page }) => {
    await page.goto("/products/1");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const carousel = page.getByRole("region", { name: `${flagship.title} colours` });
    const caption = carousel.locator('[aria-roledescription="slide"]:visible [data-caption]');
    const colours = flagship.images.map((image) => image.colour);
    await expect(caption).toHaveText(colours[0]!);
    await expect(page.getByText(`${colours.length} color variants available`)).toBeVisible();
    await carousel.getByRole("button", { name: "Next colour" }).click();
    await expect(caption).toHaveText(colours[1]!);
    await expect(carousel.locator('[aria-roledescription="slide"]:visible img')).toHaveAttribute("alt", `${flagship.title} in ${colours[1]}`);
    await carousel.getByRole("button", { name: "Previous colour" }).click();
    await carousel.getByRole("button", { name: "Previous colour" }).click();
    await expect(caption).toHaveText(colours.at(-1)!);
    await carousel.getByRole("button", { name: "Next colour" }).click();
    await expect(caption).toHaveText(colours[0]!);
    // Arrow keys work too once focus is in the carousel.
    await carousel.getByRole("button", { name: "Next colour" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(caption).toHaveText(colours[1]!);
  });

  test("'ALL COLORS' lists every colour; a card opens a dialog with the large picture", { tag: "@layout" }, async ({ page }) => {
    await page.goto("/products/1");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const section = page.locator('section[aria-labelledby="all-colors-heading"]');
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("ALL COLORS");
    const colourCards = section.locator("[data-colour-card]");
    await expect(colourCards).toHaveCount(flagship.images.length);
    for (const [index, image] of flagship.images.entries()) {
      await expect(colourCards.nth(index)).toContainText(image.colour.toUpperCase());
      await expect(colourCards.nth(index)).toContainText(flagship.title);
    }
    // Up to four columns on desktop, two on phones.
    const tops = await colourCards.evaluateAll((nodes) => nodes.slice(0, 4).map((node) => (node as HTMLElement).offsetTop));
    expect(tops.filter((top) => top === tops[0]).length).toBe((page.viewportSize()?.width ?? 0) >= 1024 ? 4 : 2);

    const third = section.getByRole("button", { name: new RegExp(flagship.images[2]!.colour, "i") });
    await third.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: flagship.images[2]!.colour })).toBeVisible();
    const large = dialog.locator("img");
    await expect(large).toHaveAttribute("alt", `${flagship.title} in ${flagship.images[2]!.colour}`);
    await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The large picture: the widest file, whatever the screen.
    expect(await large.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/ivory-gold-1024\.avif/);
    const results = await axe(page).withTags(axeTags).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(third).toBeFocused();
  });

  // Which element is the largest paint depends on the layout.
  test("the main picture comes first and loads at once; the colours follow and load when shown", { tag: "@layout" }, async ({ page }) => {
    // Product 2's main picture is a shot of its own, not one of its colours.
    const grandPlank = demoProducts[1]!;
    expect(grandPlank.images.map((image) => image.image)).not.toContain(grandPlank.picture);
    await page.goto("/products/2");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const carousel = page.getByRole("region", { name: `${grandPlank.title} colours` });
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(1 + grandPlank.images.length);
    const main = carousel.locator('[aria-roledescription="slide"]:visible img');
    await expect(main).toHaveAttribute("alt", grandPlank.title);
    await expect(main).toHaveAttribute("src", /\/img\/product\/grand-plank-oak-/);
    await expect(main).toHaveAttribute("loading", "eager");
    await expect(main).toHaveAttribute("fetchpriority", "high");
    // Named by the product; no caption repeats the title beside the heading.
    await expect(slides.first()).toHaveAttribute("aria-label", `1 of ${1 + grandPlank.images.length}: ${grandPlank.title}`);
    await expect(slides.first().locator("[data-caption]")).toHaveText("");
    await expect(page.getByText(`${grandPlank.images.length} color variants available`)).toBeVisible();
    // It is the page's largest paint.
    const largest = await page.evaluate(
      () =>
        new Promise<string | null>((resolve) =>
          new PerformanceObserver((list) => {
            const entry = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
            resolve(entry?.element?.getAttribute("alt") ?? null);
          }).observe({ type: "largest-contentful-paint", buffered: true }),
        ),
    );
    expect(largest).toBe(grandPlank.title);
    const colourPictures = slides.locator("img");
    for (const [index, image] of grandPlank.images.entries()) {
      await expect(colourPictures.nth(index + 1)).toHaveAttribute("loading", "lazy");
      await expect(colourPictures.nth(index + 1)).toHaveAttribute("alt", `${grandPlank.title} in ${image.colour}`);
    }
    await carousel.getByRole("button", { name: "Next colour" }).click();
    await expect(carousel.locator("[data-caption]:visible")).toHaveText(grandPlank.images[0]!.colour);
    await carousel.getByRole("button", { name: "Previous colour" }).click();
    await carousel.getByRole("button", { name: "Previous colour" }).click();
    await expect(carousel.locator("[data-caption]:visible")).toHaveText(grandPlank.images.at(-1)!.colour);
  });

  test("a product without colour images has neither carousel nor colour grid", async ({ page }) => {
    const plain = demoProducts.findIndex((product) => product.isPublished && product.images.length === 0);
    await page.goto(`/products/${plain + 1}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(demoProducts[plain]!.title);
    await expect(page.locator('[aria-roledescription="carousel"]')).toHaveCount(0);
    await expect(page.getByText("ALL COLORS")).toHaveCount(0);
    await expect(page.getByText(/color variants? available/)).toHaveCount(0);
    await expect(page.locator("main img").first()).toHaveAttribute("alt", demoProducts[plain]!.title);
  });

  test("uploaded colour images resolve from any stored form, captioned with their colour", async ({ page }) => {
    const { published } = catalogueFixtures();
    await page.goto(`/products/${published.id}`);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(page.getByText("2 color variants available")).toBeVisible();
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(carousel.locator('[aria-roledescription="slide"]:visible img')).toHaveAttribute("src", /\/media\/fixtures\/rift-white-oak\.jpg\?/);
    await carousel.getByRole("button", { name: "Next colour" }).click();
    const smoked = carousel.locator('[aria-roledescription="slide"]:visible img');
    await expect(smoked).toHaveAttribute("src", /\/media\/fixtures\/rift-white-oak-smoked\.jpg\?/);
    await expect.poll(() => smoked.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.locator("[data-colour-card]")).toHaveText([/NATURAL/, /SMOKED/]);
  });
});

test.describe("product not found", () => {
  // The browser reports the document's own 404 status as a console error.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("a non-numeric id says 'Invalid product id' with status 404", async ({ page }) => {
    const response = await page.goto("/products/oak-flooring");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Product Not Found" })).toBeVisible();
    await expect(page.getByText("Invalid product id")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("a missing product says 'Product Not Found' with a way back, status 404", async ({ page }) => {
    for (const path of ["/products/999999", "/products/1.5"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Product Not Found" })).toBeVisible();
    }
    await page.getByRole("link", { name: "Back to Products" }).click();
    await expect(page).toHaveURL(/\/products$/);
  });
});

test.describe("search-engine data", () => {
  test("title, description and keywords come from the SEO fields, with a canonical URL and an image", async ({ page, baseURL }) => {
    await page.goto("/products/1");
    await expect(page).toHaveTitle(`${flagship.seoTitle} | Cedarline Flooring`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", flagship.seoDescription!);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", flagship.seoKeywords!);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/products/1`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      new RegExp(`^${baseURL}/img/swatch/nature-1024\\.webp\\?v=\\w+$`),
    );
  });

  test("without SEO fields, the title and the start of the description are used", async ({ page }) => {
    const plain = demoProducts.findIndex((product) => product.isPublished && !product.seoTitle && !product.seoDescription);
    await page.goto(`/products/${plain + 1}`);
    const product = demoProducts[plain]!;
    await expect(page).toHaveTitle(`${product.title} | Cedarline Flooring`);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description!.length).toBeLessThanOrEqual(160);
    expect(product.content.startsWith(description!.replace(/…$/, ""))).toBe(true);
  });

  test("carries Product and BreadcrumbList JSON-LD that parses", async ({ page, baseURL }) => {
    await page.goto("/products/1");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
    const product = data.find((block) => block["@type"] === "Product")!;
    expect(product).toMatchObject({
      "@context": "https://schema.org",
      name: flagship.title,
      sku: "1",
      url: `${baseURL}/products/1`,
      brand: { "@type": "Brand", name: "Cedarline Flooring" },
      category: "7-inch Canadian Series",
      color: flagship.color,
    });
    expect(String(product.description).length).toBeGreaterThan(50);
    const images = product.image as string[];
    expect(images.length).toBe(1 + flagship.images.length);
    for (const image of images) expect(image).toMatch(new RegExp(`^${baseURL}/img/`));
    const breadcrumbs = data.find((block) => block["@type"] === "BreadcrumbList")!;
    const items = breadcrumbs.itemListElement as Array<{ position: number; name: string; item: string }>;
    expect(items.map((item) => item.name)).toEqual(["Home", "Products", "7-inch Canadian Series", flagship.title]);
    expect(items.map((item) => item.position)).toEqual([1, 2, 3, 4]);
    expect(items[2]!.item).toBe(`${baseURL}/products?category=solid-7-inch-series`);
  });
});

test.describe("product detail without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the main picture first where it is not one of the colours", async ({ page }) => {
    await page.goto("/products/2");
    const shown = page.locator('[aria-roledescription="slide"]:visible');
    await expect(shown).toHaveCount(1);
    await expect(shown.locator("img")).toHaveAttribute("alt", demoProducts[1]!.title);
    await expect(page.locator("[data-colour-card]")).toHaveCount(demoProducts[1]!.images.length);
  });

  test("shows the first colour and links every colour card to its large picture", async ({ page, request }) => {
    await page.goto("/products/1");
    await expect(page.locator('[aria-roledescription="slide"]:visible')).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Next colour" })).toBeHidden();
    const link = page.locator("[data-colour-card]").nth(1);
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/img\/swatch\/lily-canvas-1024\.webp\?v=/);
    const image = await request.get(href!);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/webp");
  });
});
