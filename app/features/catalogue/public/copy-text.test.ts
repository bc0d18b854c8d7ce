import { describe, expect, it } from "vitest";
import { productDetailEn } from "~/content/product-detail";
import { productDetailFr } from "~/content/product-detail.fr";
import { productsEn } from "~/content/products";
import { productsFr } from "~/content/products.fr";
import { fill, plural } from "./copy-text";

const nbsp = "\u00a0";

describe("the catalogue's words filled in", () => {
  it("put each value in its place, and leave a placeholder without one", () => {
    expect(fill(productsEn.results.searchTitle, { query: "oak" })).toBe("Results for “oak”");
    expect(fill(productsFr.results.searchTitle, { query: "chêne" })).toBe(`Résultats pour «${nbsp}chêne${nbsp}»`);
    expect(fill("{title} in {name}", { title: "Oak" })).toBe("Oak in {name}");
  });

  it("write numbers as the language does", () => {
    expect(fill(productsEn.pagination.page, { page: 1200 })).toBe("Page 1200");
    expect(fill(productsFr.pagination.page, { page: 1200 }, "fr")).toBe(`Page 1${nbsp}200`);
  });

  it("count in English: one is singular, none and many are plural", () => {
    const showing = productsEn.results.showing;
    expect(plural(showing, 1, { first: 1, last: 1, total: 1 })).toBe("Showing 1–1 of 1 product");
    expect(plural(showing, 130, { first: 25, last: 48, total: 130 })).toBe("Showing 25–48 of 130 products");
    expect(plural(productDetailEn.colours.available, 0, { count: 0 })).toBe("0 color variants available");
  });

  it("count in French: none and one are singular, from two on plural", () => {
    const showing = productsFr.results.showing;
    expect(plural(showing, 1, { first: 1, last: 1, total: 1 }, "fr")).toBe("Affichage de 1 à 1 sur 1 produit");
    expect(plural(showing, 1520, { first: 25, last: 48, total: 1520 }, "fr")).toBe(`Affichage de 25 à 48 sur 1${nbsp}520 produits`);
    expect(plural(productDetailFr.colours.available, 0, { count: 0 }, "fr")).toBe("0 couleur offerte");
    expect(plural(productDetailFr.colours.available, 2, { count: 2 }, "fr")).toBe("2 couleurs offertes");
  });
});
