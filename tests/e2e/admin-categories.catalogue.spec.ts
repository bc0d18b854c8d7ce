import { expect, test, type Page } from "@playwright/test";
import { STAFF_ACCOUNTS } from "./admin-fixtures";
import { axeViolations, ownAddress, signedInAt, toastSaying } from "./admin-helpers";
import { catalogueFixtures } from "./catalogue-helpers";

/*
 * The Categories page of the Products tab at 1440 and 390 px: adding categories and subcategories
 * seen in the public filters at once, renaming, a slug that is taken or not a slug, a new parent,
 * moving up and down, deleting with the products moved or left uncategorised, the page without
 * JavaScript, text that looks like markup, and axe. Every test makes its own categories (unique
 * names) and never touches the seeded ones.
 * What the page does is tested at desktop width; the tests that check its layout (nothing runs off
 * a phone's screen, the public filters as each width shows them, axe) are tagged @layout and run
 * at both widths.
 */

/** A page's first toast waits for the toaster's code to load: on a busy machine it has come after the default 7.5 s. */
const TOAST = { timeout: 20_000 };

const EDITOR = STAFF_ACCOUNTS.editor;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
const panel = (page: Page) => page.locator("#category-form");
/** A category's row, found by the name in its first cell (other cells list every category as choices). */
const row = (page: Page, name: string) => page.locator("tbody tr").filter({ has: page.locator("td:first-child").getByText(name, { exact: true }) });
const productRow = (page: Page, id: number) => page.locator("tbody tr", { has: page.getByText(`#${id}`, { exact: true }) });

interface ApiCategory {
  id: number;
  name: string;
  slug: string;
  parent_id: number | null;
  subcategories: ApiCategory[];
}

async function apiTree(page: Page): Promise<ApiCategory[]> {
  const answer = await page.request.get("/api/categories");
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: ApiCategory[] }).data;
}
const apiCategory = async (page: Page, name: string) => (await apiTree(page)).find((top) => top.name === name);

async function openCategories(page: Page) {
  await ownAddress(page);
  await signedInAt(page, EDITOR.email, EDITOR.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("link", { name: "Categories", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Categories");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  // Categories belong to the Products tab, which stays underlined; the other tabs do not.
  const tabs = page.getByRole("navigation", { name: "Admin sections" });
  await expect(tabs.getByRole("link", { name: "Products", exact: true })).toHaveCSS("border-bottom-color", "rgb(138, 99, 38)");
  await expect(tabs.getByRole("link", { name: "Activity", exact: true })).not.toHaveCSS("border-bottom-color", "rgb(138, 99, 38)");
}

async function addCategory(page: Page, name: string, parent?: string) {
  const form = panel(page);
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  if (parent) await form.getByLabel("Parent category").selectOption({ label: parent });
  await form.getByRole("button", { name: "Add category" }).click();
  await expect(toastSaying(page, `Category “${name}” added`)).toBeVisible(TOAST);
  await expect(row(page, name)).toBeVisible();
  // The form is empty again for the next one.
  await expect(form.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
}

async function categoryId(page: Page, name: string): Promise<number> {
  const href = await row(page, name).getByRole("link", { name: `Edit ${name}` }).getAttribute("href");
  return Number(/edit=(\d+)/.exec(href ?? "")?.[1]);
}

async function openEdit(page: Page, name: string) {
  await row(page, name).getByRole("link", { name: `Edit ${name}` }).click();
  await expect(panel(page).getByRole("heading", { name: `Edit “${name}”` })).toBeVisible();
}

/**
 * Whether the public product list offers a category: an option of the phones' select (in the page
 * at every width, shown below 1024 px), and on desktop a link beside the list as well.
 */
async function expectInPublicFilter(page: Page, name: string) {
  await page.goto("/products");
  await expect(page.getByLabel("Product Category").locator("option").filter({ hasText: name })).toHaveCount(1);
  if ((page.viewportSize()?.width ?? 0) >= 1024) {
    await expect(page.getByRole("complementary", { name: "Product filters" }).getByRole("link", { name, exact: true })).toBeVisible();
  }
}

async function noSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test("adds a category and a subcategory, seen in the public filters at once; renames; refuses a slug that is taken or not a slug", { tag: "@layout" }, async ({ page }) => {
  test.setTimeout(90_000);
  await openCategories(page);
  const top = unique("Cedar Test");
  const sub = unique("Cedar Sub");
  await addCategory(page, top);
  await addCategory(page, sub, top);
  await expect(row(page, sub)).toContainText(slugOf(sub));
  await expect(row(page, sub)).toContainText(`Subcategory of ${top}`);
  await noSidewaysScroll(page);

  const inApi = await apiCategory(page, top);
  expect(inApi?.slug).toBe(slugOf(top));
  expect(inApi?.subcategories.map((child) => child.name)).toEqual([sub]);
  await expectInPublicFilter(page, top);
  await expectInPublicFilter(page, sub);
  expect((await page.request.get(`/products?category=${slugOf(sub)}`)).status()).toBe(200);

  // Rename.
  await page.goto("/admin/categories");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const renamed = unique("Cedar Renamed");
  await openEdit(page, sub);
  await panel(page).getByRole("textbox", { name: "Name", exact: true }).fill(renamed);
  await panel(page).getByRole("button", { name: "Save changes" }).click();
  await expect(toastSaying(page, `Category “${renamed}” saved`)).toBeVisible(TOAST);
  await expect(row(page, renamed)).toBeVisible();
  await expect(panel(page).getByRole("heading", { name: "Add a category" })).toBeVisible();
  expect((await apiCategory(page, top))?.subcategories.map((child) => child.name)).toEqual([renamed]);
  // On a phone the notice sits over the list's last rows, and a pointer resting on it keeps it open.
  await expect(toastSaying(page, `Category “${renamed}” saved`)).toBeHidden({ timeout: 15_000 });

  // A slug that is not one is refused in the browser; one that is taken, by the server, naming its owner.
  await openEdit(page, renamed);
  const slug = panel(page).getByLabel("Slug");
  await slug.fill("Not a slug!");
  await panel(page).getByRole("button", { name: "Save changes" }).click();
  await expect(panel(page).getByText("Use lower-case letters a–z, digits and single hyphens")).toBeVisible();
  await expect(slug).toHaveAttribute("aria-invalid", "true");
  await slug.fill(slugOf(top));
  await panel(page).getByRole("button", { name: "Save changes" }).click();
  await expect(panel(page).getByText(`This slug is already used by “${top}”. Choose another.`)).toBeVisible();
  await expect(panel(page).getByRole("textbox", { name: "Name", exact: true })).toHaveValue(renamed);
  const own = `${slugOf(renamed)}-x`;
  await slug.fill(own);
  await panel(page).getByRole("button", { name: "Save changes" }).click();
  await expect(toastSaying(page, `Category “${renamed}” saved`)).toBeVisible(TOAST);
  await expect(row(page, renamed)).toContainText(own);
  expect((await apiCategory(page, top))?.subcategories[0]?.slug).toBe(own);
});

test("moves a category under another parent and up and down among its siblings, by mouse and keyboard", async ({ page }) => {
  test.setTimeout(90_000);
  await openCategories(page);
  const first = unique("Maple Parent");
  const second = unique("Birch Parent");
  const moving = unique("Maple Child");
  const other = unique("Birch Child");
  await addCategory(page, first);
  await addCategory(page, second);
  await addCategory(page, moving, first);

  // A category with a subcategory stays at the top: its form offers no parent.
  await openEdit(page, first);
  await expect(panel(page).getByLabel("Parent category").locator("option")).toHaveCount(1);
  await page.goto("/admin/categories");

  await openEdit(page, moving);
  await panel(page).getByLabel("Parent category").selectOption({ label: second });
  await panel(page).getByRole("button", { name: "Save changes" }).click();
  await expect(toastSaying(page, `Category “${moving}” saved`)).toBeVisible(TOAST);
  await expect(row(page, moving)).toContainText(`Subcategory of ${second}`);
  expect((await apiCategory(page, first))?.subcategories).toEqual([]);
  expect((await apiCategory(page, second))?.subcategories.map((child) => child.name)).toEqual([moving]);

  await addCategory(page, other, second);
  const children = async () => (await apiCategory(page, second))?.subcategories.map((child) => child.name);
  expect(await children()).toEqual([moving, other]);
  await expect(row(page, moving).getByRole("button", { name: `Move ${moving} up` })).toBeDisabled();
  await row(page, other).getByRole("button", { name: `Move ${other} up` }).click();
  await expect(toastSaying(page, "Moved to position 1 of 2")).toBeVisible(TOAST);
  expect(await children()).toEqual([other, moving]);

  // The keyboard stays on the moved category: its other button, since it is now first.
  const down = page.getByRole("button", { name: `Move ${other} down` });
  await expect(down).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toastSaying(page, "Moved to position 2 of 2")).toBeVisible(TOAST);
  expect(await children()).toEqual([moving, other]);
  await expect(page.getByRole("button", { name: `Move ${other} up` })).toBeFocused();
});

/** A published copy of the fixtures' product, put in the given category through the Products tab. */
async function publishedProductIn(page: Page, category: { id: number; name: string }): Promise<number> {
  const source = catalogueFixtures().published;
  await page.goto(`/admin?q=%23${source.id}`);
  // The menu's scripts first, and the menu opened again if it closed: a click while the list
  // hydrates can be lost on a busy machine.
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const menu = productRow(page, source.id).locator("details", { has: page.locator('summary[aria-label^="More for"]') });
  await expect(async () => {
    if (!(await menu.evaluate((details) => (details as HTMLDetailsElement).open))) await menu.locator("summary").click();
    await expect(menu.getByRole("button", { name: "Duplicate" })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await productRow(page, source.id).getByRole("button", { name: "Duplicate" }).click();
  const duplicated = toastSaying(page, /Duplicated as “.+” \(#\d+\), a draft/);
  await expect(duplicated).toBeVisible(TOAST);
  const id = Number(/\(#(\d+)\)/.exec((await duplicated.textContent()) ?? "")?.[1]);
  await page.goto(`/admin?q=%23${id}`);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await productRow(page, id).getByRole("checkbox").check();
  await page.locator("#products-bulk-intent").selectOption("publish");
  await page.getByRole("button", { name: /Apply to selected/ }).click();
  // Bulk changes ask first (decision 036).
  await page.getByRole("dialog").getByRole("button").last().click();
  await expect(productRow(page, id)).toContainText("Published");
  await productRow(page, id).getByRole("checkbox").check();
  await page.locator("#products-bulk-intent").selectOption("category");
  await page.locator("#products-bulk-category").selectOption(String(category.id));
  await page.getByRole("button", { name: /Apply to selected/ }).click();
  // Bulk changes ask first (decision 036).
  await page.getByRole("dialog").getByRole("button").last().click();
  await expect(productRow(page, id)).toContainText(category.name);
  return id;
}

test("deletes a category after asking what becomes of its products: moved to another, or left uncategorised", async ({ page }) => {
  test.setTimeout(120_000);
  await openCategories(page);
  const doomed = unique("Walnut Doomed");
  const keeper = unique("Walnut Keeper");
  const parent = unique("Walnut Parent");
  const child = unique("Walnut Child");
  for (const name of [doomed, keeper, parent]) await addCategory(page, name);
  await addCategory(page, child, parent);
  const doomedId = await categoryId(page, doomed);
  const keeperId = await categoryId(page, keeper);
  const product = await publishedProductIn(page, { id: doomedId, name: doomed });
  expect(await (await page.request.get(`/products/${product}`)).text()).toContain(doomed);

  await page.goto("/admin/categories");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(row(page, doomed).getByRole("link", { name: `1 product in ${doomed}` })).toBeVisible();

  // A category with a subcategory is not deleted; the dialog says why.
  await row(page, parent).getByRole("button", { name: `Delete ${parent}` }).click();
  let dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`“${parent}” still has 1 subcategory. Move it under another category, or delete it, first.`);
  await expect(dialog.getByRole("button", { name: "Delete category" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);

  // Moved to another category: cancel first, then choose and confirm.
  await row(page, doomed).getByRole("button", { name: `Delete ${doomed}` }).click();
  dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("It holds 1 product. What becomes of it?");
  await dialog.getByRole("button", { name: "Delete category" }).click();
  await expect(dialog.getByText("Choose what becomes of its products")).toBeVisible();
  await dialog.getByRole("radio", { name: "Move them to another category" }).check();
  await dialog.getByRole("button", { name: "Delete category" }).click();
  await expect(dialog.getByText("Choose the category to move them to")).toBeVisible();
  await dialog.getByLabel("Move them to", { exact: true }).selectOption({ label: keeper });
  await dialog.getByRole("button", { name: "Delete category" }).click();
  await expect(toastSaying(page, `Category “${doomed}” deleted; its product moved to “${keeper}”`)).toBeVisible(TOAST);
  await expect(row(page, doomed)).toHaveCount(0);
  expect(await apiCategory(page, doomed)).toBeUndefined();
  expect(await (await page.request.get(`/products/${product}`)).text()).toContain(keeper);
  const listed = (await (await page.request.get(`/api/products?category_id=${keeperId}`)).json()) as {
    data: { id: number; product_categories: { name: string } | null }[];
  };
  expect(listed.data.find((item) => item.id === product)?.product_categories?.name).toBe(keeper);
  expect((await page.request.get(`/products?category=${slugOf(doomed)}`)).status()).toBe(404);

  // Left uncategorised.
  await row(page, keeper).getByRole("button", { name: `Delete ${keeper}` }).click();
  dialog = page.getByRole("dialog");
  await dialog.getByRole("radio", { name: "Leave them uncategorised" }).check();
  await expect(dialog.getByLabel("Move them to", { exact: true })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Delete category" }).click();
  await expect(toastSaying(page, `Category “${keeper}” deleted; its product is now uncategorised`)).toBeVisible(TOAST);
  await expect(row(page, keeper)).toHaveCount(0);
  const page404 = await (await page.request.get(`/products/${product}`)).text();
  expect(page404).toContain("Uncategorized");
  expect(page404).not.toContain(keeper);

  // Tidy up: the copy goes to the Trash.
  await page.goto(`/admin?q=%23${product}`);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await productRow(page, product).getByRole("button", { name: /^Delete/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(toastSaying(page, "moved to the Trash")).toBeVisible(TOAST);
});

test("a category named like markup shows as text in the admin, the public filters and the JSON API", async ({ page }) => {
  test.setTimeout(60_000);
  await openCategories(page);
  const name = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script> ${Date.now().toString(36)}`;
  const form = panel(page);
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await form.getByLabel("Slug").fill(unique("markup test").replace(/ /g, "-").toLowerCase());
  await form.getByRole("button", { name: "Add category" }).click();
  await expect(toastSaying(page, `Category “${name}” added`)).toBeVisible(TOAST);
  await expect(row(page, name)).toBeVisible();
  expect((await apiCategory(page, name))?.name).toBe(name);
  await expectInPublicFilter(page, name);
  await page.goto("/admin/categories");
  await expect(row(page, name)).toBeVisible();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await page.goto("/products");
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});

test("the Categories page, its edit form and its delete dialog have no accessibility violations", { tag: "@layout" }, async ({ page }) => {
  test.setTimeout(90_000);
  await openCategories(page);
  const name = unique("Axe Check");
  await addCategory(page, name);
  // `axeViolations` waits for transitions to end and leaves the toast of the addition out.
  const check = async (label: string) => expect(await axeViolations(page), label).toEqual([]);
  await check("list");
  await noSidewaysScroll(page);
  await openEdit(page, name);
  await check("edit form");
  await noSidewaysScroll(page);
  await row(page, name).getByRole("button", { name: `Delete ${name}` }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await check("delete dialog");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("adds a category, keeping what was typed when a field is refused", async ({ page }) => {
    test.setTimeout(60_000);
    await ownAddress(page);
    await signedInAt(page, EDITOR.email, EDITOR.password, "/admin/categories");
    const name = unique("Pine No Script");
    const form = panel(page);
    await form.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await form.getByLabel("Slug").fill("Not A Slug");
    await form.getByRole("button", { name: "Add category" }).click();
    await expect(panel(page).getByText("Use lower-case letters a–z, digits and single hyphens")).toBeVisible();
    await expect(panel(page).getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);

    await panel(page).getByLabel("Slug").fill("");
    await panel(page).getByRole("button", { name: "Add category" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Category “${name}” added` })).toBeVisible();
    await expect(row(page, name)).toContainText(slugOf(name));
    await noSidewaysScroll(page);
    expect((await apiCategory(page, name))?.slug).toBe(slugOf(name));
  });
});
