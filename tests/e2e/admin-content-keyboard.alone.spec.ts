import { expect, test } from "@playwright/test";
import { hydrated, signedIn } from "../support/admin-content";
import { STAFF_ACCOUNTS } from "./admin-fixtures";
import { axeViolations, ownAddress, signedInAt } from "./admin-helpers";

/*
 * The site's content worked by keyboard alone: the gallery's order changed by the rows' arrows and
 * by their drag handles, the focus staying on the moved row; a project's product found by typing
 * part of its name, chosen with the arrow keys and Enter, and its row moved up. These change what
 * the public pages show, so they run alone, and put back what they change.
 */

const EDITOR = STAFF_ACCOUNTS.editor;



test("the gallery's order changed by keyboard shows on the gallery page and in its viewer; the focus stays on the moved row, and its drag handle is reached with Tab", async ({ page }) => {
  await signedIn(page, EDITOR, "/admin/content/gallery");
  const up = page.getByRole("button", { name: "Move Lily Canvas up" });
  await up.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Lily Canvas is now number 1 of 8" })).toBeVisible();
  // At the top its 'up' can do no more: the focus is on its 'down', not thrown to the top of the page.
  await expect(page.getByRole("button", { name: "Move Lily Canvas down" })).toBeFocused();
  let movedBack = false;
  try {
    const visitor = await page.context().newPage();
    await visitor.goto("/inspiration/gallery");
    await expect(visitor.locator("[data-gallery-item]").first()).toContainText("Lily Canvas");
    await hydrated(visitor);
    await visitor.locator("[data-gallery-item]").first().click();
    const viewer = visitor.getByTestId("gallery-viewer");
    await expect(viewer).toContainText("1 / 8");
    await expect(viewer.getByRole("heading", { name: "Lily Canvas" })).toBeVisible();
    await visitor.close();

    // The drag handle is a control of its own: Tab reaches it, the arrow keys move the row, and
    // the focus stays on it in the row's new place.
    await page.getByRole("checkbox", { name: "Select Lily Canvas" }).focus();
    await page.keyboard.press("Tab");
    const handle = page.getByRole("button", { name: "Drag Lily Canvas to reorder" });
    await expect(handle).toBeFocused();
    await expect(handle).toHaveAccessibleDescription("Move it with the up and down arrow keys.");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("status").filter({ hasText: "Lily Canvas is now number 2 of 8" })).toBeVisible();
    movedBack = true;
    await expect(handle).toBeFocused();
    await expect(page.locator("tr[data-entry]").nth(1)).toContainText("Lily Canvas");
  } finally {
    if (!movedBack) {
      await page.getByRole("button", { name: "Move Lily Canvas down" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Lily Canvas is now number 2 of 8" })).toBeVisible();
    }
  }
});

test("a project names a published product found by typing part of its name and chosen by keyboard, linked on its page; its rows move by keyboard with the focus kept", async ({ page, request }) => {
  await signedIn(page, EDITOR, "/admin/content/projects");
  await page.getByRole("link", { name: "Downtown Penthouse" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/projects\/\d+$/);
  await expect(page.getByRole("group", { name: "Products used" })).toBeVisible();
  const editor = page.url();
  const catalogue = ((await (await request.get("/api/products?limit=100")).json()) as { data: { id: number; title: string }[] }).data;
  const product = catalogue.find((item) => item.title.split(" ").length >= 3)!;
  const part = product.title.split(" ").slice(1, 3).join(" ").toLowerCase();
  // The editor is not sent the catalogue: a product the project does not name is nowhere in it.
  const unnamed = catalogue.filter((item) => item.id !== product.id).at(-1)!;
  expect(await (await page.request.get(editor)).text()).not.toContain(unnamed.title);

  const group = page.getByRole("group", { name: "Products used" });
  const rows = group.getByRole("listitem");
  const before = await rows.count();
  await group.getByRole("button", { name: "Add" }).click();
  await expect(rows).toHaveCount(before + 1);
  const picker = rows.last().getByRole("combobox", { name: "A product of the catalogue" });
  await picker.focus();
  await page.keyboard.type(part);
  const list = page.getByRole("listbox", { name: "Products found" });
  const options = list.getByRole("option");
  await expect(options.filter({ hasText: product.title }).first()).toBeVisible();
  await expect(picker).toHaveAttribute("aria-expanded", "true");
  expect(await axeViolations(page)).toEqual([]);
  // Down the list to the product with the arrow keys, then Enter (which does not send the form).
  const index = (await options.allTextContents()).findIndex((text) => text.startsWith(product.title));
  expect(index).toBeGreaterThanOrEqual(0);
  for (let step = 0; step < index; step += 1) await page.keyboard.press("ArrowDown");
  await expect(picker).toHaveAttribute("aria-activedescendant", (await options.nth(index).getAttribute("id"))!);
  await page.keyboard.press("Enter");
  await expect(list).toBeHidden();
  await expect(picker).toHaveValue(product.title);
  expect(page.url()).toBe(editor);
  // Escape closes the list and puts the choice back.
  await page.keyboard.type(" and more");
  await expect(list).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();
  await expect(picker).toHaveValue(product.title);

  // Moved up by keyboard, the row keeps the focus on its arrow, and at the top on its other arrow.
  for (let place = before; place > 0; place -= 1) {
    await rows.nth(place).getByRole("button", { name: "Move up" }).focus();
    await page.keyboard.press("Enter");
    const moved = rows.nth(place - 1);
    await expect(moved.getByRole("combobox")).toHaveValue(product.title);
    await expect(moved.getByRole("button", { name: place > 1 ? "Move up" : "Move down" })).toBeFocused();
    await expect(group.getByText(`Moved to number ${place} of ${before + 1}`)).toBeAttached();
  }
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  // Opened again, the editor names the chosen product (it was sent the products the project names).
  await expect(rows.first().getByRole("combobox")).toHaveValue(product.title);
  const html = await (await request.get("/projects/toronto-penthouse")).text();
  expect(html).toContain(`href="/products/${product.id}"`);
  // Put back as it was: version 1, as seeded.
  await page.getByRole("button", { name: /^Restore version 1$/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Version 1 restored" })).toBeVisible();
  expect(await (await request.get("/projects/toronto-penthouse")).text()).not.toContain(`href="/products/${product.id}"`);
});

test("without scripts, a project's product is named by its number, and the editor names it back", async ({ browser, request, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await ownAddress(page);
  await signedInAt(page, EDITOR.email, EDITOR.password, "/admin/content/projects");
  await page.getByRole("link", { name: "Boutique Hotel Lobby" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/projects\/\d+$/);
  const product = ((await (await request.get("/api/products?limit=3")).json()) as { data: { id: number; title: string }[] }).data[2]!;
  const first = page.getByRole("group", { name: "Products used" }).getByRole("listitem").first();
  const number = first.getByRole("textbox", { name: "A product of the catalogue" });
  await expect(number).toHaveAccessibleDescription(/Type its number/);
  await number.fill(String(product.id));
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await expect(number).toHaveValue(String(product.id));
  await expect(first.getByText(`Now: ${product.title}`)).toBeVisible();
  expect(await (await request.get("/projects/montreal-boutique-hotel")).text()).toContain(`href="/products/${product.id}"`);
  // A number that names no product is a message under the field, and nothing is saved.
  await number.fill("999999");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(first.getByText("Choose one the search finds")).toBeVisible();
  // Put back as it was: version 1, as seeded.
  await page.goto(page.url().replace(/\?.*$/, ""));
  await page.getByRole("button", { name: /^Restore version 1$/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Version 1 restored" })).toBeVisible();
  expect(await (await request.get("/projects/montreal-boutique-hotel")).text()).not.toContain(`href="/products/${product.id}"`);
  await context.close();
});
