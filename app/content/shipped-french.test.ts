import { describe, expect, it } from "vitest";
import {
  expectNoEnglishWord,
  expectQuebecPunctuation,
  expectTranslated,
  leaves,
} from "../../tests/support/french-copy-rules";
import { articlesFr } from "./articles.fr";
import { galleryItems } from "./gallery";
import { galleryItemsFr } from "./gallery-items.fr";
import { homeFr } from "./home.fr";
import { articles } from "./news";
import { projects } from "./projects";
import { projectsFr } from "./projects-items.fr";
import { heroSlides, productLineName } from "./slides";
import { heroSlidesFr } from "./slides.fr";

/*
 * The French of the content a fresh install ships (decision 049): every article, project, gallery
 * colour and home slide has it, with the English's shape (the same ids; as many blocks, of the same
 * types, list items and paragraphs), a text in place of every English one, no English word left in
 * and Quebec punctuation, as the pages' own copy (tests/support/french-copy-rules.ts).
 */

// Names that stay in French: the products the projects name, the collection's colours, the product line.
const NAMES = [
  ...projects.flatMap((project) => project.productsUsed),
  ...galleryItems.map((item) => item.title),
  productLineName,
  "White Oak",
  "Smoked Oak",
];

/** The named keys of an item, in that order, so both languages list them alike. */
const pick = (value: object, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, (value as Record<string, unknown>)[key]]));

const ARTICLE = ["title", "excerpt", "imageAlt", "content"];
const PROJECT = ["title", "location", "description", "details", "imageAlt"];
const GALLERY = ["title", "color", "imageAlt"];
const SLIDE = ["title", "subtitle", "description", "cta", "imageAlt"];
const slideWords = (slide: { cta: { label: string } }) => ({ ...slide, cta: { label: slide.cta.label } });

const pairs: [string, object, object | undefined][] = [
  ...articles.map((item): [string, object, object | undefined] => [`article ${item.id}`, pick(item, ARTICLE), articlesFr[item.id] && pick(articlesFr[item.id]!, ARTICLE)]),
  ...projects.map((item): [string, object, object | undefined] => [`project ${item.id}`, pick(item, PROJECT), projectsFr[item.id] && pick(projectsFr[item.id]!, PROJECT)]),
  ...galleryItems.map((item): [string, object, object | undefined] => [`colour ${item.id}`, pick(item, GALLERY), galleryItemsFr[item.id] && pick(galleryItemsFr[item.id]!, GALLERY)]),
  ...heroSlides.map((slide, index): [string, object, object | undefined] => [
    `slide ${index + 1}`,
    pick(slideWords(slide), SLIDE),
    heroSlidesFr[index] && pick(slideWords(heroSlidesFr[index]), SLIDE),
  ]),
];

it("has a French version of every shipped item, and of nothing else", () => {
  expect(Object.keys(articlesFr)).toEqual(articles.map((item) => item.id));
  expect(Object.keys(projectsFr)).toEqual(projects.map((item) => item.id));
  expect(Object.keys(galleryItemsFr)).toEqual(galleryItems.map((item) => item.id));
  expect(heroSlidesFr).toHaveLength(heroSlides.length);
});

describe.each(pairs)("the %s in French", (_where, english, french) => {
  const en = leaves(english);
  const fr = leaves(french);
  // A block's type is a fact: the same in both languages.
  const isFact = (path: string) => /\.type$/.test(path);

  it("has the English's shape: the same blocks, list items and paragraphs, in order", () => {
    expect(fr.map((leaf) => leaf.path)).toEqual(en.map((leaf) => leaf.path));
    en.forEach((leaf, index) => {
      if (isFact(leaf.path)) expect(fr[index]!.value, leaf.path).toBe(leaf.value);
      else expect(typeof fr[index]!.value, leaf.path).toBe("string");
    });
  });

  it("puts a French text in place of every English one, names aside", () => {
    en.forEach((leaf, index) => {
      if (!isFact(leaf.path)) expectTranslated(leaf.value as string, fr[index]!.value as string, leaf.path, NAMES);
    });
  });

  it("leaves no English word in the French, and writes Quebec punctuation", () => {
    for (const { path, value } of fr) {
      if (isFact(path)) continue;
      expectNoEnglishWord(value as string, path, NAMES);
      expectQuebecPunctuation(value as string, path);
    }
  });
});

it("names and describes the colours as the home page's gallery teaser does", () => {
  for (const item of homeFr.galleryTeaser.items) expect(galleryItemsFr[item.id], item.id).toEqual({ title: item.title, color: item.color, imageAlt: item.imageAlt });
});

it("keeps the collection's names: a colour's name, and the product line on its slide", () => {
  for (const item of galleryItems) expect(galleryItemsFr[item.id]?.title, item.id).toBe(item.title);
  expect(heroSlidesFr[0]?.title).toBe(heroSlides[0]?.title);
});
