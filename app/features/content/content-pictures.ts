import { richTextPictures, type RichTextDocument } from "~/platform/rich-text/document";
import { withoutPicturesIn } from "~/platform/entities/drop-pictures";
import { kindSpec, type ContentKind } from "./content-kinds";

/*
 * The picture values an entry of the site's content names, read from its declaration: picture
 * fields, the pictures of a gallery, and the pictures in rich text. The editor shows them; the
 * Trash's purge removes the files once nothing else names them; a deleted picture is taken out of
 * them (decision 068).
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

/** The entry's fields without the pictures `drop` names, read from its declaration (decision 068). */
export const withoutPicturesOf = (kind: ContentKind, data: Record<string, unknown>, drop: (value: string) => boolean) =>
  withoutPicturesIn(kindSpec(kind).entity.fields, data, drop);
