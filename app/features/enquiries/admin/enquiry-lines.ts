import type { SampleShipping } from "~/platform/db/schema";
import { formatNumber, type Locale, type Translate } from "~/platform/i18n/i18n";

/*
 * A lead's lines as staff read them: the product's title as it was sent, the colour, the area and
 * the boxes it takes; and where a sample request's samples go. Shared by the list's summary, the
 * enquiry's page and the CSV export.
 */

export interface LeadLine {
  /** The product while it exists; null once it has been deleted. */
  productId: number | null;
  productTitle: string;
  colour: string | null;
  areaSqft: number | null;
  boxes: number | null;
}

/** "374 sq ft", in the admin's language. */
export const areaText = (areaSqft: number, t: Translate, locale: Locale) =>
  t("enquiries.lines.area", { area: formatNumber(areaSqft, locale, { maximumFractionDigits: 2 }) });

/** "Oak Natural (Honey) · 374 sq ft · 17 boxes": one line in a sentence. */
export function lineText(line: LeadLine, t: Translate, locale: Locale): string {
  const product = line.colour ? t("enquiries.lines.withColour", { product: line.productTitle, colour: line.colour }) : line.productTitle;
  return [
    product,
    line.areaSqft === null ? null : areaText(line.areaSqft, t, locale),
    line.boxes === null ? null : t("enquiries.lines.boxes", { count: line.boxes }),
  ]
    .filter(Boolean)
    .join(" · ");
}

/** What the list shows of a lead's lines: the first, and how many more there are. */
export function linesSummary(first: LeadLine | null, count: number, t: Translate, locale: Locale): { first: string; more: string | null } | null {
  if (!first) return null;
  return { first: lineText(first, t, locale), more: count > 1 ? t("enquiries.lines.more", { count: count - 1 }) : null };
}

/** Where a sample request's samples go, in one line: the address, or picked up at the showroom. */
export function shippingText(shipping: SampleShipping | null, t: Translate): string | null {
  if (!shipping) return null;
  if (shipping.pickup) return t("enquiries.shipping.pickup");
  return [shipping.street, shipping.city, `${shipping.province} ${shipping.postalCode}`.trim()].filter(Boolean).join(", ");
}
