import { expect, test, type Page } from "@playwright/test";
import { demoProducts } from "../../app/features/catalogue/demo-catalogue";
import { axe } from "./axe";
import { holdScripts } from "./hold-scripts";

/*
 * 'How much to order' on a product page, as a visitor on a phone uses it: 340 sq ft with the
 * standard 10 % allowance, on the demo's first product (22 sq ft a box, 42 boxes a pallet), is 374
 * sq ft to buy and 17 boxes, in English and in French; live as they type once the scripts run, with
 * no request; the same answered by the server without them, or before they arrive.
 */

// The demo catalogue is seeded in order, so product 1 is its first entry.
const flagship = demoProducts[0]!;
const byThePiece = demoProducts.findIndex((product) => product.coveragePerBox === null && product.isPublished) + 1;

const locales = [
  {
    locale: "en",
    path: "/products/1",
    area: "Room area",
    calculate: "Calculate",
    boxes: "17 boxes",
    toBuy: "374\u00a0sq ft",
    pallets: "Less than one pallet (42 boxes each)",
    byRoom: "Length × width",
    length: "Length",
    width: "Width",
    herringbone: /Herringbone or chevron/,
    notPositive: "Enter a number greater than 0.",
    missing: "Enter the room’s area.",
    big: { typed: "1,234.5", toBuy: "1,357.95\u00a0sq ft", boxes: "62 boxes", pallets: "1 pallet + 20 boxes" },
  },
  {
    locale: "fr",
    path: "/fr/products/1",
    area: "Superficie de la pièce",
    calculate: "Calculer",
    boxes: "17 boîtes",
    toBuy: "374\u00a0pi²",
    pallets: "Moins d’une palette (42 boîtes par palette)",
    byRoom: "Longueur × largeur",
    length: "Longueur",
    width: "Largeur",
    herringbone: /Pose en chevrons/,
    notPositive: "Entrez un nombre supérieur à 0.",
    missing: "Entrez la superficie de la pièce.",
    big: { typed: "1 234,5", toBuy: "1\u00a0357,95\u00a0pi²", boxes: "62 boîtes", pallets: "1 palette + 20 boîtes" },
  },
] as const;

const panel = (page: Page) => page.locator("#order-calculator");
const answer = (page: Page) => panel(page).locator("[data-order-answer]");

async function expectAnswer(page: Page, words: { boxes: string; toBuy: string; pallets: string }) {
  await expect(answer(page).locator("[data-order-boxes]")).toHaveText(words.boxes);
  await expect(answer(page).locator("[data-order-area]")).toHaveText(words.toBuy);
  await expect(answer(page).locator("[data-order-pallets]")).toHaveText(words.pallets);
}

for (const words of locales) {
  test.describe(`how much to order, in ${words.locale === "en" ? "English" : "French"}`, () => {
    test("answers as the visitor types, with no request, by area or by length × width", async ({ page }) => {
      await page.goto(words.path);
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      await expect(page.getByRole("main").locator("dl").first()).toContainText(words.locale === "en" ? "22\u00a0sq ft per box" : "22\u00a0pi² par boîte");
      const requests: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "document" || request.url().includes(".data")) requests.push(request.url());
      });

      await panel(page).getByRole("textbox", { name: words.area }).fill("340");
      await expectAnswer(page, words);
      // A mistake is said under the field as it is typed; the answer waits.
      await panel(page).getByRole("textbox", { name: words.area }).fill("0");
      await expect(panel(page).getByText(words.notPositive)).toBeVisible();
      await expect(answer(page).locator("[data-order-boxes]")).toHaveCount(0);
      // Numbers as the page's language writes them.
      await panel(page).getByRole("textbox", { name: words.area }).fill(words.big.typed);
      await expectAnswer(page, words.big);

      // 20 × 17 ft is the same 340 sq ft; herringbone takes 15 %: 391 sq ft, 18 boxes.
      await panel(page).getByText(words.byRoom, { exact: true }).click();
      await panel(page).getByRole("textbox", { name: words.length }).fill("20");
      await panel(page).getByRole("textbox", { name: words.width }).fill("17");
      await expectAnswer(page, words);
      await panel(page).getByText(words.herringbone).click();
      await expect(answer(page).locator("[data-order-boxes]")).toHaveText(words.locale === "en" ? "18 boxes" : "18 boîtes");
      expect(requests).toEqual([]);
      // The form with an answer and a message under a field passes axe's checks.
      await panel(page).getByRole("textbox", { name: words.width }).fill("x");
      await expect(panel(page).getByRole("textbox", { name: words.width })).toHaveAttribute("aria-invalid", "true");
      const results = await axe(page).include("#order-calculator").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
    });

    test("answers before the scripts have run: sent, by the server; typed, once they run", async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto(words.path);
      await panel(page).getByRole("textbox", { name: words.area }).fill("340");
      await panel(page).getByRole("button", { name: words.calculate }).click();
      await expect(page).toHaveURL(/[?&]area=340&/);
      await expectAnswer(page, words);
      // Typed while the scripts are still on their way: answered as soon as they run.
      await panel(page).getByRole("textbox", { name: words.area }).fill("680");
      release();
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      await expectAnswer(page, { boxes: words.locale === "en" ? "34 boxes" : "34 boîtes", toBuy: words.toBuy.replace("374", "748"), pallets: words.pallets });
    });
  });

  test.describe(`how much to order without JavaScript, in ${words.locale === "en" ? "English" : "French"}`, () => {
    test.use({ javaScriptEnabled: false });

    test("the server answers the form in the page, and says what is missing", async ({ page }) => {
      await page.goto(words.path);
      await panel(page).getByRole("button", { name: words.calculate }).click();
      await expect(page).toHaveURL(`${words.path}?by=area&area=&unit=sqft&length=&width=&lengthUnit=ft&waste=10#order-answer`);
      // Under the field, and where the answer would be: a link to the field.
      await expect(panel(page).locator("#order-area-error")).toHaveText(words.missing);
      await expect(panel(page).getByRole("textbox", { name: words.area })).toHaveAttribute("aria-invalid", "true");
      await answer(page).getByRole("link", { name: new RegExp(words.missing) }).click();
      await expect(page).toHaveURL(/#order-area$/);

      await panel(page).getByRole("textbox", { name: words.area }).fill("340");
      await panel(page).getByRole("button", { name: words.calculate }).click();
      await expectAnswer(page, words);
      await expect(panel(page).getByRole("textbox", { name: words.area })).toHaveValue("340");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(flagship.title);
    });
  });
}

test("a product sold by the piece has no calculator", async ({ page }) => {
  expect(byThePiece).toBeGreaterThan(0);
  await page.goto(`/products/${byThePiece}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(demoProducts[byThePiece - 1]!.title);
  await expect(panel(page)).toHaveCount(0);
});
