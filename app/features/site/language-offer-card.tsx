import { useState } from "react";
import { rememberSiteLocale as rememberLocale, type SiteLocale } from "~/platform/i18n/site-locale";
import type { SiteTexts } from "~/features/site/i18n/site-text";
import { LanguageOfferCardMarkup } from "~/features/site/language-offer-markup";

/** The offer itself, loaded only for the visitors who get it (language-offer.tsx decides). */
export default function LanguageOfferCard({ offer, current }: { offer: SiteTexts["offer"]; current: SiteLocale }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <LanguageOfferCardMarkup
      offer={offer}
      onFollow={() => rememberLocale(offer.locale)}
      onDismiss={() => {
        rememberLocale(current);
        setDismissed(true);
      }}
    />
  );
}
