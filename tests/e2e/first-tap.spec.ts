import { expect, test, type Page } from "@playwright/test";
import { holdScripts } from "./hold-scripts";

/*
 * Every control of the public pages that ship no client app does its job on the first tap,
 * whatever the scripts' state (decision 071): once with the page's scripts held back, as on a slow
 * phone in the first seconds, then again once they have run, in English and in French. Held back,
 * each is the link, form or native element the server rendered; with the scripts, the smoother
 * thing the page's module makes of it.
 */

type State = "held" | "run";

/** Opens a page with its scripts held back or run; answers what lets held scripts go on. */
async function open(page: Page, path: string, state: State): Promise<() => void> {
  if (state === "held") {
    const release = await holdScripts(page);
    // A page's module, held back, holds its 'load' too: the page is there once it is parsed.
    await page.goto(path, { waitUntil: "commit" });
    await expect(page.locator("footer")).toBeAttached();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    return release;
  }
  await page.goto(path);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  return () => undefined;
}

for (const locale of ["en", "fr"] as const) {
  const at = (path: string) => (locale === "en" ? path : path === "/" ? "/fr" : `/fr${path}`);
  const other = locale === "en" ? "fr-CA" : "en-CA";

  for (const state of ["held", "run"] as const) {
    test.describe(`first taps (${locale}, scripts ${state === "held" ? "held back" : "run"})`, () => {
      test("the phone menu opens, and the other language is a link away", async ({ page }) => {
        await open(page, at("/about"), state);
        const menu = page.locator("header details").filter({ has: page.locator("summary") }).first();
        await menu.locator("summary").click();
        await expect(menu).toHaveAttribute("open", "");
        await expect(menu.getByRole("link").first()).toBeVisible();
        await menu.locator("summary").click();
        await page.getByRole("banner").locator(`a[hreflang="${other}"]`).first().click();
        await expect(page).toHaveURL(locale === "en" ? /\/fr\/about$/ : /\/about$/);
      });

      test("the carousel's next arrow shows the second slide", async ({ page }) => {
        await open(page, at("/"), state);
        await page.locator('button[name="slide"]').last().click();
        await expect(page.locator(".hero-slide").nth(1)).toHaveAttribute("data-active", "");
        // Held back, the arrow asked the server for that slide; run, it changed it in place.
        if (state === "held") await expect(page).toHaveURL(/\?slide=2$/);
        else expect(new URL(page.url()).search).toBe("");
      });

      test("a featured product's 'Add to quote' takes it to the quote list", async ({ page }) => {
        await open(page, at("/"), state);
        const add = page.locator("a.card-quote[data-quote-product]").first();
        await add.scrollIntoViewIfNeeded();
        await add.click();
        if (state === "held") {
          // The link: the quote page, which adds the product once its scripts run.
          await expect(page).toHaveURL(locale === "en" ? /\/quote\?product=\d+$/ : /\/fr\/soumission\?product=\d+$/);
        } else {
          await expect(page.locator(".dom-toast")).toBeVisible();
          await expect(add).toHaveAttribute("data-listed", "");
        }
      });

      test("a category chosen on the product list narrows it", async ({ page }) => {
        const release = await open(page, at("/products"), state);
        // A phone's filters are dropdowns of a GET form: a choice applies as soon as the page's
        // module runs, or with the form's own button if it has not run within 4 seconds.
        await page.locator('select[name="category"]').selectOption("solid-hardwood");
        release();
        await expect(page).toHaveURL(/[?&]category=solid-hardwood$/);
        await expect(page.locator('select[name="category"]')).toHaveValue("solid-hardwood");
      });

      test("a gallery picture opens it large", async ({ page }) => {
        await open(page, at("/inspiration/gallery"), state);
        const tile = page.locator("a[data-gallery-item]").nth(2);
        await tile.scrollIntoViewIfNeeded();
        await tile.click();
        if (state === "held") {
          // Its own page, whose arrows lead on.
          await expect(page).toHaveURL(/\/inspiration\/gallery\/ivory-gold$/);
          await page.locator('a[rel="next"]').click();
          await expect(page).toHaveURL(/\/inspiration\/gallery\/burlywood$/);
        } else {
          const viewer = page.getByRole("dialog");
          await expect(viewer).toBeVisible();
          await expect(viewer.getByRole("heading", { name: "Ivory Gold" })).toBeVisible();
          await viewer.locator("[data-viewer-step='1']").click();
          await expect(viewer.getByRole("heading", { name: "Burlywood" })).toBeVisible();
        }
      });

      test("the enquiry form refuses an empty message where it is", async ({ page }) => {
        await open(page, at("/contact"), state);
        const form = page.locator("form#enquiry-form");
        await form.locator('button[type="submit"]').click();
        const name = form.locator('[name="name"]');
        if (state === "held") {
          // The browser's own check of the required fields: nothing is sent.
          await expect(name).toBeFocused();
          expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
        } else {
          await expect(form.locator("#enquiry-name-error")).toBeVisible();
          await expect(name).toHaveAttribute("aria-invalid", "true");
        }
        await expect(page).toHaveURL(new RegExp(`${at("/contact")}$`));
      });
    });
  }
}
