import { expect, test, type Page } from "@playwright/test";
import { STAFF_ACCOUNTS } from "./admin-fixtures";
import { ownAddress, signedInAt } from "./admin-helpers";

/*
 * What staff preview is what visitors will see: the public page with the site's own header and
 * footer in words (never message keys), in English or in French, and at a phone's, a tablet's or
 * a desktop's width, where the page lays itself out for that width.
 */

const EDITOR = STAFF_ACCOUNTS.editor;
const hydrated = (page: Page) => expect(page.locator("html[data-hydrated]")).toHaveCount(1);
const banner = (page: Page) => page.getByRole("status").filter({ hasText: "Preview" });

/** No message key (`nav.home`, `footer.tagline`) anywhere in the page's text. */
async function expectNoMessageKeys(page: Page) {
  const text = await page.locator("body").innerText();
  expect(text.match(/\b(?:nav|footer|category|language|skip)\.[a-z][\w.-]*\b/g) ?? []).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
  await signedInAt(page, EDITOR.email, EDITOR.password, "/admin/products/1/preview");
  await hydrated(page);
});

test("a product's preview has the site's header and footer in words, in English and in French", { tag: "@layout" }, async ({ page }) => {
  await expect(banner(page)).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
  await expect(page.getByRole("contentinfo")).toContainText("All rights reserved");
  await expectNoMessageKeys(page);

  await banner(page).getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/admin\/products\/1\/preview\?lang=fr$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page.getByRole("link", { name: "Retour aux produits" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("Tous droits réservés");
  await expect(banner(page).getByRole("link", { name: "Français" })).toHaveAttribute("aria-current", "true");
  await expectNoMessageKeys(page);
  // The site's own language switch stays in the preview too.
  await expect(page.locator("a[hreflang='en-CA']").first()).toHaveAttribute("href", "/admin/products/1/preview");
  // No offer to read the page in another language: the banner is where staff choose it.
  await expect(page.getByText("This page is also in English")).toHaveCount(0);
});

test("a preview at a phone's width is the page laid out for a phone, in a frame that wide", async ({ page }) => {
  await banner(page).getByRole("link", { name: "Phone" }).click();
  await expect(page).toHaveURL(/\/admin\/products\/1\/preview\?width=phone$/);
  const frame = page.locator("iframe[title='The page at Phone width']");
  await expect(frame).toBeVisible();
  expect(Math.round((await frame.boundingBox())!.width)).toBe(390);
  const inside = page.frameLocator("iframe[title='The page at Phone width']");
  // The phone's menu, not the desktop's navigation.
  await expect(inside.getByLabel("Menu")).toBeVisible();
  await expect(inside.getByRole("heading", { level: 1 })).toContainText("Canadian Seven Series");
  // The site's header and footer stay out of the page around the frame.
  await expect(page.locator("body > header, body > footer")).toHaveCount(0);

  await banner(page).getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(/\?width=phone&lang=fr$/);
  await expect(inside.locator("html")).toHaveAttribute("lang", "fr-CA");
  await banner(page).getByRole("link", { name: "Desktop" }).click();
  await expect(page).toHaveURL(/\/admin\/products\/1\/preview\?lang=fr$/);
  await expect(page.locator("iframe")).toHaveCount(0);
});

test("only the preview's own page may frame it", async ({ page }) => {
  const framed = await page.request.get("/admin/products/1/preview?frame=1");
  expect(framed.headers()["x-frame-options"]).toBe("SAMEORIGIN");
  expect(framed.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
  for (const path of ["/admin/products/1/preview", "/admin?frame=1", "/products/1?frame=1"]) {
    const answer = await page.request.get(path);
    expect(answer.headers()["x-frame-options"], path).toBe("DENY");
    expect(answer.headers()["content-security-policy"], path).toContain("frame-ancestors 'none'");
  }
});

test("an article's preview reads in French with its French title", async ({ page }) => {
  await page.goto("/admin/content/news");
  await page.getByRole("link", { name: "How to Choose the Right Hardwood Floor for Your Home" }).first().click();
  await expect(page).toHaveURL(/\/admin\/content\/news\/\d+$/);
  await page.goto(`${new URL(page.url()).pathname}/preview?lang=fr`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Comment choisir le bon plancher de bois franc/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expectNoMessageKeys(page);
});
