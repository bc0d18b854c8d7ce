import { AsyncLocalStorage } from "node:async_hooks";
import type { Locale } from "~/platform/i18n/i18n";

/*
 * The language of the page a request came from, for the account e-mails better-auth asks us to
 * send while it handles that request (its callbacks see the account, not the request). An
 * account's own saved language still comes first; this is what a new or never-signed-in account
 * is written to in.
 */

const pageLocales = new AsyncLocalStorage<Locale>();

/** Runs `work` with `locale` as the language of the page the request came from. */
export const withPageLocale = <T>(locale: Locale, work: () => Promise<T>): Promise<T> =>
  pageLocales.run(locale, work);

/** The language of the page the current request came from, when one was given. */
export const pageLocale = (): Locale | undefined => pageLocales.getStore();
