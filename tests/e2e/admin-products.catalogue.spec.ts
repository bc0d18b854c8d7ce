import { axe } from "./axe";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN, STAFF_ACCOUNTS } from "./admin-fixtures";
import { ownAddress, signedInAt, toastSaying } from "./admin-helpers";
import { catalogueFixtures } from "./catalogue-helpers";
import { demoProducts } from "../../app/features/catalogue/demo-catalogue";

/*
 * The Products tab at 1440 and 390 px: the list, deleting with a confirmation and restoring from
 * the Trash, bulk publishing seen on the public site at once, duplicating and moving a product in
 * the display order. Each test works on copies it makes itself, so tests side by side never touch
 * the same product.
 * A phone shows the list as cards, each with its own 'More' menu: the tests of the list's views
 * (the cards with their Delete and More menu, moving by the menu, what fits, the columns as cells
 * or card lines, axe) are tagged @layout and run at both widths; the others, which change and
 * show the same at any width, at desktop width.
 */

/** A page's first toast waits for the toaster's code to load: on a busy machine it has come after the default 7.5 s. */
const TOAST = { timeout: 20_000 };

/** The seeded product with every field filled in: its series and level show when chosen. */
const flagship = demoProducts[0]!;
const flagshipRow = (page: Page) =>
  page.locator("tbody tr").filter({ has: page.getByText(flagship.title, { exact: true }) }).first();
const columnsControl = (page: Page) => page.locator("details", { has: page.locator("summary", { hasText: "Columns" }) });
const header = (page: Page, name: string) => page.getByRole("columnheader", { name, exact: true });

const row = (page: Page, id: number) => page.locator("tbody tr", { has: page.getByText(`#${id}`, { exact: true }) });

async function openProducts(page: Page) {
  await ownAddress(page);
  await signedInAt(page, STAFF_ACCOUNTS.editor.email, STAFF_ACCOUNTS.editor.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/**
 * Opens a row's 'More' menu once the list's scripts have run, and again if it closed: on a busy
 * machine a phone-width run has seen it closed after the click.
 */
async function openMore(page: Page, id: number) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const menu = row(page, id).locator("details", { has: page.locator('summary[aria-label^="More for"]') });
  await expect(async () => {
    if (!(await menu.evaluate((details) => (details as HTMLDetailsElement).open))) await menu.locator("summary").click();
    await expect(menu.getByRole("button", { name: "Duplicate" })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Duplicates the fixtures' published product and returns the copy's number. */
async function copyOfFixture(page: Page): Promise<number> {
  const source = catalogueFixtures().published;
  await page.goto(`/admin?q=%23${source.id}`);
  await openMore(page, source.id);
  await row(page, source.id).getByRole("button", { name: "Duplicate" }).click();
  const duplicated = toastSaying(page, /Duplicated as “.+ \(copy\)” \(#\d+\), a draft/);
  await expect(duplicated).toBeVisible(TOAST);
  const id = Number(/\(#(\d+)\)/.exec((await duplicated.textContent()) ?? "")?.[1]);
  expect(id).toBeGreaterThan(source.id);
  return id;
}

test("lists every product with its state, and deletes only after a confirmation, into the Trash and back", { tag: "@layout" }, async ({ page }) => {
  test.setTimeout(60_000);
  await openProducts(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Products");
  const draft = catalogueFixtures().draft;
  await page.goto(`/admin?q=%23${draft.id}`);
  await expect(row(page, draft.id)).toContainText("Draft");

  const id = await copyOfFixture(page);
  await page.goto(`/admin?q=%23${id}`);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const copy = row(page, id);
  await expect(copy).toContainText(`${catalogueFixtures().published.title} (copy)`);
  await expect(copy).toContainText("Draft");

  await copy.getByRole("button", { name: /^Delete/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("It leaves the site at once and goes to the Trash");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(copy).toBeVisible();

  await copy.getByRole("button", { name: /^Delete/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(toastSaying(page, "Deleted: 1 product moved to the Trash")).toBeVisible(TOAST);
  await expect(page.getByText("No products match these filters.")).toBeVisible();

  await page.goto(`/admin?view=trash&q=%23${id}`);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page.getByText("Products in the Trash are deleted for good after 30 days.")).toBeVisible();
  await row(page, id).getByRole("button", { name: /^Restore/ }).click();
  await expect(toastSaying(page, "1 product restored as it was")).toBeVisible(TOAST);
  await page.goto(`/admin?q=%23${id}`);
  await expect(row(page, id)).toContainText("Draft");
});

test("publishing and unpublishing the selected products shows on the public site at once", async ({ page }) => {
  test.setTimeout(60_000);
  await openProducts(page);
  const id = await copyOfFixture(page);
  expect((await page.request.get(`/products/${id}`)).status()).toBe(404);

  await page.goto(`/admin?q=%23${id}`);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await row(page, id).getByRole("checkbox").check();
  await page.locator("#products-bulk-intent").selectOption("publish");
  await page.getByRole("button", { name: /Apply to selected/ }).click();
  // It asks first, with the count and the name; 'Cancel' changes nothing.
  const asked = page.getByRole("dialog", { name: "Publish 1 product?" });
  await expect(asked).toContainText(`${catalogueFixtures().published.title} (copy)`);
  await expect(asked).toContainText("They appear on the public site at once.");
  await asked.getByRole("button", { name: "Cancel" }).click();
  await expect(asked).toHaveCount(0);
  await expect(row(page, id)).toContainText("Draft");
  expect((await page.request.get(`/products/${id}`)).status()).toBe(404);
  await page.getByRole("button", { name: /Apply to selected/ }).click();
  await page.getByRole("dialog", { name: "Publish 1 product?" }).getByRole("button", { name: "Publish" }).click();
  await expect(toastSaying(page, "Updated: 1 product")).toBeVisible(TOAST);
  await expect(row(page, id)).toContainText("Published");
  const published = await page.request.get(`/products/${id}`);
  expect(published.status()).toBe(200);
  expect(await published.text()).toContain(`${catalogueFixtures().published.title} (copy)`);

  await row(page, id).getByRole("checkbox").check();
  await page.locator("#products-bulk-intent").selectOption("unpublish");
  await page.getByRole("button", { name: /Apply to selected/ }).click();
  await page.getByRole("dialog", { name: "Unpublish 1 product?" }).getByRole("button", { name: "Unpublish" }).click();
  // The toast says what it said the first time; the row says the change is done.
  await expect(row(page, id)).toContainText("Draft");
  expect((await page.request.get(`/products/${id}`)).status()).toBe(404);
});

test("moves a product in the display order by position and step by step", { tag: "@layout" }, async ({ page }) => {
  test.setTimeout(60_000);
  await openProducts(page);
  const id = await copyOfFixture(page);
  // The copy sits right after its source; products that tests beside this one add or move can
  // push it onto the next page between two loads, so look for it page by page until it is found.
  await expect(async () => {
    await page.goto("/admin");
    const pager = page.getByText(/^Page \d+ of [\d,]+$/);
    const pages = (await pager.count()) ? Number((await pager.textContent())?.match(/of ([\d,]+)/)?.[1]?.replace(/,/g, "")) : 1;
    for (let n = pages; n >= 1; n--) {
      await page.goto(n === 1 ? "/admin" : `/admin?page=${n}`);
      if (await row(page, id).count()) return;
    }
    throw new Error(`#${id} is on no page of the list`);
  }).toPass({ timeout: 30_000 });
  const copy = row(page, id);
  await openMore(page, id);
  await copy.getByLabel(/^Position of/).fill("3");
  await copy.getByRole("button", { name: "Move", exact: true }).click();
  await expect(toastSaying(page, "Moved to position 3")).toBeVisible(TOAST);

  await page.goto("/admin");
  // The drag handles come with the page's scripts: wait for them before looking.
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const moved = row(page, id);
  // Dragging is for wide screens; phones move by position or step by step.
  if (!test.info().project.name.startsWith("phone")) await expect(moved.getByRole("button", { name: /^Drag .* to a new place/ })).toBeVisible();
  await openMore(page, id);
  await moved.getByRole("button", { name: "Move down" }).click();
  await expect(toastSaying(page, /Moved to position \d+/)).toBeVisible(TOAST);
  if (!test.info().project.name.startsWith("phone")) {
    // By its handle's arrow keys: the row moves, and the focus stays on its handle in its new place.
    const handle = moved.getByRole("button", { name: /^Drag .* to a new place/ });
    await handle.focus();
    await page.keyboard.press("ArrowDown");
    await expect(toastSaying(page, "Moved to position 5")).toBeVisible(TOAST);
    await expect(handle).toBeFocused();
  }

  // Tidy up: the copy goes to the Trash so the catalogue's first page stays as it was.
  await page.goto(`/admin?q=%23${id}`);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await row(page, id).getByRole("button", { name: /^Delete/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(toastSaying(page, "moved to the Trash")).toBeVisible(TOAST);
});

test("the Products tab and its Trash have no accessibility violations", { tag: "@layout" }, async ({ page }) => {
  test.setTimeout(90_000);
  await openProducts(page);
  for (const path of ["/admin?q=oak", "/admin?view=trash"]) {
    await page.goto(path);
    const results = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(" ")}`), path).toEqual([]);
  }
});

test("a restored product comes back published, as it was; the copy a duplicate made opens from its toast", async ({ page }) => {
  test.setTimeout(60_000);
  await openProducts(page);
  const id = await copyOfFixture(page);
  await toastSaying(page, /Duplicated as/).getByRole("button", { name: "Open the copy" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/products/${id}$`));
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(`${catalogueFixtures().published.title} (copy)`);

  await page.goto(`/admin?q=%23${id}`);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await row(page, id).getByRole("checkbox").check();
  await page.getByRole("button", { name: /Apply to selected/ }).click();
  await page.getByRole("dialog", { name: "Publish 1 product?" }).getByRole("button", { name: "Publish" }).click();
  await expect(row(page, id)).toContainText("Published");
  await row(page, id).getByRole("button", { name: /^Delete/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(toastSaying(page, "moved to the Trash")).toBeVisible(TOAST);
  expect((await page.request.get(`/products/${id}`)).status()).toBe(404);

  await page.goto(`/admin?view=trash&q=%23${id}`);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page.getByText("A restored product comes back as it was: published or a draft.")).toBeVisible();
  // Editors restore, but only administrators delete for good or empty the Trash.
  await expect(row(page, id).getByRole("button", { name: /for good/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Empty the Trash" })).toHaveCount(0);
  await row(page, id).getByRole("button", { name: /^Restore/ }).click();
  await expect(toastSaying(page, "1 product restored as it was")).toBeVisible(TOAST);
  await page.goto(`/admin?q=%23${id}`);
  await expect(row(page, id)).toContainText("Published");
  expect((await page.request.get(`/products/${id}`)).status()).toBe(200);
});

test("positions are places in the whole list, filtered or not", async ({ page }) => {
  await openProducts(page);
  // Tests beside this one move products to the top: compare two loads close together, again if need be.
  await expect(async () => {
    await page.goto("/admin");
    const second = page.locator("tbody tr").nth(1);
    await expect(second.locator("[data-position]")).toHaveText("2");
    const number = (await second.getByText(/^#\d+$/).first().textContent())!;
    await page.goto(`/admin?q=${encodeURIComponent(number)}&sort=title`);
    await expect(page.locator("tbody tr").first().locator("[data-position]")).toHaveText("2", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
});

test("the list fits: the Status filter reads in full, a phone's card is compact and has 'Select all'", { tag: "@layout" }, async ({ page }, testInfo) => {
  await openProducts(page);
  await page.goto("/admin");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  // The chosen option's words fit inside the select (arrow and padding aside).
  const fits = await page.locator("#products-state").evaluate((select: HTMLSelectElement) => {
    const style = getComputedStyle(select);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText(select.selectedOptions[0]!.text).width;
    return text <= select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  });
  expect(fits).toBe(true);
  if (testInfo.project.name.startsWith("phone")) {
    const heights = await page.locator("tbody tr").evaluateAll((rows) => rows.slice(0, 10).map((row) => row.getBoundingClientRect().height));
    // Half of what a card took before (330 px), with a two-line title and details.
    for (const height of heights) expect(height).toBeLessThanOrEqual(170);
    const selectAll = page.getByRole("checkbox", { name: "Select every product on this page" });
    await expect(selectAll).toBeVisible();
    await selectAll.check();
    await expect(page.getByRole("button", { name: /Apply to selected \(\d+\)/ })).toBeEnabled();
  }
});

test("chooses the list's columns from the product's fields, and this browser keeps the choice", { tag: "@layout" }, async ({ page }) => {
  await openProducts(page);
  await page.goto(`/admin?q=${encodeURIComponent(flagship.title)}`);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(header(page, "Size")).toHaveCount(1);
  await expect(header(page, "Series")).toHaveCount(0);

  const control = columnsControl(page);
  await control.locator("summary").click();
  await expect(control.getByRole("checkbox", { name: "Size", exact: true })).toBeChecked();
  await expect(control.getByRole("checkbox", { name: "Title", exact: true })).toBeDisabled();
  await control.getByRole("checkbox", { name: "Series", exact: true }).check();
  await control.getByRole("checkbox", { name: "Size", exact: true }).uncheck();
  await control.getByRole("button", { name: "Show these columns" }).click();

  await expect(header(page, "Series")).toHaveCount(1);
  await expect(header(page, "Size")).toHaveCount(0);
  await expect(header(page, "Category")).toHaveCount(1);
  // The row's cell at 1440 px, the card's 'Series:' line on a phone.
  await expect(flagshipRow(page).getByText(flagship.series!, { exact: true }).filter({ visible: true })).toBeVisible();

  await page.goto("/admin");
  await expect(header(page, "Series")).toHaveCount(1);
  await expect(header(page, "Size")).toHaveCount(0);
  await page.reload();
  await expect(header(page, "Series")).toHaveCount(1);

  await columnsControl(page).locator("summary").click();
  await columnsControl(page).getByRole("link", { name: "Reset" }).click();
  await expect(header(page, "Size")).toHaveCount(1);
  await expect(header(page, "Series")).toHaveCount(0);
  await page.goto("/admin");
  await expect(header(page, "Size")).toHaveCount(1);
});

test.describe("as an administrator", () => {
  test("deletes a product for good and empties the Trash, each after a confirmation", async ({ page }) => {
    test.setTimeout(60_000);
    await ownAddress(page);
    await signedInAt(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const first = await copyOfFixture(page);
    await page.goto(`/admin?q=%23${first}`);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await row(page, first).getByRole("button", { name: /^Delete/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(toastSaying(page, "moved to the Trash")).toBeVisible(TOAST);

    await page.goto(`/admin?view=trash&q=%23${first}`);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await row(page, first).getByRole("button", { name: /for good/ }).click();
    const asked = page.getByRole("dialog", { name: /for good\?$/ });
    await expect(asked).toContainText("This cannot be undone");
    await asked.getByRole("button", { name: "Cancel" }).click();
    await expect(row(page, first)).toBeVisible();
    await row(page, first).getByRole("button", { name: /for good/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete for good" }).click();
    await expect(toastSaying(page, "1 product deleted for good")).toBeVisible(TOAST);
    await expect(page.getByText("No products match these filters.")).toBeVisible();
    expect((await page.request.get(`/admin/products/${first}`)).status()).toBe(404);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a bulk change asks first, with the names, and changes nothing until confirmed", async ({ page }) => {
    await ownAddress(page);
    await signedInAt(page, STAFF_ACCOUNTS.editor.email, STAFF_ACCOUNTS.editor.password);
    await expect(page).toHaveURL(/\/admin$/);
    const draft = catalogueFixtures().draft;
    await page.goto(`/admin?q=%23${draft.id}`);
    await row(page, draft.id).getByRole("checkbox").check();
    await page.locator("#products-bulk-intent").selectOption("publish");
    await page.getByRole("button", { name: /Apply to selected/ }).click();
    const asked = page.getByRole("alertdialog", { name: "Publish 1 product?" });
    await expect(asked).toContainText(draft.title);
    expect((await page.request.get(`/products/${draft.id}`)).status()).toBe(404);
    await asked.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(row(page, draft.id)).toContainText("Draft");
  });

  test("the Columns form changes the list's columns and keeps its filter", async ({ page }) => {
    await ownAddress(page);
    await signedInAt(page, STAFF_ACCOUNTS.editor.email, STAFF_ACCOUNTS.editor.password, `/admin?q=${encodeURIComponent(flagship.title)}&sort=title`);
    const control = columnsControl(page);
    await control.locator("summary").click();
    await control.getByRole("checkbox", { name: "Level", exact: true }).check();
    await control.getByRole("checkbox", { name: "Category", exact: true }).uncheck();
    await control.getByRole("button", { name: "Show these columns" }).click();
    await expect(page).toHaveURL(/[?&]columns=level(&|$)/);
    expect(new URL(page.url()).searchParams.get("sort")).toBe("title");
    await expect(header(page, "Level")).toHaveCount(1);
    await expect(header(page, "Category")).toHaveCount(0);
    await expect(flagshipRow(page)).toContainText(flagship.level!);
    await page.goto("/admin");
    await expect(header(page, "Level")).toHaveCount(1);
    await expect(header(page, "Category")).toHaveCount(0);
  });
});
