import { readdirSync, readFileSync } from "node:fs";
import { load } from "cheerio";
import { contentPagePaths } from "~/content/sitemap";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanUpServers, startSeededSite } from "../support/test-server-process";

/*
 * The public site in both languages over real HTTP against the built server (decision 049): every
 * public page answers under /fr in French chrome, says which language it is in, names its other
 * language and itself as canonical, and the sitemap lists every page in both with its alternates.
 */

let origin: string;
beforeAll(async () => {
  origin = await startSeededSite();
});
afterAll(cleanUpServers);

// Every page whose content is in code, and one of each kind the catalogue and the content make.
const PAGES = [
  ...contentPagePaths,
  "/products",
  "/products?category=spc-floor",
  "/products/1",
  "/projects/toronto-penthouse",
  "/news/hardwood-selection-guide",
];

const french = (path: string) => (path === "/" ? "/fr" : `/fr${path}`);

async function page(path: string) {
  const response = await fetch(`${origin}${path}`, { redirect: "manual" });
  return { status: response.status, location: response.headers.get("location"), $: load(await response.text()) };
}

const alternates = ($: ReturnType<typeof load>) =>
  Object.fromEntries($('head link[rel="alternate"][hreflang]').map((_, link) => [[$(link).attr("hreflang"), $(link).attr("href")]]).get() as [string, string][]);

describe("every public page in English and in French", () => {
  it.each(PAGES)("%s and its French address name each other", async (path) => {
    const [en, fr] = await Promise.all([page(path), page(french(path))]);
    expect(en.status).toBe(200);
    expect(fr.status).toBe(200);
    const both = { "en-CA": `${origin}${path}`, "fr-CA": `${origin}${french(path)}`, "x-default": `${origin}${path}` };
    for (const [{ $ }, lang, canonical, og] of [
      [en, "en-CA", path, "en_CA"],
      [fr, "fr-CA", french(path), "fr_CA"],
    ] as const) {
      expect($("html").attr("lang")).toBe(lang);
      expect($('link[rel="canonical"]').attr("href")).toBe(`${origin}${canonical}`);
      expect(alternates($)).toEqual(both);
      expect($('meta[property="og:locale"]').attr("content")).toBe(og);
    }
    // The page's own words are French: its heading is not the English page's, and nothing marks the page English.
    expect(fr.$("main").attr("lang")).toBeUndefined();
    expect(fr.$("main h1").first().text().trim()).not.toBe("");
    // A stored title with no French yet is the English one, and says so; any other heading is French.
    const heading = fr.$("main h1").first();
    if (path !== "/" && heading.text() === en.$("main h1").first().text()) expect(heading.attr("lang")).toBe("en");
    // The French page's chrome is French, its links stay in French, and its switch leads back.
    const $ = fr.$;
    expect($('nav[aria-label="Principal"]').text()).toContain("Accueil");
    expect($("footer").text()).toContain("Tous droits réservés.");
    const internal = $("header a[href^='/'], footer a[href^='/']").map((_, link) => $(link).attr("href")).get();
    expect(internal.length).toBeGreaterThan(10);
    for (const href of internal.filter((href) => !$(`a[href="${href}"][hreflang]`).length)) expect(href).toMatch(/^\/fr(\/|\?|$)/);
    expect($('header a[hreflang="en-CA"]').first().attr("href")).toBe(path);
    expect(en.$('header a[hreflang="fr-CA"]').first().attr("href")).toBe(french(path));
  });

  it("describes a project's gallery pictures in French on the French page", async () => {
    const [en, fr] = await Promise.all([page("/projects/toronto-penthouse"), page("/fr/projects/toronto-penthouse")]);
    const alts = ({ $ }: { $: ReturnType<typeof load> }) => $("[data-project-gallery] img").map((_, img) => $(img).attr("alt")).get();
    expect(alts(en)).toHaveLength(3);
    expect(alts(en)[0]).toBe("Living area with wide white oak planks, a marble coffee table and a skyline view at dusk");
    expect(alts(fr)).toHaveLength(3);
    expect(alts(fr)[0]).toBe("L’aire de séjour au large plancher de chêne blanc, avec une table basse de marbre et une vue sur la ville au crépuscule");
    for (const [index, alt] of alts(fr).entries()) expect(alt).not.toBe(alts(en)[index]);
    expect(fr.$("[data-project-gallery] img[lang]")).toHaveLength(0);
  });

  it("answers an unknown French address with the French 'not found' page", async () => {
    const { status, $ } = await page("/fr/plancher-inconnu");
    expect(status).toBe(404);
    expect($("html").attr("lang")).toBe("fr-CA");
    expect($("h1").text()).toBe("Oups! Page introuvable");
    expect($("h1").closest("[lang]").attr("lang")).toBe("fr-CA");
    expect($("title").text()).toBe("Page introuvable | Cedarline Flooring");
  });

  it("names the articles' categories in French on the French site and in English on the English one", async () => {
    const french = (await page("/fr/news")).$;
    const categories = french(".eyebrow.text-brass").map((_, element) => french(element).text()).get();
    expect(categories).toEqual(expect.arrayContaining(["Nouvelles de l’entreprise", "Développement durable"]));
    expect(categories).not.toContain("Company News");
    const english = (await page("/news")).$;
    expect(english(".eyebrow.text-brass").map((_, element) => english(element).text()).get()).toContain("Company News");
  });

  it("gives a product's grade and packing in French on the French site, as the grades page names them", async () => {
    const french = (await page("/fr/products/1")).$;
    french("script").remove();
    const text = french("main").text();
    expect(text).toContain("Sélect et meilleur");
    expect(text).toMatch(/pi²\/boîte/);
    expect(text).not.toContain("Select & Better");
    const english = (await page("/products/1")).$;
    english("script").remove();
    expect(english("main").text()).toContain("Select & Better");
  });

  it("sends a French page's enquiry form in French, back to the French page", async () => {
    const { $ } = await page("/fr/contact");
    expect($("form#enquiry-form").attr("lang")).toBe("fr-CA");
    expect($("form#enquiry-form").text()).toContain("Envoyer le message");
    expect($("form#enquiry-form").attr("action")).toBe("/fr/contact#enquiry-form");
  });

  it("sends each page only its own language's words", async () => {
    for (const path of contentPagePaths) {
      const read = async (address: string) => load(await (await fetch(`${origin}${address}`)).text());
      const [en, fr] = [await read(path), await read(french(path))];
      // A page's own words, leaving out stored texts shown in English for want of French (they say so).
      const own = ($: ReturnType<typeof load>) => {
        $('main [lang="en"]').remove();
        return $("main").text();
      };
      const longTexts = ($: ReturnType<typeof load>) =>
        $("main p")
          .filter((_, p) => $(p).closest('[lang="en"]').length === 0)
          .map((_, p) => $(p).text().trim())
          .get()
          .filter((text) => text.length > 80)
          .slice(0, 3);
      const [english, frenchTexts] = [longTexts(en), longTexts(fr)];
      expect(english.length, path).toBeGreaterThan(0);
      const enDescription = en('meta[name="description"]').attr("content") ?? "";
      const frDescription = fr('meta[name="description"]').attr("content") ?? "";
      // Nowhere in the other page, its data included: the description; nowhere in its text: the paragraphs.
      expect(fr.html().includes(enDescription), `${path}: the English description on the French page`).toBe(false);
      expect(en.html().includes(frDescription), `${path}: the French description on the English page`).toBe(false);
      const [frOwn, enOwn] = [own(fr), own(en)];
      for (const text of english) expect(frOwn.includes(text.slice(0, 60)), `${path}: "${text.slice(0, 60)}" on the French page`).toBe(false);
      for (const text of frenchTexts) expect(enOwn.includes(text.slice(0, 60)), `${path}: "${text.slice(0, 60)}" on the English page`).toBe(false);
    }
  });

  it("keeps every page's words out of the scripts, in either language", async () => {
    const { pageCopies } = await import("~/content/page-copies.server");
    const { site } = await import("~/content/site");
    const scripts = readdirSync("build/client/assets")
      .filter((file) => file.endsWith(".js"))
      .map((file) => readFileSync(`build/client/assets/${file}`, "utf8"))
      .join("\n");
    const longest = (copy: unknown): string[] =>
      typeof copy === "string" ? [copy] : copy && typeof copy === "object" ? Object.values(copy).flatMap(longest) : [];
    for (const [name, copies] of Object.entries(pageCopies))
      for (const copy of [copies.en, copies.fr]) {
        // The company's facts (its hours, its tagline) are every page's, and may be in the scripts.
        const texts = longest(copy).filter((text) => text.length > 40 && !text.includes("{") && !longest(site).includes(text));
        for (const text of texts.slice(0, 5)) expect(scripts.includes(text.slice(0, 40)), `${name}: "${text.slice(0, 40)}"`).toBe(false);
      }
  });

  it("keeps redirects in the visitor's language", async () => {
    expect(await page("/fr/news/1")).toMatchObject({ status: 301, location: "/fr/news/hardwood-selection-guide" });
    expect(await page("/fr/projects/2")).toMatchObject({ status: 301, location: "/fr/projects/vancouver-heritage-restoration" });
    expect((await page("/fr/products?page=1&q=")).location).toBe("/fr/products");
  });

  it("lists every page of the sitemap in both languages, each answering and naming its alternates", async () => {
    const $ = load(await (await fetch(`${origin}/sitemap.xml`)).text(), { xml: true });
    const urls = $("url").get();
    const locs = urls.map((url) => $(url).children("loc").text());
    const english = locs.filter((loc) => !new URL(loc).pathname.startsWith("/fr"));
    expect(english.length).toBeGreaterThan(15);
    expect(locs.length).toBe(english.length * 2);
    for (const url of urls) {
      const links = Object.fromEntries($(url).children("xhtml\\:link").map((_, link) => [[$(link).attr("hreflang"), $(link).attr("href")]]).get() as [string, string][]);
      expect(Object.keys(links).sort()).toEqual(["en-CA", "fr-CA", "x-default"]);
      expect(Object.values(links)).toContain($(url).children("loc").text());
    }
    // Every address listed answers (a few at a time, so the server is not flooded).
    for (let start = 0; start < locs.length; start += 8)
      for (const response of await Promise.all(locs.slice(start, start + 8).map((loc) => fetch(loc, { redirect: "manual" }))))
        expect([response.url, response.status]).toEqual([response.url, 200]);
  });
});
