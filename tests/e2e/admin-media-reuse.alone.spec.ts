import { expect, test, type Locator, type Page } from "@playwright/test";
import { hydrated, jpeg, unique } from "../support/admin-content";
import { STAFF_ACCOUNTS } from "./admin-fixtures";
import { axeViolations, ownAddress, signedInAt } from "./admin-helpers";

/*
 * A picture uploaded once to the media library is placed, without a second upload, in an
 * article's English and French bodies and a project's gallery, each taking the library's
 * description in its language; its "where used" lists every place with links, and an editor
 * cannot delete it while it is used. A picture deleted from the library after it was chosen is
 * named under its field when the entry is saved, in Chinese. Entries stay drafts and go to the
 * Trash at the end; alone, because the content's own tests count the lists.
 */

const EDITOR = STAFF_ACCOUNTS.editor;
const DESCRIPTION_EN = "Oak stair nosing, matched to the floor";
const DESCRIPTION_FR = "Nez de marche en chêne assorti au plancher";

/** Uploads one picture on the Media screen and answers its detail page's path. */
async function uploadToLibrary(page: Page, fileName: string, texts: { choose: RegExp; uploaded: string }) {
  await page.goto("/admin/media");
  await hydrated(page);
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: texts.choose }).click();
  await (await chooser).setFiles(await jpeg(fileName, "#7a5535"));
  // Stored, not only sent: the summary comes with the server's answer.
  await expect(page.getByRole("status")).toHaveText(texts.uploaded, { timeout: 20_000 });
  await page.goto(`/admin/media?q=${encodeURIComponent(fileName)}`);
  await page.getByRole("list").getByRole("link", { name: new RegExp(fileName) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fileName);
  return new URL(page.url()).pathname;
}

/** Opens the library from `opener`, finds `fileName` and chooses it with `use`. */
async function chooseFromLibrary(page: Page, opener: Locator, fileName: string, texts: { title: string; use: string | RegExp }, whileOpen?: () => Promise<void>) {
  await opener.click();
  const dialog = page.getByRole("dialog", { name: texts.title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("searchbox").fill(fileName);
  const tile = dialog.getByRole("button", { name: new RegExp(fileName.replace(".", "\\.")) });
  await expect(tile).toHaveCount(1);
  await tile.click();
  await expect(tile).toHaveAttribute("aria-pressed", "true");
  await whileOpen?.();
  await dialog.getByRole("button", { name: texts.use }).click();
  await expect(dialog).toHaveCount(0);
}

const LIBRARY_EN = { title: "Choose a picture from the library", use: "Use this picture" };

/** Inserts the library picture into the rich-text body named `body`, checking the description it takes. */
async function insertIntoBody(page: Page, body: string, fileName: string, description: string) {
  await page.getByRole("toolbar", { name: `Text formatting: ${body}`, exact: true }).getByRole("button", { name: "Insert picture" }).click();
  const panel = page.getByRole("group", { name: "Insert picture" });
  await chooseFromLibrary(page, panel.getByRole("button", { name: "Choose from the library" }), fileName, LIBRARY_EN);
  await expect(panel.getByRole("textbox", { name: "Picture description (alt text)" })).toHaveValue(description);
  await panel.getByRole("button", { name: "Insert", exact: true }).click();
  await expect(page.getByRole("textbox", { name: body, exact: true }).getByRole("img", { name: description })).toBeVisible();
}

test("one upload placed in an article's two bodies and a project's gallery, listed where used, not deleted while used", async ({ page }) => {
  test.setTimeout(120_000);
  await ownAddress(page);
  await signedInAt(page, EDITOR.email, EDITOR.password, "/admin/media");
  const fileName = `nosing-${Date.now().toString(36)}.jpg`;
  const mediaPath = await uploadToLibrary(page, fileName, { choose: /Choose pictures/, uploaded: "1 picture uploaded" });
  await page.getByLabel("Description (English)").fill(DESCRIPTION_EN);
  await page.getByLabel("Description (French)").fill(DESCRIPTION_FR);
  await page.getByRole("button", { name: "Save descriptions" }).click();
  await expect(page.getByText("Descriptions saved.").first()).toBeVisible();

  // An article: its picture, its English body and its French body, all from the library.
  const article = unique("Nosings That Match");
  await page.goto("/admin/content/news/new");
  await hydrated(page);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(article);
  await page.getByRole("textbox", { name: "Excerpt", exact: true }).fill("Matching nosings for every floor we stock.");
  await page.getByRole("combobox", { name: "Category" }).selectOption("Guide");
  const pictureField = page.getByRole("group", { name: "Picture", exact: true });
  await chooseFromLibrary(page, pictureField.getByRole("button", { name: "Choose from the library" }), fileName, LIBRARY_EN);
  await expect(pictureField.getByRole("img")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Picture description (alt text)", exact: true })).toHaveValue(DESCRIPTION_EN);
  await expect(page.getByRole("textbox", { name: /^Picture description in French/ })).toHaveValue(DESCRIPTION_FR);
  await page.getByRole("textbox", { name: "Article", exact: true }).click();
  await page.keyboard.type("One nosing profile for every thickness we stock.");
  await insertIntoBody(page, "Article", fileName, DESCRIPTION_EN);
  await page.getByRole("textbox", { name: "Title in French", exact: true }).fill(`${article} (fr)`);
  await page.getByRole("textbox", { name: "Article in French", exact: true }).click();
  await page.keyboard.type("Un profil de nez de marche pour chaque épaisseur.");
  await insertIntoBody(page, "Article in French", fileName, DESCRIPTION_FR);
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/news\/\d+/);
  const articlePath = new URL(page.url()).pathname;

  // A project whose gallery takes it, with its descriptions, beside its own picture.
  const project = unique("Stairs In Rift Oak");
  await page.goto("/admin/content/projects/new");
  await hydrated(page);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(project);
  await page.getByRole("textbox", { name: "Location", exact: true }).fill("Oakville, Ontario");
  await page.getByLabel("Completed (month)").fill("2026-09");
  await page.getByRole("combobox", { name: "Category" }).selectOption({ index: 1 });
  await page.getByRole("group", { name: "Picture", exact: true }).locator("input[type=file]").setInputFiles(await jpeg(`stair-${Date.now().toString(36)}.jpg`, "#5b4334"));
  await expect(page.getByRole("group", { name: "Picture", exact: true }).getByRole("img")).toBeVisible({ timeout: 20_000 });
  await page.getByRole("textbox", { name: "Picture description (alt text)", exact: true }).fill("A rift oak staircase");
  await page.getByRole("textbox", { name: "Description", exact: true }).fill("A staircase in rift oak with matching nosings.");
  await page.getByRole("textbox", { name: "Details", exact: true }).click();
  await page.keyboard.type("Rift oak treads, nosings matched on site.");
  const gallery = page.getByRole("group", { name: "Gallery", exact: true });
  await chooseFromLibrary(page, gallery.getByRole("button", { name: "Choose from the library" }), fileName, {
    title: "Choose pictures from the library",
    use: "Use 1 picture",
  });
  const row = gallery.getByRole("listitem");
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("img")).toBeVisible();
  await expect(row.getByRole("textbox", { name: "Picture description (alt text)", exact: true })).toHaveValue(DESCRIPTION_EN);
  await expect(row.getByRole("textbox", { name: /^Picture description in French/ })).toHaveValue(DESCRIPTION_FR);
  await page.getByRole("textbox", { name: "Title in French", exact: true }).fill(`${project} (fr)`);
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/projects\/\d+/);
  const projectPath = new URL(page.url()).pathname;

  // One file in the library, however many places show it; each place listed with its editor.
  await page.goto(`/admin/media?q=${encodeURIComponent(fileName)}`);
  await expect(page.getByRole("list", { name: "Media" }).getByRole("link")).toHaveCount(1);
  await page.goto(mediaPath);
  const uses = page.getByRole("region", { name: "Where used" }).getByRole("listitem");
  await expect(uses).toHaveCount(4);
  for (const [title, path, field] of [
    [article, articlePath, "Picture"],
    [article, articlePath, "Article"],
    [article, articlePath, "Article in French"],
    [project, projectPath, "Gallery"],
  ] as const) {
    const use = uses.filter({ has: page.getByText(field, { exact: true }) }).filter({ hasText: title });
    await expect(use.getByRole("link", { name: title })).toHaveAttribute("href", path);
  }
  await expect(page.getByText("This picture is used in 4 places: remove it there first, then delete it.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete picture" })).toHaveCount(0);

  for (const path of [articlePath, projectPath]) {
    await page.goto(path);
    await hydrated(page);
    await page.getByRole("button", { name: "Move to the Trash" }).click();
    await expect(page).toHaveURL(/status=trash/);
  }
});

test("in Chinese: the library chosen from, and a picture deleted there meanwhile named under its field", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL, locale: "zh-CN", extraHTTPHeaders: { "Accept-Language": "zh-CN,zh;q=0.9" } });
  const page = await context.newPage();
  await ownAddress(page);
  await signedInAt(page, EDITOR.email, EDITOR.password, "/admin/media");
  const fileName = `gone-${Date.now().toString(36)}.jpg`;
  const mediaPath = await uploadToLibrary(page, fileName, { choose: /选择图片/, uploaded: "已上传 1 张图片" });

  await page.goto("/admin/content/news/new");
  await hydrated(page);
  await page.getByRole("textbox", { name: "标题", exact: true }).fill(unique("Gone Meanwhile"));
  await page.getByRole("textbox", { name: "摘要", exact: true }).fill("A picture deleted while the article was written.");
  await page.getByRole("combobox", { name: "分类" }).selectOption({ index: 1 });
  const pictureField = page.getByRole("group", { name: "图片", exact: true });
  await chooseFromLibrary(page, pictureField.getByRole("button", { name: "从媒体库选择" }), fileName, { title: "从媒体库选择图片", use: "使用此图片" }, async () => {
    await expect(page.getByRole("dialog").getByText("已选择 1 张图片")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
  await expect(pictureField.getByRole("img")).toBeVisible();
  await page.getByRole("textbox", { name: "图片描述（替代文本）", exact: true }).fill("A picture about to go");
  await page.getByRole("textbox", { name: "正文", exact: true }).click();
  await page.keyboard.type("Written while the picture was deleted.");

  // Someone deletes the picture (unused until this article is saved) from the Media screen.
  const left = await page.evaluate(
    async ({ path, name }) => {
      const body = new FormData();
      body.set("intent", "delete");
      body.set("confirmed", "1");
      await fetch(path, { method: "POST", body, redirect: "manual" });
      const answer = (await (await fetch(`/api/admin/media?q=${encodeURIComponent(name)}`)).json()) as { total: number };
      return answer.total;
    },
    { path: mediaPath, name: fileName },
  );
  expect(left).toBe(0);
  await page.getByRole("button", { name: "创建草稿" }).click();
  await expect(pictureField.getByText("这张图片已在此期间从媒体库中删除：请选择或上传另一张。")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/content\/news\/new/);
  await context.close();
});
