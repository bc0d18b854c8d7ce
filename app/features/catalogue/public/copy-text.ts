import type { PluralText } from "~/content/products";
import type { SiteLocale } from "~/platform/i18n/site-locale";
import { formatNumber } from "~/features/catalogue/product-size";
import { fillPlaceholders } from "~/platform/text/fill";

/*
 * The catalogue pages' copy comes from their loaders in the page's language (decision 049), with
 * placeholders in braces; these fill them. Numbers are written as the language writes them
 * ("1 520" in French), and a count picks its singular or plural form by the language's rule.
 */

type TextParams = Readonly<Record<string, string | number>>;

/** "Page {page}" with { page: 2 } is "Page 2"; a placeholder without a value stays as it is. */
export function fill(template: string, params: TextParams, locale: SiteLocale = "en"): string {
  return fillPlaceholders(template, params, (value) => formatNumber(value, locale));
}

/** Whether a count takes the singular: only 1 in English, 0 and 1 in French ("0 produit"). */
const isSingular = (count: number, locale: SiteLocale) => (locale === "fr" ? Math.abs(count) < 2 : count === 1);

/** A count's text, singular or plural, filled. */
export function plural(text: PluralText, count: number, params: TextParams, locale: SiteLocale = "en"): string {
  return fill(isSingular(count, locale) ? text.one : text.other, params, locale);
}
