import type { Page, Request } from "@playwright/test";
import { expect, searchProducts, test } from "./catalogue-helpers";
import { holdScripts } from "./hold-scripts";
import { publicRoutes } from "./routes";
import { formatSize, groupSizes } from "../../app/features/catalogue/product-size";

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

/**
 * The layout box (position in the document, size) of every element rendered before the scripts
 * ran, ignoring transforms: scroll reveals and carousels animate with transforms and opacity,
 * which move no other content.
 */
const layoutSnapshot = (page: Page) =>
  page.evaluate(() => {
    const store = window as unknown as { heldNodes?: Element[] };
    store.heldNodes ??= [...document.body.querySelectorAll("*")];
    return store.heldNodes.map((node) => {
      if (!node.isConnected || !(node instanceof HTMLElement)) return null;
      if (node.offsetWidth === 0 && node.offsetHeight === 0) return null;
      let x = 0;
      let y = 0;
      for (let at: HTMLElement | null = node; at; at = at.offsetParent as HTMLElement | null) {
        x += at.offsetLeft;
        y += at.offsetTop;
      }
      const label = `${node.tagName.toLowerCase()}.${[...node.classList].slice(0, 4).join(".")} “${(node.textContent ?? "").trim().slice(0, 30)}”`;
      return { label, box: [x, y, node.offsetWidth, node.offsetHeight] };
    });
  });

/**
 * Counts the requests still on their way that can change a page once it is interactive: code
 * split off, stylesheets and data.
 */
function pendingRequests(page: Page) {
  const pending = new Set<Request>();
  const kinds = new Set(["script", "stylesheet", "fetch", "xhr"]);
  page.on("request", (request) => {
    if (kinds.has(request.resourceType())) pending.add(request);
  });
  const done = (request: Request) => pending.delete(request);
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return () => pending.size;
}

/**
 * The layout once the effects that run after hydration (carousels, reveals, menus) have settled:
 * nothing they need is still loading, and two snapshots, a rendered frame and an idle moment of
 * the page apart, agree.
 */
async function settledLayout(page: Page, pending: () => number) {
  let previous = "";
  let settled: Awaited<ReturnType<typeof layoutSnapshot>> = [];
  await expect
    .poll(
      async () => {
        await page.evaluate(
          () =>
            new Promise<void>((resolve) =>
              requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 200 })),
            ),
        );
        settled = await layoutSnapshot(page);
        const now = JSON.stringify(settled);
        const same = now === previous && pending() === 0;
        previous = now;
        return same;
      },
      { intervals: [50] },
    )
    .toBe(true);
  return settled;
}

// Whether anything moves depends on the layout each width has.
test.describe("hydration", () => {
  for (const path of publicRoutes) {
    test(`${path}: becoming interactive moves nothing on the page`, { tag: "@layout" }, async ({ page }) => {
      const pending = pendingRequests(page);
      const release = await holdScripts(page);
      // Not until `load`: a page's own module script (islands/enhance.ts), held back, holds it too.
      await page.goto(path, { waitUntil: "commit" });
      await page.locator("footer").waitFor({ state: "attached" });
      await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.loading === "lazy"));
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await expect(page.locator("html[data-js]")).toHaveCount(1);
      const before = await layoutSnapshot(page);

      release();
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      // A page's islands hydrate on their own, after the chrome's module.
      await expect(page.locator("[data-island]:not([data-island-ready])")).toHaveCount(0);
      const after = await settledLayout(page, pending);

      const moved: string[] = [];
      before.forEach((was, index) => {
        const now = after[index];
        if (!was || !now) return;
        if (was.box.some((value, axis) => Math.abs(value - now.box[axis]!) > 1)) {
          moved.push(`${was.label}: [${was.box.join(", ")}] → [${now.box.join(", ")}]`);
        }
      });
      expect(moved).toEqual([]);
    });
  }

  test("a search sent before the page is interactive still runs", async ({ page }) => {
    const release = await holdScripts(page);
    // The page's module, held back, holds its 'load' too: the page is there once it is parsed.
    await page.goto("/products", { waitUntil: "commit" });
    await searchProducts(page, "walnut");
    await expect(page).toHaveURL(/\/products\?q=walnut$/);
    release();
  });

  // The size control differs by width (radio list on desktops, dropdown on phones): both are used.
  test("a size chosen before the page is interactive applies once it is", { tag: "@layout" }, async ({ page, request }) => {
    const sizes = ((await (await request.get("/api/sizes")).json()) as { data: string[] }).data;
    // The first size the list shows (the widest), not one folded under 'Show all sizes'.
    const size = groupSizes(sizes)[0]!.options[0]!.value;
    const release = await holdScripts(page);
    await page.goto("/products", { waitUntil: "commit" });
    if (isPhone(page)) {
      await page.getByLabel("Product Size").selectOption(size);
    } else {
      await page.getByRole("group", { name: "Product Size" }).getByRole("radio", { name: formatSize(size), exact: true }).check();
    }
    // No button to press: with scripts on, the choice itself is the action.
    await expect(page.getByRole("button", { name: /^Apply/ })).toBeHidden();
    release();
    await expect.poll(() => new URL(page.url()).searchParams.get("size")).toBe(size);
    const response = await request.get(`/api/products?size=${encodeURIComponent(size)}`);
    const total = ((await response.json()) as { data: unknown[] }).data.length;
    await expect(page.getByText(/^Showing \d+–\d+ of \d+ products?$/)).toHaveText(
      new RegExp(`of ${total} products?$`),
    );
  });
});
