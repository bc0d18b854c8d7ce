import { expect, test } from "./console-guard";

/** Pages whose first image is a hero with an upright composition for phones. */
const heroes = [
  { path: "/", image: "scene/hero-1" },
  { path: "/about", image: "scene/about" },
  { path: "/contact", image: "scene/contact" },
  { path: "/products", image: "scene/products" },
  { path: "/inspiration/wood-spices", image: "scene/species" },
] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

// The picture a hero shows and preloads depends on the screen's shape.
test.describe("hero art direction", { tag: "@layout" }, () => {
  for (const { path, image } of heroes) {
    test(`${path}: the hero fits the screen's shape and only its file is fetched`, async ({
      page,
    }) => {
      const phone = (page.viewportSize()?.width ?? 0) < 640;
      const heroFile = new RegExp(`/img/${escape(image)}-(portrait-)?\\d+\\.(avif|webp)`);
      const requested: string[] = [];
      page.on("request", (request) => {
        if (heroFile.test(request.url())) requested.push(new URL(request.url()).pathname);
      });

      await page.goto(path);
      const hero = page.locator("main img").first();
      await expect
        .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      const shown = await hero.evaluate((img: HTMLImageElement) => {
        const box = img.getBoundingClientRect();
        return {
          src: new URL(img.currentSrc).pathname,
          cssWidth: box.width,
          cssHeight: box.height,
        };
      });
      if (phone) {
        expect(shown.src).toMatch(new RegExp(`^/img/${escape(image)}-portrait-\\d+\\.avif$`));
      } else {
        expect(shown.src).toMatch(new RegExp(`^/img/${escape(image)}-\\d+\\.avif$`));
      }

      // One preload applies to this screen, for the file the picture then shows.
      const preloads = await page
        .locator('link[rel="preload"][as="image"]')
        .evaluateAll((links) =>
          links
            .filter(
              (link) =>
                !link.getAttribute("media") || matchMedia(link.getAttribute("media")!).matches,
            )
            .map((link) => link.getAttribute("imagesrcset") ?? ""),
        );
      expect(preloads).toHaveLength(1);
      expect(preloads[0]).toContain(shown.src);
      // The browser fetched exactly one file of this hero: the preloaded one, used by the picture.
      expect(requested).toEqual([shown.src]);

      if (phone) {
        // The file's own pixels (naturalWidth of a srcset image is divided by its density).
        const file = await hero.evaluate(async (img: HTMLImageElement) => {
          const probe = new Image();
          probe.src = img.currentSrc;
          await probe.decode();
          return { width: probe.naturalWidth, height: probe.naturalHeight };
        });
        // object-fit: cover draws the picture at least as large as the box, cropping the rest.
        const drawnWidth = Math.max(shown.cssWidth, (shown.cssHeight * file.width) / file.height);
        // Sharp on a phone: at least two file pixels per CSS pixel, of the box and of what is drawn.
        expect(file.width).toBeGreaterThanOrEqual(2 * shown.cssWidth);
        expect(file.width).toBeGreaterThanOrEqual(2 * drawnWidth - 1);
      }
    });
  }
});
