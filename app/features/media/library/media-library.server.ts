import { data } from "react-router";
import { db } from "~/platform/db/client.server";
import { actorOf } from "~/platform/audit/actor.server";
import { readLimitedForm } from "~/platform/http/read-form.server";
import { previewUrl } from "~/platform/media/media-upload.server";
import { acceptImageUpload } from "~/platform/media/media-upload.server";
import { STAFF_ROLES } from "~/platform/entities/define";
import { translate, type MessageKey } from "~/platform/i18n/i18n";
import { messagesFor, resolveLocale } from "~/platform/i18n/locale.server";
import { requireRole } from "~/features/auth/require-role.server";
import { mediaUseSourceNames } from "~/platform/media/media-uses.server";
import type { RequestContext } from "~/platform/http/request-context";
import { listMedia, MEDIA_PAGE_SIZE, mediaUploaders, type MediaListItem, type MediaQuery } from "./media-list.server";
import { MEDIA_UPLOAD_FORM_BYTES, MEDIA_UPLOAD_MAX_FILES } from "./media-form";

/*
 * The Media screen's server half (decision 065): a page of the library with its filters, and the
 * upload of several files posted at once without JavaScript (with it, each file goes to
 * POST /api/admin/images on its own).
 */

/** What a list item of the screen (and the picker's JSON) shows: no more than its card. */
export function mediaCard(item: MediaListItem) {
  return {
    id: item.id,
    path: item.path,
    fileName: item.fileName,
    width: item.width,
    height: item.height,
    bytes: item.bytes,
    descriptionEn: item.descriptionEn,
    descriptionFr: item.descriptionFr,
    uploadedAt: item.uploadedAt.toISOString(),
    thumbnail: previewUrl({ key: item.path, width: item.width || 640, height: item.height || 480, version: item.version || "0" }),
  };
}

export async function loadMediaLibrary(request: Request, context: RequestContext, query: MediaQuery) {
  requireRole(request, context, STAFF_ROLES);
  const [{ items, total }, uploaders] = [await listMedia(query, db()), await mediaUploaders(db())];
  return {
    query,
    total,
    pages: Math.max(1, Math.ceil(total / MEDIA_PAGE_SIZE)),
    items: items.map(mediaCard),
    uploaders,
    sources: mediaUseSourceNames(),
  };
}

type Outcome = { ok: boolean; message: string; refusals: { name: string; message: string }[] };

export async function uploadMediaForm(request: Request, context: RequestContext) {
  const session = requireRole(request, context, STAFF_ROLES);
  const locale = resolveLocale(request, session.user.locale as string | null | undefined);
  const say = (key: MessageKey, values?: Record<string, string | number>) =>
    (translate as (...args: unknown[]) => string)(messagesFor(locale), key, values, locale);
  const form = await readLimitedForm(request, MEDIA_UPLOAD_FORM_BYTES);
  if (form === "too large") return data<Outcome>({ ok: false, message: say("media.upload.formTooLarge"), refusals: [] }, { status: 413 });
  if (form === "not a form") return data<Outcome>({ ok: false, message: say("media.upload.noFiles"), refusals: [] }, { status: 400 });
  const files = form.getAll("filesFile").filter((value): value is File => typeof value !== "string" && (value.size > 0 || value.name !== ""));
  if (files.length === 0) return data<Outcome>({ ok: false, message: say("media.upload.noFiles"), refusals: [] }, { status: 400 });
  if (files.length > MEDIA_UPLOAD_MAX_FILES)
    return data<Outcome>({ ok: false, message: say("media.upload.tooMany", { count: MEDIA_UPLOAD_MAX_FILES }), refusals: [] }, { status: 413 });
  const audit = actorOf(session, context);
  const refusals: Outcome["refusals"] = [];
  let stored = 0;
  for (const file of files) {
    const result = await acceptImageUpload(file, { audit });
    if (result.ok) stored += 1;
    else refusals.push({ name: file.name, message: say(result.error) });
  }
  const message = [stored ? say("media.upload.summary", { count: stored }) : null, refusals.length ? say("media.upload.refusedSummary", { count: refusals.length }) : null]
    .filter(Boolean)
    .join(" · ");
  return data<Outcome>({ ok: refusals.length === 0, message, refusals }, { status: stored ? 200 : 422 });
}
