import { z } from "zod";
import type { OrderCalculatorMessages } from "~/content/product-detail";
import type { SiteLocale } from "~/platform/i18n/site-locale";
import { roundTo, SQUARE_FEET_PER_SQUARE_METRE } from "~/platform/text/measures";
import { DEFAULT_WASTE, ORDER_FIELDS, WASTE_PERCENTS, type OrderField, type WastePercent } from "./order-fields";

// Our Content-Security-Policy forbids eval; without this zod probes `new Function`.
z.config({ jitless: true });

/*
 * How much of a floor to order: the room's area (typed, or its length × width, in feet or metres),
 * a waste allowance, and the product's coverage per box and boxes per pallet give the area to buy,
 * the boxes (rounded up) and the pallets. The calculator's form has this one schema: the product
 * page's server answers a GET with it, and the page's script runs it as the visitor types (it loads
 * this module only then). The quote list reuses both. Browser-safe.
 */

export { DEFAULT_WASTE, ORDER_FIELDS, WASTE_PERCENTS, type OrderField, type WastePercent };

/** The largest room the calculator answers for; a larger project is a quote. */
export const MOST_SQUARE_FEET = 100_000;

export type AreaUnit = "sqft" | "m2";
export type LengthUnit = "ft" | "m";
/** Whether the room is given by its area or by its length and width. */
export type MeasuredBy = "area" | "room";

/** What the visitor typed and chose, as typed. */
export type OrderValues = Partial<Record<OrderField, string>>;
export type OrderErrors = Partial<Record<OrderField, string>>;

/** A room and an allowance, checked: the room's area in square feet. */
export interface OrderRequest {
  by: MeasuredBy;
  areaSqft: number;
  wastePercent: WastePercent;
  /** How the visitor measures, so the answer speaks their unit. */
  unit: AreaUnit;
}

/** What a box covers and a pallet holds (null or nought: not known). */
export interface Packaging {
  coveragePerBox: number;
  boxesPerPallet: number | null;
}

export interface OrderAnswer {
  /** The room, in square feet (to the hundredth). */
  areaSqft: number;
  wastePercent: WastePercent;
  /** The room with its allowance, in square feet (to the hundredth). */
  areaToBuySqft: number;
  /** Whole boxes covering the area to buy. */
  boxes: number;
  /** What those boxes cover, in square feet. */
  boxesAreaSqft: number;
  /** Full pallets and the boxes beyond them, when a pallet's boxes are known. */
  pallets: { full: number; boxes: number; perPallet: number } | null;
  unit: AreaUnit;
}

/** The boxes, area and pallets to order for a room. */
export function orderFor(request: Pick<OrderRequest, "areaSqft" | "wastePercent"> & { unit?: AreaUnit }, packaging: Packaging): OrderAnswer {
  // In hundredths, so 340 sq ft and 10 % make 374 exactly, never 374.00000000000006.
  const areaToBuySqft = roundTo((request.areaSqft * (100 + request.wastePercent)) / 100, 2);
  // A quotient a hair over a whole number from binary fractions is that number.
  const boxes = Math.max(1, Math.ceil(roundTo(areaToBuySqft / packaging.coveragePerBox, 6)));
  const perPallet = packaging.boxesPerPallet && packaging.boxesPerPallet > 0 ? packaging.boxesPerPallet : null;
  return {
    areaSqft: roundTo(request.areaSqft, 2),
    wastePercent: request.wastePercent,
    areaToBuySqft,
    boxes,
    boxesAreaSqft: roundTo(boxes * packaging.coveragePerBox, 2),
    pallets: perPallet === null ? null : { full: Math.floor(boxes / perPallet), boxes: boxes % perPallet, perPallet },
    unit: request.unit ?? "sqft",
  };
}

/**
 * A number as a visitor types it in the page's language: "1,234.5" in English, « 1 234,5 » in
 * French, a decimal comma or point in either. Null when blank, undefined when it is not a number.
 */
export function readTypedNumber(typed: string | undefined, locale: SiteLocale): number | null | undefined {
  const text = (typed ?? "").replace(/[\s\u00a0\u202f]/g, "");
  if (text === "") return null;
  if (text.length > 20) return undefined;
  let plain = text;
  if (locale === "en" && /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(text)) plain = text.replaceAll(",", "");
  else if (locale === "fr" && /^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(text)) plain = text.replaceAll(".", "").replace(",", ".");
  else plain = text.replace(",", ".");
  return /^(?:\d+(?:\.\d*)?|\.\d+)$/.test(plain) ? Number(plain) : undefined;
}

const oneOf = <T extends string>(allowed: readonly T[], fallback: T) =>
  z.preprocess((value) => (typeof value === "string" && (allowed as readonly string[]).includes(value) ? value : fallback), z.string()).transform((value) => value as T);

/** The calculator's form, its messages in the page's language. */
export function orderCalculatorSchema(messages: OrderCalculatorMessages, locale: SiteLocale) {
  const typed = z.preprocess((value) => (typeof value === "string" ? value : ""), z.string());
  return z
    .object({
      by: oneOf<MeasuredBy>(["area", "room"], "area"),
      area: typed,
      unit: oneOf<AreaUnit>(["sqft", "m2"], "sqft"),
      length: typed,
      width: typed,
      lengthUnit: oneOf<LengthUnit>(["ft", "m"], "ft"),
      waste: oneOf(["5", "10", "15"], String(DEFAULT_WASTE)),
    })
    .transform((form, context): OrderRequest => {
      const problem = (field: OrderField, message: string) => {
        context.addIssue({ code: "custom", path: [field], message });
      };
      /** A measure typed in a field: positive, or a message under it. */
      const measure = (field: OrderField, missing: string) => {
        const text = form[field as "area" | "length" | "width"];
        const value = readTypedNumber(text, locale);
        const negative = value === undefined && typeof readTypedNumber(text.trim().replace(/^[-−]/, ""), locale) === "number";
        if (value === null) problem(field, missing);
        else if (value === undefined) problem(field, negative ? messages.notPositive : messages.notNumber);
        else if (value <= 0) problem(field, messages.notPositive);
        else return value;
        return null;
      };
      let areaSqft = 0;
      if (form.by === "area") {
        const area = measure("area", messages.areaMissing);
        if (area !== null) {
          areaSqft = form.unit === "m2" ? area * SQUARE_FEET_PER_SQUARE_METRE : area;
          if (roundTo(areaSqft, 2) > MOST_SQUARE_FEET) problem("area", messages.areaTooLarge);
        }
      } else {
        const length = measure("length", messages.lengthMissing);
        const width = measure("width", messages.widthMissing);
        if (length !== null && width !== null) {
          areaSqft = length * width * (form.lengthUnit === "m" ? SQUARE_FEET_PER_SQUARE_METRE : 1);
          if (roundTo(areaSqft, 2) > MOST_SQUARE_FEET) problem("width", messages.roomTooLarge);
        }
      }
      return { by: form.by, areaSqft, wastePercent: Number(form.waste) as WastePercent, unit: form.by === "room" ? (form.lengthUnit === "m" ? "m2" : "sqft") : form.unit };
    });
}

/** The calculator's fields of a form or an address (FormData, URLSearchParams), as typed. */
export function orderValues(form: { get(name: string): FormDataEntryValue | null }): OrderValues {
  const values: OrderValues = {};
  for (const field of ORDER_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value.slice(0, 40);
  }
  return values;
}

export type OrderCheck = { success: true; request: OrderRequest; values: OrderValues } | { success: false; errors: OrderErrors; values: OrderValues };

/** Checks the calculator's form: the room and allowance, or one message per field in the page's language. */
export function checkOrder(form: { get(name: string): FormDataEntryValue | null }, messages: OrderCalculatorMessages, locale: SiteLocale): OrderCheck {
  const values = orderValues(form);
  const result = orderCalculatorSchema(messages, locale).safeParse(values);
  if (result.success) return { success: true, request: result.data, values };
  const errors: OrderErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as OrderField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { success: false, errors, values };
}
