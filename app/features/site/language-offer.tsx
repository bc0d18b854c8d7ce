import { lazy, Suspense, useSyncExternalStore } from "react";
import { SITE_LOCALE_COOKIE, useSiteLocale, type SiteLocale } from "~/platform/i18n/site-locale";
import { useSiteTexts } from "~/features/site/i18n/site-text";

/*
 * The page in the other language, offered once to a visitor whose browser prefers it and who has
 * not chosen yet (decision 049). It is the page's script that asks the browser, after the page is
 * shown: the page itself is the same for everyone (and stays in the page cache), and nothing
 * redirects. Following the offer or declining it remembers the choice, so it is not made again.
 */

const chosen = () => document.cookie.split(";").some((part) => part.trim().startsWith(`${SITE_LOCALE_COOKIE}=`));

function prefers(other: SiteLocale, current: SiteLocale) {
  for (const language of navigator.languages ?? [navigator.language]) {
    const code = language.toLowerCase().slice(0, 2);
    if (code === other) return true;
    if (code === current) return false;
  }
  return false;
}

// Nothing it reads announces a change: the cookie changes only by this page's own links and buttons.
const unchanging = () => () => {};

const LanguageOfferCard = lazy(() => import("./language-offer-card"));

export function LanguageOffer() {
  const locale = useSiteLocale();
  const offer = useSiteTexts()?.offer;
  // Asked of the browser once the page is shown (the server's answer, and hydration's, is no).
  const wanted = useSyncExternalStore(
    unchanging,
    () => Boolean(offer && !chosen() && prefers(offer.locale, locale)),
    () => false,
  );
  if (!wanted || !offer) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOfferCard offer={offer} current={locale} />
    </Suspense>
  );
}
