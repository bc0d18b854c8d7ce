/*
 * A visitor's choice of language, remembered in the browser (decision 049). No React and no other
 * import: the public pages' small script (islands/enhance.ts) writes the same cookie as the app.
 */

/** The cookie that remembers a visitor's choice (read only by the page's script: pages never vary by it). */
export const SITE_LOCALE_COOKIE = "site_lang";

/** Remembers a visitor's choice for a year (in the browser only). */
export function rememberSiteLocale(locale: "en" | "fr") {
  document.cookie = `${SITE_LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** Whether the visitor has chosen a language already (the switch, or the offer followed or declined). */
export const hasChosenSiteLocale = () => document.cookie.split(";").some((part) => part.trim().startsWith(`${SITE_LOCALE_COOKIE}=`));

/** Whether the browser's languages put `other` before `current`. */
export function browserPrefers(other: "en" | "fr", current: "en" | "fr") {
  for (const language of navigator.languages ?? [navigator.language]) {
    const code = language.toLowerCase().slice(0, 2);
    if (code === other) return true;
    if (code === current) return false;
  }
  return false;
}
