import { fillPlaceholders } from "~/platform/text/fill";
import { useRouteLoaderData } from "react-router";
import type { SiteLocale } from "~/platform/i18n/site-locale";
import type { SiteText, SiteTextKey } from "./site-text.en";

/*
 * The public chrome's words in the page's language. The root loader sends the one catalogue the
 * address asks for (site-text.server.ts), and the offer of the other language in that language:
 * a page carries no other language's words.
 */

export interface SiteTexts {
  locale: SiteLocale;
  text: SiteText;
  /** The other language's invitation, in that language. */
  offer: { locale: SiteLocale; text: string; link: string; dismiss: string };
}

type RootData = { siteTexts?: SiteTexts } | undefined;

type SiteT = (key: SiteTextKey, params?: Record<string, string | number>) => string;

const fill = (text: string, params?: Record<string, string | number>) => (params ? fillPlaceholders(text, params) : text);

export function useSiteTexts(): SiteTexts | undefined {
  return (useRouteLoaderData("root") as RootData)?.siteTexts;
}

/** `t(key)` for the public chrome; a page without the root's data (its error page) shows the keys' English fallbacks. */
export function useSiteT(): SiteT {
  const texts = useSiteTexts();
  return (key, params) => fill(texts?.text[key] ?? key, params);
}

/** The same, for a route's `meta`, from its matches. */
export function siteTextsFrom(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): SiteTexts | undefined {
  return (matches.find((match) => match?.id === "root")?.loaderData as RootData)?.siteTexts;
}
