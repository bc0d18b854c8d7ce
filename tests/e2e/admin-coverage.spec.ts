import { expect, test } from "@playwright/test";
import { demoProducts } from "../../app/features/catalogue/demo-catalogue";
import { signedIn } from "../support/admin-content";
import { STAFF_ACCOUNTS } from "./admin-fixtures";

/*
 * A box's coverage as staff keep it: in square feet, its square metres beside it (from the saved
 * value, then as it is typed), and the products whose Packing gave none, one link away from the
 * Products tab. Nothing here is saved.
 */

// The demo catalogue is seeded in order, so product 1 is its first entry.
const flagship = demoProducts[0]!;
const soldByThePiece = demoProducts.find((product) => product.coveragePerBox === null && product.packing)!;

test("the editor shows the coverage per box in square feet with its square metres, as saved and as typed", async ({ page }) => {
  await signedIn(page, STAFF_ACCOUNTS.editor, "/admin/products/1");
  const coverage = page.getByRole("textbox", { name: "Coverage per box (sq ft)", exact: true });
  await expect(coverage).toHaveValue("22");
  await expect(coverage).toHaveAccessibleDescription(/^≈ 2\.04 m²/);
  await expect(page.getByRole("textbox", { name: "Boxes per pallet", exact: true })).toHaveValue("42");
  await coverage.fill("31,09");
  await expect(coverage).toHaveAccessibleDescription(/^≈ 2\.89 m²/);
  await coverage.fill("");
  await expect(page.locator("[data-square-metres]")).toHaveCount(0);
});

test("the Products tab offers the products whose Packing gave no coverage per box, each a link to its editor", async ({ page }) => {
  await signedIn(page, STAFF_ACCOUNTS.editor, "/admin");
  const offer = page.locator("[data-coverage-unknown]");
  await expect(offer).toContainText(/\d+ products have a Packing text but no coverage per box/);
  const count = Number(/(\d+) products/.exec((await offer.textContent()) ?? "")?.[1]);
  await offer.getByRole("link", { name: "Show them" }).click();
  await expect(page).toHaveURL(/\/admin\?coverage=unknown$/);
  await expect(page.getByRole("status").filter({ hasText: /products?$/ })).toHaveText(`${count} products`);
  await expect(offer).toContainText("open each one and fill in its coverage per box");
  const list = page.locator("table");
  const edit = list.getByRole("link", { name: `Edit ${soldByThePiece.title}`, exact: true });
  await expect(edit).toBeVisible();
  await expect(list.getByText(flagship.title)).toHaveCount(0);
  await edit.click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  await expect(page.getByRole("textbox", { name: "Packing", exact: true })).toHaveValue(soldByThePiece.packing!);
  await expect(page.getByRole("textbox", { name: "Coverage per box (sq ft)", exact: true })).toHaveValue("");
});
