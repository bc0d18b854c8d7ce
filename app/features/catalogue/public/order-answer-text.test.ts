import { describe, expect, it } from "vitest";
import { productDetailEn } from "~/content/product-detail";
import { productDetailFr } from "~/content/product-detail.fr";
import { orderFor } from "../order-calculator";
import { answerTexts, formatQuantity } from "./order-answer-text";

describe("the calculator's answer in the page's words", () => {
  it("writes numbers as each language does", () => {
    expect(formatQuantity(1234.5, "en")).toBe("1,234.5");
    expect(formatQuantity(1234.5, "fr")).toBe("1\u00a0234,5");
    expect(formatQuantity(374, "en")).toBe("374");
    expect(formatQuantity(300, "fr")).toBe("300");
    expect(formatQuantity(34.7466, "en")).toBe("34.75");
  });

  it("says the boxes, the area to buy in both units and the pallets", () => {
    const answer = orderFor({ areaSqft: 340, wastePercent: 10 }, { coveragePerBox: 22, boxesPerPallet: 42 });
    expect(answerTexts(answer, productDetailEn.calculator, "en")).toEqual({
      boxes: "17 boxes",
      covers: "covering 374\u00a0sq ft",
      areaToBuy: "374\u00a0sq ft",
      areaToBuyOther: "34.75\u00a0m²",
      areaToBuyNote: "340\u00a0sq ft plus 10% for cuts and waste",
      pallets: "Less than one pallet (42 boxes each)",
    });
    const large = orderFor({ areaSqft: 4000, wastePercent: 15, unit: "m2" }, { coveragePerBox: 22, boxesPerPallet: 42 });
    expect(answerTexts(large, productDetailFr.calculator, "fr")).toMatchObject({ boxes: "210 boîtes", areaToBuy: "427,35\u00a0m²", pallets: "5 palettes" });
    const one = orderFor({ areaSqft: 20, wastePercent: 5 }, { coveragePerBox: 22, boxesPerPallet: 1 });
    expect(answerTexts(one, productDetailEn.calculator, "en")).toMatchObject({ boxes: "1 box", pallets: "1 pallet" });
    expect(answerTexts(orderFor({ areaSqft: 20, wastePercent: 5 }, { coveragePerBox: 22, boxesPerPallet: null }), productDetailEn.calculator, "en").pallets).toBeNull();
  });
});
