import { useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { pathInLocale, SITE_LOCALE_COOKIE, siteLocaleTags, useSiteLocale, type SiteLocale } from "~/platform/i18n/site-locale";
import { useSiteTexts } from "~/features/site/i18n/site-text";

/*
 * The page in the other language, offered once to a visitor whose browser prefers it and who has
 * not chosen yet (decision 049). It is the page's script that asks the browser, after the page is
 * shown: the page itself is the same for everyone (and stays in the page cache), and nothing
 * redirects. Following the offer or declining it remembers the choice, so it is not made again.
 */

const chosen = () => document.cookie.split(";").some((part) => part.trim().startsWith(`${SITE_LOCALE_COOKIE}=`));

export function rememberLocale(locale: SiteLocale) {
  document.cookie = `${SITE_LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

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

export function LanguageOffer() {
  const locale = useSiteLocale();
  const texts = useSiteTexts();
  const { pathname, search } = useLocation();
  const other = texts?.offer.locale;
  // Asked of the browser once the page is shown (the server's answer, and hydration's, is no).
  const wanted = useSyncExternalStore(
    unchanging,
    () => Boolean(other && !chosen() && prefers(other, locale)),
    () => false,
  );
  const [dismissed, setDismissed] = useState(false);

  if (!wanted || dismissed || !texts || !other) return null;
  const tag = siteLocaleTags[other];
  return (
    <aside lang={tag} aria-label={texts.offer.text} className="language-offer">
      <p>{texts.offer.text}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={pathInLocale(pathname, search, other)} hrefLang={tag} onClick={() => rememberLocale(other)} className="btn bg-walnut text-ivory hover:bg-charcoal min-h-10 px-4 text-sm">
          {texts.offer.link}
        </a>
        <button
          type="button"
          onClick={() => {
            rememberLocale(locale);
            setDismissed(true);
          }}
          className="btn border border-walnut/30 bg-white text-walnut hover:bg-linen min-h-10 px-4 text-sm"
        >
          {texts.offer.dismiss}
        </button>
      </div>
    </aside>
  );
}
