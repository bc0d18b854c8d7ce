import { data } from "react-router";
import { parseId } from "~/platform/http/search-params";
import { isSingleton, kindOfSegment, type ContentKind } from "../content-kinds";
import { contentEditorAction, contentEditorData, type ContentEditorOutcome } from "./content-editor.server";
import { contentEditorFormFields } from "./content-form";
import { ContentEditor } from "./content-editor";
import type { AdminHandle } from "~/ui/admin/admin-handle";
import { contentSection, kindTab } from "./admin-section";
import type { Route } from "./+types/content-edit";

export const handle = { ...contentSection, title: "content.title", tab: kindTab } satisfies AdminHandle;

/** /admin/content/{kind}/{id}: an entry's editor, its publishing and its history. */

function target(params: { kind?: string; id?: string }): { kind: ContentKind; id: number } {
  const kind = kindOfSegment(params.kind);
  const id = parseId(params.id);
  if (!kind || isSingleton(kind) || id === null) throw data(null, { status: 404 });
  return { kind, id };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { kind, id } = target(params);
  return contentEditorData(request, context, kind, id);
}

export const formFields = contentEditorFormFields;

export async function action({ request, context, params }: Route.ActionArgs) {
  const { kind, id } = target(params);
  return contentEditorAction(request, context, kind, id);
}

export default function ContentEditPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentEditor key={`${loaderData.kind}-${loaderData.id}-${loaderData.autosave.copy?.fields ? "copy" : ""}`} data={loaderData} outcome={actionData as ContentEditorOutcome | undefined} />;
}
