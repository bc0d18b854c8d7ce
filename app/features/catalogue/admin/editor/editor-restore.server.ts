import { data, redirect } from "react-router";
import type { AuditedBy } from "~/platform/audit/actor.server";
import type { MessageKey } from "~/platform/i18n/i18n";
import type { PostedForm } from "~/platform/http/read-form.server";
import { parseId } from "~/platform/http/search-params";
import { restoreProductVersion } from "~/features/catalogue/product-store.server";
import type { EditorActionData } from "./editor-save.server";

/*
 * The editor's 'Restore this version' (`intent=restore`): a kept version becomes the product's
 * state again, if nobody saved it since the page was opened; then the history tab says so.
 */

/** Restores the version the form names over the version it was opened at. */
export async function restoreFromForm(form: PostedForm, id: number | null, write: AuditedBy) {
  const restored = parseId(form.get("restoreVersion")?.toString());
  const expected = parseId(form.get("version")?.toString());
  if (id === null || restored === null || expected === null) {
    return data<EditorActionData>(
      { kind: "restore", message: "editor.error.versionMissing" },
      { status: 400 },
    );
  }
  const result = await restoreProductVersion(id, restored, expected, write);
  if (result.ok) return redirect(`/admin/products/${id}?tab=history&restored=${restored}`, 303);
  const message: MessageKey =
    result.reason === "conflict"
      ? "editor.conflict.title"
      : result.reason === "not-found"
        ? "editor.error.notFound"
        : "editor.error.versionMissing";
  return data<EditorActionData>(
    { kind: "restore", message },
    { status: result.reason === "conflict" ? 409 : 404 },
  );
}
