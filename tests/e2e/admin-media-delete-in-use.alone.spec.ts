import { expect, test } from "@playwright/test";
import { hydrated, jpeg, signedIn, slugOf, unique } from "../support/admin-content";
import { STAFF_ACCOUNTS } from "./admin-fixtures";

/*
 * An administrator deletes a picture a published article's body shows (decision 068): the
 * confirmation lists the article and what happens to it (read in Chinese too), the delete goes
 * through, and the public page shows the article without the picture and without a broken one.
 * It runs alone because the content's own tests count the news list; the article goes to the
 * Trash at the end.
 */

const ADMIN = STAFF_ACCOUNTS.secondAdmin;

test("a picture in a published article's body is deleted by an administrator after a confirmation listing its use; the page shows no broken picture", async ({ page, browser, baseURL, request }) => {
  test.setTimeout(120_000);
  await signedIn(page, ADMIN, "/admin/content/news/new");
  const title = unique("Nosings Side By Side");
  const slug = slugOf(title);
  const bodyFile = `nosing-${Date.now().toString(36)}.jpg`;
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByLabel("Address").fill(slug);
  await page.getByRole("textbox", { name: "Excerpt", exact: true }).fill("Two nosing profiles, side by side.");
  await page.getByRole("combobox", { name: "Category" }).selectOption("Guide");
  await page.getByRole("group", { name: "Picture", exact: true }).locator("input[type=file]").setInputFiles(await jpeg("cover.jpg", "#8a6544"));
  await expect(page.getByRole("group", { name: "Picture", exact: true }).getByRole("img")).toBeVisible({ timeout: 20_000 });
  await page.getByRole("textbox", { name: "Picture description (alt text)", exact: true }).fill("Two oak stair nosings");
  await page.getByRole("textbox", { name: "Article", exact: true }).click();
  await page.keyboard.type("The square nosing suits a modern stair.");
  await page.getByRole("toolbar", { name: "Text formatting: Article", exact: true }).getByRole("button", { name: "Insert picture" }).click();
  const inline = page.getByRole("group", { name: "Insert picture" });
  await inline.getByLabel("Picture file").setInputFiles(await jpeg(bodyFile, "#5b4030"));
  await expect(inline.locator("img")).toBeVisible({ timeout: 20_000 });
  await inline.getByLabel("Picture description (alt text)").fill("A square stair nosing");
  await inline.getByRole("button", { name: "Insert", exact: true }).click();
  await expect(inline).toHaveCount(0);
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  const editorPath = new URL(page.url()).pathname;
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Published: visitors see it.")).toBeVisible();
  expect(await (await request.get(`/news/${slug}`)).text()).toContain('alt="A square stair nosing"');

  // In Chinese, the confirmation says the same.
  const chinese = await browser.newContext({ baseURL, locale: "zh-CN", extraHTTPHeaders: { "Accept-Language": "zh-CN,zh;q=0.9" } });
  const zh = await chinese.newPage();
  await signedIn(zh, ADMIN, `/admin/media?q=${encodeURIComponent(bodyFile)}`);
  await zh.getByRole("list", { name: "媒体库" }).getByRole("link").click();
  await hydrated(zh);
  await zh.getByRole("button", { name: "仍然删除" }).click();
  const zhDialog = zh.getByRole("dialog");
  await expect(zhDialog.getByRole("heading")).toHaveText(`删除 ${bodyFile} 并从所有使用它的地方移除？`);
  await expect(zhDialog.getByRole("listitem").filter({ hasText: title })).toContainText("从正文中移除。");
  await zhDialog.getByRole("button", { name: "取消" }).click();
  await chinese.close();

  await page.goto(`/admin/media?q=${encodeURIComponent(bodyFile)}`);
  await page.getByRole("list", { name: "Media" }).getByRole("link").click();
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(bodyFile);
  await page.getByRole("button", { name: "Delete anyway" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading")).toHaveText(`Delete ${bodyFile} and take it out of every place that uses it?`);
  const uses = dialog.getByRole("list", { name: "Where used" }).getByRole("listitem");
  await expect(uses).toHaveCount(1);
  await expect(uses).toContainText(title);
  await expect(uses).toContainText("Removed from the text.");
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/media$/);

  // Visitors see the article without the picture, and every picture it shows loads.
  await page.goto(`/news/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("The square nosing suits a modern stair.")).toBeVisible();
  await expect(page.getByRole("img", { name: "A square stair nosing" })).toHaveCount(0);
  const images = page.locator("main img");
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
  }

  await page.goto(editorPath);
  await hydrated(page);
  await page.getByRole("button", { name: "Move to the Trash" }).click();
  await expect(page).toHaveURL(/status=trash/);
});
