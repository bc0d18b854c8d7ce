import { describe, expect, it } from "vitest";
import { gallerySlugs, titleSlug } from "./gallery-slugs";

describe("a gallery colour's address", () => {
  it("is its English title in lower case, without accents, its words joined by hyphens", () => {
    expect(titleSlug("Lily Canvas")).toBe("lily-canvas");
    expect(titleSlug("  Érable doré / Maple ")).toBe("erable-dore-maple");
  });

  it("keeps two colours of the same words apart, and gives a title of no letters its id", () => {
    expect(
      gallerySlugs([
        { id: 3, title: "Nature" },
        { id: 7, title: "nature!" },
        { id: 9, title: "★" },
      ]),
    ).toEqual(["nature", "nature-7", "colour-9"]);
  });
});
