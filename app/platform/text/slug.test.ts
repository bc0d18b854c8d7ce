import { describe, expect, it } from "vitest";
import { slugOf } from "./slug";

describe("slugOf", () => {
  it("makes an address word from a title, as staff would write it", () => {
    expect(slugOf("How to Choose the Right Hardwood Floor", 80)).toBe("how-to-choose-the-right-hardwood-floor");
    expect(slugOf("Chêne blanc & érable, 2026 !", 80)).toBe("chene-blanc-and-erable-2026");
    expect(slugOf("  --Oak--  ", 80)).toBe("oak");
    expect(slugOf("!!!", 80)).toBe("");
  });

  it("stays within its length, cut between words where it can", () => {
    const slug = slugOf("A very long title about wide plank white oak floors in a Toronto penthouse", 40);
    expect(slug.length).toBeLessThanOrEqual(40);
    expect(slug).toBe("a-very-long-title-about-wide-plank-white");
    expect(slug.endsWith("-")).toBe(false);
  });
});
