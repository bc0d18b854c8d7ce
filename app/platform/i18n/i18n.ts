import { fillPlaceholders } from "~/platform/text/fill";
import { createContext, createElement, useContext, useMemo, type ReactNode } from "react";
import type { en } from "~/content/messages/messages.en";
import type { CatalogueOf, PluralMessage } from "~/content/messages/plural-message";

export type { PluralMessage };

/*
 * The admin's languages, without a library: typed keys, `{name}` placeholders, `one`/`other`
 * forms chosen by `count`, and Intl for dates and numbers. Safe in the browser: the catalogues
 * themselves are only imported by `locale.server.ts`, and a page receives its one language
 * through loader data (docs/decisions/013-admin-languages.md).
 */

export const LOCALES = ["en", "zh"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** BCP 47 tags for `lang` attributes and Intl; Canadian English as on the public site. */
export const localeTags = { en: "en-CA", zh: "zh-CN" } as const satisfies Record<Locale, string>;

/** Each language named in itself, as a language switch shows it whichever language is on. */
export const localeNames = { en: "English", zh: "简体中文" } as const satisfies Record<
  Locale,
  string
>;

/** The office's time zone: server and browser format the same instant the same way. */
export const TIME_ZONE = "America/Toronto";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

type Source = typeof en;
export type MessageKey = keyof Source;

/** One language's catalogue: every English key, each a text or counted forms like the English. */
export type Messages = CatalogueOf<Source>;

type Placeholders<Text> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;
type Texts<Entry> = Entry extends string ? Entry : Entry[keyof Entry];

/** The parameters a key's English text names; counted messages also need `count`. */
export type MessageParams<K extends MessageKey> = {
  [Name in Placeholders<Texts<Source[K]>>]: string | number;
} & (Source[K] extends string ? unknown : { count: number });

/**
 * Keys whose text needs no parameters: the type for keys chosen at run time (a schema's error,
 * an audit action), since `t()` can show any of them without values.
 */
export type PlainMessageKey = {
  [K in MessageKey]: keyof MessageParams<K> extends never ? K : never;
}[MessageKey];

type IsUnion<T, All = T> = T extends unknown ? ([All] extends [T] ? false : true) : never;

/*
 * A literal key must get the parameters its text names. A key chosen at run time (a union) may
 * omit them: the types cannot know which text it is, and a missing value shows as `{name}`.
 */
type ParamsArgs<K extends MessageKey> =
  true extends IsUnion<K>
    ? [params?: Partial<MessageParams<K>>]
    : keyof MessageParams<K> extends never
      ? [params?: MessageParams<K>]
      : [params: MessageParams<K>];

type TranslateArgs<K extends MessageKey> =
  true extends IsUnion<K>
    ? [params?: Partial<MessageParams<K>>, locale?: Locale]
    : keyof MessageParams<K> extends never
      ? [params?: MessageParams<K>, locale?: Locale]
      : [params: MessageParams<K>, locale?: Locale];

export type Translate = <K extends MessageKey>(key: K, ...params: ParamsArgs<K>) => string;

/** Whether a string from elsewhere (the database, a schema's error) names a message. */
export function isMessageKey(messages: Messages, key: string): key is MessageKey {
  return Object.hasOwn(messages, key);
}

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  key: string,
  make: () => T,
): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A message in the catalogue's language with its placeholders filled; numbers are formatted for
 * `locale` (default English). An unknown key (only possible past the types) shows as itself.
 */
export function translate<K extends MessageKey>(
  messages: Messages,
  key: K,
  ...args: TranslateArgs<K>
): string {
  const [params, locale] = args as [object | undefined, Locale | undefined];
  return fill(messages, key, params, locale ?? DEFAULT_LOCALE);
}

const reported = new Set<string>();

function fill(
  messages: Messages,
  key: MessageKey,
  params: object | undefined,
  locale: Locale,
): string {
  const entry = messages[key] as string | PluralMessage | undefined;
  if (entry === undefined) {
    // A page sends only its scope's texts (message-scopes.ts); a key outside it is a defect to see.
    if (!reported.has(key)) {
      reported.add(key);
      console.error(`The message "${key}" is not among this page's texts`);
    }
    return key;
  }
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  let text: string;
  if (typeof entry === "string") {
    text = entry;
  } else {
    const rules = cached(`plural:${locale}`, () => new Intl.PluralRules(localeTags[locale]));
    text = entry[rules.select(Number(values.count))] ?? entry.other;
  }
  return fillPlaceholders(text, values, (value) => formatNumber(value, locale));
}

export function formatNumber(
  value: number,
  locale: Locale,
  options?: Intl.NumberFormatOptions,
): string {
  const key = `number:${locale}:${JSON.stringify(options ?? {})}`;
  return cached(key, () => new Intl.NumberFormat(localeTags[locale], options)).format(value);
}

/**
 * A date (default: 'Nov 23, 2026' / '2026年11月23日') in the office's time zone; pass
 * `{ dateStyle: "medium", timeStyle: "short" }` for a time too. An invalid date throws.
 */
export function formatDate(
  value: Date | string | number,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: "medium" },
): string {
  const key = `date:${locale}:${JSON.stringify(options)}`;
  const format = cached(
    key,
    () => new Intl.DateTimeFormat(localeTags[locale], { ...options, timeZone: TIME_ZONE }),
  );
  return format.format(value instanceof Date ? value : new Date(value));
}

interface I18nValue {
  locale: Locale;
  t: Translate;
  /** Whether a string from elsewhere (a stored message, plain text or a key) is a text of this page. */
  isKey: (key: string) => key is MessageKey;
}

const I18nContext = createContext<I18nValue | null>(null);

/** Gives the admin below it one language: the locale and catalogue its loader chose. */
export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children?: ReactNode;
}) {
  const value = useMemo<I18nValue>(
    () => ({
      locale,
      t: (key, ...[params]) => fill(messages, key, params, locale),
      isKey: (key): key is MessageKey => isMessageKey(messages, key),
    }),
    [locale, messages],
  );
  return createElement(I18nContext.Provider, { value }, children);
}

/** `t(key, params)` and the locale of the nearest `<I18nProvider>`. */
export function useT(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useT() is used outside an <I18nProvider>");
  return value;
}
