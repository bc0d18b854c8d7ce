import { useLocation } from "react-router";
import { pathInLocale, siteLocaleTags } from "~/platform/i18n/site-locale";
import type { SiteTexts } from "~/features/site/i18n/site-text";

/**
 * The offer's card: the page in the other language, or no thanks. Its behaviour is the caller's
 * (language-offer-card.tsx on the app's pages, islands/enhance.ts on the others).
 */
export function LanguageOfferCardMarkup({
  offer,
  onFollow,
  onDismiss,
}: {
  offer: SiteTexts["offer"];
  onFollow?: () => void;
  onDismiss?: () => void;
}) {
  const { pathname, search } = useLocation();
  const tag = siteLocaleTags[offer.locale];
  return (
    <aside lang={tag} aria-label={offer.text} className="language-offer">
      <p>{offer.text}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={pathInLocale(pathname, search, offer.locale)} hrefLang={tag} onClick={onFollow} className="btn bg-walnut text-ivory hover:bg-charcoal min-h-10 px-4 text-sm">
          {offer.link}
        </a>
        <button type="button" onClick={onDismiss} className="btn border border-walnut/30 bg-white text-walnut hover:bg-linen min-h-10 px-4 text-sm">
          {offer.dismiss}
        </button>
      </div>
    </aside>
  );
}
