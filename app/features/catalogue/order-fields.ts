/*
 * The order calculator's form as pages draw it: its fields' names and its allowances, without the
 * schema (order-calculator.ts), so a page shows the form without loading zod. Browser-safe.
 */

/** The form's fields, as the address and the form name them. */
export const ORDER_FIELDS = ["by", "area", "unit", "length", "width", "lengthUnit", "waste"] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];

/** The allowances a visitor chooses between, in percent; 10 unless they choose. */
export const WASTE_PERCENTS = [5, 10, 15] as const;
export type WastePercent = (typeof WASTE_PERCENTS)[number];
export const DEFAULT_WASTE: WastePercent = 10;
