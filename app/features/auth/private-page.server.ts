import { type RequestContext } from "~/platform/http/request-context";
import { localeTags } from "~/platform/i18n/i18n";
import { messagesFor, resolveLocale } from "~/platform/i18n/locale.server";
import type { MessageScope } from "~/platform/i18n/message-scopes";
import { currentSession } from "./require-role.server";

/** The language the private area speaks to this request: cookie, then the person's saved choice, then the browser. */
function privateLocale(request: Request, context: RequestContext) {
  return resolveLocale(request, currentSession(context)?.user.locale as string | null | undefined);
}

/**
 * What every page of the private area sends the browser besides its own data: the language it
 * speaks and that language's texts within the page's scope (`message-scopes.ts`). `lang` sets the
 * document's language in the root layout.
 */
export function privatePageData(request: Request, context: RequestContext, scope: MessageScope) {
  const locale = privateLocale(request, context);
  return { locale, lang: localeTags[locale], messages: messagesFor(locale, scope) };
}

/** The whole catalogue of the request's language, for texts the server writes itself (a copy's title, a banner). */
export function privateMessages(request: Request, context: RequestContext) {
  const locale = privateLocale(request, context);
  return { locale, messages: messagesFor(locale) };
}
