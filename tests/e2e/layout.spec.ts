import { createHash } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { holdScripts } from "./hold-scripts";
import { publicRoutes } from "./routes";

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

/** True when a computed box-shadow draws something (Tailwind leaves transparent layers behind). */
const drawsShadow = (boxShadow: string) =>
  boxShadow !== "none" && boxShadow.replace(/rgba\(0, 0, 0, 0\) 0px 0px 0px 0px,?\s*/g, "").trim() !== "";

test.describe("server-rendered layout", () => {
  for (const path of publicRoutes) {
    test(`${path} answers 200 with header and footer in the HTML`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<header');
      expect(html).toContain('aria-label="Main"');
      expect(html).toContain("<footer");
      expect(html).toContain("Quick Links");
      expect(html).toMatch(/<h1[\s>]/);
    });
  }

  test("the sign-in page has its own calm frame, and the admin sends strangers to it", async ({ request }) => {
    const signIn = await request.get("/auth");
    expect(signIn.status()).toBe(200);
    const html = await signIn.text();
    expect(html).toMatch(/<h1[^>]*>Administrator login<\/h1>/);
    expect(html).not.toContain('aria-label="Main"');
    expect(html).not.toContain("Quick Links");
    const admin = await request.get("/admin", { maxRedirects: 0 });
    expect(admin.status()).toBe(303);
    expect(admin.headers().location).toBe("/auth");
  });

  test("security headers are sent", async ({ request }) => {
    const response = await request.get("/");
    const headers = response.headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    // A rendered page's inline scripts carry a nonce; a page from the page cache names their hashes.
    expect(headers["content-security-policy"]).toMatch(/script-src 'self'( '(nonce|sha256)-[^']+')+;/);
    expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["strict-transport-security"]).toBeUndefined();
  });

  test("a rendered page carries its own nonce, matching its policy", async ({ request }) => {
    const nonces: string[] = [];
    for (let visit = 0; visit < 3; visit++) {
      // Any cookie keeps the page cache out of it: every one of these is rendered.
      const response = await request.get("/products?page=2", { headers: { cookie: `visit=${visit}` } });
      expect(response.status()).toBe(200);
      const policyNonce = response.headers()["content-security-policy"]?.match(/'nonce-([^']+)'/)?.[1];
      const html = await response.text();
      const pageNonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
      expect([...pageNonces]).toEqual([policyNonce]);
      nonces.push(policyNonce!);
    }
    expect(new Set(nonces).size).toBe(3);
  });

  test("a page from the page cache is the same for everyone, its inline scripts allowed by their hashes", async ({ request }) => {
    const answers: { html: string; policy: string }[] = [];
    for (let visit = 0; visit < 3; visit++) {
      const response = await request.get("/products?page=3");
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("text/html; charset=utf-8");
      answers.push({ html: await response.text(), policy: response.headers()["content-security-policy"]! });
    }
    // The first visit may have rendered it; the next ones are the stored copy.
    const [, second, third] = answers;
    expect(third!.html).toBe(second!.html);
    expect(second!.html).toContain("Showing 49–");
    expect(second!.html).not.toMatch(/nonce=/);
    expect(second!.policy).not.toContain("'nonce-");
    const inline = [...second!.html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\bsrc=/.test(attributes!));
    expect(inline.length).toBeGreaterThan(0);
    const hashes = inline.map(([, , body]) => `'sha256-${createHash("sha256").update(body!).digest("base64")}'`);
    const scriptSources = second!.policy.match(/script-src ([^;]+)/)![1]!.split(" ");
    expect(new Set(scriptSources)).toEqual(new Set(["'self'", ...hashes]));
  });

  test("a page from the page cache runs its scripts under its policy", async ({ page }) => {
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    // Stored by the first visit, answered from the page cache to the second.
    await page.request.get("/products?page=2");
    const response = await page.goto("/products?page=2");
    expect(response?.headers()["content-security-policy"]).toContain("'sha256-");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    expect(refused).toEqual([]);
  });

  test("build assets are Brotli-compressed and cached for a year", async ({ request }) => {
    // A page that still runs the app (the home and contact pages ship modules and islands only).
    const html = await (await request.get("/products/1")).text();
    const script = html.match(/\/assets\/framework-[\w-]+\.js/)?.[0];
    expect(script).toBeTruthy();
    const response = await request.get(script!, { headers: { "Accept-Encoding": "br" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-encoding"]).toBe("br");
    expect(response.headers()["cache-control"]).toContain("immutable");
    expect(response.headers()["content-type"]).toContain("javascript");
    expect(response.headers()["content-security-policy"]).toBeUndefined();
    const plain = await request.get(script!, { headers: { "Accept-Encoding": "gzip" } });
    expect(plain.headers()["content-encoding"]).toBe("gzip");
  });

  test("a page of links and text ships its small enhancing module only, and no loader data", async ({ request }) => {
    for (const path of ["/about", "/fr/about"]) {
      const html = await (await request.get(path)).text();
      const scripts = [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map(([address]) => address);
      expect(scripts, path).toEqual([expect.stringMatching(/^\/assets\/enhance-[\w-]+\.js$/)]);
      expect(html, path).not.toContain("__reactRouterContext");
      expect(html, path).not.toContain("modulepreload");
    }
    // The build's manifest, which names the module, is not served.
    expect((await request.get("/.vite/manifest.json")).status()).toBe(404);
  });

  test("the page paints before its scripts load, then becomes interactive", async ({ page }) => {
    // The site's scripts are held back until the page has painted: the page must show its content
    // with none of them, whatever order the browser would otherwise fetch them in.
    const releaseScripts = await holdScripts(page);
    const heldScripts: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/.+\.js$/.test(new URL(request.url()).pathname)) heldScripts.push(request.url());
    });
    // A page that runs the client app (pages of text ship none: page-scripts.tsx).
    await page.goto("/products/1", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType("paint").some((entry) => entry.name === "first-paint")))
      .toBe(true);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    releaseScripts();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    expect(heldScripts.length).toBeGreaterThan(3);
    // Interactive afterwards: a client-side navigation happens without a document request.
    const documentRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documentRequests.push(request.url());
    });
    await page.locator("footer").getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(documentRequests).toEqual([]);
  });

  test("the fonts the stylesheet uses are fetched with it, once each", async ({ page, request }) => {
    await page.goto("/about");
    const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    );
    expect(preloads).toHaveLength(2);
    const stylesheet = await page.locator('link[rel="stylesheet"]').first().getAttribute("href");
    const css = await (await request.get(stylesheet!)).text();
    for (const font of preloads) expect(css, font).toContain(font);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith(".woff2")),
    );
    for (const font of preloads) expect(fetched.filter((path) => path === font), font).toHaveLength(1);
  });

  test("health check reports the database", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: { status: "ok", driver: "pglite" } });
  });
});

test.describe("header", () => {
  test("gains a border and shadow after 20 px of scroll", { tag: "@layout" }, async ({ page }) => {
    await page.goto("/about");
    // The header follows the scroll once the page's script listens: before that, nothing is tested.
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const header = page.locator("header").first();
    await expect(header).not.toHaveAttribute("data-scrolled");
    expect(drawsShadow(await header.evaluate((el) => getComputedStyle(el).boxShadow))).toBe(false);
    // Scrolled 15 px, and the header has had the scroll event and a frame to render what it decided.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener("scroll", () => requestAnimationFrame(() => setTimeout(resolve)), { once: true });
          window.scrollTo(0, 15);
        }),
    );
    expect(Math.round(await page.evaluate(() => window.scrollY))).toBe(15);
    await expect(header).not.toHaveAttribute("data-scrolled");
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveAttribute("data-scrolled", "");
    await expect.poll(async () => drawsShadow(await header.evaluate((el) => getComputedStyle(el).boxShadow))).toBe(true);
    await expect
      .poll(() => header.evaluate((el) => getComputedStyle(el).borderBottomColor))
      .not.toBe("rgba(0, 0, 0, 0)");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute("data-scrolled");
  });

  test("lists the navigation in the specified order", { tag: "@layout" }, async ({ page }) => {
    test.skip(isPhone(page), "desktop navigation");
    await page.goto("/");
    const items = page
      .getByRole("navigation", { name: "Main" })
      .locator(":scope > ul > li > a, :scope > ul > li > div > button");
    await expect(items).toHaveText(["Home", "Products", "Gallery", "Projects", "About", "Resources", "Contact"]);
  });

  test("highlights the active route", { tag: "@layout" }, async ({ page }) => {
    test.skip(isPhone(page), "desktop navigation");
    await page.goto("/projects");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Projects" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
  });

  test("dropdowns work with the keyboard", { tag: "@layout" }, async ({ page }) => {
    test.skip(isPhone(page), "desktop navigation");
    await page.goto("/");
    // Keys pressed before the page's script runs do nothing; wait for it on a busy machine.
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const nav = page.getByRole("navigation", { name: "Main" });
    const about = nav.getByRole("button", { name: "About" });
    await about.focus();
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Our Story" })).toBeHidden();
    await page.keyboard.press("Enter");
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Our Story" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "News & Updates" })).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "Our Story" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "News & Updates" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(about).toBeFocused();

    const resources = nav.getByRole("button", { name: "Resources" });
    await resources.focus();
    await page.keyboard.press("Space");
    for (const label of ["Wood Spices", "Flooring Technology", "Installation & Maintenance", "Hardwood Grades"]) {
      await expect(nav.getByRole("link", { name: label })).toBeVisible();
    }
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "Wood Spices" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/inspiration\/wood-spices$/);
    await expect(resources).toHaveAttribute("aria-expanded", "false");
    await expect(resources).toHaveClass(/text-brass/);
  });

  test("dropdowns open on hover and close when the pointer leaves", { tag: "@layout" }, async ({ page }) => {
    test.skip(isPhone(page), "desktop navigation");
    await page.goto("/");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "About" }).hover();
    await expect(nav.getByRole("link", { name: "Our Story" })).toBeVisible();
    await page.mouse.move(10, 600);
    await expect(nav.getByRole("link", { name: "Our Story" })).toBeHidden();
  });

  test("a click on a dropdown the pointer opened keeps it open until a second click", { tag: "@layout" }, async ({ page }) => {
    test.skip(isPhone(page), "desktop navigation");
    await page.goto("/");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const nav = page.getByRole("navigation", { name: "Main" });
    const about = nav.getByRole("button", { name: "About" });
    const ourStory = nav.getByRole("link", { name: "Our Story" });
    await about.hover();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await about.click();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(ourStory).toBeVisible();
    // Clicked open, it stays open when the pointer goes elsewhere without clicking.
    await page.mouse.move(700, 500, { steps: 5 });
    await expect(ourStory).toBeVisible();
    await about.click();
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(ourStory).toBeHidden();
  });

  test("a click alone opens a dropdown, and Escape or a click outside closes it", { tag: "@layout" }, async ({ page }) => {
    test.skip(isPhone(page), "desktop navigation");
    await page.goto("/about");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const nav = page.getByRole("navigation", { name: "Main" });
    const resources = nav.getByRole("button", { name: "Resources" });
    const grades = nav.getByRole("link", { name: "Hardwood Grades" });
    await page.mouse.move(700, 600);
    await resources.click();
    await expect(resources).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(700, 600, { steps: 5 });
    await expect(grades).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(resources).toHaveAttribute("aria-expanded", "false");
    await expect(grades).toBeHidden();

    await resources.click();
    await expect(grades).toBeVisible();
    await page.mouse.click(700, 600);
    await expect(resources).toHaveAttribute("aria-expanded", "false");
    await expect(grades).toBeHidden();

    // And a link in a clicked-open menu goes where it says.
    await resources.click();
    await grades.click();
    await expect(page).toHaveURL(/\/information\/hardwood-grades$/);
    await expect(grades).toBeHidden();
  });

  test("opening one dropdown and then the other leaves only the second open", { tag: "@layout" }, async ({ page }) => {
    test.skip(isPhone(page), "desktop navigation");
    await page.goto("/");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const nav = page.getByRole("navigation", { name: "Main" });
    const about = nav.getByRole("button", { name: "About" });
    const resources = nav.getByRole("button", { name: "Resources" });
    await about.click();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    // Hovering the other menu shows it instead.
    await resources.hover();
    await expect(resources).toHaveAttribute("aria-expanded", "true");
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await resources.click();
    await expect(resources).toHaveAttribute("aria-expanded", "true");
    await about.click();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(resources).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Our Story" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Wood Spices" })).toBeHidden();
    await page.mouse.move(700, 600, { steps: 5 });
    await expect(nav.getByRole("link", { name: "Our Story" })).toBeVisible();
  });

  test("dropdowns open by tap", { tag: "@layout" }, async ({ browser }, testInfo) => {
    test.skip(testInfo.project.name === "phone", "desktop navigation on a touch screen");
    const context = await browser.newContext({ hasTouch: true, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Resources" }).tap();
    await expect(nav.getByRole("link", { name: "Hardwood Grades" })).toBeVisible();
    await nav.getByRole("link", { name: "Hardwood Grades" }).tap();
    await expect(page).toHaveURL(/\/information\/hardwood-grades$/);
    await context.close();
  });

  test("dropdowns work by hover and focus while the page's scripts are still loading", { tag: "@layout" }, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "phone", "desktop navigation");
    // Scripts that never arrive: the page is marked as scripted but not yet interactive.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/");
    await expect(page.locator("html[data-js]")).toHaveCount(1);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "About" }).hover();
    await expect(nav.getByRole("link", { name: "Our Story" })).toBeVisible();
    await nav.getByRole("button", { name: "Resources" }).focus();
    await expect(nav.getByRole("link", { name: "Hardwood Grades" })).toBeVisible();
  });

  test("dropdown links are reachable without JavaScript", { tag: "@layout" }, async ({ browser }, testInfo) => {
    test.skip(testInfo.project.name === "phone", "desktop navigation");
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "About" }).hover();
    await expect(nav.getByRole("link", { name: "Our Story" })).toBeVisible();
    await nav.getByRole("button", { name: "Resources" }).focus();
    await expect(nav.getByRole("link", { name: "Hardwood Grades" })).toBeVisible();
    await context.close();
  });

  test("the phone menu groups links and closes when one is chosen", async ({ page }) => {
    test.skip(!isPhone(page), "phone navigation");
    await page.goto("/");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.locator("summary[aria-label='Menu']");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByText("About", { exact: true })).toBeVisible();
    await expect(menu.getByText("Resources", { exact: true })).toBeVisible();
    await expect(menu.getByRole("list", { name: "About" }).getByRole("link")).toHaveText(["Our Story", "News & Updates"]);
    await expect(menu.getByRole("list", { name: "Resources" }).getByRole("link")).toHaveText([
      "Wood Spices",
      "Flooring Technology",
      "Installation & Maintenance",
      "Hardwood Grades",
    ]);
    await menu.getByRole("link", { name: "Hardwood Grades" }).click();
    await expect(page).toHaveURL(/\/information\/hardwood-grades$/);
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu.getByRole("link", { name: "Hardwood Grades" })).toHaveAttribute("aria-current", "page");
  });
});

test.describe("phone menu without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("opens as a native disclosure", async ({ page }) => {
    test.skip(!isPhone(page), "phone navigation");
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();
    await page.locator("summary[aria-label='Menu']").click();
    await expect(menu.getByRole("link", { name: "Wood Spices" })).toBeVisible();
    await menu.getByRole("link", { name: "Our Story" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("footer", () => {
  test("carries quick links, category links, contact, social icons and copyright", { tag: "@layout" }, async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer.getByRole("navigation", { name: "Quick Links" }).getByRole("link")).toHaveText([
      "Products",
      "Projects",
      "News",
      "About Us",
      "Contact",
    ]);
    const categories = footer.getByRole("navigation", { name: "Products" }).getByRole("link");
    const hrefs = await categories.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual([
      "/products?category=solid-hardwood",
      "/products?category=engineered-hardwood",
      "/products?category=spc-floor",
      "/products?category=laminate-floor",
      "/products?category=wood-trim",
    ]);
    await expect(footer.getByText("Mississauga, Ontario")).toBeVisible();
    await expect(footer.locator('a[href^="tel:+1"]')).toHaveCount(1);
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    const social = footer.getByRole("list", { name: "Social media" }).getByRole("link");
    await expect(social).toHaveCount(3);
    for (const name of ["Facebook", "Instagram", "LinkedIn"]) {
      await expect(footer.getByRole("link", { name })).toBeVisible();
    }
    const year = new Date().getFullYear();
    await expect(footer.getByText(`© ${year} Cedarline Flooring Inc. All rights reserved.`)).toBeVisible();
    await expect(footer.getByText("Canada's leading distributor of luxury flooring")).toBeVisible();

    await categories.first().click();
    await expect(page).toHaveURL(/\/products\?category=solid-hardwood$/);
  });
});

test.describe("errors", () => {
  test("unknown paths show the 404 page with status 404", async ({ page }) => {
    const response = await page.goto("/no-such-floor");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await expect(page.locator("header")).toBeVisible();
    await expect(page.locator("footer")).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("client-side navigation to an unknown path shows the 404 page too", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/missing-page";
      link.textContent = "missing";
      document.querySelector("main")?.append(link);
    });
    const response = await page.goto("/missing-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  });

  test("the root error boundary shows the status text without a stack trace", async ({ page }) => {
    await page.goto("/about");
    // A form post to a page that takes no submissions is a real router error (405).
    await page.evaluate(() => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = "/about";
      document.body.append(form);
      form.submit();
    });
    await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
    await expect(page.getByText("405 Method Not Allowed")).toBeVisible();
    await expect(page.locator("pre")).toHaveCount(0);
    await expect(page.locator("header")).toBeVisible();
  });

  test("toasts load with the first notification and are announced", async ({ page }) => {
    // A page that runs the app, with a form that notifies.
    await page.goto("/quote");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    // Pages that never notify do not load the toaster at all.
    await expect(page.locator("section[aria-label^='Notifications']")).toHaveCount(0);
    await page.getByRole("button", { name: "Send Message" }).click();
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toContainText("Please check the form for errors");
    await expect(page.getByRole("region", { name: /^Notifications/ })).toBeAttached();
  });
});

test.describe("phone menu opened before the scripts run", () => {
  test("stays open through hydration and closes when a link is chosen", async ({ page }) => {
    test.skip(!isPhone(page), "phone navigation");
    // A person on a slow phone opens the menu at once, while the scripts are still on their way
    // (on a page that runs the app, whose scripts take the link).
    const releaseScripts = await holdScripts(page);
    await page.goto("/products/1");
    const toggle = page.locator("summary[aria-label='Menu']");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await toggle.click();
    await expect(menu.getByRole("link", { name: "Our Story" })).toBeVisible();
    releaseScripts();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    // Becoming interactive leaves the menu as the person left it.
    await expect(menu.getByRole("link", { name: "Our Story" })).toBeVisible();

    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await menu.getByRole("link", { name: "Our Story" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The scripts took the link (no new page load), and the menu closed with the choice.
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await expect(menu).toBeHidden();
    await expect(page.locator("header details[open]")).toHaveCount(0);

    // Opened again, it shows where the person is, and a second choice closes it too.
    await toggle.click();
    await expect(menu.getByRole("link", { name: "Our Story" })).toHaveAttribute("aria-current", "page");
    await menu.getByRole("link", { name: "Hardwood Grades" }).click();
    await expect(page).toHaveURL(/\/information\/hardwood-grades$/);
    await expect(menu).toBeHidden();
  });
});
