import { richTextPictures, type RichTextDocument } from "~/platform/rich-text/document";
import { kindSpec, type ContentKind } from "./content-kinds";

/*
 * The picture values an entry of the site's content names, read from its declaration: picture
 * fields, the pictures of a gallery, and the pictures in rich text. The editor shows them; the
 * Trash's purge removes the files once nothing else names them.
 */

export function pictureValuesOf(kind: ContentKind, record: Record<string, unknown>): string[] {
  const values = kindSpec(kind).entity.fields.flatMap((field) => {
    const value = record[field.key];
    if (field.kind === "picture") return typeof value === "string" && value ? [value] : [];
    if (field.kind === "pictures" && Array.isArray(value)) return value.map((item: { picture?: unknown }) => item.picture).filter((picture): picture is string => typeof picture === "string" && picture !== "");
    if (field.kind === "richText" && value && typeof value === "object") return richTextPictures(value as RichTextDocument);
    return [];
  });
  return [...new Set(values)];
}
