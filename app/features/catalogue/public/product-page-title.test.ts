import { describe, expect, it } from "vitest";
import { productPageTitle } from "./product-page-title";

describe("page titles", () => {
  it("names a product by its SEO title, or by its title when the SEO title is blank", () => {
    expect(productPageTitle({ title: "Oak Natural", seoTitle: null })).toBe(
      "Oak Natural | Cedarline Flooring",
    );
    expect(productPageTitle({ title: "Oak Natural", seoTitle: "  " })).toBe(
      "Oak Natural | Cedarline Flooring",
    );
    expect(
      productPageTitle({
        title: "Oak Natural",
        seoTitle: "Natural oak flooring | Cedarline Flooring",
      }),
    ).toBe("Natural oak flooring | Cedarline Flooring");
  });
});
