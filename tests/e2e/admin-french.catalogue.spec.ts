import { expect, test, type Page } from "@playwright/test";
import { STAFF_ACCOUNTS } from "./admin-fixtures";
import { axeViolations, ownAddress, signedInAt } from "./admin-helpers";

/*
 * French texts of the catalogue, as staff write them and visitors read them (decision 049): the
 * product editor's French tab beside the English, marked while French is missing; the Products
 * list's 'French missing' filter; a category's French name; and the French site showing the
 * French where there is some, and the English marked lang="en" where there is none.
 */

const EDITOR = STAFF_ACCOUNTS.editor;
const TOAST = { timeout: 20_000 };
const toast = (page: Page) => page.locator("[data-sonner-toast]");
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function hydrated(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

async function signedIn(page: Page) {
  await ownAddress(page);
  await signedInAt(page, EDITOR.email, EDITOR.password);
  await expect(page).toHaveURL(/\/admin$/);
}

/** Creates and publishes a product with an English title and description only; answers its id. */
async function createEnglishProduct(page: Page, title: string): Promise<number> {
  await page.goto("/admin/products/new");
  await hydrated(page);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByLabel("Description", { exact: true }).fill("Wide white oak planks, brushed and oiled.");
  await page.getByLabel("Series", { exact: true }).fill("Harbour Series");
  await page.getByRole("switch", { name: "Publish" }).check();
  await page.getByRole("button", { name: "Create and close", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(toast(page).filter({ hasText: "Created" }).first()).toBeVisible(TOAST);
  await page.goto(`/admin?q=${encodeURIComponent(title.split(" ").at(-1)!)}`);
  await hydrated(page);
  const href = await page.getByRole("link", { name: `Edit ${title}` }).getAttribute("href");
  return Number(/\/admin\/products\/(\d+)$/.exec(href ?? "")?.[1]);
}

test.describe.configure({ timeout: 90_000 });

test("the French tab sets each French text beside its English one and marks what is missing @layout", async ({ page }, info) => {
  await signedIn(page);
  const title = `Harbour Oak ${tag()}`;
  const id = await createEnglishProduct(page, title);
  await page.goto(`/admin/products/${id}?tab=french`);
  await hydrated(page);
  const french = page.getByRole("tab", { name: /^French/ });
  await expect(french).toHaveAttribute("aria-selected", "true");
  // Title, description and series have English and no French: three marked missing.
  await expect(french).toContainText("3");
  const panel = page.getByRole("tabpanel", { name: /^French/ });
  await expect(panel.getByText(title, { exact: true })).toBeVisible();
  await expect(panel.getByText("French missing")).toHaveCount(3);
  const titleFr = panel.getByLabel(/^Title in French/);
  await expect(titleFr).toHaveAttribute("lang", "fr-CA");
  await titleFr.fill("Chêne du port");
  await expect(panel.getByText("French missing")).toHaveCount(2);
  await expect(french).toContainText("2");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual((page.viewportSize()?.width ?? 0) + 1);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: info.outputPath("product-french-tab.png"), fullPage: true });
});

test("a product's French title shows on /fr/products, in its French search and on its page; one without shows the English, marked", async ({ page }) => {
  await signedIn(page);
  const word = tag();
  const title = `Harbour Oak ${word}`;
  const id = await createEnglishProduct(page, title);

  // Before any French: the French site shows the English title, marked as English.
  await page.goto(`/fr/products/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
  await expect(page.locator("dd", { hasText: "Harbour Series" })).toHaveAttribute("lang", "en");

  // The Products list's filter finds it among those missing French.
  await page.goto("/admin?french=missing");
  await hydrated(page);
  await expect(page.getByRole("checkbox", { name: "French missing" })).toBeChecked();
  await page.goto(`/admin?french=missing&q=${word}`);
  await expect(page.getByRole("link", { name: `Edit ${title}` })).toBeVisible();

  await page.goto(`/admin/products/${id}?tab=french`);
  await hydrated(page);
  const panel = page.getByRole("tabpanel", { name: /^French/ });
  await panel.getByLabel(/^Title in French/).fill(`Chêne du port ${word}`);
  await panel.getByLabel(/^Description in French/).fill("Larges planches de chêne blanc, brossées et huilées.");
  await panel.getByLabel(/^Series in French/).fill("Série du port");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page).filter({ hasText: `“${title}” updated` })).toBeVisible(TOAST);
  await expect(page.getByRole("tab", { name: /^French/ })).not.toContainText(/\d/);

  // Nothing is missing now: the filter leaves it out.
  await page.goto(`/admin?french=missing&q=${word}`);
  await expect(page.getByRole("link", { name: `Edit ${title}` })).toHaveCount(0);

  // The French list and its search show the French title, unmarked; the English site keeps the English.
  await page.goto(`/fr/products?q=${encodeURIComponent("planches huilées")}`);
  const card = page.locator(`[data-product-card="${id}"]`);
  await expect(card.getByRole("heading", { level: 3 })).toHaveText(`Chêne du port ${word}`);
  await expect(card.getByRole("heading", { level: 3 })).not.toHaveAttribute("lang", /.*/);
  await page.goto(`/fr/products?q=${word}`);
  await expect(card).toContainText("Larges planches de chêne blanc");
  await page.goto(`/fr/products/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Chêne du port ${word}`);
  await expect(page.locator("dd", { hasText: "Série du port" })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^Chêne du port ${word}`));
  await page.goto(`/products/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  // A demo product with no French: English, marked, on the French list.
  await page.goto("/fr/products/1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
});

test("a category's French name shows on the French catalogue, and the English one marked when there is none", async ({ page }) => {
  await signedIn(page);
  const name = `Cork Tiles ${tag()}`;
  await page.goto("/admin/categories");
  await hydrated(page);
  const create = page.locator("#category-form");
  await create.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  // A new category's French name is optional, and marked missing while the English has one.
  await expect(create.getByText("French missing")).toBeVisible();
  await create.getByRole("button", { name: "Add category" }).click();
  await expect(toast(page).filter({ hasText: `Category “${name}” added` })).toBeVisible(TOAST);

  await page.goto("/fr/products");
  const english = page.getByRole("link", { name, exact: true }).first();
  await expect(english).toHaveAttribute("lang", "en");
  // The demo categories come with their French names.
  await expect(page.getByRole("link", { name: "Plancher SPC", exact: true }).first()).toBeVisible();

  await page.goto("/admin/categories");
  await hydrated(page);
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  const form = page.locator("#category-form");
  await expect(form.getByText("French missing")).toBeVisible();
  await form.getByLabel(/^Name in French/).fill(`Carreaux de liège ${name.split(" ").at(-1)}`);
  await expect(form.getByText("French missing")).toHaveCount(0);
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page).first()).toBeVisible(TOAST);

  await page.goto("/fr/products");
  const french = page.getByRole("link", { name: `Carreaux de liège ${name.split(" ").at(-1)}`, exact: true }).first();
  await expect(french).toBeVisible();
  await expect(french).not.toHaveAttribute("lang", /.*/);
  await page.goto("/products");
  await expect(page.getByRole("link", { name, exact: true }).first()).toBeVisible();
});
