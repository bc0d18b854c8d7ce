import { data } from "react-router";
import { pageCopies } from "~/content/page-copies.server";
import { NOT_STORED } from "~/platform/http/cache-control.server";
import { quoteProducts } from "~/features/catalogue/quote-products.server";
import { copyFor, requestSiteLocale } from "~/platform/i18n/site-locale";
import { parseId } from "~/platform/http/search-params";
import { issueFormToken } from "../enquiry-guard.server";
import { enquiryTextsFor } from "../enquiry-text.server";
import { areaIsValid, readArea } from "./quote-lines";

/** A line the quote page's address carries (a product page's "Request a Quote", before or without its script). */
export interface AddressLine {
  id: number;
  title: string;
  colour: string | null;
  area: number | null;
  coveragePerBox: number | null;
}

/**
 * The quote page's data: its words, the form's token, and the product the address names, checked
 * against the published catalogue (an unknown one is said so). The list kept in the browser is
 * the page script's to show: the page is the same for everyone, and cached.
 */
export async function quotePageData(request: Request, query: { product?: string; colour?: string; area?: string }) {
  const locale = requestSiteLocale(request);
  const enquiryTexts = enquiryTextsFor(locale);
  const words = {
    copy: copyFor(request, pageCopies.quote),
    enquiryTexts,
    formToken: issueFormToken(),
  };
  const id = parseId(query.product);
  if (query.product === undefined) return data({ ...words, addressLine: null, unavailable: false });
  // A product named in the address is this visitor's page: stored by no cache, so no run of
  // addresses (any area, any colour) can push the site's pages out of it (decision 061).
  const headers = { "Cache-Control": NOT_STORED };
  const product = id === null ? undefined : (await quoteProducts([id])).get(id);
  const colour = query.colour?.trim() || null;
  if (!product || (colour !== null && !product.colours.includes(colour))) {
    return data({ ...words, addressLine: null, unavailable: true }, { headers });
  }
  const area = readArea(query.area ?? "");
  const addressLine: AddressLine = {
    id: product.id,
    title: locale === "fr" ? (product.titleFr ?? product.title) : product.title,
    colour,
    area: area !== null && areaIsValid(area) ? area : null,
    coveragePerBox: product.coveragePerBox,
  };
  return data({ ...words, addressLine, unavailable: false }, { headers });
}
