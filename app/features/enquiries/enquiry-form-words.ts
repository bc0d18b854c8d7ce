import type { SiteLocale } from "~/platform/i18n/site-locale";
import type { EnquiryPage } from "./enquiry-form-schema";
import type { EnquiryTexts } from "./enquiry-text.en";

/**
 * What the enquiry form's module on a page without the client app (islands/enquiry-form.ts) needs
 * beside the form's markup: the schema's messages and the toasts' and button's words in the page's
 * language, and where it posts in the background.
 */
export interface EnquiryFormWords {
  validation: EnquiryTexts["validation"];
  send: string;
  sending: string;
  sent: string;
  failed: string;
  invalid: string;
  postTo: string;
}

/** Where the form posts in the background, the page it is on named in English (api-enquiries.ts). */
export const enquiryPostAddress = (sourcePage: EnquiryPage, locale: SiteLocale) =>
  `/api/enquiries?from=${encodeURIComponent(sourcePage)}&lang=${locale}`;

export function enquiryFormWords(texts: EnquiryTexts, sourcePage: EnquiryPage, locale: SiteLocale): EnquiryFormWords {
  const { validation, send, sending, sent, failed, invalid } = texts;
  return { validation, send, sending, sent, failed, invalid, postTo: enquiryPostAddress(sourcePage, locale) };
}
