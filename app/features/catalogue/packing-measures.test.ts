import { describe, expect, it } from "vitest";
import { readPacking, withPackingMeasures } from "./packing-measures";

describe("reading a box's coverage and a pallet's boxes from a Packing text", () => {
  it("reads the supplier's English forms", () => {
    expect(readPacking("Random lengths 305–2134 mm, 22.00 sq ft/box, 42 boxes/pallet")).toEqual({ coveragePerBox: 22, boxesPerPallet: 42 });
    expect(readPacking("8 pcs/box, 31.09 sq ft/box, 40 boxes/pallet")).toEqual({ coveragePerBox: 31.09, boxesPerPallet: 40 });
    expect(readPacking("24 pcs/box (12 A + 12 B), 18.60 sq ft/box, 60 boxes/pallet")).toEqual({ coveragePerBox: 18.6, boxesPerPallet: 60 });
    expect(readPacking("23.4 sq. ft. per carton; 30 cartons per pallet")).toEqual({ coveragePerBox: 23.4, boxesPerPallet: 30 });
    expect(readPacking("20 SQFT/CTN, 56 CTNS/PLT")).toEqual({ coveragePerBox: 20, boxesPerPallet: 56 });
    expect(readPacking("19.5 ft²/box")).toEqual({ coveragePerBox: 19.5, boxesPerPallet: null });
  });

  it("reads the French forms, with a decimal comma", () => {
    expect(readPacking("Longueurs variées de 305–2134 mm, 22,00 pi²/boîte, 42 boîtes/palette")).toEqual({ coveragePerBox: 22, boxesPerPallet: 42 });
    expect(readPacking("31,09 pi² par boîte, 40 boîtes par palette")).toEqual({ coveragePerBox: 31.09, boxesPerPallet: 40 });
    expect(readPacking("18,6 pi2/boite")).toEqual({ coveragePerBox: 18.6, boxesPerPallet: null });
  });

  it("converts square metres to square feet, to the hundredth", () => {
    expect(readPacking("2.04 m²/box")).toEqual({ coveragePerBox: 21.96, boxesPerPallet: null });
    expect(readPacking("1,89 m² par boîte, 55 boîtes par palette")).toEqual({ coveragePerBox: 20.34, boxesPerPallet: 55 });
    // Square feet, when the text gives both, as written.
    expect(readPacking("2.04 m²/box (22 sq ft/box)").coveragePerBox).toBe(22);
  });

  it("reads boxes on a pallet without a coverage, and nothing from texts that say neither", () => {
    expect(readPacking("1 pc/carton, 40 cartons/pallet")).toEqual({ coveragePerBox: null, boxesPerPallet: 40 });
    for (const text of ["7 ft lengths, 5 pcs/bundle", "50 pcs/bag", "8 pcs/box", "", null, undefined, "22 sq ft", "About 20 sq ft a box"]) {
      expect(readPacking(text), String(text)).toEqual({ coveragePerBox: null, boxesPerPallet: null });
    }
  });

  it("never takes part of a longer number, a third decimal or nought", () => {
    expect(readPacking("123456 sq ft/box").coveragePerBox).toBeNull();
    expect(readPacking("22.005 sq ft/box").coveragePerBox).toBeNull();
    expect(readPacking("0 sq ft/box, 0 boxes/pallet")).toEqual({ coveragePerBox: null, boxesPerPallet: null });
    expect(readPacking("99999.99 sq ft/box").coveragePerBox).toBe(99_999.99);
    expect(readPacking("9999 m²/box").coveragePerBox).toBeNull();
  });
});

describe("filling a product's measures from its Packing", () => {
  const product = { packing: "22.00 sq ft/box, 42 boxes/pallet", coveragePerBox: null, boxesPerPallet: 0 };

  it("fills what the product does not hold", () => {
    expect(withPackingMeasures(product)).toEqual({ ...product, coveragePerBox: 22, boxesPerPallet: 42 });
  });

  it("never replaces what it holds, nor what the source gave outright, even blank", () => {
    expect(withPackingMeasures({ ...product, coveragePerBox: 21.5, boxesPerPallet: 40 })).toEqual({ ...product, coveragePerBox: 21.5, boxesPerPallet: 40 });
    expect(withPackingMeasures(product, { coveragePerBox: true })).toEqual({ ...product, boxesPerPallet: 42 });
    expect(withPackingMeasures(product, { coveragePerBox: true, boxesPerPallet: true })).toBe(product);
    const silent = { ...product, packing: "50 pcs/bag" };
    expect(withPackingMeasures(silent)).toBe(silent);
  });
});
