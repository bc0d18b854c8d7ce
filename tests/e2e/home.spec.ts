import { expect, test, type Page } from "@playwright/test";
import { holdScripts } from "./hold-scripts";

const slides = (page: Page) => page.locator('[aria-roledescription="slide"]');
const activeSlideLabel = (page: Page) =>
  page.locator('[aria-roledescription="slide"][data-active]').getAttribute("aria-label");

const blur = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

/** Opens the home page with time paused, so the carousel moves only when the test says. */
async function openHome(page: Page) {
  await page.clock.install();
  await page.goto("/");
  // The carousel is an island of its own: its controls are live once it says so.
  await expect(page.locator('[data-island="hero-carousel"][data-island-ready]')).toHaveCount(1);
  // Under load the page's clock may pass the target before the call lands; read it again then.
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 250);
      break;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes("to the past")) throw error;
    }
  }
}

/** Back on slide 1 with a fresh 5-second timer: any change of slide restarts it. */
async function restartOnFirstSlide(page: Page) {
  await page.getByRole("button", { name: "Next slide" }).click();
  await page.getByRole("button", { name: "Previous slide" }).click();
  await page.mouse.move(2, 2);
  await blur(page);
  await expect.poll(() => activeSlideLabel(page)).toBe("1 of 3");
}

test.describe("home hero carousel", () => {
  test("is an island: hydrated on its own without a mismatch, with React DOM but no router", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await expect(page.locator('[data-island="hero-carousel"][data-island-ready]')).toHaveCount(1);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await page.getByRole("button", { name: "Go to slide 3" }).click();
    await expect.poll(() => activeSlideLabel(page)).toBe("3 of 3");
    expect(errors).toEqual([]);
    expect(scripts.some((script) => /\/react-[\w-]+\.js$/.test(script))).toBe(true);
    expect(scripts.filter((script) => /\/framework-/.test(script))).toEqual([]);
  });

  test("arrows and dots work before the scripts run, and the slide stays when they do", async ({ page }) => {
    const release = await holdScripts(page);
    // The page's modules, held back, hold its 'load' too: the page is there once it is parsed.
    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Previous slide" }).click();
    await expect(page).toHaveURL(/\/\?slide=3$/);
    await expect.poll(() => activeSlideLabel(page)).toBe("3 of 3");
    await expect(page.getByRole("button", { name: "Go to slide 3" })).toHaveAttribute("aria-current", "true");
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(page).toHaveURL(/\/\?slide=1$/);
    await expect.poll(() => activeSlideLabel(page)).toBe("1 of 3");
    await page.getByRole("button", { name: "Go to slide 2" }).click();
    await expect(page).toHaveURL(/\/\?slide=2$/);
    await expect.poll(() => activeSlideLabel(page)).toBe("2 of 3");
    // The picture of the slide asked for is the one the page loads first.
    await expect
      .poll(() =>
        page.locator('[aria-roledescription="slide"][data-active] img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    release();
    await expect(page.locator('[data-island="hero-carousel"][data-island-ready]')).toHaveCount(1);
    expect(await activeSlideLabel(page)).toBe("2 of 3");
    // Once the island runs, a tap changes the slide where it is, without a new page.
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => activeSlideLabel(page)).toBe("3 of 3");
    await expect(page).toHaveURL(/\/\?slide=2$/);
  });

  test("has three slides with the specified texts", async ({ page }) => {
    await page.goto("/");
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(slides(page)).toHaveCount(3);
    await expect(carousel).toContainText("CANADIAN SEVEN SERIES");
    await expect(carousel).toContainText("Canadian First 7-inch Full Color Series");
    await expect(carousel).toContainText("Innovation in Premium Hardwood Flooring");
    await expect(carousel).toContainText("UNMATCHED QUALITY");
    await expect(carousel).toContainText("Own Factory - 100,000 sq ft Monthly Production");
    await expect(carousel).toContainText("Massive Capacity, Superior Quality");
    await expect(carousel).toContainText("MARKET LEADER");
    await expect(carousel).toContainText("500+ Partner Stores Across Ontario");
    await expect(carousel).toContainText("30% Annual Growth - Your Trusted Partner");
    await expect(carousel.getByRole("link", { name: "Explore Collection" })).toHaveCount(1);
  });

  test("advances every 5 seconds with a 1 second fade and wraps around", async ({ page }) => {
    await openHome(page);
    await restartOnFirstSlide(page);
    expect(await slides(page).first().evaluate((el) => getComputedStyle(el).transitionDuration)).toBe("1s");
    await page.clock.runFor(4_900);
    expect(await activeSlideLabel(page)).toBe("1 of 3");
    await page.clock.runFor(200);
    await expect.poll(() => activeSlideLabel(page)).toBe("2 of 3");
    await page.clock.runFor(5_000);
    await expect.poll(() => activeSlideLabel(page)).toBe("3 of 3");
    await page.clock.runFor(5_000);
    await expect.poll(() => activeSlideLabel(page)).toBe("1 of 3");
  });

  test("arrows and dots change the slide and wrap at both ends", async ({ page }) => {
    await openHome(page);
    await page.getByRole("button", { name: "Previous slide" }).click();
    await expect.poll(() => activeSlideLabel(page)).toBe("3 of 3");
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => activeSlideLabel(page)).toBe("1 of 3");
    await page.getByRole("button", { name: "Go to slide 2" }).click();
    await expect.poll(() => activeSlideLabel(page)).toBe("2 of 3");
    await expect(page.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");
    // Only the active slide is exposed to assistive technology.
    await expect(page.locator('[aria-roledescription="slide"][aria-hidden="true"]')).toHaveCount(2);
  });

  test("pauses while focused and resumes after", async ({ page }) => {
    await openHome(page);
    await page.getByRole("button", { name: "Go to slide 1" }).focus();
    await page.clock.runFor(12_000);
    expect(await activeSlideLabel(page)).toBe("1 of 3");
    await blur(page);
    await page.clock.runFor(5_100);
    await expect.poll(() => activeSlideLabel(page)).toBe("2 of 3");
  });

  // A mouse is the desktop's pointer: this runs where the desktop layout is.
  test("pauses while hovered by a mouse", { tag: "@layout" }, async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) < 1024, "mouse hover");
    await openHome(page);
    await page.locator('[aria-roledescription="carousel"]').hover();
    await page.clock.runFor(12_000);
    expect(await activeSlideLabel(page)).toBe("1 of 3");
    await page.mouse.move(5, 5);
    await page.clock.runFor(5_100);
    await expect.poll(() => activeSlideLabel(page)).toBe("2 of 3");
  });

  test("pauses while the tab is hidden", async ({ page }) => {
    await openHome(page);
    await page.evaluate(() => {
      Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await page.clock.runFor(12_000);
    expect(await activeSlideLabel(page)).toBe("1 of 3");
  });

  test("does not move for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHome(page);
    await page.clock.runFor(16_000);
    expect(await activeSlideLabel(page)).toBe("1 of 3");
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => activeSlideLabel(page)).toBe("2 of 3");
  });
});

test.describe("home sections", () => {
  test("appear in the specified order with their links", async ({ page }) => {
    await page.goto("/");
    const headings = await page.locator("main h2").allTextContents();
    const order = [
      "Wide-Plank Hardwood",
      "See the Colours",
      "Why Choose",
      "Shop by Category",
      "Floors Our Partners",
      "Our Core Values",
      "Let's Plan Your Floor",
    ];
    const positions = order.map((start) => headings.findIndex((heading) => heading.startsWith(start)));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/about");
    await expect(main.getByRole("link", { name: "View Gallery" })).toHaveAttribute("href", "/inspiration/gallery");
    await expect(main.getByRole("link", { name: "View All Products" })).toHaveAttribute("href", "/products");
    await expect(main.getByRole("link", { name: "Contact Us Today" })).toHaveAttribute("href", "/contact");
  });

  test("shows the company claims, seven categories and five numbered values", async ({ page }) => {
    await page.goto("/");
    const main = page.locator("main");
    await expect(main).toContainText("First in Canada with a 7-inch full-colour series.");
    await expect(main).toContainText("100,000 sq ft");
    await expect(main).toContainText("over 500 partner stores across Ontario");
    await expect(main).toContainText("30% annual growth");

    const categories = page.locator('section[aria-labelledby="categories-heading"] li a');
    await expect(categories).toHaveCount(7);
    const expected = [
      ["Solid Hardwood", "solid-hardwood", "Timeless beauty and durability"],
      ["Engineered Hardwood", "engineered-hardwood", "Superior stability and versatility"],
      ["SPC Floor", "spc-floor", "100% waterproof protection"],
      ["Laminate Floor", "laminate-floor", "Affordable elegance"],
      ["Wood Trim", "wood-trim", "Perfect finishing touches"],
      ["Iron Spindle & Accessories", "iron-spindle-accessories", "Complete your installation"],
      ["Stair Tread & Riser", "stair-tread-riser", "Safety meets style"],
    ];
    for (const [index, [name, slug, tagline]] of expected.entries()) {
      const card = categories.nth(index);
      await expect(card).toContainText(name!);
      await expect(card).toContainText(tagline!);
      await expect(card).toHaveAttribute("href", `/products?category=${slug}`);
      await expect(card.locator("svg")).toHaveCount(1);
    }

    const values = page.locator('section[aria-labelledby="values-heading"] ol > li');
    await expect(values).toHaveCount(5);
    for (const [index, title] of ["Be Humble", "Serving Mindset", "Promote Trust", "Family Matters", "Better Everyday"].entries()) {
      await expect(values.nth(index)).toContainText(`0${index + 1}`);
      await expect(values.nth(index).getByRole("heading")).toHaveText(title);
    }
  });

  test("renders the featured collection on the server, featured products first", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const section = html.slice(html.indexOf('id="featured-heading"'));
    const links = [...section.matchAll(/href="\/products\/(\d+)"/g)].map((match) => match[1]);
    expect(new Set(links).size).toBe(3);
    expect(section).toContain("Canadian Seven Series 7-inch Full-Colour Solid Oak");
  });

  test("carries LocalBusiness structured data with the Mississauga address and a logo", async ({ page, request }) => {
    await page.goto("/");
    const json = await page.locator('script[type="application/ld+json"]').first().textContent();
    const data = JSON.parse(json ?? "{}");
    expect(data["@type"]).toBe("LocalBusiness");
    expect(data.address.addressLocality).toBe("Mississauga");
    expect(data.address.addressRegion).toBe("ON");
    expect(data.telephone).toMatch(/^\+1/);
    for (const href of [data.logo, data.image] as string[]) {
      const image = await request.get(new URL(href).pathname + new URL(href).search);
      expect(image.status(), href).toBe(200);
      expect(image.headers()["content-type"]).toMatch(/^image\/(png|webp)$/);
    }
  });

  test("phones get a home-screen icon", async ({ page, request }) => {
    await page.goto("/");
    const href = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
    const icon = await request.get(href!);
    expect(icon.status()).toBe(200);
    expect(icon.headers()["content-type"]).toBe("image/png");
    // 180 × 180: the size in the PNG header.
    const png = await icon.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
  });

  test("reveals sections as they scroll into view", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const values = page.locator('section[aria-labelledby="values-heading"] .reveal').first();
    await expect(values).not.toHaveAttribute("data-reveal");
    await values.scrollIntoViewIfNeeded();
    await expect(values).toHaveAttribute("data-reveal", "shown");
    await expect.poll(() => values.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  });
});

test.describe("home without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows every section with nothing held back", async ({ page }) => {
    await page.goto("/");
    const values = page.locator('section[aria-labelledby="values-heading"] .reveal').first();
    expect(await values.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    await expect(page.locator('[aria-roledescription="slide"]').first()).toBeVisible();
    await expect(page.getByText("Be Humble")).toBeVisible();
  });
});
