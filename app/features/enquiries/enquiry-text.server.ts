import type { SiteLocale } from "~/platform/i18n/site-locale";
import { enquiryTextEn, type EnquiryTexts } from "./enquiry-text.en";
import { enquiryTextFr } from "./enquiry-text.fr";

const catalogues: Record<SiteLocale, EnquiryTexts> = { en: enquiryTextEn, fr: enquiryTextFr };

/** The enquiry form's words in `locale`, for a page's loader and the server's answers. */
export const enquiryTextsFor = (locale: SiteLocale): EnquiryTexts => catalogues[locale];
