import { expect, test, type Page } from "@playwright/test";
import { hydrated, jpeg, officeTime, slugOf, unique } from "../support/admin-content";
import { STAFF_ACCOUNTS } from "./admin-fixtures";
import { axeViolations, ownAddress, signedInAt } from "./admin-helpers";

/*
 * Changes to a published article prepared as a draft (decision 067): saved beside the live page,
 * which visitors keep seeing; previewed in English and French; published by the site at their
 * time; and, in the Chinese admin, shown waiting in the list, the editor and the history, then
 * discarded. They change public pages, so they run alone, and put back what they change.
 */

async function signedIn(page: Page, who: { email: string; password: string }, path = "/admin/content/news") {
  await ownAddress(page);
  await signedInAt(page, who.email, who.password, path);
  await hydrated(page);
}

const titleOf = async (page: Page, path: string) => {
  await page.goto(path);
  return (await page.getByRole("heading", { level: 1 }).first().textContent())?.trim();
};

test("a published article's draft of changes is previewed in English and French while the public page keeps the old text, then published at its time", async ({ page, request }) => {
  test.setTimeout(240_000);
  await signedIn(page, STAFF_ACCOUNTS.editor);
  const title = unique("Sealing a Maple Floor");
  const slug = slugOf(title);
  await page.getByRole("link", { name: "New article" }).click();
  await hydrated(page);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByLabel("Address").fill(slug);
  await page.getByRole("textbox", { name: "Excerpt", exact: true }).fill("Which finish suits a busy kitchen.");
  await page.getByRole("combobox", { name: "Category" }).selectOption("Guide");
  await page.getByRole("group", { name: "Picture", exact: true }).locator("input[type=file]").setInputFiles(await jpeg("maple.jpg", "#c89f6a"));
  await expect(page.getByRole("group", { name: "Picture", exact: true }).getByRole("img")).toBeVisible({ timeout: 20_000 });
  await page.getByRole("textbox", { name: "Picture description (alt text)", exact: true }).fill("A sealed maple floor");
  await page.getByRole("textbox", { name: "Article", exact: true }).click();
  await page.keyboard.type("Maple takes a finish evenly.");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published: visitors see it.")).toBeVisible();
  const editor = page.url().split("?")[0]!;

  // A new title in English and French, saved as a draft of changes: the live page is unchanged.
  const revised = `${title}, Revised`;
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(revised);
  await page.getByLabel(/^Title in French/).fill(`Vitrifier l'érable ${title.slice(-6)}`);
  await page.getByRole("button", { name: "Save draft of changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Draft of changes saved" })).toBeVisible();
  await expect(page.getByText(/^A draft of changes is waiting \(saved by editor@example\.ca, at .+\)\.$/)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(revised);
  const live = await (await request.get(`/news/${slug}`)).text();
  expect(live).toContain(`${title}</`);
  expect(live).not.toContain(revised);

  // The preview shows the draft, in English and in French.
  const preview = `${editor}/preview`;
  expect(await titleOf(page, preview)).toBe(revised);
  await expect(page.getByText("Preview of the draft of changes: visitors see the live page until it is published.")).toBeVisible();
  expect(await titleOf(page, `${preview}?lang=fr`)).toBe(`Vitrifier l'érable ${title.slice(-6)}`);
  // The list marks it.
  await page.goto(`/admin/content/news?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole("row").filter({ hasText: title }).getByText("Draft of changes waiting")).toBeVisible();

  // Scheduled for the next minute: the site publishes it by itself, as a new version.
  await page.goto(editor);
  await hydrated(page);
  await page.getByLabel("Publish changes at").fill(officeTime(1));
  await page.getByRole("button", { name: "Schedule changes" }).click();
  await expect(page.getByText(/^To be published /)).toBeVisible();
  expect(await (await request.get(`/news/${slug}`)).text()).not.toContain(revised);
  await expect.poll(async () => (await (await request.get(`/news/${slug}`)).text()).includes(`${revised}</`), { timeout: 150_000, intervals: [2_000] }).toBe(true);
  await page.reload();
  const history = page.getByRole("region", { name: "History" }).getByRole("listitem");
  await expect(history.first()).toContainText("Published from a draft of changes");
  await expect(page.getByText(/A draft of changes is waiting/)).toHaveCount(0);

  await page.getByRole("button", { name: "Move to the Trash" }).click();
  await expect(page).toHaveURL(/status=trash/);
});

test("in Chinese, a draft of changes waits in the list, the editor and the history, and is discarded leaving the live page as it was", async ({ page, request }, info) => {
  test.setTimeout(150_000);
  await signedIn(page, STAFF_ACCOUNTS.languageDesktop);
  await page.getByRole("button", { name: "中文" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "网站内容" })).toBeVisible();
  try {
    const shipped = "How to Choose the Right Hardwood Floor for Your Home";
    await page.getByRole("link", { name: shipped }).click();
    await expect(page.getByRole("heading", { level: 1, name: "编辑文章" })).toBeVisible();
    await hydrated(page);
    const editor = page.url().split("?")[0]!;
    await page.getByRole("textbox", { name: "标题", exact: true }).fill(`${shipped} (2027)`);
    await page.getByRole("button", { name: "保存修改草稿" }).click();
    await expect(page.getByRole("status").filter({ hasText: "修改草稿已保存" })).toBeVisible();
    await expect(page.getByText(/^有一份修改草稿待发布/)).toBeVisible();
    await expect(page.getByRole("region", { name: "历史记录" }).getByRole("listitem").first()).toContainText("修改草稿 · 待发布");
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: info.outputPath("content-changes-editor-zh.png"), fullPage: true });
    const slug = /\/news\/([\w-]+)/.exec((await page.getByRole("link", { name: /查看/ }).first().getAttribute("href")) ?? "")?.[1];
    expect(await (await request.get(`/news/${slug}`)).text()).not.toContain("(2027)");
    await page.goto("/admin/content/news");
    await expect(page.getByRole("row").filter({ hasText: shipped }).getByText("有修改草稿待发布")).toBeVisible();
    await page.goto(editor);
    await hydrated(page);
    await page.getByRole("button", { name: "丢弃草稿" }).click();
    await expect(page.getByText("修改草稿已丢弃").first()).toBeVisible();
    await expect(page.getByRole("textbox", { name: "标题", exact: true })).toHaveValue(shipped);
  } finally {
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
  }
});
