import { axe } from "./axe";
import { expect, test } from "@playwright/test";
import { STAFF_ACCOUNTS } from "./admin-fixtures";
import { importHeader, ownAddress, signedInAt, toastSaying } from "./admin-helpers";

/*
 * 'Bulk import' on the Data import tab at 390 and 1440 px, against the fixture shop the test
 * server starts (SUPPLIER_URL; its pictures come slowly on purpose): the import's progress bar
 * and counter move while it runs, and the end is said in the specification's counts. It runs
 * last, one width after the other: it touches every product the fixture shop has, which the
 * other import tests import too.
 * The phone run comes first: a dry run lists what the import would create, 'Run import' creates
 * what the import from link did not, 'Undo this import' moves those to the Trash (one is gone from
 * the product list), and they are restored from the Trash. The desktop run finds them all and
 * changes nothing, and both end with the same counts of categories and products.
 * Tagged @layout: the import's screens and the Trash's phone cards are used at both widths, and
 * each width has its own part of the story (the phone's dry run, undo and restore).
 */

/** A page's first toast waits for the toaster's code to load: on a busy machine it has come after the default 7.5 s. */
const TOAST = { timeout: 20_000 };

test("a bulk import shows its progress moving and ends with the counts of categories and products", { tag: "@layout" }, async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const first = testInfo.project.name.startsWith("phone");
  await ownAddress(page);
  await signedInAt(page, STAFF_ACCOUNTS.editor.email, STAFF_ACCOUNTS.editor.password, "/admin/import");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  if (first) {
    // A dry run first: it reads the supplier, lists what it would do, and changes nothing.
    const form = page.locator("form").filter({ has: page.getByRole("heading", { name: "Bulk import" }) });
    await form.getByLabel("Dry run: show what would change, change nothing").check();
    await form.getByRole("button", { name: "Bulk import" }).click();
    await expect((await importHeader(page)).getByText("Finished", { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("This was a dry run: nothing was changed.")).toBeVisible();
    const list = page.getByRole("region", { name: "What the import would do" });
    await expect(list.getByRole("link", { name: /^Would create \(\d+\)$/ })).toBeVisible();
    await expect(list.getByRole("row").filter({ hasText: "Would create" }).first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Imported" })).toHaveCount(0);
    const results = await axe(page)
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .exclude("[data-sonner-toaster]")
      .analyze();
    expect(results.violations.map((violation) => violation.id), "dry run's page").toEqual([]);
    await page.getByRole("button", { name: "Run import" }).click();
  } else {
    await page.getByRole("button", { name: "Bulk import" }).click();
  }
  await expect(page).toHaveURL(/\/admin\/import\/jobs\/\d+/);
  const header = await importHeader(page);

  // The counter under the bar, read as the page asks for the job again and again.
  const counter = page.getByText(/^(\d+ products? so far|\d+ of \d+ products)$/);
  const seen = new Set<string>();
  await expect(page.getByRole("progressbar", { name: "Progress" })).toBeVisible();
  await expect
    .poll(
      async () => {
        const now = await counter.textContent({ timeout: 200 }).catch(() => null);
        if (now) seen.add(now);
        return (await header.getByText("Finished", { exact: true }).count()) > 0;
      },
      { timeout: 90_000, intervals: [250] },
    )
    .toBe(true);
  expect([...seen].length, `progress seen: ${[...seen].join(", ")}`).toBeGreaterThanOrEqual(2);

  await expect(toastSaying(page, "Imported 7 main categories, 10 subcategories and 20 products")).toBeVisible(TOAST);
  const counts = page.getByRole("region", { name: "Imported" }).getByRole("definition");
  await expect(counts.nth(0)).toHaveText("7");
  await expect(counts.nth(1)).toHaveText("10");
  await expect(counts.nth(2)).toHaveText("20");
  await expect(counts.nth(6)).toHaveText("0");

  const results = await axe(page)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .exclude("[data-sonner-toaster]")
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);

  if (first) {
    // Undone: what it created goes to the Trash, and is off the product list.
    const importPage = page.url();
    await page.getByRole("button", { name: "Undo this import" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Undo import" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Undo of import #\d+$/ })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 }).locator("xpath=..").getByText("Finished", { exact: true })).toBeVisible({ timeout: 30_000 });
    const trashed = page.getByRole("region", { name: "Product by product" }).getByRole("row").filter({ hasText: "Moved to the Trash" });
    await expect(trashed.first()).toBeVisible();
    // By its number: the import from link may have made a product of the same title from the
    // supplier's page address, which the bulk import, reading the shop's listing, names otherwise.
    const id = /\/admin\/products\/(\d+)/.exec((await trashed.first().getByRole("link").getAttribute("href")) ?? "")?.[1];
    expect(id).toBeTruthy();
    await page.goto(`/admin?q=${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
    await expect(page.locator("tbody").getByText(`#${id}`, { exact: true })).toHaveCount(0);
    await page.goto(importPage);
    await expect(page.getByText("This import has been undone.")).toBeVisible();

    // Back from the Trash, as drafts: the desktop run finds the whole catalogue again.
    await page.goto("/admin?view=trash");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    // A phone shows its own box above the list; the list's head, with the other, is for wide screens.
    await page.getByLabel("Select every product on this page").filter({ visible: true }).click();
    await page.getByRole("button", { name: /^Apply to selected/ }).click();
    // Bulk changes ask first (decision 036).
    await page.getByRole("dialog").getByRole("button", { name: "Restore" }).click();
    await expect(page.getByText("The Trash is empty.")).toBeVisible();
  }

  // The list of imports has it, finished.
  await page.goto("/admin/import");
  await expect(page.getByRole("table").getByText("Bulk import").first()).toBeVisible();
});
