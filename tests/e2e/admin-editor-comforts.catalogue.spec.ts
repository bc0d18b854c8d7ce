import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { STAFF_ACCOUNTS } from "./admin-fixtures";
import { ownAddress, signedInAt } from "./admin-helpers";

/*
 * Small things that make the editors calm to use: a toast never covers the admin's own controls
 * (the language switch and the account's buttons), at a phone's width and a desktop's; 'Save'
 * brings the product editor back on the tab it was saved from.
 */

test("a toast leaves the language switch and the account's buttons free", { tag: "@layout" }, async ({ page }) => {
  await ownAddress(page);
  await signedInAt(page, STAFF_ACCOUNTS.editor.email, STAFF_ACCOUNTS.editor.password, "/admin/products/1?saved=updated");
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  const controls = [page.getByRole("group", { name: "Language" }), page.getByRole("button", { name: "Sign out", exact: true })];
  for (const control of controls) {
    const other = (await control.boundingBox())!;
    const overlaps = box.x < other.x + other.width && other.x < box.x + box.width && box.y < other.y + other.height && other.y < box.y + box.height;
    expect(overlaps, `the toast covers ${await control.evaluate((element) => element.textContent?.trim())}`).toBe(false);
  }
  // The switch still takes a click with the toast showing.
  await page.getByRole("group", { name: "Language" }).getByRole("button", { name: "简体中文" }).click({ trial: true });
});

test("'Save' keeps the product editor on the tab it was saved from", async ({ page }) => {
  await ownAddress(page);
  await signedInAt(page, STAFF_ACCOUNTS.editor.email, STAFF_ACCOUNTS.editor.password, "/admin/products/new");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const title = `Tab Keeper ${Date.now().toString(36)}`;
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+(\?.*)?$/);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.getByRole("tab", { name: "SEO settings" }).click();
  await page.getByLabel("SEO title", { exact: true }).fill(`${title} | Flooring`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "updated" }).first()).toBeVisible();
  await expect(page).toHaveURL(/[?&]tab=seo(&|$)/);
  await expect(page.getByRole("tab", { name: "SEO settings" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("SEO title", { exact: true })).toHaveValue(`${title} | Flooring`);
});

test("a new article's address follows its title until staff write their own", async ({ page }) => {
  await ownAddress(page);
  await signedInAt(page, STAFF_ACCOUNTS.editor.email, STAFF_ACCOUNTS.editor.password, "/admin/content/news/new");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const title = page.getByRole("textbox", { name: "Title", exact: true });
  const address = page.getByLabel("Address");
  await title.pressSequentially("Chêne blanc & Walnut: 2027");
  await expect(address).toHaveValue("chene-blanc-and-walnut-2027");
  await address.fill("white-oak-and-walnut");
  await title.fill("Something else entirely");
  await expect(address).toHaveValue("white-oak-and-walnut");
  // Cleared, it follows the title again.
  await address.fill("");
  await title.fill("Winter care for wide planks");
  await expect(address).toHaveValue("winter-care-for-wide-planks");
});

test("a project's gallery takes several pictures at once, each a row with its preview to describe", async ({ page }) => {
  await ownAddress(page);
  await signedInAt(page, STAFF_ACCOUNTS.editor.email, STAFF_ACCOUNTS.editor.password, "/admin/content/projects/new");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const gallery = page.getByRole("group", { name: "Gallery", exact: true });
  await expect(gallery.getByRole("button", { name: "Add pictures" })).toBeVisible();
  const picture = async (name: string, colour: string) => ({
    name,
    mimeType: "image/jpeg",
    buffer: await sharp({ create: { width: 640, height: 420, channels: 3, background: colour } }).jpeg().toBuffer(),
  });
  await gallery.locator("input[type=file][multiple]").setInputFiles([await picture("hall.jpg", "#8a6a4f"), await picture("stair.jpg", "#5b4334"), await picture("den.jpg", "#c9a77c")]);
  const rows = gallery.getByRole("listitem");
  await expect(rows).toHaveCount(3, { timeout: 20_000 });
  await expect(gallery.locator("input[type=hidden][name^='gallery[']")).toHaveCount(3);
  for (const index of [0, 1, 2]) {
    await expect(gallery.locator(`input[type=hidden][name='gallery[${index}].picture']`)).toHaveValue(/^uploads\//);
    await expect(rows.nth(index).getByRole("img")).toBeVisible();
  }
  // Each picture is described in both languages; a French left blank is marked.
  const first = rows.first();
  await first.getByRole("textbox", { name: "Picture description (alt text)", exact: true }).fill("The front hall in oak");
  const frenchAlt = first.getByRole("textbox", { name: /^Picture description in French/ });
  await expect(frenchAlt).toHaveAttribute("lang", "fr");
  await expect(first.getByText("French missing")).toHaveCount(1);
  await frenchAlt.fill("Le hall d’entrée en chêne");
  await expect(first.getByText("French missing")).toHaveCount(0);
  await first.getByRole("textbox", { name: "Caption", exact: true }).fill("Hall");
  await expect(first.getByText("French missing")).toHaveCount(1);
  await first.getByRole("textbox", { name: /^Caption in French/ }).fill("Le hall");
  await expect(first.getByText("French missing")).toHaveCount(0);
});
