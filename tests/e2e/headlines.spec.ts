import type { Locator } from "@playwright/test";
import { demoProducts } from "../../app/features/catalogue/demo-catalogue";
import { heroSlides } from "../../app/content/slides";
import { expect, test } from "./console-guard";

/** The hyphenated word sits whole in one element that never wraps, and on one line. */
async function expectKeptTogether(heading: Locator, word: string) {
  const holder = heading.locator("span", { hasText: word }).filter({ hasText: new RegExp(`^${word}$`) });
  await expect(holder).toHaveCount(1);
  await expect(holder).toHaveCSS("white-space", "nowrap");
  const lines = await holder.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines, word).toBe(1);
}

// Whether a line breaks inside a word depends on the width the headline has.
test.describe("hyphenated words in headlines", { tag: "@layout" }, () => {
  test("the carousel keeps '7-inch' together", async ({ page }) => {
    const slide = heroSlides.find((candidate) => candidate.subtitle.includes("7-inch"))!;
    await page.goto("/");
    // Located by text, not role: the carousel may already have moved on and hidden the slide.
    const headline = page.locator("h2", { hasText: slide.subtitle });
    await expect(headline).toHaveText(slide.subtitle);
    await expectKeptTogether(headline, "7-inch");
  });

  test("a product's title keeps its hyphenated words together, on its page and on its card", async ({ page }) => {
    const title = demoProducts[0]!.title;
    expect(title).toContain("Full-Colour");
    await page.goto("/products/1");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(title);
    await expectKeptTogether(heading, "7-inch");
    await expectKeptTogether(heading, "Full-Colour");

    await page.goto("/products");
    const card = page.locator('[data-product-card="1"]').getByRole("heading");
    await expect(card).toHaveText(title);
    await expectKeptTogether(card, "Full-Colour");
  });

  test("a project's products keep 'T-Moulding' whole", async ({ page }) => {
    await page.goto("/projects/toronto-penthouse");
    const item = page.getByRole("region", { name: "Project Details" }).getByRole("listitem").filter({ hasText: "T-Moulding" });
    await expect(item).toHaveText("Colour-Matched Oak T-Moulding");
    await expectKeptTogether(item, "T-Moulding");
    await expectKeptTogether(item, "Colour-Matched");
  });

  test("section headings keep their hyphenated words together", async ({ page }) => {
    await page.goto("/");
    const heading = page.locator("main h2", { hasText: "Wide-Plank" });
    await expect(heading).toHaveCount(1);
    await expectKeptTogether(heading, "Wide-Plank");
  });
});
