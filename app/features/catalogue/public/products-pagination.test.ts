import { describe, expect, it } from "vitest";
import { pageWindow } from "./products-pagination";

describe("the product list's page links", () => {
  it("show the first, the last and the pages beside the current one, with gaps between", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 9)).toEqual([1, 2, "gap", 9]);
    expect(pageWindow(5, 9)).toEqual([1, "gap", 4, 5, 6, "gap", 9]);
    expect(pageWindow(3, 9)).toEqual([1, 2, 3, 4, "gap", 9]);
    expect(pageWindow(9, 9)).toEqual([1, "gap", 8, 9]);
  });
});
