import { z } from "zod";
import { formShape } from "~/platform/entities/form-schema";
import type { FieldSpec } from "~/platform/entities/define";
import { kindSpec, type ContentKind } from "../content-kinds";
import { fromCompanyTime } from "../company-time";

/*
 * The editor's form for a kind, from its declaration: every declared field's schema, the version
 * the editor was opened at, what a new entry is to be (a draft, published, or scheduled for the
 * time typed beside it), and the rules that join two fields (a slide's last day not before its
 * first; a schedule's time). The same schema checks the form in the browser and on the server.
 * Shared by both.
 */

/** What a new entry is to be once created: the button pressed (`createAs`); anything else is a draft. */
type CreateAs = "draft" | "publish" | "schedule";

const schemas = new Map<ContentKind, z.ZodType>();

export function contentFormSchema(kind: ContentKind) {
  let schema = schemas.get(kind);
  if (!schema) {
    const base = z.object({
      ...formShape(kindSpec(kind).entity as { field: Record<string, FieldSpec> }),
      version: z
        .string()
        .optional()
        .transform((value) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null)),
      createAs: z
        .string()
        .optional()
        .transform((value): CreateAs => (value === "publish" || value === "schedule" ? value : "draft")),
      // Typed in the office's time (Mississauga), as the editor's schedule is.
      publishAt: z
        .string()
        .optional()
        .transform((value) => (value ? fromCompanyTime(value) : null)),
    });
    schema = base.superRefine((value, context) => {
      const { activeFrom, activeUntil, createAs, publishAt } = value as unknown as {
        activeFrom?: string | null;
        activeUntil?: string | null;
        createAs: CreateAs;
        publishAt: Date | null;
      };
      if (kind === "slide" && activeFrom && activeUntil && activeUntil < activeFrom)
        context.addIssue({ code: "custom", path: ["activeUntil"], message: "content.validation.untilBeforeFrom" });
      if (createAs === "schedule" && !publishAt)
        context.addIssue({ code: "custom", path: ["publishAt"], message: "content.editor.scheduleInvalid" });
    });
    schemas.set(kind, schema);
  }
  return schema as z.ZodType<Record<string, unknown> & { version: number | null; createAs: CreateAs; publishAt: Date | null }, Record<string, unknown>>;
}

/** The fields a kind's list posts (its buttons and bulk bar), for the hostile-request tests. */
export const contentListFormFields = ["intent", "ids", "confirmed", "id", "direction", "order", "categories"];

/** The fields an editor posts besides the declared ones (its buttons). */
export const contentEditorFormFields = ["intent", "version", "publishAt", "restore", "createAs", "as", "fromChanges"];
