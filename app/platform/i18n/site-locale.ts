import { requestUrl } from "~/platform/http/request-url";
import { createContext, useContext } from "react";
import { frenchAddresses } from "~/content/localized-addresses";

/*
 * The public site's languages (decision 049): English at the site's addresses, Canadian French
 * under `/fr`, the same page at the same address after the prefix. Browser-safe and tiny: every
 * public link goes through `localizedPath` (SiteLink), so it is read on every render.
 */

export const SITE_LOCALES = ["en", "fr"] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];

/** BCP 47 tags for `lang`, `hreflang` and Intl. */
export const siteLocaleTags = { en: "en-CA", fr: "fr-CA" } as const satisfies Record<SiteLocale, string>;

/** Open Graph's spelling of the same. */
export const ogLocales = { en: "en_CA", fr: "fr_CA" } as const satisfies Record<SiteLocale, string>;

/** Each language named in itself, as the switch shows it. */
export const siteLocaleNames = { en: "English", fr: "Français" } as const satisfies Record<SiteLocale, string>;

export { rememberSiteLocale, SITE_LOCALE_COOKIE } from "~/platform/i18n/site-locale-choice";

export function isSiteLocale(value: unknown): value is SiteLocale {
  return typeof value === "string" && (SITE_LOCALES as readonly string[]).includes(value);
}

/** The language of a page's address: French under /fr, English everywhere else. */
export function siteLocaleOf(pathname: string): SiteLocale {
  return pathname === "/fr" || pathname.startsWith("/fr/") ? "fr" : "en";
}

/** Whether an address is the private area's (sign-in pages and the admin), which has no public language. */
export const isPrivatePagePath = (pathname: string) => /^\/(?:admin|auth)(?:\/|$)/.test(pathname);

/** The address without its language prefix: "/fr/about" is "/about", "/fr" is "/". */
export function unlocalizedPath(pathname: string): string {
  const path = sitePath(pathname);
  if (path === "/fr") return "/";
  if (!path.startsWith("/fr/")) return path;
  const rest = sitePath(path.slice(3));
  return englishAddresses[rest] ?? rest;
}

/** The English address of each page whose French words differ (content/localized-addresses.ts). */
const englishAddresses: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(frenchAddresses).map(([english, french]) => [french, english]),
);

/**
 * A path of this site: leading slashes and backslashes collapsed into one, so that a path taken
 * from a request ("/fr//elsewhere.example") can never become an address of another host.
 */
export function sitePath(pathname: string): string {
  return pathname.replace(/^[/\\]+/, "/");
}

// Addresses that are the same in every language: the private area, files and data.
const SHARED = /^\/(?:admin|auth|api|media|img|assets|sitemap\.xml|robots\.txt)(?:[/?#.]|$)/;

/**
 * A site-absolute address in `locale`: "/about?x=1" in French is "/fr/about?x=1", "/" is
 * "/fr". Outside addresses, fragments and the private area's are left as they are.
 */
export function localizedPath(to: string, locale: SiteLocale): string {
  if (locale === "en" || !to.startsWith("/") || to.startsWith("//") || SHARED.test(to)) return to;
  const path = to.split(/[?#]/)[0]!;
  if (siteLocaleOf(path) === "fr") return to;
  const french = frenchAddresses[path];
  if (french && Object.hasOwn(frenchAddresses, path)) return `/fr${french}${to.slice(path.length)}`;
  return to === "/" ? "/fr" : /^\/[?#]/.test(to) ? `/fr${to.slice(1)}` : `/fr${to}`;
}

/**
 * A staff preview of a public page (`/admin/…/:id/preview`, `/admin/…/preview`): its language is
 * chosen by `?lang=`.
 */
const PREVIEW = /^\/admin\/(?:(?:[a-z-]+\/)+\d+|content\/slides)\/preview$/;
export const isPreviewPath = (pathname: string) => PREVIEW.test(pathname);

/** The language a page is shown in: its address's, or the one a preview was asked for. */
export function pageLocaleOf(pathname: string, search: string): SiteLocale {
  if (!isPreviewPath(pathname)) return siteLocaleOf(pathname);
  return new URLSearchParams(search).get("lang") === "fr" ? "fr" : "en";
}

/** The same page in the other language (or this one): "/fr/projects/x?y" ⇄ "/projects/x?y"; a preview's `?lang=`. */
export function pathInLocale(pathname: string, search: string, locale: SiteLocale): string {
  if (isPreviewPath(pathname)) {
    const params = new URLSearchParams(search);
    if (locale === "en") params.delete("lang");
    else params.set("lang", locale);
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  }
  return `${localizedPath(unlocalizedPath(pathname), locale)}${search}`;
}

const SiteLocaleContext = createContext<SiteLocale>("en");
export const SiteLocaleProvider = SiteLocaleContext.Provider;

/** The language of the public page being rendered. */
export function useSiteLocale(): SiteLocale {
  return useContext(SiteLocaleContext);
}

/** The language a request's address asks for (a loader's choice of copy). */
export function requestSiteLocale(request: Request): SiteLocale {
  return siteLocaleOf(requestUrl(request).pathname);
}

/**
 * A page's copy in each language, typed alike (decision 049): its loader sends only the
 * request's, so a page carries no other language's words.
 */
export type InEachLocale<T> = Readonly<Record<SiteLocale, T>>;

export function copyFor<T>(request: Request, copies: InEachLocale<T>): T {
  return copies[requestSiteLocale(request)];
}
