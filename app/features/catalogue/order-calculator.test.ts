import { describe, expect, it } from "vitest";
import { productDetailEn } from "~/content/product-detail";
import { productDetailFr } from "~/content/product-detail.fr";
import { checkOrder, orderFor, readTypedNumber } from "./order-calculator";

const english = productDetailEn.calculator.errors;
const french = productDetailFr.calculator.errors;
const form = (values: Record<string, string>) => new URLSearchParams(values);

describe("how much to order", () => {
  it("adds the allowance, rounds up to whole boxes and counts pallets: 340 sq ft, 10 %, 22 sq ft a box", () => {
    expect(orderFor({ areaSqft: 340, wastePercent: 10 }, { coveragePerBox: 22, boxesPerPallet: 42 })).toEqual({
      areaSqft: 340,
      wastePercent: 10,
      areaToBuySqft: 374,
      boxes: 17,
      boxesAreaSqft: 374,
      pallets: { full: 0, boxes: 17, perPallet: 42 },
      unit: "sqft",
    });
  });

  it("rounds a part of a box up, never down", () => {
    expect(orderFor({ areaSqft: 340.01, wastePercent: 10 }, { coveragePerBox: 22, boxesPerPallet: null })).toMatchObject({ areaToBuySqft: 374.01, boxes: 18, boxesAreaSqft: 396, pallets: null });
    expect(orderFor({ areaSqft: 100, wastePercent: 5 }, { coveragePerBox: 31.09, boxesPerPallet: 0 })).toMatchObject({ areaToBuySqft: 105, boxes: 4, pallets: null });
    expect(orderFor({ areaSqft: 1, wastePercent: 5 }, { coveragePerBox: 22, boxesPerPallet: 42 }).boxes).toBe(1);
  });

  it("counts full pallets and the boxes beyond them", () => {
    expect(orderFor({ areaSqft: 2000, wastePercent: 15 }, { coveragePerBox: 22, boxesPerPallet: 42 })).toMatchObject({ areaToBuySqft: 2300, boxes: 105, pallets: { full: 2, boxes: 21, perPallet: 42 } });
    expect(orderFor({ areaSqft: 840, wastePercent: 10 }, { coveragePerBox: 22, boxesPerPallet: 42 }).pallets).toEqual({ full: 1, boxes: 0, perPallet: 42 });
  });
});

describe("the calculator's form", () => {
  it("reads 340 sq ft with the default 10 % allowance", () => {
    expect(checkOrder(form({ area: "340" }), english, "en")).toEqual({
      success: true,
      request: { by: "area", areaSqft: 340, wastePercent: 10, unit: "sqft" },
      values: { area: "340" },
    });
  });

  it("reads square metres, and a room's length × width in feet or metres", () => {
    const metres = checkOrder(form({ area: "31,6", unit: "m2", waste: "5" }), french, "fr");
    expect(metres.success && metres.request).toMatchObject({ wastePercent: 5, unit: "m2" });
    expect(metres.success && metres.request.areaSqft).toBeCloseTo(340.14, 2);
    const feet = checkOrder(form({ by: "room", length: "20", width: "17", waste: "15" }), english, "en");
    expect(feet.success && feet.request).toEqual({ by: "room", areaSqft: 340, wastePercent: 15, unit: "sqft" });
    const room = checkOrder(form({ by: "room", length: "6", width: "5,25", lengthUnit: "m" }), french, "fr");
    expect(room.success && room.request.areaSqft).toBeCloseTo(339.06, 2);
  });

  it("reads numbers as each language writes them", () => {
    expect(readTypedNumber("1,234.5", "en")).toBe(1234.5);
    expect(readTypedNumber("12,5", "en")).toBe(12.5);
    expect(readTypedNumber("1 234,5", "fr")).toBe(1234.5);
    expect(readTypedNumber("1\u202f234,5", "fr")).toBe(1234.5);
    expect(readTypedNumber("1.234,5", "fr")).toBe(1234.5);
    expect(readTypedNumber("340.", "en")).toBe(340);
    expect(readTypedNumber("  ", "en")).toBeNull();
    for (const typed of ["abc", "3-4", "1e5", "-5", "12,5,5", "١٢"]) expect(readTypedNumber(typed, "en"), typed).toBeUndefined();
  });

  it("says what is wrong under each field, in the page's language", () => {
    const refused = (values: Record<string, string>, messages = english, locale: "en" | "fr" = "en") => {
      const check = checkOrder(form(values), messages, locale);
      return check.success ? null : check.errors;
    };
    expect(refused({})).toEqual({ area: english.areaMissing });
    expect(refused({ area: "0" })).toEqual({ area: english.notPositive });
    expect(refused({ area: "lots" })).toEqual({ area: english.notNumber });
    expect(refused({ area: "100001" })).toEqual({ area: english.areaTooLarge });
    expect(refused({ area: "100000" })).toBeNull();
    expect(refused({ area: "9291", unit: "m2" }, french, "fr")).toEqual({ area: french.areaTooLarge });
    expect(refused({ by: "room" }, french, "fr")).toEqual({ length: french.lengthMissing, width: french.widthMissing });
    expect(refused({ by: "room", length: "400", width: "300" })).toEqual({ width: english.roomTooLarge });
    expect(refused({ by: "room", length: "-3", width: "x" })).toEqual({ length: english.notPositive, width: english.notNumber });
    // A choice that is not one falls back to its default rather than failing.
    expect(checkOrder(form({ area: "340", waste: "50", unit: "acres" }), english, "en")).toMatchObject({ success: true, request: { wastePercent: 10, unit: "sqft" } });
  });
});
