import { describe, expect, it } from "vitest";
import { pageTitle } from "./page-title";

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
});
