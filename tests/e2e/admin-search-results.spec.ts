import { expect, test } from "@playwright/test";
import { hydrated, signedIn } from "../support/admin-content";
import { STAFF_ACCOUNTS } from "./admin-fixtures";

/*
 * Every text search engines show, in English and in French, has the counter and the search-result
 * preview the product's English SEO tab has: an article's and a project's SEO fields in both
 * languages, a product's French ones. The French preview shows the French page's <title> as the
 * public French page writes it, under its /fr address; a long title is counted and warned about,
 * never cut as it is typed. Nothing here is saved.
 */

const SITE = " | Cedarline Flooring";
const LONG_FR = "Entretenir un plancher de chêne huilé au fil des saisons, sans jamais le ternir";
/** The long title as a search result shows it: cut after 60 characters. */
const SHOWN_FR = `${`${LONG_FR}${SITE}`.slice(0, 59).trimEnd()}…`;



test("an article's French SEO title is counted, warned about past 60 characters, never cut, and previewed as the French page's title", async ({ page }) => {
  await signedIn(page, STAFF_ACCOUNTS.editor, "/admin/content/news/new");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("Caring for Oiled Oak");
  await page.getByRole("textbox", { name: "Title in French", exact: true }).fill("Entretenir le chêne huilé");

  // The English page's result: its title, under /news/{address}.
  const english = page.getByRole("region", { name: "Search result preview", exact: true });
  await expect(english).toContainText("› news › caring-for-oiled-oak");
  await expect(english.getByText(`Caring for Oiled Oak${SITE}`, { exact: true })).toBeVisible();
  await page.getByRole("textbox", { name: "SEO title", exact: true }).fill("Oiled oak care");
  await expect(english.getByText(`Oiled oak care${SITE}`, { exact: true })).toBeVisible();
  const search = page.getByRole("region", { name: "Search engines" });
  await expect(search.getByText(`${`Oiled oak care${SITE}`.length} of 60 characters`, { exact: true })).toBeVisible();

  // The French page's result: with no French SEO title it shows the English one, as the French page does.
  const french = page.getByRole("region", { name: "Search result preview, French page" });
  await expect(french).toContainText("› fr › news › caring-for-oiled-oak");
  // The English it falls back on is marked English; the French title that replaces it, French.
  await expect(french.getByText(`Oiled oak care${SITE}`, { exact: true })).toHaveAttribute("lang", "en");
  await page.getByRole("textbox", { name: "SEO title", exact: true }).fill("");
  await expect(french.getByText(`Entretenir le chêne huilé${SITE}`, { exact: true })).toHaveAttribute("lang", "fr-CA");

  // A long French SEO title: all of it kept, counted with the company's name, warned about, cut in the preview.
  const seoTitleFr = page.getByRole("textbox", { name: "SEO title in French", exact: true });
  await seoTitleFr.fill(LONG_FR);
  await expect(seoTitleFr).toHaveValue(LONG_FR);
  const count = `${LONG_FR}${SITE}`.length;
  const counter = page.getByText(`${count} of 60 characters`, { exact: true });
  await expect(counter).toBeVisible();
  await expect(counter.locator("xpath=..")).toContainText("Search engines usually cut it after 60 characters.");
  await expect(french.getByText(SHOWN_FR, { exact: true })).toHaveAttribute("lang", "fr-CA");
  // Past what the field keeps, the message says so under it; nothing was cut.
  await seoTitleFr.blur();
  await expect(page.getByText("This text is too long")).toBeVisible();

  // The French description's counter, and the preview's description.
  await page.getByRole("textbox", { name: "SEO description in French", exact: true }).fill("Garder un plancher huilé comme neuf.");
  await expect(french.getByText("Garder un plancher huilé comme neuf.", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "French", exact: true }).getByText(`${"Garder un plancher huilé comme neuf.".length} of 160 characters`, { exact: true })).toBeVisible();
});

test("a product's French SEO title has the counter and the French page's preview", async ({ page }) => {
  await signedIn(page, STAFF_ACCOUNTS.editor, "/admin/products/new?tab=french");
  const panel = page.getByRole("tabpanel", { name: /^French/ });
  const seoTitleFr = panel.getByLabel(/^SEO title in French/);
  await seoTitleFr.fill(LONG_FR);
  await expect(seoTitleFr).toHaveValue(LONG_FR);
  const counter = panel.getByText(`${`${LONG_FR}${SITE}`.length} of 60 characters`, { exact: true });
  await expect(counter).toBeVisible();
  await expect(counter.locator("xpath=..")).toContainText("Search engines usually cut it after 60 characters.");
  const french = panel.getByRole("region", { name: "Search result preview, French page" });
  await expect(french).toContainText("› fr › products");
  await expect(french.getByText(SHOWN_FR, { exact: true })).toBeVisible();
});

test("the counters and the French preview speak Chinese in the Chinese admin", async ({ page }, info) => {
  const who = info.project.name.startsWith("phone") ? STAFF_ACCOUNTS.seoLanguagePhone : STAFF_ACCOUNTS.seoLanguageDesktop;
  await signedIn(page, who, "/admin/content/projects/new");
  await page.getByRole("button", { name: "中文" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  try {
    await hydrated(page);
    await page.getByRole("textbox", { name: "法语标题", exact: true }).fill("Condo au bord du lac");
    const french = page.getByRole("region", { name: "搜索结果预览（法语页面）" });
    await expect(french).toContainText("› fr › projects");
    await page.getByRole("textbox", { name: "法语 SEO 标题", exact: true }).fill(LONG_FR);
    const counter = page.getByText(`${`${LONG_FR}${SITE}`.length} / 60 个字符`, { exact: true });
    await expect(counter).toBeVisible();
    await expect(counter.locator("xpath=..")).toContainText("搜索引擎通常在 60 个字符后截断。");
    await expect(french.getByText(SHOWN_FR, { exact: true })).toBeVisible();
  } finally {
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
  }
});

test("the previews keep within a phone's width, whatever the address and the title @layout", async ({ page }) => {
  await signedIn(page, STAFF_ACCOUNTS.editor, "/admin/content/news/new");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("How to choose the right hardwood floor for every room of your home");
  await page.getByRole("textbox", { name: "SEO title in French", exact: true }).fill(LONG_FR);
  await expect(page.getByRole("region", { name: "Search result preview, French page" })).toContainText("how-to-choose-the-right-hardwood-floor");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual((page.viewportSize()?.width ?? 0) + 1);
});
