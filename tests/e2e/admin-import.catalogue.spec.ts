import { expect, test } from "@playwright/test";
import { productPath, supplierCatalogue } from "../fixtures/supplier-site";
import { STAFF_ACCOUNTS } from "./admin-fixtures";
import { axeViolations, importHeader, ownAddress, signedInAt, signInAsEditor, toastSaying } from "./admin-helpers";

/*
 * 'Import from link' on the Data import tab, at 1440 and 390 px: the link checked in the form, the
 * import followed on its own page to its outcome and into the editor, a refused link and a page
 * without product data said in words, the path without JavaScript (the job's page reloads itself
 * until the import ends), and axe on both pages. A dry run lists what the import would do, 'Run
 * import' does it, and 'Undo this import' (confirmed in a dialog, or without JavaScript in a
 * disclosure) takes the product off the list again. The supplier is the fixture shop the test
 * server starts on 127.0.0.1, the only host imports may reach (IMPORT_ALLOWED_HOSTS).
 * The two journeys through the import's screens (the form, the import's page, the dry run, the
 * undo dialog, axe) are tagged @layout and run at both widths; the refusals and the path without
 * JavaScript, which say and store the same at any width, run at desktop width.
 */

/** A page's first toast waits for the toaster's code to load: on a busy machine it has come after the default 7.5 s. */
const TOAST = { timeout: 20_000 };

const supplier = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 2}`;
const catalogue = supplierCatalogue();
/** Each width imports products of its own, so the two never meet. */
const productFor = (project: string, index: number) => catalogue[(project.startsWith("phone") ? 0 : 10) + index]!;

test("imports a product from its link, follows the import to its outcome and opens it in the editor", { tag: "@layout" }, async ({ page }, testInfo) => {
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
  await expect(toastSaying(page, `Imported “${product.title}” · ${product.subcategory} · ${gallery}`)).toBeVisible(TOAST);
  await expect(page.getByText("A new product was created.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Imported" }).getByText(product.title, { exact: true })).toBeVisible();
  await expect(page.getByText(gallery, { exact: true })).toBeVisible();
  expect(await axeViolations(page), "import page").toEqual([]);

  // The list of imports names it.
  await page.getByRole("link", { name: "All imports" }).click();
  await expect(page.getByRole("table").getByText(`${supplier}${productPath(product)}`)).toBeVisible();
  await page.goBack();

  await page.getByRole("link", { name: "Open in the editor" }).click();
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(product.title);
  await expect(page.getByLabel("Series", { exact: true })).toHaveValue(product.series);
  await expect(page.getByLabel("Level", { exact: true })).toHaveValue(product.level);
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

test("a dry run lists what the import would do; 'Run import' does it and 'Undo this import' takes the product away again", { tag: "@layout" }, async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const product = productFor(testInfo.project.name, 2);
  const link = `${supplier}${productPath(product)}`;
  await signInAsEditor(page);
  await page.goto("/admin/import");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.getByLabel("Product link").fill(link);
  await page.locator("#link-import").getByLabel("Dry run: show what would change, change nothing").check();
  await page.getByRole("button", { name: "Import product" }).click();
  await expect((await importHeader(page)).getByText("Finished", { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("This was a dry run: nothing was changed.")).toBeVisible();
  await expect(toastSaying(page, "Dry run finished: nothing was changed")).toBeVisible(TOAST);
  const list = page.getByRole("region", { name: "What the import would do" });
  await expect(list.getByRole("row").filter({ hasText: product.title })).toContainText("Would create");
  await expect(page.getByRole("button", { name: "Undo this import" })).toHaveCount(0);
  expect(await axeViolations(page), "dry run's page").toEqual([]);

  // Nothing was made: the product list does not have it.
  const visitor = await page.context().browser()!.newPage();
  const listed = async () => {
    await page.goto(`/admin?q=${encodeURIComponent(product.title)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
    return page.locator("tbody").getByText(product.title, { exact: true }).count();
  };
  const dryRunPage = page.url();
  expect(await listed()).toBe(0);
  await page.goto(dryRunPage);

  await page.getByRole("button", { name: "Run import" }).click();
  await expect(page).not.toHaveURL(dryRunPage);
  await expect((await importHeader(page)).getByText("Finished", { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("A new product was created.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Product by product" }).getByRole("row").filter({ hasText: product.title })).toContainText("Created");
  const importPage = page.url().replace(/\?.*$/, "");
  const importId = /jobs\/(\d+)/.exec(importPage)![1];
  expect(await listed()).toBe(1);
  await page.goto(importPage);

  await expect(page.getByRole("button", { name: "Undo this import" })).toHaveCSS("color", "rgb(163, 38, 28)");
  await page.getByRole("button", { name: "Undo this import" }).click();
  const dialog = page.getByRole("alertdialog", { name: `Undo import #${importId}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("go to the Trash");
  expect(await axeViolations(page), "undo dialog").toEqual([]);
  // What cannot be taken back in one click is red: the brand's error colour, #a3261c.
  await expect(dialog.getByRole("button", { name: "Undo import" })).toHaveCSS("background-color", "rgb(163, 38, 28)");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole("button", { name: "Undo this import" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Undo import" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Undo of import #${importId}` })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 }).locator("xpath=..").getByText("Finished", { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(toastSaying(page, "Import undone")).toBeVisible(TOAST);
  const undone = page.getByRole("region", { name: "Product by product" }).getByRole("row").filter({ hasText: product.title });
  await expect(undone).toContainText("Undone");
  await expect(undone).toContainText("Moved to the Trash");
  expect(await axeViolations(page), "undo's page").toEqual([]);

  // The import's page says it was undone, and offers it no more.
  await page.getByRole("link", { name: `Open import #${importId}` }).click();
  await expect(page.getByText("This import has been undone.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Undo this import" })).toHaveCount(0);
  // Gone from the product list, and from the public site.
  expect(await listed()).toBe(0);
  const publicList = await (await visitor.request.get(`${new URL(page.url()).origin}/api/products?limit=200`)).json() as { data: { title: string }[] };
  expect(publicList.data.map((item) => item.title)).not.toContain(product.title);
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
  await expect(toastSaying(page, /Import failed: No product was found/)).toBeVisible(TOAST);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("imports from a link, the import's page reloading itself until it ends", async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const product = productFor(testInfo.project.name, 1);
    await ownAddress(page);
    await signedInAt(page, STAFF_ACCOUNTS.editor.email, STAFF_ACCOUNTS.editor.password, "/admin/import");
    // The server checks what the browser could not.
    await page.getByRole("button", { name: "Import product" }).click();
    await expect(page.getByText("Please enter the product link")).toBeVisible();
    await page.getByLabel("Product link").fill(`${supplier}${productPath(product)}`);
    await page.getByRole("button", { name: "Import product" }).click();
    await expect(page).toHaveURL(/\/admin\/import\/jobs\/\d+(\?new=1)?$/);
    await expect(page.getByText("A new product was created.")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("region", { name: "Imported" }).getByText(product.title, { exact: true })).toBeVisible();

    // Undone without JavaScript: the disclosure asks first, its button posts the form.
    await page.getByText("Undo this import").click();
    await page.getByRole("button", { name: "Undo import" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Undo of import #\d+$/ })).toBeVisible();
    await expect(page.getByText("Moved to the Trash")).toBeVisible({ timeout: 20_000 });
  });
});
