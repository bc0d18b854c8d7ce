import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { en } from "~/content/messages/messages.en";
import { zh } from "~/content/messages/messages.zh";

/*
 * The picker opens inside every editor that has a picture field (products, content, the company),
 * and each ships only its own area's texts plus the shell's: the picker's words must all be in the
 * "images." area (or the shell's "common."), in both catalogues, or staff would read message keys.
 */
describe("the library picker's texts", () => {
  const source = ["media-picker.tsx", "image-upload-field.tsx", "rich-text-panels.tsx"]
    .map((file) => readFileSync(new URL(`./${file}`, import.meta.url), "utf8"))
    .join("\n");
  const keys = [...new Set([...source.matchAll(/\bt\(\s*(?:[^"()]*\?\s*)?"([a-z][\w.]+)"/g)].map((match) => match[1]!))];

  it("come from the areas every editor ships, in English and Chinese", () => {
    expect(keys).toContain("images.library.choose");
    for (const key of keys) {
      expect(key, key).toMatch(/^(images|common)\./);
      expect(en, key).toHaveProperty([key]);
      expect(zh, key).toHaveProperty([key]);
    }
  });
});
