import { describe, expect, it } from "vitest";
import { localizedPath, pathInLocale, siteLocaleOf, unlocalizedPath } from "./site-locale";

describe("the public site's addresses in each language", () => {
  it("reads the language from the address: French under /fr only", () => {
    expect(siteLocaleOf("/fr")).toBe("fr");
    expect(siteLocaleOf("/fr/products/12")).toBe("fr");
    expect(siteLocaleOf("/")).toBe("en");
    expect(siteLocaleOf("/french-oak")).toBe("en");
    expect(siteLocaleOf("/frx/products")).toBe("en");
  });

  it("puts a page's address in French, and only a page's", () => {
    expect(localizedPath("/", "fr")).toBe("/fr");
    expect(localizedPath("/products?category=spc-floor", "fr")).toBe("/fr/products?category=spc-floor");
    expect(localizedPath("/?x=1#top", "fr")).toBe("/fr?x=1#top");
    expect(localizedPath("/fr/news", "fr")).toBe("/fr/news");
    expect(localizedPath("/products", "en")).toBe("/products");
    // The private area, files, data and other sites are the same in every language.
    for (const shared of ["/admin", "/admin/products", "/auth", "/api/products", "/media/uploads/a.jpg", "/img/x.webp", "/sitemap.xml", "/robots.txt", "https://example.com/", "//example.com/x", "#main", "mailto:a@b.ca"])
      expect(localizedPath(shared, "fr")).toBe(shared);
  });

  it("finds the same page in the other language", () => {
    expect(unlocalizedPath("/fr")).toBe("/");
    expect(unlocalizedPath("/fr/news/x")).toBe("/news/x");
    expect(unlocalizedPath("/news")).toBe("/news");
    expect(pathInLocale("/fr/products", "?q=oak", "en")).toBe("/products?q=oak");
    expect(pathInLocale("/products", "?q=oak", "fr")).toBe("/fr/products?q=oak");
    expect(pathInLocale("/fr", "", "en")).toBe("/");
  });
});
