import { describe, expect, it } from "vitest";
import { fillCopy } from "./fill-copy";

describe("fillCopy", () => {
  it("fills every named placeholder and leaves unknown ones as written", () => {
    expect(fillCopy("{index} of {count}", { index: 2, count: 3 })).toBe("2 of 3");
    expect(fillCopy("{company}\u00a0: {city} ({region})", { company: "Cedarline Flooring", city: "Mississauga" })).toBe(
      "Cedarline Flooring\u00a0: Mississauga ({region})",
    );
  });
});
