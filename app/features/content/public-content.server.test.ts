import { describe, expect, it } from "vitest";
import { emptyRecord } from "~/platform/entities/records";
import { richTextFromParagraphs } from "~/platform/rich-text/document";
import { langOf, localized } from "~/platform/i18n/localized";
import { newsArticle } from "./news.entity";
import { galleryItem } from "./gallery-item.entity";
import { recordIn, telephoneHref } from "./public-content.server";
import { companyDay, showsOn } from "./public-slides.server";
import { areaText, galleryWords, monthOf, monthText } from "./public-projects.server";

describe("what the public pages make of stored content", () => {
  it("dials a phone number as typed", () => {
    expect(telephoneHref("(905) 555-0174")).toBe("tel:+19055550174");
    expect(telephoneHref("1-905-555-0174")).toBe("tel:+19055550174");
    expect(telephoneHref("+44 20 7946 0958")).toBe("tel:+442079460958");
  });

  it("shows a slide on the company's days between its dates, either end open", () => {
    expect(showsOn("2026-11-28", null, null)).toBe(true);
    expect(showsOn("2026-11-28", "2026-11-28", "2026-11-28")).toBe(true);
    expect(showsOn("2026-11-28", "2026-11-29", null)).toBe(false);
    expect(showsOn("2026-11-28", null, "2026-11-27")).toBe(false);
    // 03:30 UTC on the 29th is still the 28th in Mississauga.
    expect(companyDay(new Date("2026-11-29T03:30:00Z"))).toBe("2026-11-28");
    expect(companyDay(new Date("2026-11-29T05:30:00Z"))).toBe("2026-11-29");
  });

  it("describes a gallery's picture in French where staff wrote it, and in English marked English where not", () => {
    const picture = { picture: "project/penthouse-1", alt: "Oak planks at dusk", caption: "The living room", altFr: null, captionFr: null };
    expect(galleryWords(picture, "en")).toEqual({ alt: "Oak planks at dusk", caption: "The living room" });
    expect(galleryWords(picture, "fr")).toEqual({ alt: "Oak planks at dusk", altLang: "en", caption: "The living room", captionLang: "en" });
    const translated = { ...picture, altFr: "Des planches de chêne au crépuscule", captionFr: "Le salon" };
    expect(galleryWords(translated, "fr")).toEqual({ alt: "Des planches de chêne au crépuscule", caption: "Le salon" });
    expect(galleryWords(translated, "en")).toEqual({ alt: "Oak planks at dusk", caption: "The living room" });
    // A blank French is no French; no caption at all is nothing to mark.
    expect(galleryWords({ ...picture, altFr: "  ", caption: null }, "fr")).toEqual({ alt: "Oak planks at dusk", altLang: "en", caption: null });
  });

  it("writes months and areas as the project pages always did", () => {
    expect(monthText("2026-09")).toBe("September 2026");
    expect(monthOf("September 2026")).toBe("2026-09");
    expect(areaText(3200)).toBe("3,200 sq ft");
    expect(areaText(0)).toBe("");
  });

  it("writes a French project's month and area as French does", () => {
    expect(monthText("2026-09", "fr")).toBe("septembre 2026");
    expect(monthText("2026-01", "fr")).toBe("janvier 2026");
    expect(monthText("2026-09", "en")).toBe("September 2026");
    // Non-breaking spaces between the thousands and before the unit; a decimal comma.
    expect(areaText(1520, "fr")).toBe("1\u00a0520\u00a0pi²");
    expect(areaText(3200, "en")).toBe("3,200 sq ft");
    expect(areaText(850, "fr")).toBe("850\u00a0pi²");
    expect(areaText(1250.5, "fr")).toBe("1\u00a0250,5\u00a0pi²");
    expect(areaText(0, "fr")).toBe("");
  });

  it("keeps a project's month whatever the server's time zone", () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ["Pacific/Kiritimati", "America/Vancouver", "Pacific/Pago_Pago"]) {
        process.env.TZ = tz;
        expect(monthText("2026-01", "fr"), tz).toBe("janvier 2026");
        expect(monthText("2026-12", "fr"), tz).toBe("décembre 2026");
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("shows an entry's French texts on the French site, and names the English ones it shows for want of French", () => {
    const article = {
      ...emptyRecord(newsArticle),
      title: "Choosing a hardwood",
      titleFr: "Choisir un bois franc",
      excerpt: "A short guide.",
      excerptFr: "   ",
      body: richTextFromParagraphs(["Start with the room."]),
      bodyFr: richTextFromParagraphs([""]),
      pictureAlt: "An oak floor",
      pictureAltFr: "Un plancher de chêne",
    };
    const french = recordIn("news", article, "fr");
    expect(french).toMatchObject({ title: "Choisir un bois franc", excerpt: "A short guide.", pictureAlt: "Un plancher de chêne" });
    // A French article with no words is no French article: the English one shows, named.
    expect(french.body).toEqual(article.body);
    expect(french.english.sort()).toEqual(["body", "excerpt"]);
    expect(langOf(french, "excerpt")).toBe("en");
    expect(langOf(french, "title")).toBeUndefined();
    const english = recordIn("news", article, "en");
    expect(english).toMatchObject({ title: "Choosing a hardwood", excerpt: "A short guide." });
    expect(english.english).toEqual([]);
    // An English field with nothing in it has nothing to mark.
    const colour = recordIn("gallery", { ...emptyRecord(galleryItem), title: "Nudie", colour: "" }, "fr");
    expect(colour.english).toEqual(["title"]);
  });

  it("reads a stored row in the page's language, dropping the French on the English site", () => {
    const row = { id: 1, title: "Oak", titleFr: "Chêne", content: "Wide.", contentFr: null };
    expect(localized(row, "fr", ["title", "content"])).toEqual({ id: 1, title: "Chêne", content: "Wide.", english: ["content"] });
    expect(localized(row, "en", ["title", "content"])).toEqual({ id: 1, title: "Oak", content: "Wide." });
  });
});
