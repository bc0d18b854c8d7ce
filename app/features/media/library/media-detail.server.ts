import { data, redirect } from "react-router";
import { actorOf } from "~/platform/audit/actor.server";
import { STAFF_ROLES } from "~/platform/entities/define";
import { readLimitedForm } from "~/platform/http/read-form.server";
import { parseId } from "~/platform/http/search-params";
import type { RequestContext } from "~/platform/http/request-context";
import type { MessageKey } from "~/platform/i18n/i18n";
import { MAX_UPLOAD_FORM_BYTES } from "~/platform/media/media-upload-checks.server";
import { requireRole } from "~/features/auth/require-role.server";
import { deleteMedia, describeMedia, mediaDetail, replaceMediaFile } from "./media-admin.server";
import { mediaDescriptionsSchema } from "./media-form";

/*
 * One picture of the media library (decision 065): its file, descriptions, sizes and uses; the
 * descriptions' form, the replacement of its file, and its deletion (while it is used, by an
 * administrator only, after a confirmation listing its uses: decision 068).
 */

const notFound = () => new Response("Not found", { status: 404 });

export async function loadMediaDetail(request: Request, context: RequestContext, rawId: string | undefined) {
  const session = requireRole(request, context, STAFF_ROLES);
  const id = parseId(rawId ?? "");
  const found = id ? await mediaDetail(id) : null;
  if (!found) throw notFound();
  const { row, uses, preview, widths } = found;
  return {
    id: row.id,
    fileName: row.fileName,
    path: row.path,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    contentType: row.contentType,
    descriptionEn: row.descriptionEn,
    descriptionFr: row.descriptionFr,
    uploadedAt: row.uploadedAt.toISOString(),
    uploadedBy: row.uploadedByEmail,
    preview,
    widths,
    uses,
    // Whether this person may delete it while it is used (the action checks again).
    mayDeleteInUse: session.user.role === "admin",
  };
}

export type DetailOutcome = {
  ok: boolean;
  message: MessageKey;
  count?: number;
  name?: string;
  fieldErrors?: Partial<Record<"descriptionEn" | "descriptionFr", MessageKey>>;
  values?: { descriptionEn: string; descriptionFr: string };
};

export async function changeMedia(request: Request, context: RequestContext, rawId: string | undefined) {
  const session = requireRole(request, context, STAFF_ROLES);
  const id = parseId(rawId ?? "");
  if (!id) throw notFound();
  const form = await readLimitedForm(request, MAX_UPLOAD_FORM_BYTES);
  if (form === "too large") return data<DetailOutcome>({ ok: false, message: "images.error.tooLarge" }, { status: 413 });
  if (form === "not a form") return data<DetailOutcome>({ ok: false, message: "media.detail.invalid" }, { status: 400 });
  const by = actorOf(session, context);
  const intent = form.get("intent");
  if (intent === "describe") {
    const values = { descriptionEn: String(form.get("descriptionEn") ?? ""), descriptionFr: String(form.get("descriptionFr") ?? "") };
    const parsed = mediaDescriptionsSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors: DetailOutcome["fieldErrors"] = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === "descriptionEn" || field === "descriptionFr") fieldErrors[field] = issue.message as MessageKey;
      }
      return data<DetailOutcome>({ ok: false, message: "media.detail.invalid", fieldErrors, values }, { status: 400 });
    }
    if (!(await describeMedia(id, parsed.data, by))) throw notFound();
    return data<DetailOutcome>({ ok: true, message: "media.detail.saved" });
  }
  if (intent === "replace") {
    const result = await replaceMediaFile(id, form.get("file"), by);
    if (!result.ok) return data<DetailOutcome>({ ok: false, message: result.error }, { status: result.error === "media.detail.notFound" ? 404 : 422 });
    return data<DetailOutcome>({ ok: true, message: "media.replace.done" });
  }
  if (intent === "delete" && form.get("confirmed") === "1") {
    // Only an administrator deletes a picture in use (decision 068); an editor's post is refused as the screen says.
    const inUse = form.get("inUse") === "detach" && session.user.role === "admin" ? "detach" : "refuse";
    const result = await deleteMedia(id, by, { inUse });
    if (result.ok) throw redirect("/admin/media", 303);
    if (result.reason === "not-found") throw notFound();
    if (result.reason === "blocked") return data<DetailOutcome>({ ok: false, message: "media.delete.blocked", name: result.records.join(", ") }, { status: 409 });
    return data<DetailOutcome>({ ok: false, message: "media.delete.refused", count: result.uses }, { status: 409 });
  }
  return data<DetailOutcome>({ ok: false, message: "media.detail.invalid" }, { status: 400 });
}
