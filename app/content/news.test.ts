import { describe, expect, it } from "vitest";
import { parseRichText, richTextFromBlocks, richTextPlainText } from "~/platform/rich-text/document";
import { articles } from "./news";

/* The articles the site shipped with, as the seed turns them into rich text (content-seed.server.ts). */

const parse = (value: unknown, maxText = 10_000) => parseRichText(value, { maxText });

describe("richTextFromBlocks", () => {
  it("gives documents the server accepts unchanged, for every article the site had", () => {
    for (const article of articles) {
      const converted = richTextFromBlocks(article.content);
      expect(parse(converted, Infinity), article.id).toEqual({ ok: true, doc: converted });
      const words = article.content.flatMap((block) => (block.type === "list" ? block.items : [block.text]));
      expect(richTextPlainText(converted)).toBe(words.join("\n\n"));
    }
  });
});
