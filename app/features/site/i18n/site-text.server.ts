import { siteLocaleOf, type SiteLocale } from "~/platform/i18n/site-locale";
import { siteTextEn } from "./site-text.en";
import { siteTextFr } from "./site-text.fr";
import type { SiteTexts } from "./site-text";

const catalogues = { en: siteTextEn, fr: siteTextFr } as const;

/** What the root loader sends a public page at `pathname`: its language's words, and the other's offer. */
export function siteTextsFor(pathname: string): SiteTexts {
  const locale: SiteLocale = siteLocaleOf(pathname);
  const other: SiteLocale = locale === "en" ? "fr" : "en";
  const offered = catalogues[other];
  return {
    locale,
    text: catalogues[locale],
    offer: { locale: other, text: offered["language.offer"], link: offered["language.offerLink"], dismiss: offered["language.dismiss"] },
  };
}
