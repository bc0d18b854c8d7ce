import { describe, expect, it } from "vitest";
import { catalogueSearchParams } from "./catalogue-params";
import { categoryScope, findCategory, hasFilters, productsHref } from "./catalogue-query";
import { parseSearchParams } from "~/platform/http/search-params";

const parseCatalogueQuery = (params: URLSearchParams) => {
  const parsed = parseSearchParams(params, catalogueSearchParams);
  if (!parsed.success) throw new Error(parsed.error);
  return parsed.data;
};

const tree = [
  {
    id: 1,
    slug: "solid-hardwood",
    subcategories: [
      { id: 2, slug: "solid-7-inch-series", subcategories: [] },
      { id: 3, slug: "solid-strip", subcategories: [] },
    ],
  },
  { id: 4, slug: "spc-floor", subcategories: [] },
];

describe("catalogue query in the URL", () => {
  it("reads category, size, search and page, treating 'all' and empty values as no filter", () => {
    expect(parseCatalogueQuery(new URLSearchParams("category=spc-floor&size=1220*180*5mm&q= oak &page=3"))).toEqual({
      category: "spc-floor",
      size: "1220*180*5mm",
      q: "oak",
      page: 3,
    });
    const none = parseCatalogueQuery(new URLSearchParams("category=all&size=ALL&q=&page=abc"));
    expect(none).toEqual({ category: null, size: null, q: "", page: 1 });
    expect(hasFilters(none)).toBe(false);
    expect(parseCatalogueQuery(new URLSearchParams("page=-2")).page).toBe(1);
    expect(parseCatalogueQuery(new URLSearchParams(`q=${"x".repeat(300)}`)).q).toHaveLength(100);
    expect(parseCatalogueQuery(new URLSearchParams("page=99999999999999999999")).page).toBe(1);
  });

  it("refuses values no filter or search can hold: control characters, text far too long", () => {
    for (const bad of ["size=%00", "category=a%00b", "q=oak%00", "size=a%0Bb", `category=${"x".repeat(101)}`, `q=${"x".repeat(1001)}`]) {
      const parsed = parseSearchParams(new URLSearchParams(bad), catalogueSearchParams);
      expect(parsed.success, bad).toBe(false);
    }
    expect(parseSearchParams(new URLSearchParams("size=%00"), catalogueSearchParams)).toEqual({
      success: false,
      error: "size must not contain control characters",
    });
  });

  it("writes one address per state, in a fixed order, leaving defaults out", () => {
    expect(productsHref({})).toBe("/products");
    expect(productsHref({ category: null, size: null, q: "", page: 1 })).toBe("/products");
    expect(productsHref({ page: 2, q: "white oak", size: "a*b", category: "spc-floor" })).toBe(
      "/products?category=spc-floor&size=a*b&q=white+oak&page=2",
    );
  });

  it("finds categories by slug or id anywhere in the tree, with a top-level one covering its children", () => {
    expect(findCategory(tree, "solid-7-inch-series")?.id).toBe(2);
    expect(findCategory(tree, "4")?.slug).toBe("spc-floor");
    expect(findCategory(tree, "unknown")).toBeNull();
    expect(findCategory(tree, "99")).toBeNull();
    expect(categoryScope(tree[0]!)).toEqual([1, 2, 3]);
    expect(categoryScope(tree[0]!.subcategories[0]!)).toEqual([2]);
  });
});
