import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localizedPath } from "~/platform/i18n/site-locale";
import { HTML_BUDGET_KB, pageWeight, scriptBudgetKB } from "../support/page-weight";
import { publicRoutes } from "../e2e/routes";
import { cleanUpServers, startSeededSite } from "../support/test-server-process";

/*
 * Issue 44's budgets over real HTTP against the built server (decision 071), counted as
 * `npm run bench:page-weight` counts them: every public page that ships no client app, in English
 * and French, loads no more script than its budget and carries no loader data. The pages that do
 * not ship the app yet are the ones the decision's later steps move; the list below grows with them.
 */

const WITHOUT_APP = [
  "/",
  "/contact",
  "/about",
  "/information/hardwood-grades",
  "/information/installation-maintenance",
  "/inspiration/flooring-technology",
  "/inspiration/gallery",
  "/inspiration/gallery/ivory-gold",
  "/inspiration/wood-spices",
  "/news",
  "/news/hardwood-selection-guide",
  "/projects",
  "/projects/toronto-penthouse",
  "/products",
];

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
let origin: string;
beforeAll(async () => {
  origin = await startSeededSite();
});
afterAll(cleanUpServers);

describe("the public pages' weight", () => {
  it("ships no app on the pages of text that have moved, each within its budgets in both languages", async () => {
    const sizes = new Map<string, number>();
    const withoutApp: string[] = [];
    for (const route of publicRoutes) {
      for (const locale of ["en", "fr"] as const) {
        const address = localizedPath(route, locale);
        const response = await fetch(`${origin}${address}`, { headers: { "accept-encoding": "identity" } });
        expect(response.status, address).toBe(200);
        const html = await response.text();
        if (html.includes("__reactRouterContext")) continue;
        withoutApp.push(route);
        const weight = pageWeight(html, clientDir, sizes);
        expect(weight.scriptBytes / 1024, `${address}: ${weight.scripts.map((script) => script.file).join(", ")}`).toBeLessThanOrEqual(scriptBudgetKB(route));
        expect(weight.dataBytes, address).toBe(0);
        expect(weight.scripts.some((script) => /\/framework-/.test(script.file)), address).toBe(false);
        const htmlBudget = HTML_BUDGET_KB[route];
        if (htmlBudget !== undefined) expect(weight.htmlBytes / 1024, address).toBeLessThanOrEqual(htmlBudget);
      }
    }
    // Each in both languages, and no other page.
    expect(withoutApp.sort()).toEqual(WITHOUT_APP.flatMap((route) => [route, route]).sort());
  });

  it("answers an address it does not know with a page of links that ships no app, in both languages", async () => {
    const sizes = new Map<string, number>();
    for (const address of ["/no-such-page", "/fr/aucune-page-de-ce-nom"]) {
      const response = await fetch(`${origin}${address}`, { headers: { "accept-encoding": "identity" } });
      expect(response.status, address).toBe(404);
      const html = await response.text();
      expect(html, address).not.toContain("__reactRouterContext");
      const weight = pageWeight(html, clientDir, sizes);
      expect(weight.scriptBytes / 1024, address).toBeLessThanOrEqual(scriptBudgetKB("/about"));
      expect(weight.dataBytes, address).toBe(0);
      expect(html, address).toMatch(/<a [^>]*href="\/(fr)?"/);
    }
  });
});
