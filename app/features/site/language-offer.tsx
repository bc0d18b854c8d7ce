import { lazy, Suspense, useSyncExternalStore } from "react";
import { useSiteLocale } from "~/platform/i18n/site-locale";
import { browserPrefers, hasChosenSiteLocale } from "~/platform/i18n/site-locale-choice";
import { useSiteTexts } from "~/features/site/i18n/site-text";
import { LanguageOfferCardMarkup } from "~/features/site/language-offer-markup";

/*
 * The page in the other language, offered once to a visitor whose browser prefers it and who has
 * not chosen yet (decision 049). It is the page's script that asks the browser, after the page is
 * shown: the page itself is the same for everyone (and stays in the page cache), and nothing
 * redirects. Following the offer or declining it remembers the choice, so it is not made again.
 */

// Nothing it reads announces a change: the cookie changes only by this page's own links and buttons.
const unchanging = () => () => {};

const LanguageOfferCard = lazy(() => import("./language-offer-card"));

export function LanguageOffer() {
  const locale = useSiteLocale();
  const offer = useSiteTexts()?.offer;
  // Asked of the browser once the page is shown (the server's answer, and hydration's, is no).
  const wanted = useSyncExternalStore(
    unchanging,
    () => Boolean(offer && !hasChosenSiteLocale() && browserPrefers(offer.locale, locale)),
    () => false,
  );
  if (!wanted || !offer) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOfferCard offer={offer} current={locale} />
    </Suspense>
  );
}

/**
 * The same offer on a page that ships no client app (platform/render/page-scripts.tsx): rendered
 * on the server into an inert <template>, which the page's small script shows to the visitors
 * who get it (islands/enhance.ts), by the same rule.
 */
export function LanguageOfferTemplate() {
  const locale = useSiteLocale();
  const offer = useSiteTexts()?.offer;
  if (!offer) return null;
  return (
    <template id="language-offer" data-offer={offer.locale} data-current={locale}>
      <LanguageOfferCardMarkup offer={offer} />
    </template>
  );
}
