import { secureAttribute } from "~/platform/http/cookie-security.server";
import { DEFAULT_LOCALE, isLocale, type Locale, type Messages } from "./i18n";
import { inScope, type MessageScope } from "./message-scopes";
import { en } from "~/content/messages/messages.en";
import { zh } from "~/content/messages/messages.zh";

/*
 * Which language the admin speaks to a request, and the catalogue for it. Only this module
 * imports the catalogues, so a page's loader data carries one language and no script bundle
 * carries either.
 */

/** The language a person picked with the switch; it outranks their account and their browser. */
export const LOCALE_COOKIE = "admin_lang";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const catalogues: Record<Locale, Messages> = { en, zh };

/**
 * A language's catalogue: the whole of it for the server's own use (mail, exports), or only the
 * keys a page's scope names when the page sends it to the browser. A scope's selection is made
 * once per language and kept, so a page costs no filtering per request.
 */
export function messagesFor(locale: Locale, scope?: MessageScope): Messages {
  if (!scope) return catalogues[locale];
  const key = `${locale}\u0000${scope.join("\u0000")}`;
  let selection = selections.get(key);
  if (!selection) {
    const entries = Object.entries(catalogues[locale]).filter(([name]) => inScope(name, scope));
    // A part of the catalogue, typed as the whole: a key outside it shows as itself (and is
    // reported by `translate`), which the scope tests keep from happening.
    selection = Object.fromEntries(entries) as Messages;
    selections.set(key, selection);
  }
  return selection;
}

const selections = new Map<string, Messages>();

/**
 * The admin language for this request: the `admin_lang` cookie if valid, else the signed-in
 * person's saved locale, else the browser's Accept-Language, else English.
 */
export function resolveLocale(request: Request, userLocale?: string | null): Locale {
  const chosen = cookieValue(request.headers.get("cookie"), LOCALE_COOKIE);
  if (isLocale(chosen)) return chosen;
  if (isLocale(userLocale)) return userLocale;
  return localeFromAcceptLanguage(request.headers.get("accept-language")) ?? DEFAULT_LOCALE;
}

/**
 * The supported language the browser ranks highest (by q-value, then order): any `zh` or `zh-*`
 * is Chinese, `en` or `en-*` English; others and `q=0` are skipped, as are entries with a bad q.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  let best: { locale: Locale; q: number } | undefined;
  for (const entry of header.split(",")) {
    const [range = "", ...parameters] = entry.split(";");
    const language = range.trim().toLowerCase();
    const locale =
      language === "zh" || language.startsWith("zh-")
        ? "zh"
        : language === "en" || language.startsWith("en-")
          ? "en"
          : undefined;
    if (!locale) continue;
    let q = 1;
    for (const parameter of parameters) {
      const [name = "", value = ""] = parameter.split("=").map((part) => part.trim());
      if (name.toLowerCase() !== "q") continue;
      q = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value) ? Number(value) : Number.NaN;
    }
    if (!(q > 0)) continue;
    if (!best || q > best.q) best = { locale, q };
  }
  return best?.locale;
}

/** The Set-Cookie value that remembers a chosen language in this browser for a year. */
export function localeCookie(locale: Locale, publicUrl?: string): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax; HttpOnly${secureAttribute(publicUrl)}`;
}

/** A cookie's value as a request's Cookie header carries it (the first of that name), if any. */
export function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(";")) {
    const separator = pair.indexOf("=");
    if (separator !== -1 && pair.slice(0, separator).trim() === name)
      return pair.slice(separator + 1).trim();
  }
  return undefined;
}
