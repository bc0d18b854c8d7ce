import type { OrderCalculatorCopy } from "~/content/product-detail";
import type { SiteLocale } from "~/platform/i18n/site-locale";
import { roundTo, squareMetresOf } from "~/platform/text/measures";
import type { AreaUnit, OrderAnswer } from "../order-calculator";
import { fill, plural } from "./copy-text";

/*
 * The calculator's answer in the page's words: numbers as its language writes them ("1,234.5" in
 * English, « 1 234,5 » in French), written by hand so that the server and every browser write the
 * same characters. Browser-safe and light: no schema.
 */

/** Square metres' symbol, the same in every language of the site. */
export const SQUARE_METRES = "m²";

/** A quantity to at most two decimals, grouped by thousands: "1,234.5", « 1 234,5 ». */
export function formatQuantity(value: number, locale: SiteLocale): string {
  const fixed = roundTo(value, 2).toFixed(2).replace(/\.?0+$/, "");
  const [whole = "", fraction] = fixed.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, locale === "fr" ? "\u00a0" : ",");
  return fraction ? `${grouped}${locale === "fr" ? "," : "."}${fraction}` : grouped;
}

/** An area in square feet, written in `unit`: "374 sq ft", « 34,75 m² » (the unit never leaves its number). */
export function areaText(squareFeet: number, unit: AreaUnit, copy: OrderCalculatorCopy, locale: SiteLocale): string {
  const value = unit === "m2" ? squareMetresOf(squareFeet) : squareFeet;
  return `${formatQuantity(value, locale)}\u00a0${unit === "m2" ? SQUARE_METRES : copy.unit.sqft}`;
}

/** The answer's lines, as the panel shows them. */
export function answerTexts(answer: OrderAnswer, copy: OrderCalculatorCopy, locale: SiteLocale) {
  const { unit } = answer;
  const words = copy.answer;
  const count = (text: typeof words.boxes, value: number) => plural(text, value, { count: formatQuantity(value, locale) }, locale);
  const pallets = answer.pallets;
  return {
    boxes: count(words.boxes, answer.boxes),
    covers: fill(words.covers, { area: areaText(answer.boxesAreaSqft, unit, copy, locale) }),
    areaToBuy: areaText(answer.areaToBuySqft, unit, copy, locale),
    // The other unit beside it, for a visitor who measured in one and buys in the other.
    areaToBuyOther: areaText(answer.areaToBuySqft, unit === "m2" ? "sqft" : "m2", copy, locale),
    areaToBuyNote: fill(words.areaToBuyNote, { area: areaText(answer.areaSqft, unit, copy, locale), waste: String(answer.wastePercent) }),
    pallets:
      pallets === null
        ? null
        : pallets.full === 0
          ? fill(words.underOnePallet, { perPallet: String(pallets.perPallet) })
          : [count(words.fullPallets, pallets.full), pallets.boxes > 0 ? count(words.andBoxes, pallets.boxes) : null].filter(Boolean).join(" "),
  };
}
