import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./console-guard";
import { articles, formatArticleDate } from "../../app/content/news";
import { projects } from "../../app/content/projects";


const CARD_STAGGER_SECONDS = 0.08;

/** Exactly one h1, and no heading more than one level below the one before it. */
async function expectOrderedHeadings(page: Page) {
  const levels = await page
    .locator("main")
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.forEach((level, index) => {
    if (index > 0)
      expect(level, `heading ${index} (h${level}) skips a level`).toBeLessThanOrEqual(
        levels[index - 1]! + 1,
      );
  });
}

/** Every image in the main content has alt text, and has actually loaded once scrolled to. */
async function expectImagesLoadedWithAlt(page: Page) {
  const images = page.locator("main img");
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const image = images.nth(index);
    await expect(image).toHaveAttribute("alt", /\S/);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
}

/** Cards fade in one after another, 0.08 s apart, and end up fully shown once scrolled into view. */
async function expectStaggeredReveal(cards: Locator) {
  const count = await cards.count();
  for (let index = 0; index < count; index++) {
    const card = cards.nth(index);
    const delay = await card.evaluate((element) =>
      parseFloat(getComputedStyle(element).transitionDelay),
    );
    expect(delay).toBeCloseTo(index * CARD_STAGGER_SECONDS, 5);
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveAttribute("data-reveal", "shown");
    await expect
      .poll(() => card.evaluate((element) => getComputedStyle(element).opacity))
      .toBe("1");
  }
}

/**
 * Clicks the middle of what a visitor sees, whatever element is on top there: card links cover
 * their whole card, so a click on the picture or on 'Read More' lands on the link.
 */
async function clickWhereShown(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Running text stays near the 70-character measure of the visual brief. */
async function expectReadableMeasure(paragraph: Locator) {
  const charactersPerLine = await paragraph.evaluate((element) => {
    const style = getComputedStyle(element);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = element.textContent ?? "";
    const averageCharacter = context.measureText(text).width / text.length;
    return element.getBoundingClientRect().width / averageCharacter;
  });
  expect(charactersPerLine).toBeLessThanOrEqual(75);
}

async function expectMeta(page: Page, { robots, ogType }: { robots?: string; ogType?: string }) {
  if (robots) await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", robots);
  else await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  if (ogType)
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", ogType);
}

test.describe("projects list", () => {
  test("shows the hero, the intro and one card per project", async ({ page }) => {
    const response = await page.goto("/projects");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Our Projects | Cedarline Flooring");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Projects");
    await expect(page.getByText("Showcasing Excellence in Every Installation")).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: "From residential homes to commercial spaces" }),
    ).toBeVisible();

    const cards = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("article") });
    await expect(cards).toHaveCount(4);
    for (const [index, project] of projects.entries()) {
      const card = cards.nth(index);
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(project.title);
      await expect(card.getByText(project.category, { exact: true })).toBeVisible();
      await expect(card.getByText(project.location)).toBeVisible();
      await expect(card.getByText(project.date)).toBeVisible();
      await expect(card.getByRole("img", { name: project.imageAlt })).toBeVisible();
      await expect(card.getByRole("link", { name: project.title })).toHaveAttribute(
        "href",
        `/projects/${project.id}`,
      );
    }
    await expectStaggeredReveal(cards);
    await expectOrderedHeadings(page);
    await expectImagesLoadedWithAlt(page);
    await expectMeta(page, { ogType: "website" });
  });

  // What lies on top where the visitor clicks depends on the card's layout at each width.
  test("a card opens its project, and the whole card is the link", { tag: "@layout" }, async ({ page }) => {
    await page.goto("/projects");
    const project = projects[2]!;
    const card = page.getByRole("article").filter({ hasText: project.title });
    await card.scrollIntoViewIfNeeded();
    await clickWhereShown(page, card.getByRole("img"));
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
  });
});

test.describe("project detail", () => {
  for (const project of projects) {
    // The text's measure (characters per line) depends on the column each width gives it.
    test(`${project.id} shows every field of the project`, { tag: "@layout" }, async ({ page }) => {
      const response = await page.goto(`/projects/${project.id}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${project.title}, ${project.location} | Cedarline Flooring`);
      await expect(page.getByRole("link", { name: "Back to Projects" })).toHaveAttribute(
        "href",
        "/projects",
      );

      const main = page.getByRole("main");
      const hero = main.getByRole("img", { name: project.imageAlt }).first();
      await expect(hero).toBeVisible();
      await expect(hero).toHaveAttribute("fetchpriority", "high");
      await expect(hero).toHaveAttribute("loading", "eager");
      await expect(main.getByText(project.category, { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
      await expect(main.getByText(project.description)).toBeVisible();
      for (const paragraph of project.details)
        await expect(main.getByText(paragraph)).toBeVisible();
      await expectReadableMeasure(main.getByText(project.details[0]!));

      const details = page.getByRole("region", { name: "Project Details" });
      await expect(details.getByRole("heading", { name: "Project Details" })).toBeVisible();
      const facts = await details
        .locator("dl > div")
        .evaluateAll((rows) =>
          rows.map((row) => [
            row.querySelector("dt")?.textContent?.trim(),
            row.querySelector("dd")?.textContent?.trim(),
          ]),
        );
      expect(facts).toEqual([
        ["Location", project.location],
        ["Completion Date", project.date],
        ["Area", project.area],
      ]);
      await expect(details.getByRole("heading", { name: "Products Used" })).toBeVisible();
      await expect(details.getByRole("listitem")).toHaveText([...project.productsUsed]);

      const gallery = page.getByRole("region", { name: "Project Gallery" });
      await expect(gallery.getByRole("heading", { level: 2 })).toHaveText("Project Gallery");
      await expect(gallery.getByRole("img")).toHaveCount(project.gallery.length);
      for (const item of project.gallery)
        await expect(gallery.getByRole("img", { name: item.alt })).toBeAttached();

      await expectOrderedHeadings(page);
      await expectImagesLoadedWithAlt(page);
      await expectMeta(page, { ogType: "article" });
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        /^https?:\/\/.+\/img\/project\//,
      );

      await details.getByRole("link", { name: "Start Your Project" }).click();
      await expect(page).toHaveURL(/\/contact$/);
    });
  }

  test("the details card stays in view while the story scrolls on desktop, and never covers the gallery", { tag: "@layout" }, async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) < 1024, "the card is sticky on desktop only");
    await page.goto(`/projects/${projects[0]!.id}`);
    const details = page.getByRole("region", { name: "Project Details" });
    const story = page.locator("main h1").locator("xpath=..");
    const [cardTop, cardHeight, storyBottom] = await Promise.all([
      details.evaluate((element) => element.getBoundingClientRect().top + window.scrollY),
      details.evaluate((element) => element.getBoundingClientRect().height),
      story.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY),
    ]);
    // Scroll the story past the top of the card, as far as the card has room beside it: the card
    // stays pinned under the header.
    const room = Math.floor(storyBottom - cardHeight - cardTop);
    if (room >= 40) {
      await page.evaluate((y) => window.scrollTo(0, y), cardTop - 112 + Math.floor(room / 2));
      await expect
        .poll(() => details.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
        .toBe(112);
      const headerBottom = await page
        .locator("header")
        .first()
        .evaluate((element) => element.getBoundingClientRect().bottom);
      expect(headerBottom).toBeLessThan(112);
    }

    // At the gallery the card has stayed with the story: no picture or caption lies under it.
    const gallery = page.getByRole("region", { name: "Project Gallery" });
    for (const step of [0, 300, 600]) {
      await gallery.evaluate((element, by) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 200 + by), step);
      const overlap = await page.evaluate(() => {
        const card = document.querySelector("[aria-labelledby=project-details-heading]")!.getBoundingClientRect();
        return [...document.querySelectorAll("[data-project-gallery] img, [data-project-gallery] p")]
          .map((element) => element.getBoundingClientRect())
          .filter((box) => box.bottom > card.top && box.top < card.bottom && box.right > card.left && box.left < card.right).length;
      });
      expect(overlap, `pictures under the card ${step} px into the gallery`).toBe(0);
    }
  });

  test("'Products Used' links the names of published products to their pages", async ({ page, request }) => {
    const published = ((await (await request.get("/api/products")).json()) as { data: Array<{ id: number; title: string }> }).data;
    let linked = 0;
    for (const project of projects) {
      await page.goto(`/projects/${project.id}`);
      const list = page.getByRole("region", { name: "Project Details" }).getByRole("list");
      for (const name of project.productsUsed) {
        const product = published.find((candidate) => candidate.title === name);
        const item = list.getByRole("listitem").filter({ hasText: name });
        if (product) {
          await expect(item.getByRole("link", { name })).toHaveAttribute("href", `/products/${product.id}`);
          linked++;
        } else {
          await expect(item).toHaveText(name);
          await expect(item.getByRole("link")).toHaveCount(0);
        }
      }
    }
    expect(linked).toBeGreaterThan(0);

    // A name that is not a published product (the threshold is a draft) stays plain text.
    await page.goto(`/projects/${projects[2]!.id}`);
    const threshold = page.getByRole("listitem").filter({ hasText: "Oak Flat Threshold 36-inch" });
    await expect(threshold).toBeVisible();
    await expect(threshold.getByRole("link")).toHaveCount(0);
    const list = page.getByRole("region", { name: "Project Details" });
    await list.getByRole("link", { name: "Herringbone Engineered Oak 120 mm" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Herringbone Engineered Oak 120 mm");
  });

  test("the gallery leaves no column or cell empty", { tag: "@layout" }, async ({ page }) => {
    for (const project of projects) {
      await page.goto(`/projects/${project.id}`);
      const grid = page.locator("[data-project-gallery]");
      await grid.scrollIntoViewIfNeeded();
      const holes = await grid.evaluate((list) => {
        const style = getComputedStyle(list);
        const tracks = (value: string) => value.split(" ").map(parseFloat);
        const columns = tracks(style.gridTemplateColumns);
        const rows = tracks(style.gridTemplateRows);
        const columnGap = parseFloat(style.columnGap) || 0;
        const rowGap = parseFloat(style.rowGap) || 0;
        const box = list.getBoundingClientRect();
        // Layout boxes, not the reveal's lift: offsets within the list.
        const items = [...list.children].map((item) => {
          const element = item as HTMLElement;
          return { left: element.offsetLeft, top: element.offsetTop, right: element.offsetLeft + element.offsetWidth, bottom: element.offsetTop + element.offsetHeight };
        });
        const origin = { left: (list as HTMLElement).offsetLeft, top: (list as HTMLElement).offsetTop };
        const empty: string[] = [];
        let y = origin.top;
        rows.forEach((height, row) => {
          let x = origin.left;
          columns.forEach((width, column) => {
            const cx = x + width / 2;
            const cy = y + height / 2;
            if (!items.some((item) => item.left <= cx && cx <= item.right && item.top <= cy && cy <= item.bottom)) {
              empty.push(`row ${row + 1}, column ${column + 1}`);
            }
            x += width + columnGap;
          });
          y += height + rowGap;
        });
        return { empty, columns: columns.length, width: box.width };
      });
      expect(holes.empty, project.id).toEqual([]);
      // On desktop the gallery uses the page's width, not only the story column beside the card.
      const main = await page.locator("main article").evaluate((element) => element.getBoundingClientRect().width);
      if ((page.viewportSize()?.width ?? 0) >= 1024) expect(holes.width).toBeGreaterThan(main * 0.85);
    }
  });

  test("goes back to the list", async ({ page }) => {
    await page.goto(`/projects/${projects[1]!.id}`);
    await page.getByRole("link", { name: "Back to Projects" }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Projects");
  });
});

test.describe("unknown project and article ids", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("an unknown project answers 404 and links back to the projects", async ({ page }) => {
    const response = await page.goto("/projects/no-such-project");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Project Not Found");
    await expect(page.locator("header")).toBeVisible();
    await expect(page.locator("footer")).toBeVisible();
    await expectOrderedHeadings(page);
    await expectMeta(page, { robots: "noindex" });
    await expect(page).toHaveTitle("Project Not Found | Cedarline Flooring");
    await page.getByRole("link", { name: "Back to Projects" }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Projects");
  });

  test("an unknown article answers 404 and links back to the news", async ({ page }) => {
    const response = await page.goto("/news/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article Not Found");
    await expect(page.locator("header")).toBeVisible();
    await expect(page.locator("footer")).toBeVisible();
    await expectOrderedHeadings(page);
    await expectMeta(page, { robots: "noindex" });
    await expect(page).toHaveTitle("Article Not Found | Cedarline Flooring");
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    await page.getByRole("link", { name: "Back to News" }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("News & Insights");
  });

  test("the ids are case-sensitive slugs", async ({ request }) => {
    for (const path of [`/projects/${projects[0]!.id.toUpperCase()}`, `/news/${articles[0]!.id.toUpperCase()}`]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test("the old numbers 1 to 4 move permanently to the pages in the content's order", async ({ request }) => {
    for (const [base, list] of [
      ["/projects", projects],
      ["/news", articles],
    ] as const) {
      for (const [index, item] of list.entries()) {
        const response = await request.get(`${base}/${index + 1}`, { maxRedirects: 0 });
        expect(response.status(), `${base}/${index + 1}`).toBe(301);
        expect(new URL(response.headers()["location"]!, "http://site.invalid").pathname).toBe(`${base}/${item.id}`);
      }
    }
    expect(projects.map((project) => project.location.split(",")[0])).toEqual(["Toronto", "Vancouver", "Montreal", "Calgary"]);
  });

  test("other numbers are not found, however large", async ({ page, request }) => {
    for (const path of ["/projects/5", "/projects/0", "/projects/01", "/projects/99999999999", "/news/5", "/news/99999999999", `/news/${"9".repeat(300)}`]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
    }
    await page.goto("/projects/99999999999");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Project Not Found");
  });

  test("an old link opens the page", async ({ page }) => {
    await page.goto("/news/3");
    await expect(page).toHaveURL(`/news/${articles[2]!.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(articles[2]!.title);
  });
});

test.describe("news list", () => {
  test("shows the title, subtitle and one card per article", async ({ page }) => {
    const response = await page.goto("/news");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("News & Insights | Cedarline Flooring");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("News & Insights");
    await expect(
      page.getByText("Stay updated with the latest trends, tips, and company news"),
    ).toBeVisible();

    const cards = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("article") });
    await expect(cards).toHaveCount(4);
    for (const [index, article] of articles.entries()) {
      const card = cards.nth(index);
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByRole("heading")).toHaveText(article.title);
      await expect(card.getByText(article.category, { exact: true })).toBeVisible();
      const date = card.locator("time");
      await expect(date).toHaveText(formatArticleDate(article.date));
      await expect(date).toHaveAttribute("datetime", article.date);
      await expect(card.getByText(article.excerpt)).toBeVisible();
      await expect(card.getByText("Read More")).toBeVisible();
      await expect(card.getByRole("img", { name: article.imageAlt })).toBeVisible();
      // One link per card, named by the title rather than 'Read More'.
      await expect(card.getByRole("link")).toHaveCount(1);
      await expect(card.getByRole("link", { name: article.title })).toHaveAttribute(
        "href",
        `/news/${article.id}`,
      );
    }
    await expectStaggeredReveal(cards);
    await expectOrderedHeadings(page);
    await expectImagesLoadedWithAlt(page);
  });

  // What lies on top where the visitor clicks depends on the card's layout at each width.
  test("'Read More' opens the article", { tag: "@layout" }, async ({ page }) => {
    await page.goto("/news");
    const article = articles[3]!;
    const card = page.getByRole("article").filter({ hasText: article.title });
    await card.scrollIntoViewIfNeeded();
    await clickWhereShown(page, card.getByText("Read More"));
    await expect(page).toHaveURL(new RegExp(`/news/${article.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
  });
});

test.describe("news article", () => {
  for (const article of articles) {
    // The text's measure (characters per line) depends on the column each width gives it.
    test(`${article.id} shows the article, the call to action and three related articles`, { tag: "@layout" }, async ({
      page,
    }) => {
      const response = await page.goto(`/news/${article.id}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${article.title} | Cedarline Flooring`);
      await expect(page.getByRole("link", { name: "Back to News" })).toHaveAttribute(
        "href",
        "/news",
      );

      const story = page.getByRole("main").getByRole("article");
      const hero = story.getByRole("img", { name: article.imageAlt });
      await expect(hero).toBeVisible();
      await expect(hero).toHaveAttribute("fetchpriority", "high");
      const date = story.locator("header time");
      await expect(date).toHaveText(formatArticleDate(article.date));
      await expect(date).toHaveAttribute("datetime", article.date);
      await expect(
        story.locator("header").getByText(article.category, { exact: true }),
      ).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
      await expect(story.getByText(article.excerpt)).toBeVisible();

      // The body: every heading in bold, every paragraph and list item present.
      const headings = article.content.flatMap((block) =>
        block.type === "heading" ? [block.text] : [],
      );
      expect(headings.length).toBeGreaterThan(0);
      for (const text of headings) {
        const heading = story.getByRole("heading", { level: 2, name: text });
        await expect(heading).toBeVisible();
        expect(
          Number(await heading.evaluate((element) => getComputedStyle(element).fontWeight)),
        ).toBeGreaterThanOrEqual(600);
      }
      for (const block of article.content) {
        if (block.type === "paragraph") await expect(story.getByText(block.text)).toBeVisible();
        if (block.type === "list")
          await expect(story.getByRole("listitem")).toContainText([...block.items]);
      }
      const firstParagraph = article.content.find((block) => block.type === "paragraph");
      await expectReadableMeasure(story.getByText(firstParagraph!.text));

      const cta = story.getByRole("region", { name: "Ready to Transform Your Space?" });
      await expect(cta).toBeVisible();
      await expect(cta.getByRole("link", { name: "Get in Touch" })).toHaveAttribute(
        "href",
        "/contact",
      );

      const related = page.getByRole("region", { name: "Related Articles" });
      await expect(related.getByRole("heading", { level: 2 })).toHaveText("Related Articles");
      const links = related.getByRole("link");
      await expect(links).toHaveCount(3);
      const hrefs = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => anchor.getAttribute("href")),
      );
      expect(hrefs).not.toContain(`/news/${article.id}`);
      expect(new Set(hrefs).size).toBe(3);
      expect(hrefs).toEqual(
        articles
          .filter((other) => other.id !== article.id)
          .slice(0, 3)
          .map((other) => `/news/${other.id}`),
      );

      await expectOrderedHeadings(page);
      await expectImagesLoadedWithAlt(page);
      await expectMeta(page, { ogType: "article" });

      await cta.getByRole("link", { name: "Get in Touch" }).click();
      await expect(page).toHaveURL(/\/contact$/);
    });
  }

  test("carries Article structured data with an absolute image URL", async ({ page, request }) => {
    const article = articles[1]!;
    await page.goto(`/news/${article.id}`);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
    const ld = data.find((entry) => entry["@type"] === "Article");
    expect(ld).toBeDefined();
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: article.title,
      datePublished: article.date,
      author: { "@type": "Organization", name: "Cedarline Flooring" },
      publisher: { "@type": "Organization", name: "Cedarline Flooring", logo: { "@type": "ImageObject" } },
    });
    const logo = ((ld!.publisher as { logo: { url: string } }).logo).url;
    const logoResponse = await request.get(new URL(logo).pathname);
    expect(logoResponse.status()).toBe(200);
    expect(logoResponse.headers()["content-type"]).toBe("image/png");
    const images = ld!.image as string[];
    expect(images[0]).toMatch(/^https?:\/\/[^/]+\/img\/news\/.+\.webp/);
    const image = await request.get(new URL(images[0]!).pathname + new URL(images[0]!).search);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/webp");
  });

  test("a related article opens in place of the current one", async ({ page }) => {
    const [current, next] = [articles[0]!, articles[1]!];
    await page.goto(`/news/${current.id}`);
    const related = page.getByRole("region", { name: "Related Articles" });
    await related.getByRole("link", { name: next.title }).click();
    await expect(page).toHaveURL(new RegExp(`/news/${next.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(next.title);
    await expect(
      page.getByRole("region", { name: "Related Articles" }).getByRole("link"),
    ).toHaveCount(3);
    await expect(
      page
        .getByRole("region", { name: "Related Articles" })
        .getByRole("link", { name: current.title }),
    ).toBeVisible();
  });
});
