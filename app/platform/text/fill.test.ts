import { describe, expect, it } from "vitest";
import { fillPlaceholders } from "./fill";

describe("fillPlaceholders", () => {
  it("fills every named placeholder and leaves unknown ones as written", () => {
    expect(fillPlaceholders("{index} of {count}", { index: 2, count: 3 })).toBe("2 of 3");
    expect(fillPlaceholders("{company}\u00a0: {city} ({region})", { company: "Cedarline Flooring", city: "Mississauga" })).toBe(
      "Cedarline Flooring\u00a0: Mississauga ({region})",
    );
  });

  it("writes numbers as it is told, and never fills a name the values only inherit", () => {
    expect(fillPlaceholders("{count} produits", { count: 1520 }, (value) => value.toLocaleString("fr-CA"))).toBe("1\u00a0520 produits");
    expect(fillPlaceholders("{constructor} {toString} {gone}", { gone: undefined })).toBe("{constructor} {toString} {gone}");
  });
});
