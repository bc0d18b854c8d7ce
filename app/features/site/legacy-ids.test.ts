import { describe, expect, it } from "vitest";
import { legacyContentIndex } from "./legacy-ids";

describe("legacyContentIndex", () => {
  it("reads 1 to the list's length as positions", () => {
    expect([1, 2, 3, 4].map((n) => legacyContentIndex(String(n), 4))).toEqual([0, 1, 2, 3]);
  });

  it("refuses numbers past the end, zero, leading zeros, signs, decimals, huge numbers and words", () => {
    for (const id of ["5", "0", "01", "-1", "+1", "1.0", "1e0", " 1", "99999999999", "9".repeat(400), "toronto-penthouse", ""]) {
      expect(legacyContentIndex(id, 4), id).toBeNull();
    }
  });
});
