import { describe, expect, it } from "vitest";
import { slideAsked } from "./hero-carousel";

describe("the slide an address asks for", () => {
  const asked = (search: string) => slideAsked(new URL(`http://localhost/${search}`), 3);

  it("counts from one in the address and from nought in the carousel", () => {
    expect(asked("?slide=1")).toBe(0);
    expect(asked("?slide=3")).toBe(2);
  });

  it("is the first for an address that asks for none, or for one that does not exist", () => {
    for (const search of ["", "?slide=", "?slide=0", "?slide=4", "?slide=-1", "?slide=2.5", "?slide=two", "?slide=1e1"]) {
      expect(asked(search), search).toBe(0);
    }
  });
});
