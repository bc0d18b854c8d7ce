import { describe, expect, it } from "vitest";
import { isPreviewPath, localizedPath, pathInLocale, siteLocaleOf, unlocalizedPath } from "./site-locale";

describe("the public site's addresses in each language", () => {
  it("reads the language from the address: French under /fr only", () => {
    expect(siteLocaleOf("/fr")).toBe("fr");
    expect(siteLocaleOf("/fr/projects/12")).toBe("fr");
    expect(siteLocaleOf("/")).toBe("en");
    expect(siteLocaleOf("/french-oak")).toBe("en");
    expect(siteLocaleOf("/frx/projects")).toBe("en");
  });

  it("puts a page's address in French, and only a page's", () => {
    expect(localizedPath("/", "fr")).toBe("/fr");
    expect(localizedPath("/projects?kind=spc-floor", "fr")).toBe("/fr/projects?kind=spc-floor");
    expect(localizedPath("/?x=1#top", "fr")).toBe("/fr?x=1#top");
    expect(localizedPath("/fr/gallery", "fr")).toBe("/fr/gallery");
    expect(localizedPath("/projects", "en")).toBe("/projects");
    // The private area, files, data and other sites are the same in every language.
    for (const shared of ["/admin", "/admin/projects", "/auth", "/api/projects", "/media/uploads/a.jpg", "/img/x.webp", "/sitemap.xml", "/robots.txt", "https://example.com/", "//example.com/x", "#main", "mailto:a@b.ca"])
      expect(localizedPath(shared, "fr")).toBe(shared);
  });

  it("finds the same page in the other language", () => {
    expect(unlocalizedPath("/fr")).toBe("/");
    expect(unlocalizedPath("/fr/gallery/x")).toBe("/gallery/x");
    expect(unlocalizedPath("/gallery")).toBe("/gallery");
    expect(pathInLocale("/fr/projects", "?q=oak", "en")).toBe("/projects?q=oak");
    expect(pathInLocale("/projects", "?q=oak", "fr")).toBe("/fr/projects?q=oak");
    expect(pathInLocale("/fr", "", "en")).toBe("/");
  });

  it("knows a staff preview of a public page by its address", () => {
    for (const preview of ["/admin/content/projects/3/preview", "/admin/content/slides/preview"])
      expect(isPreviewPath(preview), preview).toBe(true);
    for (const other of ["/admin/content/projects/3", "/admin/content/preview", "/admin/preview", "/admin/content/projects/3/preview/x", "/content/projects/3/preview"])
      expect(isPreviewPath(other), other).toBe(false);
  });
});

describe("pages whose French address has words of its own", () => {
  it("goes both ways, with the query kept", () => {
    expect(localizedPath("/quote", "fr")).toBe("/fr/soumission");
    expect(localizedPath("/quote?item=12&colour=Honey", "fr")).toBe("/fr/soumission?item=12&colour=Honey");
    expect(localizedPath("/samples#form", "fr")).toBe("/fr/echantillons#form");
    expect(localizedPath("/fr/soumission", "fr")).toBe("/fr/soumission");
    expect(unlocalizedPath("/fr/soumission")).toBe("/quote");
    expect(unlocalizedPath("/fr/echantillons")).toBe("/samples");
    expect(pathInLocale("/fr/soumission", "?item=3", "en")).toBe("/quote?item=3");
    expect(pathInLocale("/quote", "", "fr")).toBe("/fr/soumission");
  });
});
