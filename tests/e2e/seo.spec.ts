import { expect, test } from "@playwright/test";
import { contentPagePaths } from "../../app/content/sitemap";

// Public pages that are indexable; detail pages are covered by their own specs.
const publicPages = ["/products", ...contentPagePaths];

test.describe("search and sharing metadata", () => {
  for (const path of publicPages) {
    test(`${path} has its own title, description, canonical URL and social tags`, async ({ page, baseURL }) => {
      await page.goto(path);
      const title = await page.title();
      expect(title.length).toBeGreaterThan(10);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThan(50);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${path}`);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${baseURL}${path}`);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`^${baseURL}/img/`));
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      await expect(page.locator("h1")).toHaveCount(1);
    });
  }

  test("titles and descriptions are unique across pages", async ({ page }) => {
    const seen = new Map<string, string>();
    for (const path of publicPages) {
      await page.goto(path);
      const title = await page.title();
      const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
      expect(seen.get(title), `${path} repeats the title of ${seen.get(title)}`).toBeUndefined();
      expect(seen.get(description), `${path} repeats a description`).toBeUndefined();
      seen.set(title, path);
      seen.set(description, path);
    }
  });
});

// The preload that applies to a screen is chosen by media queries, so it is checked at each width.
test.describe("page structure", { tag: "@layout" }, () => {
  for (const path of publicPages) {
    test(`${path}: ordered headings, sized images with alt text`, async ({ page }) => {
      await page.goto(path);
      const levels = await page
        .locator("main h1, main h2, main h3, main h4")
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
      expect(levels[0]).toBe(1);
      for (let index = 1; index < levels.length; index++) {
        expect(levels[index]! - levels[index - 1]!, `heading ${index} skips a level`).toBeLessThanOrEqual(1);
      }
      const images = await page.locator("main img").evaluateAll((nodes) =>
        nodes.map((img) => ({
          alt: img.getAttribute("alt"),
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
          loading: img.getAttribute("loading"),
          src: img.getAttribute("src"),
        })),
      );
      for (const image of images) {
        expect(image.alt, image.src ?? "").not.toBeNull();
        expect(Number(image.width), image.src ?? "").toBeGreaterThan(0);
        expect(Number(image.height), image.src ?? "").toBeGreaterThan(0);
      }
      // The first hero image is preloaded with high priority, in AVIF at every width: one
      // preload applies to this screen (a hero with a phone composition has one per shape).
      const preloads = await page.locator('link[rel="preload"][as="image"]').evaluateAll((links) =>
        links
          .filter((link) => !link.getAttribute("media") || matchMedia(link.getAttribute("media")!).matches)
          .map((link) => ({ priority: link.getAttribute("fetchpriority"), srcset: link.getAttribute("imagesrcset") })),
      );
      expect(preloads).toHaveLength(1);
      expect(preloads[0]?.priority).toBe("high");
      expect(preloads[0]?.srcset).toMatch(/\.avif\?v=\w+ \d+w/);
      // Only the first large image loads with the page; everything else waits until it is near.
      expect(images.filter((image) => image.loading !== "lazy").length).toBeLessThanOrEqual(1);
    });
  }
});
