import { describe, expect, it } from "vitest";
import { category } from "~/features/catalogue/category.entity";
import { product } from "~/features/catalogue/product.entity";
import { contentKinds } from "./content-kinds";

/*
 * Every French field (decision 049) translates a field of its own entity: the same kind and limit,
 * never required (a blank one shows the English), with a label of its own and spreadsheet headings
 * that say French. And every text visitors read of a product, a category, an article, a project, a
 * slide or a gallery colour has one.
 */

const entities = [product, category, ...Object.values(contentKinds).map((kind) => kind.entity)];

describe.each(entities.map((entity) => [entity.name, entity] as const))("the French fields of '%s'", (_name, entity) => {
  const french = entity.fields.filter((field) => field.translates);

  it("each translate a field of the same kind and limit, optional, labelled and headed as French", () => {
    for (const field of french) {
      const english = entity.fields.find((item) => item.key === field.translates);
      expect(english, field.key).toBeDefined();
      // A category is chosen from a list in English, and typed in French (no list of French categories).
      const kind = english!.kind === "choice" ? "text" : english!.kind;
      expect([field.kind, field.limit], field.key).toEqual([kind, english!.limit]);
      expect(field.required, field.key).toBe(false);
      expect(field.key, field.key).toBe(`${english!.key}Fr`);
      expect(field.label, field.key).not.toBe(english!.label);
      expect(field.headers.en[0], field.key).toMatch(/French/);
    }
  });
});

it("gives every text visitors read a French field", () => {
  const translated = (entity: { fields: readonly { key: string; translates?: string }[] }) =>
    entity.fields.flatMap((field) => (field.translates ? [field.translates] : [])).sort();
  expect(translated(product)).toEqual(["color", "content", "level", "packing", "seoDescription", "seoTitle", "series", "title"]);
  expect(translated(category)).toEqual(["name"]);
  expect(translated(contentKinds.news.entity)).toEqual(["body", "category", "excerpt", "pictureAlt", "seoDescription", "seoTitle", "title"]);
  expect(translated(contentKinds.project.entity)).toEqual(["description", "details", "location", "pictureAlt", "seoDescription", "seoTitle", "title"]);
  expect(translated(contentKinds.slide.entity)).toEqual(["buttonText", "description", "pictureAlt", "subtitle", "title"]);
  expect(translated(contentKinds.gallery.entity)).toEqual(["colour", "pictureAlt", "title"]);
});
