import { axe } from "./axe";
import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { STAFF_ACCOUNTS } from "./admin-fixtures";
import { ownAddress, personIn, signedInAt } from "./admin-helpers";

/*
 * The product editor as office staff use it at 1440 and 390 px: create with every field and see
 * it on the public site at once, edit, validation, the conflict between two people, the
 * unsaved-changes prompt, the path without JavaScript, history and restore, the draft preview,
 * script payloads shown as text, and axe on every tab. Each test makes its own products.
 * The tests of the editor's layout and use (every field filled in, the messages under the fields,
 * the save bar, the tabs, long words that must not run off the page, axe) are tagged @layout and
 * run at both widths; the others, which save and show the same at any width, at desktop width.
 */

/** A page's first toast waits for the toaster's code to load: on a busy machine it has come after the default 7.5 s. */
const TOAST = { timeout: 20_000 };

const EDITOR = STAFF_ACCOUNTS.editor;
const toast = (page: Page) => page.locator("[data-sonner-toast]");
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function signedIn(page: Page) {
  await ownAddress(page);
  await signedInAt(page, EDITOR.email, EDITOR.password);
  await expect(page).toHaveURL(/\/admin$/);
}

async function hydrated(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

async function openNew(page: Page) {
  await page.goto("/admin/products/new");
  await hydrated(page);
}

// axe leaves out the toasts: an upload's is still fading in while the check runs.

/** A small JPEG of one colour, as a file to upload. */
async function jpeg(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 240, height: 180, channels: 3, background: colour } }).jpeg().toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** The file input of a picture field or of the colour drop zone, named by its label. */
const filesOf = (page: Page, label: string) => page.getByRole("group", { name: label, exact: true }).locator("input[type=file]");

/** Uploads the main picture (with JavaScript: at once, with its toast). */
async function uploadMainPicture(page: Page, colour = "#8a6a4f") {
  await filesOf(page, "Main picture").setInputFiles(await jpeg("main.jpg", colour));
  await expect(page.getByRole("group", { name: "Main picture" }).locator("input[type=hidden][name=picture]")).toHaveValue(/^uploads\//);
}

/** The tab's button (with JavaScript). */
const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: false });

interface NewProduct {
  title: string;
  publish?: boolean;
  featured?: boolean;
  size?: string;
  /** A colour, uploaded as the main picture. */
  picture?: string;
}

/** Creates a product through the editor (JavaScript on) and answers its id. */
async function createProduct(page: Page, product: NewProduct): Promise<number> {
  await openNew(page);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(product.title);
  if (product.size) await page.getByLabel("Size").fill(product.size);
  if (product.picture) await uploadMainPicture(page, product.picture);
  if (product.publish) await page.getByRole("switch", { name: "Publish" }).check();
  if (product.featured) await page.getByRole("switch", { name: "Hot recommendation" }).check();
  await page.getByRole("button", { name: "Create and close", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(toast(page).filter({ hasText: "Created" }).first()).toBeVisible(TOAST);
  return productId(page, product.title);
}

/** A product's id, read from its 'Edit' link in the list searched by its title's last word. */
async function productId(page: Page, title: string): Promise<number> {
  await page.goto(`/admin?q=${encodeURIComponent(title.split(" ").at(-1)!)}`);
  // The list's scripts first: a click on a link while the page hydrates can be lost on a busy phone run.
  await hydrated(page);
  const href = await page.getByRole("link", { name: `Edit ${title}` }).getAttribute("href");
  const id = Number(/\/admin\/products\/(\d+)$/.exec(href ?? "")?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

async function openEdit(page: Page, id: number) {
  await page.goto(`/admin/products/${id}`);
  await hydrated(page);
}

test.describe.configure({ timeout: 90_000 });

test.describe("the product editor", () => {
  test.beforeEach(async ({ page }) => {
    await signedIn(page);
  });

  test("creates a product with every field and it is on the list, the catalogue, its page and the home page at once", { tag: "@layout" }, async ({ page }) => {
    const title = unique("Aurora Oak");
    const word = title.split(" ")[2]!;
    await page.goto("/admin");
    await hydrated(page);
    await page.getByRole("link", { name: "Add product" }).click();
    await expect(page).toHaveURL(/\/admin\/products\/new$/);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add product");
    await expect(tab(page, "Basic info")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "History" })).toHaveCount(0);

    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByLabel("Description", { exact: true }).fill("Wide, brushed planks.\nOiled in the mill.");
    await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "\u2003European Oak" });
    await expect(page.getByLabel("Size")).toHaveAttribute("placeholder", "1520*228*7mm");
    await page.getByLabel("Size").fill("1900*190*15mm");
    await page.getByLabel("Series", { exact: true }).fill("Aurora");
    await page.getByLabel("Colour", { exact: true }).fill("Honey");
    await page.getByLabel("Level", { exact: true }).fill("AB grade");
    await page.getByLabel("Packing", { exact: true }).fill("6 boards, 2.17 m²");
    await page.getByLabel("Position in the list").fill("1");
    await page.getByRole("switch", { name: "Publish" }).check();
    await page.getByRole("switch", { name: "Hot recommendation" }).check();
    await uploadMainPicture(page);

    await tab(page, "SEO settings").click();
    // The French tab has its own counters and preview: these are the English page's.
    const seoPanel = page.getByRole("tabpanel", { name: "SEO settings" });
    await expect(page.getByText("Left blank, the title is used.")).toBeVisible();
    await expect(seoPanel.getByText(`${title} | Cedarline Flooring`, { exact: true }).last()).toBeVisible();
    await page.getByLabel("SEO title", { exact: true }).fill(`${title} | Engineered oak`);
    // The counter counts the title as the page has it, the company's name included.
    await expect(
      seoPanel.getByText(`${title.length + 17 + " | Cedarline Flooring".length} of 60 characters`),
    ).toBeVisible();
    await page.getByLabel("SEO description", { exact: true }).fill("Honey-toned oak, 190 mm wide.");
    await page.getByLabel("Keywords").fill("oak, wide plank");
    await expect(page.getByRole("tabpanel", { name: "SEO settings" }).getByText("Honey-toned oak, 190 mm wide.").last()).toBeVisible();

    await tab(page, "Image management").click();
    // Two colours at once, through the picker of the drop zone.
    await filesOf(page, "Add a colour").setInputFiles([await jpeg("natural.jpg", "#c9a77c"), await jpeg("smoked.jpg", "#5b4334")]);
    await expect(page.getByRole("textbox", { name: "Colour name" })).toHaveCount(2);
    await page.getByRole("textbox", { name: "Colour name" }).nth(0).fill("Natural");
    await page.getByRole("textbox", { name: "Colour name" }).nth(1).fill("Smoked");
    // Keyboard reorder: the second colour moves up.
    await page.getByRole("button", { name: "Move up" }).nth(1).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("textbox", { name: "Colour name" }).nth(0)).toHaveValue("Smoked");
    // At the top its 'up' can do no more: the focus stays on the moved colour, on its 'down'.
    await expect(page.getByRole("button", { name: "Move down" }).nth(0)).toBeFocused();
    // Its drag handle is reached with Tab and moves it with the arrow keys, keeping the focus.
    const handle = page.getByRole("button", { name: "Colour 1: Drag to reorder" });
    for (let step = 0; step < 8 && !(await handle.evaluate((element) => element === document.activeElement)); step += 1)
      await page.keyboard.press("Shift+Tab");
    await expect(handle).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("textbox", { name: "Colour name" }).nth(1)).toHaveValue("Smoked");
    await expect(page.getByRole("button", { name: "Colour 2: Drag to reorder" })).toBeFocused();
    await expect(page.getByText("Colour moved to position 2")).toBeAttached();
    await page.keyboard.press("ArrowUp");
    await expect(page.getByRole("textbox", { name: "Colour name" }).nth(0)).toHaveValue("Smoked");

    await page.getByRole("button", { name: "Create and close", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(toast(page).filter({ hasText: "Created" }).first()).toBeVisible(TOAST);

    const id = await productId(page, title);
    await page.goto(`/products?q=${encodeURIComponent(word)}`);
    await expect(page.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
    await page.goto(`/products/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText("1900 × 190 × 15 mm").first()).toBeVisible();
    await expect(page.getByText("AB grade")).toBeVisible();
    await expect(page.getByText("6 boards, 2.17 m²")).toBeVisible();
    await expect(page.locator("#all-colors-heading")).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`${title} \\| Engineered oak`));
    await page.goto("/");
    await expect(page.getByText(title).first()).toBeVisible();
  });

  test("edits a product: messages under the fields, a refused save keeps what was typed, then 'Updated'", { tag: "@layout" }, async ({ page }) => {
    const title = unique("Birch Field");
    const id = await createProduct(page, { title, size: "1220*180*12mm" });
    // The list has hydrated (productId waits for it); the editor's code and data then come on the
    // click, which on a busy machine has taken longer than the usual wait.
    await hydrated(page);
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/products/${id}$`), { timeout: 20_000 });
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit product");
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);

    await page.getByRole("textbox", { name: "Title", exact: true }).fill("");
    await page.getByLabel("Series", { exact: true }).fill("Kept while refused");
    await page.getByLabel("Position in the list").fill("1.5");
    await page.getByRole("button", { name: "Save and close", exact: true }).click();
    await expect(page.getByText("Title is required")).toBeVisible();
    await expect(page.getByText("Position must be a whole number, 1 or more")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toBeFocused();
    await expect(page.getByLabel("Series", { exact: true })).toHaveValue("Kept while refused");

    await page.getByRole("textbox", { name: "Title", exact: true }).fill(`${title} II`);
    await expect(page.getByText("Title is required")).toHaveCount(0);
    await page.getByLabel("Position in the list").fill("7");
    await page.getByRole("button", { name: "Save and close", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(toast(page).filter({ hasText: "Updated" }).first()).toBeVisible(TOAST);
    await openEdit(page, id);
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(`${title} II`);
    await expect(page.getByLabel("Series", { exact: true })).toHaveValue("Kept while refused");
    // The position typed is the one the list shows.
    // Tests beside this one put products first, pushing this one down: the list says what the editor says.
    expect(Number(await page.getByLabel("Position in the list").inputValue())).toBeGreaterThanOrEqual(7);
    await expect(async () => {
      await page.goto(`/admin/products/${id}`);
      const position = await page.getByLabel("Position in the list").inputValue();
      await page.goto(`/admin?q=%23${id}`);
      await expect(page.locator("tbody tr").first().locator("[data-position]")).toHaveText(position, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
  });

  test("'Save' keeps the editor open and names the product, Ctrl+S saves, 'Save and close' returns to the list", { tag: "@layout" }, async ({
    page,
  }) => {
    const title = unique("Linden Save");
    const id = await createProduct(page, { title });
    await openEdit(page, id);
    await page.getByLabel("Series", { exact: true }).fill("Saved and still here");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page).filter({ hasText: `“${title}” updated` })).toBeVisible(TOAST);
    await expect(page).toHaveURL(new RegExp(`/admin/products/${id}$`));
    await expect(page.getByLabel("Series", { exact: true })).toHaveValue("Saved and still here");

    const version = Number(
      /Version (\d+),/.exec((await page.getByText(/Version \d+,/).textContent()) ?? "")?.[1],
    );
    await page.getByLabel("Colour", { exact: true }).fill("Saved with the keyboard");
    await page.keyboard.press("ControlOrMeta+s");
    await expect(page.getByText(`Version ${version + 1},`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/products/${id}$`));
    await openEdit(page, id);
    await expect(page.getByLabel("Colour", { exact: true })).toHaveValue("Saved with the keyboard");

    await page.getByLabel("Level", { exact: true }).fill("Closed after saving");
    await page.getByRole("button", { name: "Save and close", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(toast(page).filter({ hasText: `“${title}” updated` })).toBeVisible(TOAST);
  });

  test("the search result preview shows the page's title with the company's name once, as the page has it", async ({
    page,
  }) => {
    const title = unique("Sable Oak");
    const id = await createProduct(page, { title, publish: true });
    await openEdit(page, id);
    await tab(page, "SEO settings").click();
    // The French tab has its own counters and preview: these are the English page's.
    const seoPanel = page.getByRole("tabpanel", { name: "SEO settings" });
    const preview = seoPanel.locator("p[lang=en]").first();
    await expect(preview).toHaveText(/\| Cedarline Flooring$/);
    await expect(
      seoPanel.getByText(`${`${title} | Cedarline Flooring`.length} of 60 characters`),
    ).toBeVisible();
    const seoTitle = `${title.split(" ").at(-1)} oak | Cedarline Flooring`;
    await page.getByLabel("SEO title", { exact: true }).fill(seoTitle);
    await expect(preview).toHaveText(seoTitle);
    await expect(seoPanel.getByText(`${seoTitle.length} of 60 characters`)).toBeVisible();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page).filter({ hasText: "updated" })).toBeVisible(TOAST);
    await page.goto(`/products/${id}`);
    await expect(page).toHaveTitle(seoTitle);
  });

  test("the position says where the product stands, and the editor says what the home page shows", async ({
    page,
  }) => {
    const title = unique("Harbour Feature");
    const id = await createProduct(page, { title, publish: true, featured: true });
    await openEdit(page, id);
    // A new product goes to the end of the list (tests beside this one may have added more since).
    const position = Number(await page.getByLabel("Position in the list").inputValue());
    const hint = page.getByText(/^1 is the top of the list, \d+ the bottom\./);
    const last = Number(/, (\d+) the bottom/.exec((await hint.textContent()) ?? "")?.[1]);
    expect(position).toBeGreaterThan(1);
    expect(position).toBeLessThanOrEqual(last);
    const home = page.getByRole("complementary", { name: "On the home page now" });
    await expect(home).toContainText(
      "The home page shows the first 3 published products, featured ones first, in list order.",
    );
    await expect(home.getByRole("listitem")).toHaveCount(3);
    await page.getByLabel("Position in the list").fill("1");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page).filter({ hasText: `“${title}” updated` })).toBeVisible(TOAST);
    await expect(page.getByLabel("Position in the list")).toHaveValue("1");
    await expect(home.getByRole("listitem").first()).toContainText(`${title} (this product)`);
    await page.goto("/");
    await expect(page.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
  });

  test("leaving with unsaved changes asks first", async ({ page }) => {
    const id = await createProduct(page, { title: unique("Cedar Leave") });
    await openEdit(page, id);
    await page.getByLabel("Series", { exact: true }).fill("Not saved yet");
    await page.getByRole("link", { name: "Back to list" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Keep editing" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/admin/products/${id}$`));
    await expect(page.getByLabel("Series", { exact: true })).toHaveValue("Not saved yet");

    await page.getByRole("link", { name: "Activity" }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Leave without saving" }).click();
    await expect(page).toHaveURL(/\/admin\/activity$/);
  });

  test("two people editing: the later save shows both versions and lets the person choose", async ({ page, browser, baseURL }) => {
    const title = unique("Dune Ash");
    const id = await createProduct(page, { title, size: "1200*150*8mm" });
    const other = await otherEditor(browser, baseURL);
    await openEdit(page, id);
    await openEdit(other.page, id);

    await other.page.getByLabel("Size").fill("1800*220*14mm");
    await other.page.getByRole("button", { name: "Save and close", exact: true }).click();
    await expect(other.page).toHaveURL(/\/admin$/);

    await page.getByLabel("Size").fill("1500*180*10mm");
    await page.getByLabel("Level", { exact: true }).fill("Select");
    await page.getByRole("button", { name: "Save and close", exact: true }).click();
    const conflict = page
      .getByRole("alert")
      .filter({ hasText: "Someone else saved this product while you were editing" });
    await expect(conflict).toBeVisible();
    await expect(conflict).toContainText(`${EDITOR.email} saved version 2`);
    const sizeRow = conflict.getByRole("row", { name: /Size/ });
    await expect(sizeRow).toContainText("1800*220*14mm");
    await expect(sizeRow).toContainText("1500*180*10mm");
    // Nothing was overwritten, and what was typed is still there.
    await expect(page.getByLabel("Size")).toHaveValue("1500*180*10mm");

    await conflict.getByRole("button", { name: "Keep my changes" }).click();
    // Kept like 'Save': the editor stays open on what was saved.
    await expect(page).toHaveURL(new RegExp(`/admin/products/${id}$`));
    await expect(toast(page).filter({ hasText: "Updated" }).first()).toBeVisible(TOAST);
    await openEdit(page, id);
    await expect(page.getByLabel("Size")).toHaveValue("1500*180*10mm");

    // The other person's next save meets the same question, and can take the saved version.
    await openEdit(other.page, id);
    await openEdit(page, id);
    await page.getByLabel("Packing", { exact: true }).fill("Mine");
    await page.getByRole("button", { name: "Save and close", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await other.page.getByLabel("Packing", { exact: true }).fill("Theirs");
    await other.page.getByRole("button", { name: "Save and close", exact: true }).click();
    await other.page.getByRole("link", { name: "Use the saved version" }).click();
    await expect(other.page.getByRole("alert").filter({ hasText: "Someone else saved" })).toHaveCount(0);
    await expect(other.page.getByLabel("Packing", { exact: true })).toHaveValue("Mine");
    await other.context.close();
  });

  test("history lists every save, shows what changed, and restores a version as a new one", async ({ page }) => {
    const title = unique("Elm Story");
    const id = await createProduct(page, { title, size: "1000*100*10mm" });
    await openEdit(page, id);
    await page.getByLabel("Size").fill("2000*200*20mm");
    await page.getByRole("button", { name: "Save and close", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);

    await page.goto(`/admin/products/${id}?tab=history`);
    await hydrated(page);
    await expect(tab(page, "History")).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel", { name: "History" });
    await expect(panel.getByRole("listitem").nth(0)).toContainText("Version 2");
    await expect(panel.getByRole("listitem").nth(1)).toContainText("Version 1");
    const compared = panel.getByRole("row", { name: /Size/ }).first();
    await expect(compared).toContainText("1000*100*10mm");
    await expect(compared).toContainText("2000*200*20mm");

    await panel.getByRole("button", { name: "Restore version 1" }).click();
    await expect(toast(page).filter({ hasText: "Version 1 restored" }).first()).toBeVisible(TOAST);
    await expect(page.getByRole("tabpanel", { name: "History" }).getByRole("listitem").nth(0)).toContainText("Version 3");
    await tab(page, "Basic info").click();
    await expect(page.getByLabel("Size")).toHaveValue("1000*100*10mm");
    await page.goto(`/admin/activity?action=product-restored-version`);
    await expect(page.locator("tbody tr", { hasText: title }).first()).toContainText("Earlier version of a product restored");
  });

  test("'Preview' shows a draft's page to staff with a banner; visitors get nothing", async ({ page, browser, baseURL }) => {
    const title = unique("Fjord Walnut");
    const id = await createProduct(page, { title, picture: "#5b4334" });
    await openEdit(page, id);
    const [preview] = await Promise.all([page.waitForEvent("popup"), page.getByRole("link", { name: /Preview/ }).click()]);
    await expect(preview).toHaveURL(new RegExp(`/admin/products/${id}/preview$`));
    await expect(preview.getByRole("status").filter({ hasText: "Preview of a draft" })).toBeVisible();
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(title);
    // The draft's picture goes out as a signed link.
    await expect(preview.locator("img[src*='sig=']").first()).toBeAttached();

    const visitor = await browser.newContext({ baseURL });
    const anonymous = await visitor.newPage();
    expect((await anonymous.goto(`/products/${id}`))?.status()).toBe(404);
    await anonymous.goto(`/admin/products/${id}/preview`);
    await expect(anonymous).toHaveURL(/\/auth\?redirectTo=/);
    await visitor.close();
  });

  test("a script in every field is shown as text, in the admin and on the public page", { tag: "@layout" }, async ({ page }) => {
    const payload = `<script>window.__owned=1</script><img src=x onerror="window.__owned=1">`;
    const title = unique(`Gale ${payload}`);
    await openNew(page);
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByLabel("Description", { exact: true }).fill(payload);
    for (const label of ["Size", "Series", "Level", "Packing"]) await page.getByLabel(label, { exact: true }).fill(payload);
    await page.getByLabel("Colour", { exact: true }).fill(payload);
    await page.getByRole("switch", { name: "Publish" }).check();
    await tab(page, "SEO settings").click();
    await page.getByLabel("SEO title", { exact: true }).fill(payload);
    await page.getByLabel("SEO description", { exact: true }).fill(payload);
    await page.getByLabel("Keywords").fill(payload);
    await tab(page, "Image management").click();
    await filesOf(page, "Add a colour").setInputFiles(await jpeg("payload.jpg", "#c9a77c"));
    // The upload's toast rises above the save bar: the buttons stay in reach while it shows.
    const uploaded = toast(page).filter({ hasText: "Image uploaded" });
    await expect(uploaded).toBeVisible(TOAST);
    await expect.poll(async () => {
      const [note, bar] = await Promise.all([uploaded.boundingBox(), page.getByRole("button", { name: "Create and close", exact: true }).boundingBox()]);
      return note && bar ? Math.round(note.y + note.height - bar.y) : null;
    }).toBeLessThanOrEqual(0);
    await page.getByRole("textbox", { name: "Colour name" }).fill(payload);
    await page.getByRole("button", { name: "Create and close", exact: true }).click();
    await expect(toast(page).filter({ hasText: "Created" }).first()).toBeVisible(TOAST);

    const id = await productId(page, title);
    await expect(page.getByText(title, { exact: true })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await openEdit(page, id);
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);
    await tab(page, "History").click();
    await expect(page.getByRole("tabpanel", { name: "History" }).getByRole("listitem")).toHaveCount(1);
    await page.goto(`/products/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText(payload).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __owned?: number }).__owned)).toBeUndefined();
    // The long unbroken words wrap: nothing runs off the page, on the product's page or the list.
    expect(await pageWidth(page)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await page.goto(`/products?q=${encodeURIComponent(title.split(" ").pop()!)}`);
    await expect(page.locator("[data-product-card]")).toHaveCount(1);
    expect(await pageWidth(page)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await page.goto(`/admin/products/${id}/preview`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    expect(await page.evaluate(() => (window as unknown as { __owned?: number }).__owned)).toBeUndefined();
  });

  test("every tab of the editor passes axe", { tag: "@layout" }, async ({ page }) => {
    const title = unique("Haven Maple");
    const id = await createProduct(page, { title });
    await openEdit(page, id);
    await page.getByLabel("Series", { exact: true }).fill("Second version");
    await page.getByRole("button", { name: "Save and close", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await openEdit(page, id);
    for (const name of ["Basic info", "SEO settings", "Image management", "French", "History"]) {
      await tab(page, name).click();
      if (name === "Image management") {
        await filesOf(page, "Add a colour").setInputFiles(await jpeg("axe.jpg", "#c9a77c"));
        await expect(page.getByRole("textbox", { name: "Colour name" })).toHaveCount(1);
      }
      if (name === "History") await page.locator("details summary").first().click();
      const results = await axe(page).exclude("[data-sonner-toaster]").analyze();
      expect(results.violations.map((violation) => `${name} ${violation.id}: ${violation.nodes.map((node) => node.target).join(" ")}`)).toEqual([]);
    }
    await openNew(page);
    const results = await axe(page).exclude("[data-sonner-toaster]").analyze();
    expect(results.violations.map((violation) => `new ${violation.id}: ${violation.nodes.map((node) => node.target).join(" ")}`)).toEqual([]);
  });

  test("on a new product the tab keys move among the tabs shown, never to the hidden History", { tag: "@layout" }, async ({ page }) => {
    await openNew(page);
    const tabs = page.getByRole("tablist").getByRole("tab");
    await expect(tabs).toHaveText(["Basic info", "SEO settings", "Image management", "French"]);
    const shown = (name: string) => page.getByRole("tabpanel", { name });

    await tab(page, "Basic info").focus();
    await page.keyboard.press("End");
    await expect(tab(page, "French")).toBeFocused();
    await expect(tab(page, "French")).toHaveAttribute("aria-selected", "true");
    await expect(shown("French")).toBeVisible();
    await expect(page).toHaveURL(/[?&]tab=french/);

    // From the last tab shown, ArrowRight comes back to the first; ArrowLeft goes back to the last.
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Basic info")).toBeFocused();
    await expect(tab(page, "Basic info")).toHaveAttribute("aria-selected", "true");
    await expect(shown("Basic info")).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(tab(page, "French")).toBeFocused();
    await expect(shown("French")).toBeVisible();
    await page.keyboard.press("Home");
    await expect(tab(page, "Basic info")).toHaveAttribute("aria-selected", "true");
    await expect(page).not.toHaveURL(/tab=history/);

    // The address cannot open the missing tab either.
    await page.goto("/admin/products/new?tab=history");
    await hydrated(page);
    await expect(tab(page, "Basic info")).toHaveAttribute("aria-selected", "true");
    await expect(shown("Basic info")).toBeVisible();
  });
});

async function otherEditor(browser: Browser, baseURL: string | undefined) {
  const person = await personIn(browser, baseURL);
  await signedInAt(person.page, EDITOR.email, EDITOR.password);
  await expect(person.page).toHaveURL(/\/admin$/);
  return person;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("creates and edits a product with its pictures; refused fields keep what was typed", async ({ page }) => {
    await signedIn(page);
    const title = unique("Iris Pine");
    await page.goto("/admin/products/new");
    // Every tab's section is on the page, one after another.
    for (const name of ["Basic info", "SEO settings", "Image management", "French"]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    await page.getByLabel("Series", { exact: true }).fill("Typed before the refusal");
    await page.getByLabel("SEO title", { exact: true }).fill("Kept from another tab");
    await page.getByRole("button", { name: "Create and close", exact: true }).click();
    await expect(page.getByText("Title is required")).toBeVisible();
    await expect(page.getByLabel("Series", { exact: true })).toHaveValue("Typed before the refusal");
    await expect(page.getByLabel("SEO title", { exact: true })).toHaveValue("Kept from another tab");

    // Without JavaScript the files travel with the form and the server stores them.
    await filesOf(page, "Main picture").setInputFiles(await jpeg("main.jpg", "#8a6a4f"));
    await filesOf(page, "Add a colour").setInputFiles([await jpeg("natural.jpg", "#c9a77c"), await jpeg("smoked.jpg", "#5b4334")]);
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByLabel("Size").fill("1520*228*7mm");
    await page.getByRole("switch", { name: "Publish" }).check();
    await page.getByRole("button", { name: "Create and close", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\?saved=created&product=\d+$/);
    await expect(page.getByRole("status").filter({ hasText: `“${title}” created` })).toBeVisible();

    await page.goto(`/admin?q=${encodeURIComponent(title.split(" ").at(-1)!)}`);
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page.getByLabel("SEO title", { exact: true })).toHaveValue("Kept from another tab");
    await expect(page.getByRole("textbox", { name: "Colour name" })).toHaveCount(2);
    await expect(page.locator("input[type=hidden][name=picture]")).toHaveValue(/^uploads\//);
    await page.getByRole("textbox", { name: "Colour name" }).nth(1).fill("Smoked");
    await page.getByLabel("Size").fill("1830*228*9mm");
    // 'Save' keeps the editor open, saying which product it saved.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/products\/\d+\?saved=updated$/);
    await expect(page.getByRole("status").filter({ hasText: `“${title}” updated` })).toBeVisible();
    await expect(page.getByLabel("Size")).toHaveValue("1830*228*9mm");
    await page.getByRole("button", { name: "Save and close", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\?saved=updated&product=\d+$/);
    await expect(page.getByRole("status").filter({ hasText: `“${title}” updated` })).toBeVisible();
  });
});
