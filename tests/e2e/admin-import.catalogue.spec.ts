import { expect, test } from "@playwright/test";
import { productPath, supplierCatalogue } from "../fixtures/supplier-site";
import { STAFF_ACCOUNTS } from "./admin-fixtures";
import { axeViolations, importHeader, ownAddress, signIn, signInAsEditor, toastSaying } from "./admin-helpers";

/*
 * 'Import from link' on the Data import tab, at 1440 and 390 px: the link checked in the form, the
 * import followed on its own page to its outcome and into the editor, a refused link and a page
 * without product data said in words, the path without JavaScript (the job's page reloads itself
 * until the import ends), and axe on both pages. The supplier is the fixture shop the test
 * server starts on 127.0.0.1, the only host imports may reach (IMPORT_ALLOWED_HOSTS).
 */

const supplier = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 2}`;
const catalogue = supplierCatalogue();
/** Each width imports products of its own, so the two never meet. */
const productFor = (project: string, index: number) => catalogue[(project.startsWith("phone") ? 0 : 10) + index]!;

test("imports a product from its link, follows the import to its outcome and opens it in the editor", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const product = productFor(testInfo.project.name, 0);
  await signInAsEditor(page);
  await page.getByRole("link", { name: "Data import" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Data import" })).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  expect(await axeViolations(page), "Data import tab").toEqual([]);

  // Checked in the browser first.
  await page.getByRole("button", { name: "Import product" }).click();
  await expect(page.getByText("Please enter the product link")).toBeVisible();

  await page.getByLabel("Product link").fill(`${supplier}${productPath(product)}`);
  await page.locator("#link-import").getByLabel("Publish imported products").check();
  await page.getByRole("button", { name: "Import product" }).click();
  await expect(page).toHaveURL(/\/admin\/import\/jobs\/\d+(\?new=1)?$/);
  await expect((await importHeader(page)).getByText("Finished", { exact: true })).toBeVisible({ timeout: 20_000 });
  const gallery = `${product.colours.length} gallery image${product.colours.length === 1 ? "" : "s"}`;
  await expect(toastSaying(page, `Imported “${product.title}” · ${product.subcategory} · ${gallery}`)).toBeVisible();
  await expect(page.getByText("A new product was created.")).toBeVisible();
  await expect(page.getByText(product.title, { exact: true })).toBeVisible();
  await expect(page.getByText(gallery, { exact: true })).toBeVisible();
  expect(await axeViolations(page), "import page").toEqual([]);

  // The list of imports names it.
  await page.getByRole("link", { name: "All imports" }).click();
  await expect(page.getByRole("table").getByText(`${supplier}${productPath(product)}`)).toBeVisible();
  await page.goBack();

  await page.getByRole("link", { name: "Open in the editor" }).click();
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(product.title);
  await expect(page.getByLabel("Series")).toHaveValue(product.series);
  await expect(page.getByLabel("Level")).toHaveValue(product.level);
  await page.getByRole("tab", { name: "Image management" }).click();
  for (const colour of product.colours) await expect(page.getByRole("textbox", { name: "Colour name" }).and(page.locator(`[value="${colour.name}"]`))).toHaveCount(1);

  // Published as asked: its page is public, with each colour.
  const id = /\/admin\/products\/(\d+)/.exec(page.url())?.[1];
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`${new URL(page.url()).origin}/products/${id}`);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(product.title);
  const cards = visitor.getByRole("region", { name: "ALL COLORS" }).locator("[data-colour-card]");
  await expect(cards).toHaveCount(product.colours.length);
  for (const [index, colour] of product.colours.entries()) await expect(cards.nth(index)).toContainText(colour.name.toUpperCase());
  await visitor.close();
});

test("says why a link is refused, in the form or on the import's page", async ({ page }) => {
  await signInAsEditor(page);
  await page.goto("/admin/import");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.getByLabel("Product link").fill("http://169.254.169.254/latest/meta-data/");
  await page.getByRole("button", { name: "Import product" }).click();
  await expect(page.getByText("That address is inside a private network and cannot be imported")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/import$/);

  await page.getByLabel("Product link").fill(`${supplier}/about/`);
  await page.getByRole("button", { name: "Import product" }).click();
  await expect(page).toHaveURL(/\/admin\/import\/jobs\/\d+(\?new=1)?$/);
  await expect((await importHeader(page)).getByText("Failed", { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("alert").filter({ hasText: "No product was found on that page" })).toBeVisible();
  await expect(toastSaying(page, /Import failed: No product was found/)).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("imports from a link, the import's page reloading itself until it ends", async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const product = productFor(testInfo.project.name, 1);
    await ownAddress(page);
    await signIn(page, STAFF_ACCOUNTS.editor.email, STAFF_ACCOUNTS.editor.password);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/import");
    // The server checks what the browser could not.
    await page.getByRole("button", { name: "Import product" }).click();
    await expect(page.getByText("Please enter the product link")).toBeVisible();
    await page.getByLabel("Product link").fill(`${supplier}${productPath(product)}`);
    await page.getByRole("button", { name: "Import product" }).click();
    await expect(page).toHaveURL(/\/admin\/import\/jobs\/\d+(\?new=1)?$/);
    await expect(page.getByText("A new product was created.")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(product.title, { exact: true })).toBeVisible();
  });
});
