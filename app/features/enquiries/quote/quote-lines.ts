import { oneLine } from "~/platform/text/plain-text";
import type { EnquiryValidationTexts } from "../enquiry-text.en";

/*
 * The products a quote request lists, as the quote page posts them: one group of fields per line
 * (`lineProduct`, `lineColour`, `lineArea`, `lineTitle`, repeated in order). The browser and the
 * server read them with this one module. Which products and colours exist is the server's to say
 * (quote-lines.server.ts): a line it cannot find is left out with a notice, the rest is sent.
 */

export const MAX_LINES = 30;
/** The largest floor a line may ask for, in square feet. */
export const MAX_AREA_SQFT = 100_000;

export const lineFields = {
  product: "lineProduct",
  colour: "lineColour",
  area: "lineArea",
  title: "lineTitle",
} as const;

/** A line as posted: the product's id, the colour's name, the area in square feet (null: not said). */
export interface PostedLine {
  productId: number;
  colour: string | null;
  areaSqft: number | null;
  /** The title the visitor saw, only to name the line if it has to be left out. */
  title: string;
}

/** A line's fields as typed, given back with a refused form. */
export interface LineValues {
  product: string;
  colour: string;
  area: string;
  title: string;
}

/** `lines`: the list's own message (too many); `area`: one per line, by its place in the list. */
export interface LineErrors {
  lines?: string;
  area?: Record<number, string>;
}

type PostedForm = { getAll(name: string): FormDataEntryValue[] };

const texts = (form: PostedForm, name: string) => form.getAll(name).map((value) => (typeof value === "string" ? value : ""));

/** The lines' fields as typed, in order. */
export function lineValues(form: PostedForm): LineValues[] {
  const products = texts(form, lineFields.product);
  const colours = texts(form, lineFields.colour);
  const areas = texts(form, lineFields.area);
  const titles = texts(form, lineFields.title);
  return products.map((product, index) => ({
    product,
    colour: colours[index] ?? "",
    area: areas[index] ?? "",
    title: titles[index] ?? "",
  }));
}

/** An area as typed ('340', '1 234,5', '1,234.5'): square feet, null when blank, NaN when it is not a number. */
export function readArea(typed: string): number | null {
  const value = typed.trim().replace(/[\s\u00a0\u202f]/g, "");
  if (value === "") return null;
  // '1,234.5' (English) or '1234,5' (French): a comma followed by exactly three digits and a point is a thousands mark.
  const normal = /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(value) ? value.replace(/,/g, "") : value.replace(",", ".");
  return /^\d+(\.\d+)?$/.test(normal) ? Number(normal) : Number.NaN;
}

export const areaIsValid = (area: number | null) => area === null || (Number.isFinite(area) && area > 0 && area <= MAX_AREA_SQFT);

type LineCheck = { lines: PostedLine[]; errors: LineErrors | null; values: LineValues[] };

/** The posted lines, or their messages: more than 30 lines, or an area that is 0, above 100,000 or not a number. */
export function readPostedLines(form: PostedForm, messages: Pick<EnquiryValidationTexts, "linesTooMany" | "areaInvalid">): LineCheck {
  const values = lineValues(form);
  if (values.length > MAX_LINES) return { lines: [], errors: { lines: messages.linesTooMany }, values };
  const lines: PostedLine[] = [];
  const area: Record<number, string> = {};
  values.forEach((value, index) => {
    const areaSqft = readArea(value.area);
    if (!areaIsValid(areaSqft)) area[index] = messages.areaInvalid;
    const productId = /^\d{1,10}$/.test(value.product.trim()) ? Number(value.product.trim()) : 0;
    lines.push({
      productId,
      colour: oneLine(value.colour).slice(0, 200) || null,
      areaSqft: areaIsValid(areaSqft) ? areaSqft : null,
      title: oneLine(value.title).slice(0, 200),
    });
  });
  return Object.keys(area).length > 0 ? { lines: [], errors: { area }, values } : { lines, errors: null, values };
}

/** Boxes for an area (square feet, the waste already in it) at a coverage per box: rounded up. */
export function boxesFor(areaSqft: number | null, coveragePerBox: number | null): number | null {
  if (areaSqft === null || coveragePerBox === null || coveragePerBox <= 0) return null;
  // A hair below a whole number is that number: 374 / 22 is 17 boxes, not 18.
  return Math.max(1, Math.ceil(areaSqft / coveragePerBox - 1e-9));
}
