import { z } from "zod";
import { formShape } from "~/platform/entities/form-schema";
import type { FieldSpec } from "~/platform/entities/define";
import { contentKinds, type ContentKind } from "../content-kinds";

/*
 * The editor's form for a kind, from its declaration: every declared field's schema, the version
 * the editor was opened at, and the rules that join two fields (a slide's last day not before its
 * first). The same schema checks the form in the browser and on the server. Shared by both.
 */

const schemas = new Map<ContentKind, z.ZodType>();

export function contentFormSchema(kind: ContentKind) {
  let schema = schemas.get(kind);
  if (!schema) {
    const base = z.object({
      ...formShape(contentKinds[kind].entity as { field: Record<string, FieldSpec> }),
      version: z
        .string()
        .optional()
        .transform((value) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null)),
    });
    schema =
      kind === "slide"
        ? base.superRefine((value, context) => {
            const { activeFrom, activeUntil } = value as unknown as { activeFrom: string | null; activeUntil: string | null };
            if (activeFrom && activeUntil && activeUntil < activeFrom)
              context.addIssue({ code: "custom", path: ["activeUntil"], message: "content.validation.untilBeforeFrom" });
          })
        : base;
    schemas.set(kind, schema);
  }
  return schema as z.ZodType<Record<string, unknown> & { version: number | null }, Record<string, unknown>>;
}

/** The fields a kind's list posts (its buttons and bulk bar), for the hostile-request tests. */
export const contentListFormFields = ["intent", "ids", "confirmed", "id", "direction", "order", "categories"];

/** The fields an editor posts besides the declared ones (its buttons). */
export const contentEditorFormFields = ["intent", "version", "publishAt", "restore"];
