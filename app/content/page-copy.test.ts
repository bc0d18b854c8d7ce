import { describe, expect, it } from "vitest";
import {
  expectNoEnglishWord,
  expectQuebecPunctuation,
  expectTranslated,
  FACT_KEY,
  leaves,
} from "../../tests/support/french-copy-rules";
import { pageCopies } from "./page-copies.server";

/*
 * Each page's own copy in French (decision 049): the French has the English's shape (the same
 * keys, as many paragraphs and items), the same pictures, icons and links, a text in place of every
 * English one, no English word left in by mistake, and Quebec punctuation (the rules:
 * tests/support/french-copy-rules.ts).
 */

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
      // Only a name, or a word that is the same in French, may be left as it was (with its placeholders).
      expectTranslated(leaf.value as string, french, leaf.path);
    });
  });

  it("leaves no English word in the French", () => {
    for (const { path, value } of fr) {
      if (FACT_KEY.test(path) || typeof value !== "string") continue;
      expectNoEnglishWord(value, path);
    }
  });

  it("writes French punctuation as Quebec usage does", () => {
    for (const { path, value } of fr) {
      if (FACT_KEY.test(path) || typeof value !== "string") continue;
      expectQuebecPunctuation(value, path);
    }
  });
});
