import { expect, test, type Page } from "@playwright/test";

/*
 * Pages without the client router go to the next page as documents: the browser fetches the
 * likely next one ahead (speculation rules) and fades it in under a header that stays still
 * (a cross-document view transition).
 */

/** What Chromium's DevTools protocol says of the page's speculation rules and the fetches they start. */
async function watchSpeculation(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const ruleSets: { sourceText: string; errorType?: string }[] = [];
  const prefetches: { url: string; prefetchStatus?: string }[] = [];
  cdp.on("Preload.ruleSetUpdated" as never, ({ ruleSet }: { ruleSet: { sourceText: string; errorType?: string } }) => ruleSets.push(ruleSet));
  cdp.on(
    "Preload.prefetchStatusUpdated" as never,
    ({ key, prefetchStatus }: { key: { url: string }; prefetchStatus?: string }) => prefetches.push({ url: key.url, prefetchStatus }),
  );
  await cdp.send("Preload.enable" as never);
  return { ruleSets, prefetches };
}

test.describe("the next page", () => {
  test("a link pressed on a page without the app is fetched ahead and used", async ({ page }) => {
    const seen = await watchSpeculation(page);
    await page.goto("/about");
    await expect.poll(() => seen.ruleSets.length).toBe(1);
    expect(seen.ruleSets[0]!.errorType).toBeUndefined();
    const link = page.locator("footer").getByRole("link", { name: "Contact" }).first();
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect
      .poll(() => seen.prefetches.filter((each) => new URL(each.url).pathname === "/contact").map((each) => each.prefetchStatus))
      .toContain("PrefetchResponseUsed");
  });

  test("the staff's side is never fetched ahead", async ({ page }) => {
    await page.goto("/about");
    const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? "{}") as {
      prefetch: { where: { and: unknown[] } }[];
    };
    expect(JSON.stringify(rules.prefetch[0]!.where)).toContain("admin|auth|api");
    // A page that runs the app navigates with its router: it carries no rules.
    await page.goto("/products/1");
    await expect(page.locator('script[type="speculationrules"]')).toHaveCount(0);
  });

  test("the next page fades in under a header that stays where it is", async ({ page }) => {
    await page.addInitScript(() => {
      window.addEventListener("pagereveal", (event) => {
        (window as unknown as { revealedWith?: boolean }).revealedWith = Boolean((event as Event & { viewTransition?: unknown }).viewTransition);
      });
    });
    await page.goto("/about");
    await expect(page.locator("header.site-header")).toHaveCSS("view-transition-name", "site-header");
    await page.locator("footer").getByRole("link", { name: "News", exact: true }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect.poll(() => page.evaluate(() => (window as unknown as { revealedWith?: boolean }).revealedWith)).toBe(true);
  });

  test("visitors who prefer less motion get the next page without the fade", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.addInitScript(() => {
      window.addEventListener("pagereveal", (event) => {
        (window as unknown as { revealedWith?: boolean }).revealedWith = Boolean((event as Event & { viewTransition?: unknown }).viewTransition);
      });
    });
    await page.goto("/about");
    await page.locator("footer").getByRole("link", { name: "News", exact: true }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect.poll(() => page.evaluate(() => (window as unknown as { revealedWith?: boolean }).revealedWith)).toBe(false);
  });
});
