import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { STAFF_ACCOUNTS } from "./admin-fixtures";
import { importHeader, ownAddress, signIn, toastSaying } from "./admin-helpers";

/*
 * 'Bulk import' on the Data import tab at 390 and 1440 px, against the fixture shop the test
 * server starts (SUPPLIER_URL; its pictures come slowly on purpose): the import's progress bar
 * and counter move while it runs, and the end is said in the specification's counts. It runs
 * last, one width after the other: it touches every product the fixture shop has, which the
 * other import tests import too.
 * The phone run comes first and creates what the import from link did not; the desktop run finds
 * them all and changes nothing, and both end with the same counts of categories and products.
 */

test("a bulk import shows its progress moving and ends with the counts of categories and products", async ({ page }) => {
  test.setTimeout(120_000);
  await ownAddress(page);
  await signIn(page, STAFF_ACCOUNTS.editor.email, STAFF_ACCOUNTS.editor.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/import");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.getByRole("button", { name: "Bulk import" }).click();
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

  await expect(toastSaying(page, "Imported 7 main categories, 10 subcategories and 20 products")).toBeVisible();
  const counts = page.getByRole("region", { name: "Imported" }).getByRole("definition");
  await expect(counts.nth(0)).toHaveText("7");
  await expect(counts.nth(1)).toHaveText("10");
  await expect(counts.nth(2)).toHaveText("20");
  await expect(counts.nth(6)).toHaveText("0");

  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .exclude("[data-sonner-toaster]")
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);

  // The list of imports has it, finished.
  await page.getByRole("link", { name: "All imports" }).click();
  await expect(page.getByRole("table").getByText("Bulk import").first()).toBeVisible();
});
