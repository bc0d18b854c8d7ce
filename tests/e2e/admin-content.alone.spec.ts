import { expect, test, type Page } from "@playwright/test";
import { hydrated, jpeg, officeTime, slugOf, unique } from "../support/admin-content";
import { STAFF_ACCOUNTS } from "./admin-fixtures";
import { axeViolations, noteToasts, ownAddress, signedInAt } from "./admin-helpers";

/*
 * The site's own content as office staff run it (decision 048): an article written with a picture
 * and a formatted body, previewed, scheduled and published by the site at its time; unpublished
 * and restored; a slide out of its days; the
 * Chinese admin; stored scripts shown as text (the keyboard's ways are admin-content-keyboard). These change what the public pages show, so they run alone, after the
 * public pages' own tests, and put back what they change. Behaviour at desktop width; the screens
 * themselves (@layout) at both.
 */

const EDITOR = STAFF_ACCOUNTS.editor;



async function signedIn(page: Page, who: { email: string; password: string } = EDITOR, path = "/admin/content/news") {
  await ownAddress(page);
  await signedInAt(page, who.email, who.password, path);
  await hydrated(page);
}

function officeDay(daysAhead: number) {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(new Date(Date.now() + daysAhead * 86_400_000));
}

/** The editor's entry id, from its address. */
const idOf = (page: Page) => Number(/\/(\d+)(?:\?|$)/.exec(page.url())?.[1]);

/** The rich-text editor's editable area. */
const bodyEditor = (page: Page) => page.getByRole("textbox", { name: "Article", exact: true });
/** The article's toolbar (its French has one too). */
const bodyToolbar = (page: Page) => page.getByRole("toolbar", { name: "Text formatting: Article", exact: true });

test("an article written with a picture and a formatted body is previewed, scheduled and published by the site at its time; unpublished it is gone; an earlier version restored shows", async ({ page, request }) => {
  test.setTimeout(240_000);
  await signedIn(page);
  const title = unique("Caring for Oiled Oak");
  const slug = slugOf(title);

  await page.getByRole("link", { name: "New article" }).click();
  await hydrated(page);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByLabel("Address").fill(slug);
  await page.getByRole("textbox", { name: "Excerpt", exact: true }).fill("How to keep an oiled floor looking new, season after season.");
  await page.getByRole("combobox", { name: "Category" }).selectOption("Guide");
  await page.getByRole("group", { name: "Picture", exact: true }).locator("input[type=file]").setInputFiles(await jpeg("oak.jpg", "#a0784f"));
  await expect(page.getByRole("group", { name: "Picture", exact: true }).getByRole("img")).toBeVisible({ timeout: 20_000 });
  await page.getByRole("textbox", { name: "Picture description (alt text)", exact: true }).fill("An oiled oak floor in morning light");
  const body = bodyEditor(page);
  await body.click();
  await page.keyboard.type("Oiled floors need a little care and repay it for decades.");
  await page.keyboard.press("Enter");
  await bodyToolbar(page).getByRole("button", { name: "Heading", exact: true }).click();
  await page.keyboard.type("Every week");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Sweep, then wipe with a ");
  await bodyToolbar(page).getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type("barely damp");
  await bodyToolbar(page).getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type(" cloth.");
  // A picture in the body: a file sent at once, and a description it cannot go in without.
  await bodyToolbar(page).getByRole("button", { name: "Insert picture" }).click();
  const inline = page.getByRole("group", { name: "Insert picture" });
  await inline.getByLabel("Picture file").setInputFiles(await jpeg("board.jpg", "#6b4f36"));
  await expect(inline.locator("img")).toBeVisible({ timeout: 20_000 });
  await inline.getByRole("button", { name: "Insert", exact: true }).click();
  await expect(inline.getByText("Describe the picture for visitors who cannot see it")).toBeVisible();
  await inline.getByLabel("Picture description (alt text)").fill("A swept oak board");
  await inline.getByRole("button", { name: "Insert", exact: true }).click();
  await expect(inline).toHaveCount(0);
  await expect(body.getByRole("img", { name: "A swept oak board" })).toBeVisible();
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  const id = idOf(page);
  expect(id).toBeGreaterThan(0);

  // The draft is not public; its preview shows it as visitors will see it.
  expect((await request.get(`/news/${slug}`)).status()).toBe(404);
  await page.goto(`/admin/content/news/${id}/preview`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Every week" })).toBeVisible();
  await expect(page.locator(".rich-text strong")).toHaveText("barely damp");
  await expect(page.getByText("Preview", { exact: true })).toBeVisible();
  const drawn = page.locator(".rich-text").getByRole("img", { name: "A swept oak board" });
  await drawn.scrollIntoViewIfNeeded();
  await expect.poll(() => drawn.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  // Back in the editor, the saved picture is shown in the body, not only named.
  await page.goto(`/admin/content/news/${id}`);
  await hydrated(page);
  const kept = bodyEditor(page).getByRole("img", { name: "A swept oak board" });
  await expect.poll(() => kept.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);

  // Scheduled a minute ahead, it is published by the site itself; the editor shows it without a reload.
  await page.getByLabel("Publish at").fill(officeTime(1));
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(page.getByText(/^Scheduled: visitors see it from .*(?<!\.\.)$/)).toBeVisible();
  await expect(page.getByText("Published: visitors see it.")).toBeVisible({ timeout: 150_000 });

  const news = await (await request.get("/news")).text();
  expect(news.indexOf(title)).toBeGreaterThan(-1);
  expect(news.indexOf(title)).toBeLessThan(news.indexOf("How to Choose the Right Hardwood Floor"));
  const article = await request.get(`/news/${slug}`);
  expect(article.status()).toBe(200);
  const html = await article.text();
  const data = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  expect(JSON.parse(data!)).toMatchObject({ "@type": "Article", headline: title, articleSection: "Guide" });
  expect(html).toContain("<h2>Every week</h2>");
  // The body's picture is served to visitors once the article is published.
  const inlineSrc = /<img src="([^"]+)" alt="A swept oak board"/.exec(html)?.[1];
  expect(inlineSrc).toBeTruthy();
  expect((await request.get(inlineSrc!.replaceAll("&amp;", "&"))).status()).toBe(200);
  expect(await (await request.get("/sitemap.xml")).text()).toContain(`/news/${slug}</loc>`);

  // Unpublished: its address answers 404 and the list no longer shows it.
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByText("Draft: only staff see it.")).toBeVisible();
  expect((await request.get(`/news/${slug}`)).status()).toBe(404);
  expect(await (await request.get("/news")).text()).not.toContain(title);

  // A new title saved, then the earlier version restored and published: the public page has the earlier title.
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(`${title} (revised)`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  const versions = page.getByRole("region", { name: "History" }).getByRole("listitem");
  await expect(versions.first()).toContainText("Changed: Title");
  await page.getByRole("button", { name: /^Restore version 1$/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Version 1 restored" })).toBeVisible();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Published: visitors see it.")).toBeVisible();
  const restored = await (await request.get(`/news/${slug}`)).text();
  expect(restored).toContain(`${title}</`);
  expect(restored).not.toContain("(revised)");

  await page.getByRole("button", { name: "Move to the Trash" }).click();
  await expect(page).toHaveURL(/status=trash/);
  expect((await request.get(`/news/${slug}`)).status()).toBe(404);
});

test("bad input gets a message under its field and changes nothing", async ({ page }) => {
  await signedIn(page, EDITOR, "/admin/content/news/new");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(unique("Taken"));
  await page.getByLabel("Address").fill("hardwood-selection-guide");
  await page.getByRole("textbox", { name: "Excerpt", exact: true }).fill("An excerpt.");
  await page.getByRole("combobox", { name: "Category" }).selectOption("Trends");
  await page.getByRole("textbox", { name: "Picture description (alt text)", exact: true }).fill("A floor");
  await page.getByRole("group", { name: "Picture", exact: true }).locator("input[type=file]").setInputFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a picture at all") });
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: /./ }).first()).toBeVisible({ timeout: 20_000 });
  await bodyEditor(page).click();
  await page.keyboard.type("Text.");
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByText("Choose a picture")).toBeVisible();
  // With a picture, the address already used is refused on the server.
  await page.getByRole("group", { name: "Picture", exact: true }).locator("input[type=file]").setInputFiles(await jpeg("ok.jpg", "#777777"));
  await expect(page.getByRole("group", { name: "Picture", exact: true }).getByRole("img")).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByText("This address is already used by another entry. Choose another.")).toBeVisible();
  await expect(page).toHaveURL(/\/new$/);

  // A slide whose last day is before its first, and a button link that is neither http(s) nor a site path.
  await page.goto("/admin/content/slides");
  await page.getByRole("link", { name: "MARKET LEADER" }).click();
  await hydrated(page);
  await page.getByLabel("Shown from").fill(officeDay(0));
  await page.getByLabel("Shown until").fill(officeDay(-1));
  await page.getByLabel("Button link").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("‘Shown until’ must not be before ‘Shown from’")).toBeVisible();
  await expect(page.getByText("Use a page of this site (/products) or an address starting with https://").first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Button link")).toHaveValue("/products");
});

test("a kind's list downloads as a spreadsheet, every field under its heading", async ({ page }) => {
  await signedIn(page, EDITOR, "/admin/content/projects");
  const answer = await page.request.get("/admin/content/projects/export.csv");
  expect(answer.headers()["content-type"]).toContain("text/csv");
  const csv = await answer.text();
  const [header] = csv.replace(/^\uFEFF/, "").split("\r\n");
  expect(header).toBe("#,Title,Address,Location,Completed,Category,Area,Picture,Picture description,Description,Details,Products used,Gallery,SEO title,SEO description,Title (French),Location (French),Description (French),Details (French),Picture description (French),SEO title (French),SEO description (French),State");
  expect(csv).toContain("Downtown Penthouse,toronto-penthouse,\"Toronto, Ontario\",2026-09,Residential,3200");
  expect(csv).toContain("European Oak Prime Matte");
});

test("staff keep the list of article categories; one an article has cannot be taken away", async ({ page }) => {
  await signedIn(page, EDITOR, "/admin/content/news");
  await page.getByText("Article categories").click();
  const list = page.getByLabel("Categories", { exact: true });
  await list.fill("Guide\nCompany News\nSustainability\nTrends\nCare & Maintenance");
  await page.getByRole("button", { name: "Save categories" }).click();
  await expect(page.getByText("Categories saved")).toBeVisible();
  await page.goto("/admin/content/news/new");
  await expect(page.getByRole("combobox", { name: "Category" }).locator("option", { hasText: "Care & Maintenance" })).toHaveCount(1);
  await page.goto("/admin/content/news");
  await page.getByText("Article categories").click();
  await page.getByLabel("Categories", { exact: true }).fill("Company News\nSustainability\nTrends");
  await page.getByRole("button", { name: "Save categories" }).click();
  await expect(page.getByText("“Guide” is still the category of an article: give those articles another category first.")).toBeVisible();
  await page.getByLabel("Categories", { exact: true }).fill("Guide\nCompany News\nSustainability\nTrends");
  await page.getByRole("button", { name: "Save categories" }).click();
  await expect(page.getByText("Categories saved")).toBeVisible();
});

test("a slide whose days do not include today disappears from the home page, and comes back", async ({ page, request }) => {
  await signedIn(page, EDITOR, "/admin/content/slides");
  expect(await (await request.get("/")).text()).toContain("500+ Partner Stores Across Ontario");
  await page.getByRole("link", { name: "MARKET LEADER" }).click();
  await hydrated(page);
  await page.getByLabel("Shown until").fill(officeDay(-1));
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  expect(await (await request.get("/")).text()).not.toContain("500+ Partner Stores Across Ontario");
  // The home page previewed on a day the slide shows, and on today, in English and in French.
  const preview = await page.getByRole("link", { name: /Preview the home page/ }).getAttribute("href");
  await page.goto(`${preview}&date=${officeDay(-1)}`);
  const hero = page.locator("main");
  await expect(hero).toContainText("500+ Partner Stores Across Ontario");
  const day = page.getByRole("status").getByLabel("Day shown");
  await expect(day).toHaveValue(officeDay(-1));
  await day.fill(officeDay(0));
  await page.getByRole("status").getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`date=${officeDay(0)}`));
  await expect(hero).not.toContainText("500+ Partner Stores Across Ontario");
  await page.goto(`${preview}&date=${officeDay(-1)}&lang=fr`);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(hero).toContainText("Plus de 500 magasins partenaires partout en Ontario");
  await page.goto("/admin/content/slides");
  await expect(page.getByRole("row", { name: /MARKET LEADER/ })).toContainText("Not shown today");
  await page.getByRole("link", { name: "MARKET LEADER" }).click();
  await hydrated(page);
  await page.getByLabel("Shown until").fill("");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  expect(await (await request.get("/")).text()).toContain("500+ Partner Stores Across Ontario");
});

test("script typed or pasted into every field is kept as text, on the public pages and in the admin", async ({ page, request }) => {
  let alerted = false;
  page.on("dialog", async (dialog) => {
    alerted = true;
    await dialog.dismiss();
  });
  await signedIn(page, EDITOR, "/admin/content/news/new");
  const payload = `<img src=x onerror="window.__attack=1"><script>window.__attack=1</script>`;
  const title = unique(`Oak ${payload}`);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByLabel("Address").fill(slugOf(unique("payload")));
  await page.getByRole("textbox", { name: "Excerpt", exact: true }).fill(payload);
  await page.getByRole("combobox", { name: "Category" }).selectOption("Guide");
  await page.getByRole("group", { name: "Picture", exact: true }).locator("input[type=file]").setInputFiles(await jpeg("x.jpg", "#555555"));
  await expect(page.getByRole("group", { name: "Picture", exact: true }).getByRole("img")).toBeVisible({ timeout: 20_000 });
  await page.getByRole("textbox", { name: "Picture description (alt text)", exact: true }).fill(`" onload="window.__attack=1`);
  await page.getByLabel("SEO title", { exact: true }).fill(payload.slice(0, 70));
  await page.getByLabel("SEO description", { exact: true }).fill(payload.slice(0, 160));
  // Pasted from a web page: a script, an image with an event attribute, a javascript: link, a style.
  await bodyEditor(page).click();
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData(
      "text/html",
      `<p style="color:red" onclick="window.__attack=1">Pasted <a href="javascript:window.__attack=1">a link</a> and <a href="https://example.com/ok">a good one</a></p><script>window.__attack=1</script><img src=x onerror="window.__attack=1"><table><tr><td>cell</td></tr></table>`,
    );
    document.activeElement!.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Published: visitors see it.")).toBeVisible();
  const slug = await page.getByLabel("Address").inputValue();
  const id = idOf(page);
  for (const path of [`/news/${slug}`, "/news", `/admin/content/news/${id}`, "/admin/content/news", `/admin/content/news/${id}/preview`]) {
    await page.goto(path);
    await expect(page.locator("body")).toContainText("Oak <img");
    expect(await page.evaluate(() => (window as { __attack?: number }).__attack)).toBeUndefined();
  }
  const html = await (await request.get(`/news/${slug}`)).text();
  expect(html).not.toContain("javascript:");
  expect(html).toContain('href="https://example.com/ok" rel="noopener noreferrer"');
  expect(html).not.toMatch(/<p[^>]*(style|onclick)=/);
  expect(alerted).toBe(false);
  // Out of the public list again, for the tests after this one.
  await page.goto(`/admin/content/news/${id}`);
  await hydrated(page);
  await page.getByRole("button", { name: "Move to the Trash" }).click();
  await expect(page).toHaveURL(/status=trash/);
});

test("the Content section in Chinese, at both widths, with no accessibility violations @layout", async ({ page }, info) => {
  test.setTimeout(90_000);
  const who = info.project.name.startsWith("phone") ? STAFF_ACCOUNTS.languagePhone : STAFF_ACCOUNTS.languageDesktop;
  await signedIn(page, who, "/admin/content/news");
  await page.getByRole("button", { name: "中文" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "网站内容" })).toBeVisible();
  try {
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: info.outputPath(`content-list-zh.png`), fullPage: true });
    await page.getByRole("link", { name: "How to Choose the Right Hardwood Floor for Your Home" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "编辑文章" })).toBeVisible();
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: info.outputPath(`content-editor-zh.png`), fullPage: true });
    await page.getByRole("toolbar", { name: "文本格式: 正文", exact: true }).getByRole("button", { name: "插入图片" }).click();
    const panel = page.getByRole("group", { name: "插入图片" });
    await expect(panel.getByLabel("图片文件")).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await panel.screenshot({ path: info.outputPath(`content-picture-zh.png`) });
    await panel.getByRole("button", { name: "取消" }).click();
    await expect(panel).toHaveCount(0);
    await page.goto("/admin/content/gallery");
    await expect(page.getByRole("heading", { level: 1, name: "网站内容" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    // Back to English whatever happened, on any admin page, so a failure above is the one reported.
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
  }
  await expect(page.getByRole("heading", { level: 1, name: "Site content" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: info.outputPath(`content-gallery-en.png`), fullPage: true });
});

test("the lists and the editor have no accessibility violations, and nothing runs off a phone @layout", async ({ page }, info) => {
  test.setTimeout(90_000);
  await signedIn(page, EDITOR, "/admin/content/projects");
  for (const path of ["/admin/content/projects", "/admin/content/projects/new", "/admin/content/slides"]) {
    await page.goto(path);
    await hydrated(page);
    expect(await axeViolations(page), path).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual((page.viewportSize()?.width ?? 0) + 1);
    await page.screenshot({ path: info.outputPath(`${path.replace(/\//g, "_")}.png`), fullPage: true });
  }
  // The body's picture form, opened from the toolbar: labelled, and inside the phone's width.
  await page.goto("/admin/content/projects/new");
  await hydrated(page);
  await page.getByRole("button", { name: "Insert picture" }).first().click();
  const panel = page.getByRole("group", { name: "Insert picture" });
  await expect(panel.getByLabel("Picture file")).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual((page.viewportSize()?.width ?? 0) + 1);
  await panel.screenshot({ path: info.outputPath("content-picture-en.png") });
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  const toasts = await noteToasts(page);
  expect(await toasts()).toEqual([]);
});
