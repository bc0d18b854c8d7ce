import { describe, expect, it } from "vitest";
import { requestIdFor } from "./request-guards";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("request ids", () => {
  it("keeps the id a trusted proxy gives, so that its log and ours name the same request", () => {
    expect(requestIdFor("3f2a9c1b7d0e4f5a8b6c7d8e9f0a1b2c", true)).toBe("3f2a9c1b7d0e4f5a8b6c7d8e9f0a1b2c");
    expect(requestIdFor("edge-1:abc.DEF_9", true)).toBe("edge-1:abc.DEF_9");
    expect(requestIdFor(["first-id", "second-id"], true)).toBe("first-id");
  });

  it("makes its own without a trusted proxy, or when the given one is not a short plain token", () => {
    expect(requestIdFor("3f2a9c1b7d", false)).toMatch(UUID);
    expect(requestIdFor(undefined, true)).toMatch(UUID);
    for (const odd of ["", "a b", 'quote"', "line\nbreak", "x".repeat(129), "<script>", "{\"json\":1}"]) {
      expect(requestIdFor(odd, true), odd).toMatch(UUID);
    }
    expect(requestIdFor(undefined, false)).not.toBe(requestIdFor(undefined, false));
  });
});
