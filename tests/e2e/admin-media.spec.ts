import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { STAFF_ACCOUNTS } from "./admin-fixtures";
import { ownAddress, signedInAt } from "./admin-helpers";

/*
 * The Media screen: several pictures chosen at once, each with its progress and a refused file
 * said under its name; the grid on a phone; a picture's descriptions checked under their fields;
 * an unused picture deleted after a confirmation. In English and Chinese at 1440 px.
 */

const photo = async (name: string, colour: string) => ({
  name,
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: colour, noise: { type: "gaussian", mean: 120, sigma: 30 } } })
    .jpeg({ quality: 80 })
    .toBuffer(),
});

async function openMedia(page: Page) {
  await ownAddress(page);
  await signedInAt(page, STAFF_ACCOUNTS.editor.email, STAFF_ACCOUNTS.editor.password, "/admin/media");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

async function uploadThree(page: Page, label: RegExp, tag: string) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: label }).click();
  const files = [await photo(`${tag}-oak.jpg`, "#8a5a2b"), await photo(`${tag}-grey.jpg`, "#6d7378"), await photo(`${tag}-brass.jpg`, "#c9a46a")];
  await (await chooser).setFiles([...files, { name: `${tag}-notes.txt`, mimeType: "text/plain", buffer: Buffer.from("not a picture") }]);
  for (const file of files) await expect(page.getByRole("progressbar", { name: new RegExp(file.name) })).toBeVisible();
}

test("three pictures uploaded at once, each with its progress, and a file that is no picture refused by name", { tag: "@layout" }, async ({ page }) => {
  await openMedia(page);
  const tag = `m${Date.now().toString(36)}`;
  await uploadThree(page, /Choose pictures/, tag);
  await expect(page.getByRole("status")).toHaveText("3 pictures uploaded · 1 file refused", { timeout: 20_000 });
  await expect(page.locator("li", { hasText: `${tag}-notes.txt` })).toContainText("Only image files can be uploaded");
  for (const progress of await page.getByRole("progressbar").all()) await expect(progress).toHaveAttribute("aria-valuenow", "100");
  await page.getByLabel("Search file name, description or where used").fill(tag);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("list", { name: "Media" }).getByRole("link")).toHaveCount(3);
});

test("a picture's descriptions are checked under their fields, and an unused picture is deleted after a confirmation", async ({ page }) => {
  await openMedia(page);
  const tag = `d${Date.now().toString(36)}`;
  await uploadThree(page, /Choose pictures/, tag);
  await expect(page.getByRole("status")).toContainText("3 pictures uploaded", { timeout: 20_000 });
  await page.goto(`/admin/media?q=${tag}-oak`);
  await page.getByRole("link", { name: new RegExp(`${tag}-oak`) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${tag}-oak.jpg`);
  await expect(page.getByText("Not used anywhere.")).toBeVisible();

  await page.getByLabel("Description (English)").fill("x".repeat(251));
  await page.getByRole("button", { name: "Save descriptions" }).click();
  await expect(page.getByText("At most 250 characters.", { exact: true })).toBeVisible();
  await page.getByLabel("Description (English)").fill("Wide oak plank, natural oil");
  await page.getByLabel("Description (French)").fill("Planche de chêne large, huile naturelle");
  await page.getByRole("button", { name: "Save descriptions" }).click();
  await expect(page.getByText("Descriptions saved.").first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Description (French)")).toHaveValue("Planche de chêne large, huile naturelle");

  await page.getByRole("button", { name: "Delete picture" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/admin\/media$/);
  await page.goto(`/admin/media?q=${tag}-oak`);
  await expect(page.getByText("No pictures match.")).toBeVisible();
});

test("in Chinese: the upload, its progress and the refusal read in Chinese", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: "zh-CN", extraHTTPHeaders: { "Accept-Language": "zh-CN,zh;q=0.9" } });
  const page = await context.newPage();
  await openMedia(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("媒体库");
  await uploadThree(page, /选择图片/, `z${Date.now().toString(36)}`);
  await expect(page.getByRole("status")).toHaveText("已上传 3 张图片 · 1 个文件被拒绝", { timeout: 20_000 });
  await context.close();
});
