import { axe } from "./axe";
import type { APIRequestContext, Page } from "@playwright/test";
import { formatSize, groupSizes } from "../../app/features/catalogue/product-size";
import { catalogueFixtures, expect, searchProducts, test, type ApiProduct } from "./catalogue-helpers";

const isPhone = (width: number | undefined) => (width ?? 0) < 1024;

async function apiProducts(request: APIRequestContext, query = ""): Promise<ApiProduct[]> {
  const response = await request.get(`/api/products${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ApiProduct[] }).data;
}

const cards = (page: Page) => page.locator("[data-product-card]");
const summary = (page: Page) => page.getByText(/^Showing \d+–\d+ of \d+ products?$/);

test.describe("product list", () => {
  test("shows the hero, cards with category, title, excerpt and 'View Details', 24 to a page", async ({ page, request }) => {
    const all = await apiProducts(request);
    await page.goto("/products");
    await expect(page.getByRole("heading", { level: 1, name: "Our Products" })).toBeVisible();
    await expect(page.getByText("Discover Premium Flooring Solutions")).toBeVisible();
    await expect(cards(page)).toHaveCount(24);
    await expect(summary(page)).toHaveText(`Showing 1–24 of ${all.length} products`);

    const first = cards(page).first();
    await expect(first.locator("img")).toHaveAttribute("alt", all[0]!.title);
    await expect(first.getByRole("heading")).toHaveText(all[0]!.title);
    await expect(first.locator(".eyebrow")).toHaveText(all[0]!.product_categories!.name);
    const excerpt = first.locator("h3 + p");
    await expect(excerpt).toHaveCSS("-webkit-line-clamp", "2");
    const details = first.getByRole("link", { name: `View Details: ${all[0]!.title}` });
    await expect(details).toHaveAttribute("href", `/products/${all[0]!.id}`);
    await details.click();
    await expect(page).toHaveURL(`/products/${all[0]!.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(all[0]!.title);
  });

  test("lays cards out in 1, 2 or 3 columns", { tag: "@layout" }, async ({ page, viewport }) => {
    await page.goto("/products");
    const tops = await cards(page)
      // The grid items' offsetTop ignores the reveal's lift, which staggered cards may still be finishing.
      .evaluateAll((nodes) => nodes.slice(0, 3).map((node) => (node.parentElement as HTMLElement).offsetTop));
    const columns = tops.filter((top) => top === tops[0]).length;
    expect(columns).toBe(isPhone(viewport?.width) ? 1 : 3);
  });

  test("pages through the catalogue with links that keep the filters", async ({ page, request }) => {
    const all = await apiProducts(request);
    await page.goto("/products");
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await pagination.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/products\?page=2$/);
    await expect(summary(page)).toHaveText(`Showing 25–${Math.min(48, all.length)} of ${all.length} products`);
    await expect(cards(page).first().getByRole("heading")).toHaveText(all[24]!.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/products\?page=2$/);
    await pagination.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(cards(page).first().getByRole("heading")).toHaveText(all[0]!.title);

    // A page past the end goes to the last one.
    const lastPage = Math.ceil(all.length / 24);
    await page.goto("/products?page=99");
    await expect(page).toHaveURL(new RegExp(`/products\\?page=${lastPage}$`));
  });

  test("searches title, series, colour and description", async ({ page, request }) => {
    await page.goto("/products");
    await searchProducts(page, "walnut");
    await expect(page).toHaveURL(/\/products\?q=walnut$/);
    const titles = await cards(page).getByRole("heading").allTextContents();
    expect(titles.length).toBeGreaterThan(2);
    expect(titles[0]).toMatch(/walnut/i);
    for (const title of titles) {
      const product = (await apiProducts(request)).find((candidate) => candidate.title === title);
      expect(product, title).toBeDefined();
    }
    // Search results are not pages for search engines.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
});

test.describe("filters on desktop", { tag: "@layout" }, () => {
  test.skip(({ viewport }) => isPhone(viewport?.width), "the sidebar is the desktop layout");

  test("the category tree starts expanded, toggles each category, and filters by category", async ({ page, request }) => {
    await page.goto("/products");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const tree = page.getByRole("navigation", { name: "Product Category" });
    await expect(tree.getByRole("link", { name: "All Categories" })).toHaveAttribute("aria-current", "page");
    const toggles = tree.getByRole("button", { name: /^Collapse / });
    await expect(toggles).toHaveCount(7);
    for (const toggle of await toggles.all()) await expect(toggle).toHaveAttribute("aria-expanded", "true");

    const solidToggle = tree.getByRole("button", { name: "Collapse Solid Hardwood" });
    const subcategory = tree.getByRole("link", { name: "7-inch Canadian Series" });
    await expect(subcategory).toBeVisible();
    await solidToggle.click();
    const expand = tree.getByRole("button", { name: "Expand Solid Hardwood" });
    await expect(expand).toHaveAttribute("aria-expanded", "false");
    await expect(subcategory).toBeHidden();
    await expand.click();
    await expect(subcategory).toBeVisible();

    // Subcategories are indented beneath their parent.
    const parentBox = (await tree.getByRole("link", { name: "Solid Hardwood", exact: true }).boundingBox())!;
    const childBox = (await subcategory.boundingBox())!;
    expect(childBox.x).toBeGreaterThan(parentBox.x + 8);

    // Choosing a category shows its list with the page left where it was on the screen.
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    await subcategory.click();
    await expect(page).toHaveURL(/\/products\?category=solid-7-inch-series$/);
    await expect(subcategory).toHaveAttribute("aria-current", "page");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    const expected = await apiProducts(request, "?category_id=solid-7-inch-series");
    await expect(cards(page)).toHaveCount(expected.length);
    for (const eyebrow of await cards(page).locator(".eyebrow").allTextContents()) {
      expect(eyebrow).toBe("7-inch Canadian Series");
    }

    // A top-level category includes its subcategories.
    await tree.getByRole("link", { name: "Solid Hardwood", exact: true }).click();
    await expect(page).toHaveURL(/\/products\?category=solid-hardwood$/);
    const solid = await apiProducts(request, "?category_id=solid-hardwood");
    expect(solid.length).toBeGreaterThan(expected.length);
    await expect(summary(page)).toHaveText(`Showing 1–${solid.length} of ${solid.length} products`);

    // A card's link opens its product at the top of the page.
    await cards(page).first().getByRole("link", { name: /^View Details/ }).click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await expect(page.getByRole("link", { name: "Back to Products" }).first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("sizes are a radio group of the current category's sizes", async ({ page, request }) => {
    await page.goto("/products?category=spc-floor");
    const sizes = ((await (await request.get("/api/sizes?category_id=spc-floor")).json()) as { data: string[] }).data;
    const group = page.getByRole("group", { name: "Product Size" });
    const radios = group.getByRole("radio");
    await expect(radios).toHaveCount(sizes.length + 1);
    await expect(group.getByRole("radio", { name: "All Sizes" })).toBeChecked();
    for (const size of sizes) await expect(group.getByRole("radio", { name: formatSize(size) })).toBeVisible();
    // Sizes of other categories and of drafts are not offered.
    await expect(group.getByRole("radio", { name: "2134 × 178 × 19 mm" })).toHaveCount(0);

    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await group.getByRole("radio", { name: formatSize(sizes[0]!) }).check();
    await expect(page).toHaveURL(`/products?category=spc-floor&size=${encodeURIComponent(sizes[0]!).replace(/%2A/g, "*")}`);
    const expected = await apiProducts(request, `?category_id=spc-floor&size=${encodeURIComponent(sizes[0]!)}`);
    await expect(cards(page)).toHaveCount(expected.length);
    await expect(group.getByRole("radio", { name: formatSize(sizes[0]!) })).toBeChecked();
  });

  test("the back button walks back through filter states", async ({ page }) => {
    await page.goto("/products");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const tree = page.getByRole("navigation", { name: "Product Category" });
    await tree.getByRole("link", { name: "SPC Floor" }).click();
    await expect(page).toHaveURL(/category=spc-floor$/);
    await page.getByRole("group", { name: "Product Size" }).getByRole("radio", { name: "1520 × 228 × 7 mm" }).check();
    await expect(page).toHaveURL(/category=spc-floor&size=1520\*228\*7mm$/);
    await expect(cards(page)).toHaveCount(3);

    await page.goBack();
    await expect(page).toHaveURL(/\/products\?category=spc-floor$/);
    await expect(page.getByRole("group", { name: "Product Size" }).getByRole("radio", { name: "All Sizes" })).toBeChecked();
    await expect(cards(page)).toHaveCount(6);
    await page.goBack();
    await expect(page).toHaveURL(/\/products$/);
    await expect(cards(page)).toHaveCount(24);
    await page.goForward();
    await expect(page).toHaveURL(/\/products\?category=spc-floor$/);
    await expect(page.getByRole("heading", { level: 2, name: "SPC Floor" })).toBeVisible();
  });
});

test.describe("filters on phones", () => {
  test.skip(({ viewport }) => !isPhone(viewport?.width), "the dropdowns are the phone layout");

  test("two dropdowns: categories with subcategories indented, and sizes when there are any", async ({ page, request }) => {
    await page.goto("/products");
    await expect(page.getByRole("navigation", { name: "Product Category" })).toBeHidden();
    const category = page.getByRole("combobox", { name: "Product Category" });
    const size = page.getByRole("combobox", { name: "Product Size" });
    await expect(category).toBeVisible();
    await expect(size).toBeVisible();
    const options = await category.locator("option").allTextContents();
    expect(options[0]).toBe("All Categories");
    expect(options[1]).toBe("Solid Hardwood");
    expect(options[2]).toBe("\u00a0\u00a0\u00a0\u00a07-inch Canadian Series");
    expect(options).toHaveLength(1 + 7 + 16);
    await expect(size.locator("option").first()).toHaveText("All Sizes");

    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await category.selectOption("spc-floor");
    await expect(page).toHaveURL(/\/products\?category=spc-floor$/);
    await expect(cards(page)).toHaveCount(6);
    const sizes = ((await (await request.get("/api/sizes?category_id=spc-floor")).json()) as { data: string[] }).data;
    await expect(size.locator("option")).toHaveText([
      "All Sizes",
      ...groupSizes(sizes).flatMap((group) => group.options.map((option) => option.label)),
    ]);
    await size.selectOption("1520*228*7mm");
    await expect(page).toHaveURL(/\/products\?category=spc-floor&size=1520\*228\*7mm$/);
    await expect(cards(page)).toHaveCount(3);
    await page.goBack();
    await expect(page).toHaveURL(/\/products\?category=spc-floor$/);
    await expect(size).toHaveValue("all");
  });
});

test.describe("links and empty results", () => {
  // The browser reports a document's own 404 status as a console error.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("the footer's category links filter the list", async ({ page, request }) => {
    await page.goto("/");
    await page.locator("footer").getByRole("link", { name: "Laminate Floor" }).click();
    await expect(page).toHaveURL(/\/products\?category=laminate-floor$/);
    await expect(page.getByRole("heading", { level: 2, name: "Laminate Floor" })).toBeVisible();
    const expected = await apiProducts(request, "?category_id=laminate-floor");
    await expect(cards(page)).toHaveCount(expected.length);
    await expect(page).toHaveTitle(/^Laminate Floor Flooring \| /);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/products\?category=laminate-floor$/);
  });

  test("an empty filtered result shows a toast and a way to clear the filters", async ({ page }) => {
    await page.goto("/products?category=spc-floor&q=walnut");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const toast = page.getByRole("region", { name: "Notifications" }).getByRole("status");
    await expect(toast).toContainText("No products found");
    await expect(toast).toContainText("No products match the current filters");
    await expect(cards(page)).toHaveCount(0);
    const main = page.locator("main");
    await expect(main.getByText("No products found", { exact: true })).toBeVisible();
    await main.getByRole("link", { name: "Clear all filters" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(cards(page)).toHaveCount(24);
  });

  test("the empty state has no axe violations", { tag: "@layout" }, async ({ page }) => {
    await page.goto("/products?category=wood-trim&q=zebrawood");
    await expect(page.getByText("No products found", { exact: true }).first()).toBeVisible();
    const results = await axe(page)
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test("an unknown category answers 404 with the empty result", async ({ page }) => {
    const response = await page.goto("/products?category=no-such-floor");
    expect(response?.status()).toBe(404);
    await expect(page.locator("main").getByRole("link", { name: "Clear all filters" })).toBeVisible();
    // Once interactive it stays where it is: the filters' 'All Categories' was shown, not chosen.
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(page).toHaveURL(/\?category=no-such-floor$/);
    await expect(page.locator("main").getByRole("link", { name: "Clear all filters" })).toBeVisible();
  });

  test("a category can be given by numeric id", async ({ page, request }) => {
    const categories = ((await (await request.get("/api/categories")).json()) as { data: Array<{ id: number; name: string }> }).data;
    const spc = categories.find((category) => category.name === "SPC Floor")!;
    await page.goto(`/products?category=${spc.id}`);
    // Once the page is interactive it stays on the category (the phone's select shows its name).
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(page.locator("select[name=category]")).toHaveValue("spc-floor");
    await expect(page).toHaveURL(new RegExp(`category=${spc.id}$`));
    await expect(page.getByRole("heading", { level: 2, name: "SPC Floor" })).toBeVisible();
    await expect(cards(page)).toHaveCount(6);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/products\?category=spc-floor$/);
  });
});

test.describe("images on the list", () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test("a picture that fails to load becomes the placeholder", async ({ page }) => {
    // The first product's picture is swatch/nature; make every copy of it fail.
    await page.route(/\/img\/swatch\/nature-\d+\.(avif|webp)/, (route) => route.abort("failed"));
    await page.goto("/products");
    const first = cards(page).first();
    await expect(first.locator("[data-image-placeholder]")).toBeVisible();
    await expect(first.locator("[data-image-placeholder]")).toHaveText("No image");
    await expect(first.locator("img")).toHaveCount(0);
    // Other cards keep their pictures.
    await expect(cards(page).nth(2).locator("img")).toHaveCount(1);
  });

  test("uploaded pictures of published products are served as responsive AVIF and WebP", async ({ page }) => {
    const { published } = catalogueFixtures();
    await page.goto(`/products?q=${encodeURIComponent(published.title)}`);
    const card = page.locator(`[data-product-card="${published.id}"]`);
    await expect(card.locator('source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      /\/media\/fixtures\/rift-white-oak\.jpg\?w=320&f=avif&v=\w+ 320w, .*960w/,
    );
    await expect(card.locator('source[type="image/avif"]')).toHaveAttribute("sizes", /290px/);
    const image = card.locator("img");
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain("f=avif");
  });
});

test.describe("drafts", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("are never shown: not listed, not found by search, not reachable by id", async ({ page }) => {
    const { draft } = catalogueFixtures();
    await page.goto(`/products?q=${encodeURIComponent(draft.title)}`);
    await expect(page.locator(`[data-product-card="${draft.id}"]`)).toHaveCount(0);
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 3, name: draft.title })).toHaveCount(0);
    for (let pageNumber = 1; pageNumber <= 3; pageNumber++) {
      await page.goto(`/products?page=${pageNumber}`);
      await expect(page.getByText("Slate Tile-Look 7 mm SPC")).toHaveCount(0);
      await expect(page.getByText(draft.title)).toHaveCount(0);
    }
    const response = await page.goto(`/products/${draft.id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Product Not Found" })).toBeVisible();
  });
});

// The filters differ by width (sidebar on desktops, dropdowns on phones): both are used.
test.describe("without JavaScript", { tag: "@layout" }, () => {
  test.use({ javaScriptEnabled: false });

  test("categories are links and sizes a form that works without scripts", async ({ page, viewport }) => {
    await page.goto("/products");
    if (isPhone(viewport?.width)) {
      await page.getByRole("combobox", { name: "Product Category" }).selectOption("spc-floor");
      await page.getByRole("button", { name: "Apply filters" }).click();
      await expect(page).toHaveURL(/\/products\?category=spc-floor$/);
      await page.getByRole("combobox", { name: "Product Size" }).selectOption("1520*228*7mm");
      await page.getByRole("button", { name: "Apply filters" }).click();
    } else {
      await page.getByRole("navigation", { name: "Product Category" }).getByRole("link", { name: "SPC Floor" }).click();
      await expect(page).toHaveURL(/\/products\?category=spc-floor$/);
      await page.getByRole("radio", { name: "1520 × 228 × 7 mm" }).check();
      await page.getByRole("button", { name: "Apply size" }).click();
    }
    await expect(page).toHaveURL(/\/products\?category=spc-floor&size=1520\*228\*7mm$/);
    await expect(cards(page)).toHaveCount(3);
    await page.getByRole("searchbox", { name: "Search products" }).fill("lakeshore");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/products\?category=spc-floor&size=1520\*228\*7mm&q=lakeshore$/);
    await expect(cards(page)).toHaveCount(1);
  });
});
