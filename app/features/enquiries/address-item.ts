import { useEffect } from "react";
import { localizedPath, useSiteLocale } from "~/platform/i18n/site-locale";

/**
 * The item a page's address names (`/quote?product=…`, `/samples?product=…`) joins the visitor's
 * list once, and the address drops it, so a reload does not add it again. Only the browser's
 * address changes: a navigation would load the page's data again, and with it a new form token,
 * which would make a visitor who typed before the scripts ran look too fast.
 */
export function useAddressItemJoinsList<Item>(item: Item | null, join: (item: Item) => void, pagePath: string) {
  const locale = useSiteLocale();
  useEffect(() => {
    if (item === null) return;
    join(item);
    window.history.replaceState(window.history.state, "", localizedPath(pagePath, locale) + window.location.hash);
    // `join` is a module function; the item and the language decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item, locale, pagePath]);
}
