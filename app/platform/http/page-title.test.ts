import { describe, expect, it } from "vitest";
import { pageTitle, productPageTitle } from "./page-title";

describe("page titles", () => {
  it("adds the company's name once", () => {
    expect(pageTitle("About Us")).toBe("About Us | Cedarline Flooring");
    expect(pageTitle("  Oak Natural ")).toBe("Oak Natural | Cedarline Flooring");
    expect(pageTitle(pageTitle("Oak Natural"))).toBe("Oak Natural | Cedarline Flooring");
    expect(pageTitle("Wide plank oak from Cedarline Flooring")).toBe(
      "Wide plank oak from Cedarline Flooring",
    );
    expect(pageTitle("Oak – cedarline flooring")).toBe("Oak – cedarline flooring");
  });

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
