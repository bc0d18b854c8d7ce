import { pageCopies } from "~/content/page-copies.server";
import { provincesIn } from "~/content/provinces";
import { quoteProducts } from "~/features/catalogue/quote-products.server";
import { parseId } from "~/platform/http/search-params";
import { copyFor, requestSiteLocale } from "~/platform/i18n/site-locale";
import { issueFormToken } from "../enquiry-guard.server";
import { enquiryTextsFor } from "../enquiry-text.server";

/** A colour the samples page's address carries (a product page's "Order a free sample", before or without its script). */
export interface AddressSample {
  id: number;
  title: string;
  colour: string;
}

/**
 * The samples page's data: its words (the enquiry form's for the fields both forms have), the
 * provinces in the page's language, the form's token, and the colour the address names, checked
 * against the published catalogue (one it no longer has is said so). The visitor's own list is
 * the page script's to show: it lives in the browser.
 */
export async function samplesPageData(
  request: Request,
  query: { product?: string; colour?: string },
) {
  const locale = requestSiteLocale(request);
  const enquiry = enquiryTextsFor(locale);
  const { nameShort, nameLong, emailLong, emailInvalid, phoneLong } = enquiry.validation;
  const words = {
    copy: copyFor(request, pageCopies.samples),
    form: {
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone,
      optional: enquiry.optional,
      honeypot: enquiry.honeypot,
      required: enquiry.required,
      sending: enquiry.sending,
      invalid: enquiry.invalid,
      failed: enquiry.failed,
      validation: { nameShort, nameLong, emailLong, emailInvalid, phoneLong },
    },
    provinces: provincesIn(locale),
    formToken: issueFormToken(),
  };
  if (query.product === undefined) return { ...words, addressSample: null, unavailable: false };
  const id = parseId(query.product);
  const product = id === null ? undefined : (await quoteProducts([id])).get(id);
  const colour = query.colour?.trim() ?? "";
  if (!product || !product.colours.includes(colour))
    return { ...words, addressSample: null, unavailable: true };
  const addressSample: AddressSample = {
    id: product.id,
    title: locale === "fr" ? (product.titleFr ?? product.title) : product.title,
    colour,
  };
  return { ...words, addressSample, unavailable: false };
}

export type SamplesPageData = Awaited<ReturnType<typeof samplesPageData>>;
/** The enquiry form's words the samples form shares. */
export type SampleFormWords = SamplesPageData["form"];
