import { axe } from "./axe";
import { expect, test, type Locator, type Page } from "@playwright/test";

const path = "/inspiration/gallery";

/** The specification's eight gallery items, in order. */
const items = [
  { title: "Nature", color: "Natural Wood Tones" },
  { title: "Lily Canvas", color: "Light Cream" },
  { title: "Ivory Gold", color: "Golden Beige" },
  { title: "Burlywood", color: "Warm Brown" },
  { title: "Silver", color: "Cool Grey" },
  { title: "Senior Grey", color: "Charcoal" },
  { title: "Old Prairie", color: "Weathered Oak" },
  { title: "Nudie", color: "Natural Finish" },
] as const;

const grid = (page: Page) =>
  page.getByRole("region", { name: "Eight signature colours" }).getByRole("list");
const tiles = (page: Page) => grid(page).getByRole("listitem");
const tile = (page: Page, position: number) =>
  grid(page)
    .getByRole("button")
    .nth(position - 1);
const viewer = (page: Page) => page.getByRole("dialog");

async function openGallery(page: Page) {
  await page.goto(path);
  // The tiles become buttons once the page is interactive.
  await expect(tile(page, 1)).toHaveAttribute("aria-haspopup", "dialog");
}

async function openViewerAt(page: Page, position: number) {
  const opener = tile(page, position);
  await opener.click();
  const dialog = viewer(page);
  await expect(dialog).toBeVisible();
  return { dialog, opener };
}

async function expectShowing(dialog: Locator, position: number) {
  const item = items[position - 1]!;
  await expect(dialog.getByText(`${position} / ${items.length}`, { exact: true })).toBeVisible();
  await expect(dialog.getByRole("heading", { name: item.title, exact: true })).toBeVisible();
  await expect(dialog.getByText(item.color, { exact: true })).toBeVisible();
  await expect(dialog).toHaveAccessibleName(item.title);
}

test.describe("gallery page", () => {
  test("shows the hero heading and intro", async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "SUPERIOR SELECTIONS. LASTING IMPRESSIONS.",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(
      page.getByText(/Every colour in this gallery comes from the same wide oak boards/),
    ).toBeVisible();
  });

  test("lists the eight items with their titles and colours in order", async ({ page }) => {
    await openGallery(page);
    await expect(tiles(page)).toHaveCount(items.length);
    for (const [index, item] of items.entries()) {
      const entry = tiles(page).nth(index);
      await expect(entry.getByText(item.title, { exact: true })).toBeVisible();
      await expect(entry.getByText(item.color, { exact: true })).toBeVisible();
      await expect(entry.getByRole("button")).toHaveAccessibleName(`${item.title} ${item.color}`);
      await expect(entry.getByRole("img")).toHaveAttribute("alt", /\S/);
    }
  });

  test("lays the grid out in 1 column on phones and 3 on desktops", { tag: "@layout" }, async ({ page }, testInfo) => {
    await page.goto(path);
    const boxes = await tiles(page).evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return { x: Math.round(box.x), width: box.width };
      }),
    );
    expect(boxes).toHaveLength(items.length);
    const columns = new Set(boxes.map((box) => box.x)).size;
    expect(columns).toBe(testInfo.project.name === "phone" ? 1 : 3);
    if (testInfo.project.name === "desktop") {
      // The first row holds items 1-3 left to right; item 4 starts the second row.
      expect(boxes[0]!.x).toBeLessThan(boxes[1]!.x);
      expect(boxes[1]!.x).toBeLessThan(boxes[2]!.x);
      expect(boxes[3]!.x).toBe(boxes[0]!.x);
    }
  });

  // The viewer's controls are shown at each width; moving through it is the same everywhere.
  test("opening item 3 shows its position, title and colour", { tag: "@layout" }, async ({ page }) => {
    await openGallery(page);
    const { dialog } = await openViewerAt(page, 3);
    await expectShowing(dialog, 3);
    await expect(dialog.getByRole("img")).toHaveAttribute("alt", /Ivory Gold/);
    await expect(dialog.getByRole("button", { name: "Previous image" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Next image" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeVisible();
  });

  test("previous and next wrap around at both ends", async ({ page }) => {
    await openGallery(page);
    const { dialog } = await openViewerAt(page, 8);
    await expectShowing(dialog, 8);
    await dialog.getByRole("button", { name: "Next image" }).click();
    await expectShowing(dialog, 1);
    await dialog.getByRole("button", { name: "Previous image" }).click();
    await expectShowing(dialog, 8);
    await dialog.getByRole("button", { name: "Previous image" }).click();
    await expectShowing(dialog, 7);
  });

  test("previous from the first item shows the last", async ({ page }) => {
    await openGallery(page);
    const { dialog } = await openViewerAt(page, 1);
    await expectShowing(dialog, 1);
    await dialog.getByRole("button", { name: "Previous image" }).click();
    await expectShowing(dialog, 8);
  });

  test("arrow keys move through the pictures", async ({ page }) => {
    await openGallery(page);
    const { dialog } = await openViewerAt(page, 2);
    await page.keyboard.press("ArrowRight");
    await expectShowing(dialog, 3);
    await page.keyboard.press("ArrowRight");
    await expectShowing(dialog, 4);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expectShowing(dialog, 1);
    await page.keyboard.press("ArrowLeft");
    await expectShowing(dialog, 8);
  });

  test("keeps focus inside while open, and Escape returns it to the opening item", async ({
    page,
  }) => {
    await openGallery(page);
    const opener = tile(page, 3);
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = viewer(page);
    await expect(dialog).toBeVisible();
    await expectShowing(dialog, 3);
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press(step % 3 === 2 ? "Shift+Tab" : "Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    // Browse on before closing: focus still goes back to the item that opened the viewer.
    await page.keyboard.press("ArrowRight");
    await expectShowing(dialog, 4);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // Closing cleared the position: opening again starts at the chosen item.
    await page.keyboard.press("Space");
    await expectShowing(viewer(page), 3);
  });

  test("the close button closes the viewer and returns focus", async ({ page }) => {
    await openGallery(page);
    const { dialog, opener } = await openViewerAt(page, 5);
    await expectShowing(dialog, 5);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.getByText("5 / 8", { exact: true })).toHaveCount(0);
  });

  test("shows the enquiry section with the enquiry form", async ({ page }) => {
    await page.goto(path);
    const section = page.getByRole("region", { name: "A full-service approach to your space" });
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(
      "A full-service approach to your space",
    );
    await expect(section.getByRole("heading", { name: "How can we help?" })).toBeVisible();
    await expect(section.getByText(/Tell us about the room/)).toBeVisible();
    const form = section.getByRole("form", { name: "Enquiry form" });
    await expect(form.getByLabel("Message")).toBeVisible();
    await expect(form.getByRole("button", { name: "Send Message" })).toBeVisible();
    // The samples note on large screens leads straight to it.
    await expect(page.locator('a[href="#gallery-enquiry"]')).toHaveCount(1);
  });

  test("headings are in order", async ({ page }) => {
    await page.goto(path);
    const levels = await page
      .locator("main")
      .locator("h1, h2, h3, h4")
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
    expect(levels[0]).toBe(1);
    for (let index = 1; index < levels.length; index += 1) {
      expect(levels[index]! - levels[index - 1]!).toBeLessThanOrEqual(1);
    }
  });
});

test.describe("gallery without JavaScript", () => {
  test("every item leads to the colour's own page, which leads to its neighbours and back", { tag: "@layout" }, async ({ browser }, testInfo) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport:
        testInfo.project.name === "phone"
          ? { width: 390, height: 844 }
          : { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(path);
    const links = grid(page).getByRole("link");
    await expect(links).toHaveCount(items.length);
    await expect(grid(page).getByRole("button")).toHaveCount(0);
    for (const [index, item] of items.entries()) {
      const link = links.nth(index);
      await expect(link).toBeVisible();
      await expect(link).toHaveAccessibleName(`${item.title} ${item.color}`);
      await expect(link).toHaveAttribute("href", `${path}/${item.title.toLowerCase().replace(/ /g, "-")}`);
    }
    await links.nth(2).click();
    await expect(page).toHaveURL(`${path}/ivory-gold`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ivory Gold");
    await expect(page.getByText("Golden Beige")).toBeVisible();
    await expect(page.getByText("Image 3 of 8")).toBeAttached();
    const picture = page.locator("main img");
    await expect(picture).toHaveAttribute("alt", /Ivory Gold/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.getByRole("link", { name: "Next colour: Burlywood" }).click();
    await expect(page).toHaveURL(`${path}/burlywood`);
    await page.getByRole("link", { name: "Previous colour: Ivory Gold" }).click();
    await page.getByRole("link", { name: "Previous colour: Lily Canvas" }).click();
    await page.getByRole("link", { name: "Previous colour: Nature" }).click();
    // Both ends wrap, as in the viewer.
    await page.getByRole("link", { name: "Previous colour: Nudie" }).click();
    await expect(page).toHaveURL(`${path}/nudie`);
    await expect(page.getByRole("link", { name: "Next colour: Nature" })).toBeVisible();
    // Back to the gallery, where this colour is.
    await page.getByRole("link", { name: "All colours" }).click();
    await expect(page).toHaveURL(`${path}#colour-nudie`);
    await expect(links.nth(7)).toBeInViewport();
    await context.close();
  });
});

test.describe("a colour's own page", () => {
  test("is in French at the same address under /fr, with its words in French", async ({ page }) => {
    await page.goto(`/fr${path}/lily-canvas`);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lily Canvas");
    await expect(page.getByText("Image 2 sur 8")).toBeAttached();
    await expect(page.getByRole("link", { name: "Toutes les couleurs" })).toHaveAttribute("href", `/fr${path}#colour-lily-canvas`);
    await expect(page.getByRole("link", { name: "Couleur suivante — Ivory Gold" })).toHaveAttribute("href", `/fr${path}/ivory-gold`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/fr${path}/lily-canvas$`));
    // A page of links: no client app.
    await expect(page.locator('script[src*="entry.client"]')).toHaveCount(0);
  });

  test("answers a colour the gallery does not have with a 404 page that leads back to it", async ({ page }) => {
    const response = await page.goto(`${path}/no-such-colour`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This colour is not in the gallery");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await page.getByRole("link", { name: "All colours" }).click();
    await expect(page).toHaveURL(path);
  });

  test("has no axe violations", { tag: "@layout" }, async ({ page }) => {
    await page.goto(`${path}/senior-grey`);
    const results = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

// What axe checks (contrast, targets, landmarks) depends on what each width shows.
test.describe("gallery accessibility", { tag: "@layout" }, () => {
  const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
  const summarise = (violations: { id: string; nodes: { target: unknown[] }[] }[]) =>
    violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );

  test("has no axe violations with the viewer closed", async ({ page }) => {
    await openGallery(page);
    await page.waitForLoadState("networkidle");
    const results = await axe(page).withTags(tags).analyze();
    expect(summarise(results.violations)).toEqual([]);
  });

  test("has no axe violations with the viewer open", async ({ page }) => {
    await openGallery(page);
    const { dialog } = await openViewerAt(page, 3);
    await expectShowing(dialog, 3);
    await page.waitForLoadState("networkidle");
    // The fade-ins (backdrop, viewer, picture) have finished, so colours are measured as seen.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter(
                (animation) =>
                  animation.playState === "running" &&
                  animation.effect?.getComputedTiming().endTime !== Infinity,
              ).length,
        ),
      )
      .toBe(0);
    const results = await axe(page).withTags(tags).analyze();
    expect(summarise(results.violations)).toEqual([]);
  });
});
