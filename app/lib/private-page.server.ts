import type { AppLoadContext } from "react-router";
import { localeTags } from "~/i18n/i18n";
import { messagesFor, resolveLocale } from "~/i18n/locale.server";
import { currentSession } from "./session.server";

/**
 * What every page of the private area sends the browser besides its own data: the language it
 * speaks (cookie, then the person's saved choice, then the browser) and that language's texts.
 * `lang` sets the document's language in the root layout.
 */
export function privatePageData(request: Request, context: AppLoadContext) {
  const locale = resolveLocale(
    request,
    currentSession(context)?.user.locale as string | null | undefined,
  );
  return { locale, lang: localeTags[locale], messages: messagesFor(locale) };
}
