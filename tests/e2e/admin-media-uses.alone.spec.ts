import { expect, test } from "@playwright/test";
import { hydrated, jpeg, unique } from "../support/admin-content";
import { STAFF_ACCOUNTS } from "./admin-fixtures";
import { ownAddress, signedInAt } from "./admin-helpers";

/*
 * A picture placed in an article is found in the media library by its file name, lists the
 * article where it is used (with a link to its editor), and cannot be deleted while it is used:
 * the library says where to remove it first, and the server refuses a delete posted anyway. The
 * article stays a draft (nothing public changes) and goes to the Trash at the end; it runs alone
 * because the content's own tests count the news list.
 */

const EDITOR = STAFF_ACCOUNTS.editor;

test("a picture used by an article says where, links there, and is not deleted while used", async ({ page }) => {
  test.setTimeout(90_000);
  await ownAddress(page);
  await signedInAt(page, EDITOR.email, EDITOR.password, "/admin/content/news/new");
  await hydrated(page);
  const title = unique("Stair Nosings Close Up");
  const fileName = `nosing-${Date.now().toString(36)}.jpg`;
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Excerpt", exact: true }).fill("Matching nosings for every floor we stock.");
  await page.getByRole("combobox", { name: "Category" }).selectOption("Guide");
  await page.getByRole("group", { name: "Picture", exact: true }).locator("input[type=file]").setInputFiles(await jpeg(fileName, "#7a5535"));
  await expect(page.getByRole("group", { name: "Picture", exact: true }).getByRole("img")).toBeVisible({ timeout: 20_000 });
  await page.getByRole("textbox", { name: "Picture description (alt text)", exact: true }).fill("An oak stair nosing");
  await page.getByRole("textbox", { name: "Article", exact: true }).click();
  await page.keyboard.type("One nosing profile for every thickness we stock.");
  await page.getByRole("textbox", { name: "Title in French", exact: true }).fill(`${title} (fr)`);
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/news\/\d+/);
  const editorPath = new URL(page.url()).pathname;

  await page.goto(`/admin/media?q=${encodeURIComponent(fileName)}`);
  const grid = page.getByRole("list", { name: "Media" });
  await expect(grid.getByRole("link")).toHaveCount(1);
  await grid.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fileName);
  const mediaPath = new URL(page.url()).pathname;

  const uses = page.getByRole("region", { name: "Where used" });
  await expect(uses.getByRole("link", { name: title })).toHaveAttribute("href", editorPath);
  await expect(page.getByText("This picture is used in 1 place: remove it there first, then delete it.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete picture" })).toHaveCount(0);

  // A delete posted anyway, from the page's own origin and session, changes nothing.
  const refused = await page.evaluate(async (path) => {
    const body = new FormData();
    body.set("intent", "delete");
    body.set("confirmed", "1");
    const answer = await fetch(path, { method: "POST", body, redirect: "manual" });
    return answer.status;
  }, mediaPath);
  expect(refused).toBeLessThan(500);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fileName);
  await expect(uses.getByRole("link", { name: title })).toBeVisible();

  await page.goto(editorPath);
  await hydrated(page);
  await page.getByRole("button", { name: "Move to the Trash" }).click();
  await expect(page).toHaveURL(/status=trash/);
});
