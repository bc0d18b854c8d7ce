import { describe, expect, it } from "vitest";
import { pageCopies } from "./page-copies.server";

/*
 * Each page's own copy in French (decision 049): the French has the English's shape (the same
 * keys, as many paragraphs and items), the same pictures, icons and links, a text in place of every
 * English one, no English word left in by mistake, and Quebec punctuation.
 */


type Leaf = { path: string; value: unknown };

function leaves(value: unknown, path = ""): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  return [{ path, value }];
}

// Keys whose values are facts, not words: the same in both languages.
const FACT_KEY = /(?:^|\.)(?:image|portrait|icon|to|href|id|number|key|slug|kind|tone|value)$/;
// English words running prose never needs in French (whole words, any letter counts as part of a word).
const ENGLISH_WORDS =
  /(?<!\p{L})(the|and|of|your|you|our|we|with|for|from|this|that|is|are|to|in|read|more|view|learn|contact us|home|products|projects|news|about|gallery|quote|request|floor|floors|flooring|wood|colour|colours|board|boards)(?!\p{L})/iu;
// Names that stay as they are in French: the company's, its product line's and its colours'.
const PROPER_NAMES = /Cedarline(?: Flooring)?|CANADIAN SEVEN SERIES|Lily Canvas|Senior Grey|Burlywood|Nudie|Forest Spices?|Wood Spices?/g;

describe.each(Object.entries(pageCopies))("the %s page in French", (_name, copies) => {
  const en = leaves(copies.en);
  const fr = leaves(copies.fr);

  it("has the English copy's shape, pictures, icons and links", () => {
    expect(fr.map((leaf) => leaf.path)).toEqual(en.map((leaf) => leaf.path));
    en.forEach((leaf, index) => {
      if (FACT_KEY.test(leaf.path) || typeof leaf.value !== "string") expect(fr[index]!.value, leaf.path).toEqual(leaf.value);
    });
  });

  it("puts a French text in place of every English one", () => {
    en.forEach((leaf, index) => {
      const french = fr[index]!.value;
      if (FACT_KEY.test(leaf.path) || typeof french !== "string") return;
      expect(french.trim(), leaf.path).not.toBe("");
      if (leaf.value !== french) return;
      // Only a name, or a word that is the same in French, may be left as it was (with its placeholders).
      expect(french.replace(PROPER_NAMES, "").replace(/\{\w+\}|[\s\d.,%+×-]/g, ""), `${leaf.path} is the English text`).toMatch(
        /^(?:|SPC|Contact|Installation|Inspiration|Service|Message|Instagram|Facebook|LinkedIn|Commercial|Catalogue|Page)$/,
      );
    });
  });

  it("leaves no English word in the French", () => {
    for (const { path, value } of fr) {
      if (FACT_KEY.test(path) || typeof value !== "string") continue;
      expect(ENGLISH_WORDS.exec(value.replace(PROPER_NAMES, ""))?.[0], `${path}: ${value}`).toBeUndefined();
    }
  });

  it("writes French punctuation as Quebec usage does", () => {
    for (const { path, value } of fr) {
      if (FACT_KEY.test(path) || typeof value !== "string") continue;
      expect(value, `${path}: a non-breaking space before a colon`).not.toMatch(/[^\u00a0\u202f]:(?!\/\/)/);
      expect(value, `${path}: no space before ! ? ;`).not.toMatch(/\s[!?;]/);
      expect(value, `${path}: a typographic apostrophe`).not.toMatch(/'/);
      expect(value, `${path}: non-breaking spaces inside « »`).not.toMatch(/«(?!\u00a0)|(?<!\u00a0)»/);
    }
  });
});
