import { expect, test, type Page } from "@playwright/test";
import { hydrated, jpeg, officeTime, slugOf, unique } from "../support/admin-content";
import { STAFF_ACCOUNTS } from "./admin-fixtures";
import { ownAddress, signedInAt } from "./admin-helpers";

/*
 * A new article published or scheduled as it is created (one submit): published, its page answers
 * at once in English and under /fr, and the news list shows it though it was just stored in the
 * page cache; scheduled, the editor says for when and the page is not there until then. Without
 * JavaScript the same buttons post the form, and a refusal keeps what was typed with its messages
 * under the fields. These change the public news pages, so they run alone, and each entry made
 * goes to the Trash at the end.
 */

const EDITOR = STAFF_ACCOUNTS.editor;



/** Fills a new article's required fields, and its French title. */
async function writeArticle(page: Page, title: string) {
  await page.goto("/admin/content/news/new");
  await hydrated(page);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Excerpt", exact: true }).fill("What to ask before a floor goes down.");
  await page.getByRole("combobox", { name: "Category" }).selectOption("Guide");
  await page.getByRole("group", { name: "Picture", exact: true }).locator("input[type=file]").setInputFiles(await jpeg("floor.jpg", "#8a6a48"));
  await expect(page.getByRole("group", { name: "Picture", exact: true }).getByRole("img")).toBeVisible({ timeout: 20_000 });
  await page.getByRole("textbox", { name: "Picture description (alt text)", exact: true }).fill("A new oak floor");
  await page.getByRole("textbox", { name: "Article", exact: true }).click();
  await page.keyboard.type("Ask about the subfloor first.");
  await page.getByRole("textbox", { name: "Title in French", exact: true }).fill(`${title} (fr)`);
}

async function toTrash(page: Page) {
  await page.getByRole("button", { name: "Move to the Trash" }).click();
  await expect(page).toHaveURL(/status=trash/);
}

test("an article created with Publish is on its pages at once, in English and French", async ({ page, request }) => {
  test.setTimeout(90_000);
  await ownAddress(page);
  await signedInAt(page, EDITOR.email, EDITOR.password, "/admin/content/news");
  const title = unique("Questions Before Installing");
  const slug = slugOf(title);
  // The news list as visitors have it now: stored in the page cache.
  expect(await (await request.get("/news")).text()).not.toContain(title);

  await writeArticle(page, title);
  const publishing = page.getByRole("complementary", { name: "Publishing" });
  await publishing.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Created and published: visitors see it now." })).toBeVisible();
  await expect(page.getByText("Published: visitors see it.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/content\/news\/\d+\?saved=published$/);

  const english = await request.get(`/news/${slug}`);
  expect(english.status()).toBe(200);
  // The company's name after the bar is another file's to change; the article's title leads.
  expect(await english.text()).toContain(`<title>${title} | `);
  const french = await request.get(`/fr/news/${slug}`);
  expect(french.status()).toBe(200);
  expect(await french.text()).toContain(`<title>${title} (fr) | `);
  expect(await (await request.get("/news")).text()).toContain(title);
  expect(await (await request.get("/fr/news")).text()).toContain(`${title} (fr)`);

  // One submit: the draft and its publishing, as the history has them.
  const versions = page.getByRole("region", { name: "History" }).getByRole("listitem");
  await expect(versions).toHaveCount(2);
  await toTrash(page);
  expect((await request.get(`/news/${slug}`)).status()).toBe(404);
});

test("an article created with Schedule is scheduled, and its pages answer 404 until its time", async ({ page, request }) => {
  test.setTimeout(90_000);
  await ownAddress(page);
  await signedInAt(page, EDITOR.email, EDITOR.password, "/admin/content/news");
  const title = unique("Acclimatising Hardwood");
  const slug = slugOf(title);
  await writeArticle(page, title);
  const publishing = page.getByRole("complementary", { name: "Publishing" });
  await publishing.getByLabel("Publish at").fill(officeTime(24 * 60));
  await publishing.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Created and scheduled." })).toBeVisible();
  await expect(page.getByText(/^Scheduled: visitors see it from /)).toBeVisible();
  expect((await request.get(`/news/${slug}`)).status()).toBe(404);
  expect((await request.get(`/fr/news/${slug}`)).status()).toBe(404);
  expect(await (await request.get("/news")).text()).not.toContain(title);
  await toTrash(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Schedule posts the whole form; a refusal keeps what was typed, with messages under the fields", async ({ page }) => {
    await ownAddress(page);
    await signedInAt(page, EDITOR.email, EDITOR.password, "/admin/content/news/new");
    const title = unique("Radiant Heat and Oak");
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByRole("textbox", { name: "Excerpt", exact: true }).fill("Which floors sit well over radiant heat.");
    const publishing = page.getByRole("complementary", { name: "Publishing" });
    await publishing.getByRole("button", { name: "Schedule", exact: true }).click();
    await expect(publishing.getByText("Choose a date and time")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);
    await expect(page.getByRole("textbox", { name: "Excerpt", exact: true })).toHaveValue("Which floors sit well over radiant heat.");

    // With a time, what is still missing is said under its field, and the time is kept.
    const when = officeTime(24 * 60);
    await publishing.getByLabel("Publish at").fill(when);
    await publishing.getByRole("button", { name: "Schedule", exact: true }).click();
    await expect(page.getByText("Choose a picture")).toBeVisible();
    await expect(publishing.getByLabel("Publish at")).toHaveValue(when);
    await expect(publishing.getByText("Choose a date and time")).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);
    await expect(page).toHaveURL(/\/admin\/content\/news\/new$/);
  });
});
