import { redirect } from "react-router";
import { isLocale } from "~/i18n/i18n";
import { localeCookie, safeRedirectPath } from "~/i18n/locale.server";
import { currentSession } from "~/lib/session.server";
import { saveUserLocale } from "~/models/user-preferences.server";
import type { Route } from "./+types/auth-language";

/*
 * POST /auth/language: the admin's language switch, a plain form so it works without
 * JavaScript. Remembers the choice in a cookie (and, once accounts exist, with the person) and
 * answers 303 back to the page it was sent from. Like every /auth address, it is never stored
 * and refuses posts from other sites (server/admin-area.ts).
 */
export const formFields = ["locale", "redirectTo"];

/** Two short fields; anything far larger is not the switch. */
const MAX_BODY_BYTES = 4 * 1024;
/** An oversized body is read and dropped up to this size, so its sender gets the 413, not a reset. */
const MAX_DISCARDED_BYTES = 1024 * 1024;

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
  const form = await readSmallForm(request);
  if (form === "too large") return plain(413, "Too large.");
  const locale = form?.get("locale");
  if (!isLocale(locale)) return plain(400, "Unknown language.");
  const session = currentSession(context);
  if (session) await saveUserLocale(session.user.id, locale);
  return redirect(safeRedirectPath(form?.get("redirectTo")), {
    status: 303,
    headers: { "Set-Cookie": localeCookie(locale) },
  });
}

/** The posted form read up to MAX_BODY_BYTES; undefined when it is not a form at all. */
async function readSmallForm(request: Request): Promise<FormData | "too large" | undefined> {
  if (Number(request.headers.get("content-length") ?? "0") > MAX_BODY_BYTES) return "too large";
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_DISCARDED_BYTES) {
        await reader.cancel();
        return "too large";
      }
      if (size <= MAX_BODY_BYTES) chunks.push(value);
    }
    if (size > MAX_BODY_BYTES) return "too large";
  }
  const type = request.headers.get("content-type") ?? "";
  try {
    return await new Response(Buffer.concat(chunks), {
      headers: { "content-type": type },
    }).formData();
  } catch {
    return undefined;
  }
}
