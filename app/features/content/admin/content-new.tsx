import { data } from "react-router";
import { isSingleton, kindOfSegment, type ContentKind } from "../content-kinds";
import { contentEditorAction, contentEditorData, type ContentEditorOutcome } from "./content-editor.server";
import { contentEditorFormFields } from "./content-form";
import { ContentEditor } from "./content-editor";
import type { AdminHandle } from "~/ui/admin/admin-handle";
import { contentSection, kindTab } from "./admin-section";
import type { Route } from "./+types/content-new";

export const handle = { ...contentSection, title: "content.title", tab: kindTab } satisfies AdminHandle;

/** /admin/content/{kind}/new: a new entry, saved as a draft. */

function kindOf(params: { kind?: string }): ContentKind {
  const kind = kindOfSegment(params.kind);
  if (!kind || isSingleton(kind)) throw data(null, { status: 404 });
  return kind;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return contentEditorData(request, context, kindOf(params), null);
}

export const formFields = contentEditorFormFields;

export async function action({ request, context, params }: Route.ActionArgs) {
  return contentEditorAction(request, context, kindOf(params), null);
}

export default function ContentNewPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentEditor key={`${loaderData.kind}-new-${loaderData.autosave.copy?.fields ? "copy" : ""}`} data={loaderData} outcome={actionData as ContentEditorOutcome | undefined} />;
}
