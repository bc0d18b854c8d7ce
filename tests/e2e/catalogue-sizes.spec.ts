import type { APIRequestContext, Page } from "@playwright/test";
import { formatSize, groupSizes } from "../../app/features/catalogue/product-size";
import { expect, test } from "./catalogue-helpers";

const isPhone = (width: number | undefined) => (width ?? 0) < 1024;
const cards = (page: Page) => page.locator("[data-product-card]");

async function apiSizes(request: APIRequestContext, query = ""): Promise<string[]> {
  const response = await request.get(`/api/sizes${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: string[] }).data;
}

async function apiCount(request: APIRequestContext, size: string) {
  const response = await request.get(`/api/products?size=${encodeURIComponent(size)}`);
  return ((await response.json()) as { data: unknown[] }).data.length;
}

/** The address a size filter must have: the stored value, as URLSearchParams writes it. */
const sizeUrl = (size: string) => `/products?${new URLSearchParams({ size })}`;

/** A stored size among the folded ones ('Show all sizes'), with more than one product. */
function foldedSize(sizes: string[]) {
  const ordered = groupSizes(sizes).flatMap((group) => group.options);
  return ordered[ordered.length - 1]!;
}

test.describe("product sizes", () => {
  test("the API keeps the stored sizes", async ({ request }) => {
    const sizes = await apiSizes(request);
    expect(sizes.length).toBeGreaterThan(20);
    expect(sizes).toContain("1520*228*7mm");
    expect(sizes.every((size) => !size.includes("×"))).toBe(true);
  });
});

test.describe("product sizes on desktop", { tag: "@layout" }, () => {
  test.skip(({ viewport }) => isPhone(viewport?.width), "the radio list is the desktop layout");

  test("lists readable sizes by width, the first eight then 'Show all sizes', filtering by the stored value", async ({ page, request }) => {
    const sizes = await apiSizes(request);
    const ordered = groupSizes(sizes).flatMap((group) => group.options);
    await page.goto("/products");
    const group = page.getByRole("group", { name: "Product Size" });
    // Every size is in the page, the folded ones too (hidden from roles until shown).
    const radios = group.locator('input[type="radio"]');
    await expect(radios).toHaveCount(sizes.length + 1);
    // Readable labels over the stored values, widest first.
    expect(await radios.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual([
      "all",
      ...ordered.map((option) => option.value),
    ]);
    const labels = await group.locator("label").allTextContents();
    expect(labels.map((label) => label.trim())).toEqual(["All Sizes", ...ordered.map((option) => option.label)]);
    expect(labels.some((label) => label.includes("*"))).toBe(false);
    await expect(group.getByLabel("1520 × 228 × 7 mm")).toHaveValue("1520*228*7mm");

    // Eight sizes show; the rest wait behind 'Show all sizes'.
    for (const option of ordered.slice(0, 8)) await expect(group.getByText(option.label, { exact: true })).toBeVisible();
    const folded = foldedSize(sizes);
    const label = group.getByText(folded.label, { exact: true });
    await expect(label).toBeHidden();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await group.getByText(/^Show all sizes/).click();
    await expect(label).toBeVisible();
    await group.getByRole("radio", { name: folded.label }).check();

    await expect(page).toHaveURL(sizeUrl(folded.value));
    await expect(cards(page)).toHaveCount(await apiCount(request, folded.value));
    // The chosen size stays in view, checked, after the page changes.
    await expect(group.getByRole("radio", { name: folded.label })).toBeChecked();
    await expect(group.getByRole("radio", { name: folded.label })).toBeVisible();
  });

  test("a short list shows every size, with no 'Show all sizes'", async ({ page, request }) => {
    const sizes = await apiSizes(request, "?category_id=spc-floor");
    await page.goto("/products?category=spc-floor");
    const group = page.getByRole("group", { name: "Product Size" });
    for (const size of sizes) await expect(group.getByRole("radio", { name: formatSize(size) })).toBeVisible();
    await expect(group.getByText(/^Show all sizes/)).toHaveCount(0);
  });
});

test.describe("product sizes on phones", () => {
  test.skip(({ viewport }) => !isPhone(viewport?.width), "the dropdown is the phone layout");

  test("groups readable sizes by width in the dropdown and filters by the stored value", async ({ page, request }) => {
    const sizes = await apiSizes(request);
    const groups = groupSizes(sizes);
    await page.goto("/products");
    const select = page.getByRole("combobox", { name: "Product Size" });
    const optgroups = select.locator("optgroup");
    await expect(optgroups).toHaveCount(groups.length);
    expect(await optgroups.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("label")))).toEqual(
      groups.map((group) => group.label),
    );
    const second = groups[1]!;
    await expect(optgroups.nth(1).locator("option")).toHaveText(second.options.map((option) => option.label));
    expect(await optgroups.nth(1).locator("option").evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value))).toEqual(
      second.options.map((option) => option.value),
    );

    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await select.selectOption({ label: "1520 × 228 × 7 mm" });
    await expect(page).toHaveURL(sizeUrl("1520*228*7mm"));
    await expect(cards(page)).toHaveCount(await apiCount(request, "1520*228*7mm"));
    await expect(select).toHaveValue("1520*228*7mm");
  });
});

// The form differs by width (radio list on desktops, dropdown on phones): both are used.
test.describe("product sizes without JavaScript", { tag: "@layout" }, () => {
  test.use({ javaScriptEnabled: false });

  test("the readable choice filters by the stored value", async ({ page, request, viewport }) => {
    const folded = foldedSize(await apiSizes(request));
    await page.goto("/products");
    if (isPhone(viewport?.width)) {
      await page.getByRole("combobox", { name: "Product Size" }).selectOption({ label: folded.label });
      await page.getByRole("button", { name: "Apply filters" }).click();
    } else {
      const group = page.getByRole("group", { name: "Product Size" });
      await group.getByText(/^Show all sizes/).click();
      await group.getByRole("radio", { name: folded.label }).check();
      await page.getByRole("button", { name: "Apply size" }).click();
    }
    await expect(page).toHaveURL(sizeUrl(folded.value));
    await expect(cards(page)).toHaveCount(await apiCount(request, folded.value));
    if (isPhone(viewport?.width)) {
      await expect(page.getByRole("combobox", { name: "Product Size" })).toHaveValue(folded.value);
    } else {
      // The fold opens by itself when the chosen size is inside it.
      await expect(page.getByRole("radio", { name: folded.label })).toBeVisible();
      await expect(page.getByRole("radio", { name: folded.label })).toBeChecked();
    }
  });
});

test.describe("the size on the product page", () => {
  test("reads as millimetres, not as the stored code", async ({ page, request }) => {
    const response = await request.get("/api/products?size=1520*228*7mm");
    const [product] = ((await response.json()) as { data: Array<{ id: number; size: string }> }).data;
    expect(product!.size).toBe("1520*228*7mm");
    await page.goto(`/products/${product!.id}`);
    const size = page.locator("main dl > div").filter({ has: page.locator("dt", { hasText: "Size" }) }).locator("dd");
    await expect(size).toHaveText("1520 × 228 × 7 mm");
  });
});

test.describe("search box on phones", () => {
  test.skip(({ viewport }) => !isPhone(viewport?.width), "the narrow search box is the phone layout");

  for (const width of [320, 360, 390]) {
    test(`the placeholder fits at ${width} px and the box keeps its label`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/products");
      const search = page.getByRole("searchbox", { name: "Search products" });
      await expect(search).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      const fit = await search.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        return {
          text: context.measureText(input.placeholder).width,
          box: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
          placeholder: input.placeholder,
        };
      });
      expect(fit.placeholder.length).toBeGreaterThan(0);
      expect(fit.text, `“${fit.placeholder}” in ${fit.box} px`).toBeLessThanOrEqual(fit.box);
      // Nothing runs off the page either.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});
