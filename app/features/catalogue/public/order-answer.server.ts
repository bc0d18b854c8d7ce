import type { OrderCalculatorCopy } from "~/content/product-detail";
import type { SiteLocale } from "~/platform/i18n/site-locale";
import { checkOrder, orderFor, type OrderAnswer, type OrderErrors, type OrderValues } from "../order-calculator";
import { ORDER_FIELDS } from "../order-fields";

/*
 * The product page's answer to its calculator's form sent without JavaScript: a GET to the page
 * itself (`/products/7?area=340&waste=10`), checked with the calculator's schema and answered in
 * the page. Such a page is this visitor's answer, kept by no cache (decision 061).
 */

/** What the calculator shows: what was typed, and its answer or its messages. */
export interface CalculatorState {
  values: OrderValues;
  answer: OrderAnswer | null;
  errors: OrderErrors;
}

/** Whether an address carries the calculator's form. */
export const asksCalculator = (url: URL) => ORDER_FIELDS.some((field) => url.searchParams.has(field));

/** The calculator's state for an address that carries its form; null for the plain page or a product without a coverage. */
export function calculatorState(
  url: URL,
  product: { coveragePerBox: number | null; boxesPerPallet: number | null },
  copy: OrderCalculatorCopy,
  locale: SiteLocale,
): CalculatorState | null {
  const coveragePerBox = product.coveragePerBox;
  if (!coveragePerBox || coveragePerBox <= 0 || !asksCalculator(url)) return null;
  const check = checkOrder(url.searchParams, copy.errors, locale);
  if (!check.success) return { values: check.values, answer: null, errors: check.errors };
  return { values: check.values, answer: orderFor(check.request, { coveragePerBox, boxesPerPallet: product.boxesPerPallet }), errors: {} };
}
