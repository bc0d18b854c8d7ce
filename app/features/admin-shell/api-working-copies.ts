import { redirect } from "react-router";
import { requireRole } from "~/features/auth/require-role.server";
import { STAFF_ROLES } from "~/platform/entities/define";
import { db } from "~/platform/db/client.server";
import { readLimitedForm } from "~/platform/http/read-form.server";
import { parseId } from "~/platform/http/search-params";
import { safeRedirectPath } from "~/platform/http/safe-redirect";
import { discardWorkingCopy, saveWorkingCopy, workingCopyKind } from "~/platform/autosave/working-copies.server";
import { checkCopyFields } from "~/platform/autosave/working-copy-fields";
import type { Role } from "~/features/auth/auth.server";
import type { Route } from "./+types/api-working-copies";

/*
 * POST /api/admin/working-copies: an editor's autosave (decision 066). `intent=save` keeps the
 * person's working copy of an entry (`kind`, `entry`: its id or 'new', `baseVersion`: the version
 * the form started from, `fields`: the form's values as JSON); `intent=discard` drops it. For those
 * who may edit that kind of entry; the origin is checked before routing, like every admin write
 * (server/admin-area.ts). A copy writes nothing to the entry, nothing visitors read and nothing to
 * the audit log. Answers JSON `{ success, savedAt }` or `{ success: false, error }`; a discard posted
 * by the editor's notice without scripts (`back`) goes back to the editor.
 */
export const formFields = ["intent", "kind", "entry", "baseVersion", "fields", "back"];

/** A long article's copy with its rich text in both languages stays well under this. */
const MAX_COPY_BYTES = 1024 * 1024;

const refuse = (error: string, status = 400) => Response.json({ success: false, error }, { status });

export async function action({ request, context }: Route.ActionArgs) {
  const session = requireRole(request, context, STAFF_ROLES);
  const form = await readLimitedForm(request, MAX_COPY_BYTES);
  if (form === "too large") return refuse("The copy is too large.", 413);
  if (form === "not a form") return refuse("Post a form.");
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : null;
  };
  const intent = text("intent");
  if (intent !== "save" && intent !== "discard") return refuse("intent must be 'save' or 'discard'.");
  const kind = workingCopyKind(text("kind") ?? "");
  if (!kind) return refuse("No such kind of entry.");
  // The same roles that may edit such an entry.
  if (!kind.access.includes(session.user.role as Role)) return refuse("You may not edit these entries.", 403);
  const rawEntry = text("entry") ?? "";
  const id = rawEntry === "new" ? null : parseId(rawEntry);
  if (id === null && (rawEntry !== "new" || !kind.allowsNew)) return refuse("entry must be an entry's number or 'new'.");
  const place = { userId: session.user.id, kind: kind.name, entry: id === null ? "new" : String(id) };

  if (intent === "discard") {
    await discardWorkingCopy(place);
    const back = text("back");
    if (back !== null) throw redirect(safeRedirectPath(back, "/admin"), 303);
    return Response.json({ success: true, savedAt: null });
  }

  let baseVersion: number | null = null;
  if (id !== null) {
    const current = await kind.version(id, db());
    if (current === null) return refuse("No such entry.", 404);
    baseVersion = parseId(text("baseVersion") ?? "");
    // A copy starts from a version the entry has had; a later save over a newer one is a conflict.
    if (baseVersion === null || baseVersion > current) return refuse("baseVersion must be a version the entry has had.");
  }
  let fields: unknown;
  try {
    fields = JSON.parse(text("fields") ?? "");
  } catch {
    return refuse("fields must be JSON.");
  }
  const checked = checkCopyFields(fields, kind.fields, kind.formKeys);
  if (!checked.ok) return refuse(checked.error);
  const savedAt = await saveWorkingCopy(place, { fields: checked.fields, baseVersion });
  return Response.json({ success: true, savedAt: savedAt.toISOString() });
}

export function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, STAFF_ROLES);
  return Response.json({ success: false, error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}
