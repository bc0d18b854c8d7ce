import { describe, expect, it } from "vitest";
import { textsIn } from "~/ui/admin/search-result";
import { contentKinds } from "./content-kinds";
import { articleSearchText, projectSearchText } from "./search-text";

/*
 * What an article's or a project's page gives search engines, in each language, as the editor's
 * preview reads the form: the French page takes each French text that says something and the
 * English for the rest, as the public French page does (recordIn).
 */

const news = contentKinds.news.entity.fields;
const form = {
  title: "Caring for Oiled Oak",
  titleFr: "Entretenir le chêne huilé",
  excerpt: "How to keep an oiled floor looking new.",
  excerptFr: "",
  seoTitle: "",
  seoTitleFr: "",
  seoDescription: "",
  seoDescriptionFr: "",
};

describe("an article's search result", () => {
  it("is its title and excerpt until SEO texts are written, each language its own", () => {
    expect(articleSearchText(textsIn(news, form, "en"))).toEqual({ title: "Caring for Oiled Oak", description: "How to keep an oiled floor looking new." });
    // No French excerpt: the French page shows the English one.
    expect(articleSearchText(textsIn(news, form, "fr"))).toEqual({ title: "Entretenir le chêne huilé", description: "How to keep an oiled floor looking new." });
  });

  it("takes the SEO texts of its language, and the English SEO title on the French page when no French one is written", () => {
    const written = { ...form, seoTitle: "Oiled oak care", seoDescriptionFr: "Garder un plancher huilé comme neuf." };
    expect(articleSearchText(textsIn(news, written, "fr"))).toEqual({ title: "Oiled oak care", description: "Garder un plancher huilé comme neuf." });
    expect(articleSearchText(textsIn(news, { ...written, seoTitleFr: "Chêne huilé : l'entretien" }, "fr")).title).toBe("Chêne huilé : l'entretien");
  });
});

describe("a project's search result", () => {
  it("is its title and place, and its description's first sentences, until SEO texts are written", () => {
    const description = `${"A long description of the project. ".repeat(8)}The end.`;
    const result = projectSearchText(textsIn(contentKinds.project.entity.fields, { title: "Lakeside Condo", location: "Mississauga", locationFr: "", description }, "fr"));
    expect(result.title).toBe("Lakeside Condo, Mississauga");
    expect(result.description.length).toBeLessThanOrEqual(160);
    expect(description.startsWith(result.description)).toBe(true);
  });
});
