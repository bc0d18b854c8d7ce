import type { Page } from "@playwright/test";

/**
 * Holds the application's scripts back until `release()`: the page stays as the server rendered
 * it, as it does on a slow phone while the scripts load after the first paint.
 */
export async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}
