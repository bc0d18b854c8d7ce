import { describe, expect, it } from "vitest";
import type { Messages, PluralMessage } from "~/platform/i18n/i18n";
import { en } from "./messages.en";
import { zh } from "./messages.zh";

/*
 * The catalogues agree: the same keys in both languages, no empty text, and the same
 * placeholders, so a Chinese page never shows a raw `{email}` nor drops a value the English shows.
 */

const catalogues: Record<string, Messages> = { en, zh };
const areas = ["auth", "admin", "products", "categories", "users", "activity", "editor", "enquiries", "images", "import", "mail", "content", "media", "common"];

const textsOf = (entry: string | PluralMessage) =>
  typeof entry === "string" ? [entry] : Object.values(entry);
const placeholdersOf = (entry: string | PluralMessage) =>
  [
    ...new Set(
      textsOf(entry).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1])),
    ),
  ].sort();

/** Chinese characters and the full-width punctuation set with them. */
const CHINESE = "[\\u3400-\\u9fff\\u3000-\\u303f\\uff00-\\uffef“”‘’]";
/**
 * Half-width , . : ; ! ? ( ) next to Chinese (spaces aside), where Chinese takes the full-width
 * ，。：；！？（）. A dot before a letter or digit is a file's extension or an address, and stays.
 */
const HALF_WIDTH_BY_CHINESE = new RegExp(
  `(?<=${CHINESE}\\s*)(?:[,:;!?()]|\\.(?![A-Za-z0-9]))|(?:[,:;!?()]|\\.(?![A-Za-z0-9]))(?=\\s*${CHINESE})`,
  "u",
);

describe("the admin's message catalogues", () => {
  it("carry the same keys in English and Chinese", () => {
    const enKeys = Object.keys(en).sort();
    expect(
      Object.keys(zh).filter((key) => !(key in en)),
      "keys only in Chinese",
    ).toEqual([]);
    expect(
      enKeys.filter((key) => !(key in zh)),
      "keys missing from Chinese",
    ).toEqual([]);
  });

  it("have no empty or blank text in either language", () => {
    const empty = Object.entries(catalogues).flatMap(([language, messages]) =>
      Object.entries(messages)
        .filter(([, entry]) =>
          textsOf(entry).some((text) => typeof text !== "string" || text.trim() === ""),
        )
        .map(([key]) => `${language}: ${key}`),
    );
    expect(empty).toEqual([]);
  });

  it("use the same placeholders in both languages", () => {
    const differing = Object.keys(en).flatMap((key) => {
      const english = placeholdersOf(en[key as keyof typeof en]);
      const chinese = placeholdersOf(zh[key as keyof typeof zh]);
      return english.join() === chinese.join()
        ? []
        : [`${key}: en {${english.join("}{")}} zh {${chinese.join("}{")}}`];
    });
    expect(differing).toEqual([]);
  });

  it("write placeholders only as {name}, with no stray braces", () => {
    const stray = Object.entries(catalogues).flatMap(([language, messages]) =>
      Object.entries(messages)
        .filter(([, entry]) =>
          textsOf(entry).some((text) => /[{}]/.test(text.replace(/\{\w+\}/g, ""))),
        )
        .map(([key]) => `${language}: ${key}`),
    );
    expect(stray).toEqual([]);
  });

  it("give counted messages the forms each language needs, and a {count} to show", () => {
    for (const [key, entry] of Object.entries(en)) {
      if (typeof entry === "string") continue;
      expect(Object.keys(entry).sort(), `en ${key}`).toEqual(["one", "other"]);
      expect(placeholdersOf(entry), `en ${key}`).toContain("count");
      expect(zh[key as keyof typeof zh], `zh ${key}`).toHaveProperty("other");
    }
  });

  it("set Chinese with full-width punctuation only", () => {
    // The check itself: it finds what a translator might type, and leaves addresses alone.
    expect(["请稍后再试.", "注意:保存", "(可选)", "已保存, 谢谢", "以 .csv 结尾", "打开 https://example.ca/a.b"].map((text) => HALF_WIDTH_BY_CHINESE.test(text))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    const halfWidth = Object.entries(zh).flatMap(([key, entry]) =>
      textsOf(entry)
        .filter((text) => HALF_WIDTH_BY_CHINESE.test(text))
        .map((text) => `${key}: ${text}`),
    );
    expect(halfWidth).toEqual([]);
  });

  it("group keys by area", () => {
    const outside = Object.keys(en).filter(
      (key) => !areas.includes(key.split(".")[0] ?? "") || key.split(".").length < 2,
    );
    expect(outside).toEqual([]);
  });
});
