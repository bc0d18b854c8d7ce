import { describe, expect, it } from "vitest";
import { cacheTagHeaders, cacheTagsOf } from "./cache-tags";

describe("cache tags", () => {
  it("joins the tags a page shows, each once, in the order first named", () => {
    expect(cacheTagHeaders(["lists", "item:1"], ["item:1", "other"])).toEqual({ "Cache-Tag": "lists item:1 other" });
    expect(cacheTagHeaders()).toEqual({ "Cache-Tag": "" });
  });

  it("reads them back from a loader's headers", () => {
    expect(cacheTagsOf(new Headers(cacheTagHeaders(["a", "b:2"])))).toEqual(["a", "b:2"]);
    expect(cacheTagsOf(new Headers({ "Cache-Tag": "  a   b " }))).toEqual(["a", "b"]);
    expect(cacheTagsOf(new Headers())).toEqual([]);
  });
});
