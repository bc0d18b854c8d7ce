import { expect, test, type Page } from "@playwright/test";
import { en } from "../../app/content/messages/messages.en";
import { zh } from "../../app/content/messages/messages.zh";
import { hydrated, signedIn, unique } from "../support/admin-content";
import { STAFF_ACCOUNTS } from "./admin-fixtures";

/*
 * Autosave (decision 066): what is typed in an editor is kept on the server as the person's own
 * working copy a few seconds later; the tab closed and the editor opened again, it offers to
 * continue from the copy, which brings the typed text back, or to discard it. In English and in
 * Chinese, each with an account of its own (copies are per person). Nothing here is saved, so
 * visitors see no change.
 */

const texts = { en, zh } as const;
/** A message with its `{time}` read as any time, for matching what the page says. */
const said = (message: string) => new RegExp(message.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{time\}/g, ".+"));

/** A seeded article's editor address (the first, or the `nth`). */
async function articleEditor(page: Page, nth = 0) {
  const href = await page.locator('a[href^="/admin/content/news/"]:not([href$=".csv"]):not([href$="/new"])').nth(nth).getAttribute("href");
  expect(href).toMatch(/^\/admin\/content\/news\/\d+$/);
  return href!;
}

for (const language of ["en", "zh"] as const) {
  test(`an editor's tab closed mid-edit and opened again offers the autosaved text, continued or discarded (${language})`, async ({ page, context }) => {
    test.slow();
    const t = texts[language];
    const account = language === "en" ? STAFF_ACCOUNTS.autosaveEnglish : STAFF_ACCOUNTS.autosaveChinese;
    await signedIn(page, account, "/admin/content/news");
    if (language === "zh") {
      await page.getByRole("button", { name: "简体中文" }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    }
    const editor = await articleEditor(page);
    await page.goto(editor);
    await hydrated(page);
    const title = page.locator('input[name="title"]');
    const saved = await title.inputValue();
    const typed = unique(language === "en" ? "A headline typed and never saved" : "未保存的标题");
    await expect(page.locator("[data-autosave]").filter({ hasText: t["editor.autosave.notSaved"] })).toBeVisible();
    await title.fill(typed);
    await expect(page.getByText(said(t["editor.autosave.saved"]))).toBeVisible({ timeout: 15_000 });
    await page.close();

    const again = await context.newPage();
    await again.goto(editor);
    await hydrated(again);
    const notice = again.getByRole("region", { name: t["editor.autosave.noticeTitle"] });
    await expect(notice).toBeVisible();
    await expect(again.locator('input[name="title"]')).toHaveValue(saved);
    await expect(again.getByText(t["editor.autosave.waiting"])).toBeVisible();
    await notice.getByRole("link", { name: said(t["editor.autosave.continue"]) }).click();
    await expect(again.locator('input[name="title"]')).toHaveValue(typed);
    await expect(notice).toBeHidden();
    await expect(again.getByText(said(t["editor.autosave.saved"]))).toBeVisible();

    // Opened afresh, the copy is still offered until it is discarded; then it is gone for good.
    await again.goto(editor);
    await hydrated(again);
    await again.getByRole("region", { name: t["editor.autosave.noticeTitle"] }).getByRole("button", { name: t["editor.autosave.discard"] }).click();
    await expect(again.getByRole("region", { name: t["editor.autosave.noticeTitle"] })).toBeHidden();
    await expect(again.locator('input[name="title"]')).toHaveValue(saved);
    await again.reload();
    await hydrated(again);
    await expect(again.locator("[data-autosave]").filter({ hasText: t["editor.autosave.notSaved"] })).toBeVisible();
    await expect(again.getByRole("region", { name: t["editor.autosave.noticeTitle"] })).toHaveCount(0);
  });
}

test("a copy that holds only what the article already says is not offered when the editor opens again", async ({ page }) => {
  test.slow();
  const t = texts.en;
  await signedIn(page, STAFF_ACCOUNTS.autosaveEnglish, "/admin/content/news");
  const editor = await articleEditor(page, 1);
  await page.goto(editor);
  await hydrated(page);
  const title = page.locator('input[name="title"]');
  const saved = await title.inputValue();
  // Typed, kept as a copy, then typed back to what is saved: the last copy says nothing new.
  await title.fill(`${saved} (draft)`);
  const kept = page.waitForResponse((response) => response.url().includes("/api/admin/working-copies") && response.ok());
  await expect(page.getByText(said(t["editor.autosave.saved"]))).toBeVisible({ timeout: 15_000 });
  await kept;
  const keptAgain = page.waitForResponse((response) => response.url().includes("/api/admin/working-copies") && response.ok(), { timeout: 15_000 });
  await title.fill(saved);
  await keptAgain;

  await page.goto(editor);
  await hydrated(page);
  await expect(page.locator("[data-autosave]").filter({ hasText: t["editor.autosave.notSaved"] })).toBeVisible();
  await expect(page.getByRole("region", { name: t["editor.autosave.noticeTitle"] })).toHaveCount(0);
  await expect(title).toHaveValue(saved);
});
