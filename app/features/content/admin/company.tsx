import { data } from "react-router";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "~/platform/db/client.server";
import { contentEntries } from "~/platform/db/schema";
import { contentEditorAction, contentEditorData, type ContentEditorOutcome } from "./content-editor.server";
import { contentEditorFormFields } from "./content-form";
import { ContentEditor } from "./content-editor";
import { requireRole } from "~/features/auth/require-role.server";
import { company } from "../company.entity";
import type { AdminHandle } from "~/ui/admin/admin-handle";
import { contentSection } from "./admin-section";
import type { Route } from "./+types/company";

export const handle = { ...contentSection, title: "content.title", tab: "company" } satisfies AdminHandle;

/** /admin/content/company: the company's details (administrators), one record, always public. */

async function companyId(): Promise<number> {
  const [row] = await db()
    .select({ id: contentEntries.id })
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, "company"), isNull(contentEntries.deletedAt)))
    .limit(1);
  if (!row) throw data(null, { status: 404 });
  return row.id;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, company.access);
  return contentEditorData(request, context, "company", await companyId());
}

export const formFields = contentEditorFormFields;

export async function action({ request, context }: Route.ActionArgs) {
  requireRole(request, context, company.access);
  return contentEditorAction(request, context, "company", await companyId());
}

export default function CompanyPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentEditor key={loaderData.autosave.copy?.fields ? "copy" : "saved"} data={loaderData} outcome={actionData as ContentEditorOutcome | undefined} />;
}
