import { describe, expect, it } from "vitest";
import { articlesFr } from "~/content/articles.fr";
import { galleryItems } from "~/content/gallery";
import { galleryItemsFr } from "~/content/gallery-items.fr";
import { articles } from "~/content/news";
import { projects } from "~/content/projects";
import { projectsFr } from "~/content/projects-items.fr";
import { heroSlides } from "~/content/slides";
import { heroSlidesFr } from "~/content/slides.fr";
import { richTextToPlain, type RichTextValue } from "~/platform/entities/cells";
import { contentKinds } from "./content-kinds";
import { seedRecords } from "./content-seed.server";

/*
 * A fresh install's content in French (decision 049): every shipped article, project, gallery
 * colour and slide is seeded with its French texts (app/content/*.fr.ts, checked against the
 * English by app/content/shipped-french.test.ts), each within its field's limit, so the French
 * site reads them in French and no list marks them 'French missing'. The search engines' French
 * title and description stay blank, as the English ones are.
 */

const blocksText = (blocks: readonly ({ text: string } | { items: readonly string[] })[]) =>
  blocks.map((block) => ("items" in block ? block.items.join("\n\n") : block.text)).join("\n\n");

const kinds = ["news", "project", "gallery", "slide"] as const;

describe.each(kinds)("the shipped %s entries", (kind) => {
  it("hold every French text, within its field's limit, and no French for search engines", () => {
    const records = seedRecords[kind]() as unknown as Record<string, unknown>[];
    expect(records.length).toBeGreaterThan(0);
    for (const [index, record] of records.entries()) {
      for (const field of contentKinds[kind].entity.fields) {
        if (!field.translates) continue;
        const where = `${kind} ${index + 1}: ${field.key}`;
        if (field.translates.startsWith("seo")) {
          expect(record[field.key], where).toBeNull();
          continue;
        }
        const value = record[field.key];
        const text = field.kind === "richText" ? richTextToPlain(value as RichTextValue) : (value as string);
        expect(text.trim(), where).not.toBe("");
        if (field.kind !== "richText") expect(text.length, where).toBeLessThanOrEqual(field.limit ?? Infinity);
      }
    }
  });
});

it("seeds each item's French from its French module, bodies and details block for block", () => {
  const news = seedRecords.news();
  articles.forEach((article, index) => {
    const french = articlesFr[article.id]!;
    expect(news[index]).toMatchObject({ slug: article.id, title: article.title, titleFr: french.title, excerptFr: french.excerpt, pictureAltFr: french.imageAlt });
    expect(richTextToPlain(news[index]!.bodyFr)).toBe(blocksText(french.content));
    expect(richTextToPlain(news[index]!.body)).toBe(blocksText(article.content));
  });
  const seeded = seedRecords.project();
  projects.forEach((item, index) => {
    const french = projectsFr[item.id]!;
    expect(seeded[index]).toMatchObject({ slug: item.id, location: item.location, titleFr: french.title, locationFr: french.location, descriptionFr: french.description, pictureAltFr: french.imageAlt });
    expect(richTextToPlain(seeded[index]!.detailsFr)).toBe(french.details.join("\n\n"));
  });
  const colours = seedRecords.gallery();
  galleryItems.forEach((item, index) => {
    const french = galleryItemsFr[item.id]!;
    expect(colours[index]).toMatchObject({ title: item.title, colour: item.color, titleFr: french.title, colourFr: french.color, pictureAltFr: french.imageAlt });
  });
  const slides = seedRecords.slide();
  heroSlides.forEach((slide, index) => {
    const french = heroSlidesFr[index]!;
    expect(slides[index]).toMatchObject({
      title: slide.title,
      buttonText: slide.cta.label,
      titleFr: french.title,
      subtitleFr: french.subtitle,
      descriptionFr: french.description,
      buttonTextFr: french.cta.label,
      pictureAltFr: french.imageAlt,
    });
  });
});
