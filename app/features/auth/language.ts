import { redirect } from "react-router";
import { isLocale } from "~/platform/i18n/i18n";
import { localeCookie } from "~/platform/i18n/locale.server";
import { safeRedirectPath } from "~/platform/http/safe-redirect";
import { readLimitedForm } from "~/platform/http/read-form.server";
import { currentSession } from "~/features/auth/require-role.server";
import { saveUserLocale } from "~/features/auth/user-preferences.server";
import type { Route } from "./+types/language";

/*
 * POST /auth/language: the admin's language switch, a plain form so it works without
 * JavaScript. Remembers the choice in a cookie (and, once accounts exist, with the person) and
 * answers 303 back to the page it was sent from. Like every /auth address, it is never stored
 * and refuses posts from other sites (server/admin-area.ts).
 */
export const formFields = ["locale", "redirectTo"];

/** Two short fields; anything far larger is not the switch. */
const MAX_BODY_BYTES = 4 * 1024;

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...headers },
  });

export function loader() {
  return plain(405, "Use POST.", { Allow: "POST" });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return plain(405, "Use POST.", { Allow: "POST" });
  const form = await readLimitedForm(request, MAX_BODY_BYTES);
  if (form === "too large") return plain(413, "Too large.");
  if (form === "not a form") return plain(400, "Not a form.");
  const locale = form.get("locale");
  if (!isLocale(locale)) return plain(400, "Unknown language.");
  const session = currentSession(context);
  if (session) await saveUserLocale(session.user.id, locale);
  return redirect(safeRedirectPath(form.get("redirectTo")), {
    status: 303,
    headers: { "Set-Cookie": localeCookie(locale) },
  });
}
