import { roundTo, SQUARE_FEET_PER_SQUARE_METRE } from "~/platform/text/measures";

/*
 * What a product's Packing text says of its box and its pallet: the square feet one box covers
 * ("22.00 sq ft/box", « 31,09 pi²/boîte », "2.04 m²/box", converted) and how many boxes a pallet
 * holds ("42 boxes/pallet", « 40 boîtes par palette »). Read when an import brings a product whose
 * coverage nobody gave, and once by migration 0017 for the products already stored, whose SQL
 * mirrors these patterns (packing-measures-migration.server.test.ts holds the two together).
 * Browser-safe.
 */

export interface PackingMeasures {
  /** Square feet one box covers, to the hundredth; null when the text does not say. */
  coveragePerBox: number | null;
  /** Boxes on one pallet; null when the text does not say. */
  boxesPerPallet: number | null;
}

/** A number as packing lists write it: up to five digits, then a point or a comma and up to two. */
const NUMBER = String.raw`(?<![\d.,])(\d{1,5}(?:[.,]\d{1,2})?)(?!\d|[.,]\d)`;
const WHOLE = String.raw`(?<![\d.,])(\d{1,5})(?!\d|[.,]\d)`;
const SQUARE_FEET = String.raw`(?:sq\.?\s*ft\.?|sqft|ft²|ft2|pi²|pi2|pi\.?\s*ca\.?)`;
const SQUARE_METRES = String.raw`(?:m²|m2|sq\.?\s*m\.?|sqm)`;
/** "/", " per ", " par " between a measure and what it is of. */
const PER = String.raw`\s*(?:/|per|par)\s*`;
const BOX = String.raw`(?:box|carton|ctn|case|bo[iî]te|caisse)`;
const BOXES = String.raw`(?:box(?:es)?|cartons?|ctns?|cases?|bo[iî]tes?|caisses?)`;
const PALLET = String.raw`(?:pallet|palette|plt|skid)`;

/** These patterns as migration 0017's SQL spells them (PostgreSQL's `regexp_match`, flag `i`). */
export const PACKING_PATTERNS = {
  squareFeet: `${NUMBER}\\s*${SQUARE_FEET}${PER}${BOX}`,
  squareMetres: `${NUMBER}\\s*${SQUARE_METRES}${PER}${BOX}`,
  boxesPerPallet: `${WHOLE}\\s*${BOXES}${PER}${PALLET}`,
} as const;

const squareFeet = new RegExp(PACKING_PATTERNS.squareFeet, "i");
const squareMetres = new RegExp(PACKING_PATTERNS.squareMetres, "i");
const boxesPerPallet = new RegExp(PACKING_PATTERNS.boxesPerPallet, "i");

const numberOf = (typed: string) => Number(typed.replace(",", "."));

/** The largest coverage a product can keep (numeric(7,2)). */
const MOST_SQUARE_FEET = 99_999.99;

/** What `packing` says of its box's coverage and its pallet's boxes; nulls for what it does not say. */
export function readPacking(packing: string | null | undefined): PackingMeasures {
  const text = packing ?? "";
  const feet = squareFeet.exec(text)?.[1];
  const metres = feet === undefined ? squareMetres.exec(text)?.[1] : undefined;
  const coverage = feet !== undefined ? numberOf(feet) : metres !== undefined ? roundTo(numberOf(metres) * SQUARE_FEET_PER_SQUARE_METRE, 2) : null;
  const boxes = boxesPerPallet.exec(text)?.[1];
  return {
    coveragePerBox: coverage !== null && coverage > 0 && coverage <= MOST_SQUARE_FEET ? coverage : null,
    boxesPerPallet: boxes !== undefined && Number(boxes) > 0 ? Number(boxes) : null,
  };
}

/** Whether a product holds no coverage per box (blank) or no boxes per pallet (blank or nought). */
const unknown = (value: number | null | undefined) => value === null || value === undefined || value === 0;

/**
 * A product's coverage and boxes per pallet with what its Packing says filled in where it holds
 * none; what it holds is never replaced. `given` names the ones the source gave outright (a
 * spreadsheet's column): those are left as they are, even blank.
 */
export function withPackingMeasures<T extends { packing: string | null; coveragePerBox: number | null; boxesPerPallet: number }>(
  product: T,
  given: { coveragePerBox?: boolean; boxesPerPallet?: boolean } = {},
): T {
  const read = readPacking(product.packing);
  const coverage = !given.coveragePerBox && unknown(product.coveragePerBox) && read.coveragePerBox !== null;
  const pallets = !given.boxesPerPallet && unknown(product.boxesPerPallet) && read.boxesPerPallet !== null;
  if (!coverage && !pallets) return product;
  return {
    ...product,
    ...(coverage ? { coveragePerBox: read.coveragePerBox } : {}),
    ...(pallets ? { boxesPerPallet: read.boxesPerPallet } : {}),
  };
}
