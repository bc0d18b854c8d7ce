import { expect, test, type Page } from "@playwright/test";
import { en } from "../../app/content/messages/messages.en";
import { zh } from "../../app/content/messages/messages.zh";
import { STAFF_ACCOUNTS } from "./admin-fixtures";
import { ownAddress, signIn } from "./admin-helpers";

/*
 * The admin in Simplified Chinese: the switch changes every text on the screen, and the choice
 * belongs to the person, so it follows them to another browser after signing out and in again.
 * At both widths (@layout): the texts checked are those on screen, and a phone shows some a
 * desktop does not (the labels on the cards) and wraps the rest differently.
 */

/** Every English catalogue text that reads differently in Chinese (brand names and the like are alike). */
const englishOnly = Object.entries(en)
  .flatMap(([key, value]) => {
    const chinese = zh[key as keyof typeof zh];
    const texts = typeof value === "string" ? [value] : Object.values(value);
    const translated = typeof chinese === "string" ? [chinese] : Object.values(chinese);
    return texts.filter((text) => !translated.includes(text));
  })
  // Only whole, fixed texts: the parts around a {placeholder} are checked through their neighbours.
  .flatMap((text) => text.split(/\{[^}]+\}/))
  .map((text) => text.trim())
  .filter((text) => text.length >= 4);

/**
 * Catalogue texts still in English on the page's own parts (its header and main content; toasts
 * come and go). A single word counts only as a whole line, since product data (a category named
 * '… Series') is English in both languages; longer texts count anywhere.
 */
async function englishLeftOn(page: Page): Promise<string[]> {
  const visible = (await page.locator("body > header, body > div > header, main").allInnerTexts()).join("\n");
  const lines = new Set(visible.split("\n").map((line) => line.trim()));
  return [...new Set(englishOnly.filter((text) => (text.includes(" ") ? visible.includes(text) : lines.has(text))))];
}

test("the language switch changes every admin text and the choice follows the person", { tag: "@layout" }, async ({ page, browser, baseURL }, testInfo) => {
  // Two sign-ins and five pages read whole: near the default 30 s on a busy machine.
  test.slow();
  const account = testInfo.project.name === "phone" ? STAFF_ACCOUNTS.languagePhone : STAFF_ACCOUNTS.languageDesktop;
  await ownAddress(page);
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/activity");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Activity");

  await page.getByRole("button", { name: "简体中文" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("操作记录");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  for (const path of ["/admin/activity", "/admin", "/admin/import", "/admin/enquiries"]) {
    await page.goto(path);
    await expect(page.getByRole("navigation", { name: "后台栏目" })).toBeVisible();
    expect(await englishLeftOn(page), path).toEqual([]);
  }

  // Signing out keeps this device's choice; signing in elsewhere brings the person's own.
  await page.getByRole("button", { name: "退出登录", exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("管理员登录");

  const elsewhere = await browser.newContext({ baseURL, locale: "en-CA", extraHTTPHeaders: { "Accept-Language": "en-CA,en;q=0.9" } });
  const other = await elsewhere.newPage();
  await ownAddress(other);
  await other.goto("/auth");
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Administrator login");
  await other.getByLabel("Email").fill(account.email);
  await other.locator("input[name=password]").fill(account.password);
  await other.getByRole("button", { name: "Sign in" }).click();
  await expect(other).toHaveURL(/\/admin$/);
  await expect(other.getByRole("link", { name: "产品", exact: true })).toBeVisible();
  expect(await englishLeftOn(other)).toEqual([]);

  // And back: English everywhere again, remembered the same way.
  await expect(other.locator("html[data-hydrated]")).toHaveCount(1);
  await other.getByRole("button", { name: "English" }).click();
  await expect(other.getByRole("link", { name: "Products", exact: true })).toBeVisible();
  await elsewhere.close();
});
