import { expect } from "vitest";

/*
 * What a French text must be beside the English it translates (decision 049), for the pages' own
 * copy (app/content/page-copy.test.ts) and the content a fresh install ships
 * (app/content/shipped-french.test.ts): a text in place of every English one, no English word left
 * in by mistake, and Quebec punctuation.
 */

export type Leaf = { path: string; value: unknown };

/** Every value in `value`, named by its path ("hero.title", "items[2].text"). */
export function leaves(value: unknown, path = ""): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  return [{ path, value }];
}

// Keys whose values are facts, not words: the same in both languages.
export const FACT_KEY = /(?:^|\.)(?:image|portrait|icon|to|href|id|number|key|slug|kind|tone|value)$/;
// English words running prose never needs in French (whole words, any letter counts as part of a word).
export const ENGLISH_WORDS =
  /(?<!\p{L})(the|and|of|your|you|our|we|with|for|from|this|that|is|are|to|in|read|more|view|learn|contact us|home|products|projects|news|about|gallery|quote|request|floor|floors|flooring|wood|colour|colours|board|boards)(?!\p{L})/iu;
// Names that stay as they are in French: the company's, its product line's and its colours'.
export const PROPER_NAMES = /Cedarline(?: Flooring)?|CANADIAN SEVEN SERIES|Lily Canvas|Senior Grey|Burlywood|Nudie|Forest Spices?|Wood Spices?/g;
// What may be left of a text unchanged from the English once its names are taken out: a word that is the same in French.
const SAME_IN_FRENCH = /^(?:|SPC|Contact|Installation|Inspiration|Service|Message|Instagram|Facebook|LinkedIn|Commercial|Catalogue|Page)$/;

const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The text without the names that stay in French: `PROPER_NAMES`, and any `others` (a product's, a colour's). */
export function withoutNames(text: string, others: readonly string[] = []): string {
  const named = text.replace(PROPER_NAMES, "");
  if (!others.length) return named;
  // Longest first, so a name inside a longer one does not leave the rest behind.
  const pattern = new RegExp([...others].sort((a, b) => b.length - a.length).map(escaped).join("|"), "g");
  return named.replace(pattern, "");
}

/** A French text in place of the English one: not blank, and not the English unless only names (and placeholders, numbers) are in it. */
export function expectTranslated(english: string, french: string, where: string, names: readonly string[] = []): void {
  expect(french.trim(), where).not.toBe("");
  if (english !== french) return;
  expect(withoutNames(french, names).replace(/\{\w+\}|[\s\d.,%+×-]/g, ""), `${where} is the English text`).toMatch(SAME_IN_FRENCH);
}

/** No English word from the list left in the French, names aside. */
export function expectNoEnglishWord(french: string, where: string, names: readonly string[] = []): void {
  expect(ENGLISH_WORDS.exec(withoutNames(french, names))?.[0], `${where}: ${french}`).toBeUndefined();
}

/** Punctuation as Quebec usage writes it. */
export function expectQuebecPunctuation(french: string, where: string): void {
  expect(french, `${where}: a non-breaking space before a colon`).not.toMatch(/[^\u00a0\u202f]:(?!\/\/)/);
  expect(french, `${where}: no space before ! ? ;`).not.toMatch(/\s[!?;]/);
  expect(french, `${where}: a typographic apostrophe`).not.toMatch(/'/);
  expect(french, `${where}: non-breaking spaces inside « »`).not.toMatch(/«(?!\u00a0)|(?<!\u00a0)»/);
}
