import { describe, expect, it } from "vitest";
import { splitHyphenatedWords } from "./keep-words";

describe("splitHyphenatedWords", () => {
  it("sets each hyphenated word apart, with its punctuation", () => {
    expect(splitHyphenatedWords("Canadian First 7-inch Full Color Series")).toEqual([
      { text: "Canadian First ", keep: false },
      { text: "7-inch", keep: true },
      { text: " Full Color Series", keep: false },
    ]);
    expect(splitHyphenatedWords("State-of-the-Art Processing, Colour-Matched T-Moulding.")).toEqual([
      { text: "State-of-the-Art", keep: true },
      { text: " Processing, ", keep: false },
      { text: "Colour-Matched", keep: true },
      { text: " ", keep: false },
      { text: "T-Moulding.", keep: true },
    ]);
  });

  it("leaves a dash between spaces and text without hyphens alone", () => {
    expect(splitHyphenatedWords("Own Factory - 100,000 sq ft")).toEqual([{ text: "Own Factory - 100,000 sq ft", keep: false }]);
    expect(splitHyphenatedWords("Our Projects")).toEqual([{ text: "Our Projects", keep: false }]);
    expect(splitHyphenatedWords("pre- and post-war")).toEqual([
      { text: "pre- and ", keep: false },
      { text: "post-war", keep: true },
    ]);
    expect(splitHyphenatedWords("")).toEqual([]);
  });
});
