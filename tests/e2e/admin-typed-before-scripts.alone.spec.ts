import { expect, test } from "@playwright/test";
import { ADMIN } from "./admin-fixtures";
import { ownAddress, signedInAt } from "./admin-helpers";
import { controlsOf, hydrated, named, tag, typeSaveAndCheck } from "../support/typed-before-scripts";

/*
 * The company's details typed before the editor's scripts run (decision 050): every field, the
 * opening hours' several lines included, is kept and saved as typed. They are on every page, so
 * this runs alone and puts the shipped details back.
 */

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});

test("the company's details typed before the scripts run are saved as typed, opening hours included", async ({ page }) => {
  test.setTimeout(60_000);
  await signedInAt(page, ADMIN.email, ADMIN.password, "/admin/content/company");
  await hydrated(page);
  const form = page.locator("main form:has([name=hours])");
  const before = await controlsOf(form);
  try {
    await typeSaveAndCheck(page, {
      path: "/admin/content/company",
      form: "main form:has([name=hours])",
      save: "Save",
      round: 1,
      tag: tag(),
    });
  } finally {
    // The shipped details back, for the tests that follow.
    await page.goto("/admin/content/company");
    await hydrated(page);
    for (const control of before) await named(form, control.name).fill(control.value);
    await form.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  }
});
