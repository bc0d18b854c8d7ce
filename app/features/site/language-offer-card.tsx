import { useState } from "react";
import { useLocation } from "react-router";
import { pathInLocale, rememberSiteLocale as rememberLocale, siteLocaleTags, type SiteLocale } from "~/platform/i18n/site-locale";
import type { SiteTexts } from "~/features/site/i18n/site-text";

/** The offer itself, loaded only for the visitors who get it (language-offer.tsx decides). */
export default function LanguageOfferCard({ offer, current }: { offer: SiteTexts["offer"]; current: SiteLocale }) {
  const { pathname, search } = useLocation();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  const tag = siteLocaleTags[offer.locale];
  return (
    <aside lang={tag} aria-label={offer.text} className="language-offer">
      <p>{offer.text}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={pathInLocale(pathname, search, offer.locale)} hrefLang={tag} onClick={() => rememberLocale(offer.locale)} className="btn bg-walnut text-ivory hover:bg-charcoal min-h-10 px-4 text-sm">
          {offer.link}
        </a>
        <button
          type="button"
          onClick={() => {
            rememberLocale(current);
            setDismissed(true);
          }}
          className="btn border border-walnut/30 bg-white text-walnut hover:bg-linen min-h-10 px-4 text-sm"
        >
          {offer.dismiss}
        </button>
      </div>
    </aside>
  );
}
