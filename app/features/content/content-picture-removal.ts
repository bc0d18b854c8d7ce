import type { RichTextDocument } from "~/platform/rich-text/document";
import { withoutPictures } from "~/platform/rich-text/drop-pictures";
import { kindSpec, type ContentKind } from "./content-kinds";

/*
 * An entry's fields without some pictures, read from its kind's declaration (decision 068): a
 * picture field emptied, a gallery's items showing one dropped, a body's image nodes removed
 * (English and French are fields of their own). Used when an administrator deletes a picture in
 * use, and when a kept version is restored after its pictures were deleted.
 */

/** What a removal did to a field: emptied a picture (a required one), thinned a gallery, cut a body's image. */
export type RemovalEffect = "picture" | "required" | "pictures" | "richText";

export interface PictureRemoval {
  data: Record<string, unknown>;
  /** The fields changed. */
  fields: string[];
  /** What happened to them, once each. */
  effects: RemovalEffect[];
  /** The required single pictures emptied: a live entry cannot lose them. */
  required: string[];
}

/** `data` (an entry's stored fields, or a kept version's) without the pictures `drop` names. */
export function withoutPicturesOf(kind: ContentKind, data: Record<string, unknown>, drop: (value: string) => boolean): PictureRemoval {
  const out: PictureRemoval = { data: { ...data }, fields: [], effects: [], required: [] };
  for (const field of kindSpec(kind).entity.fields) {
    const value = data[field.key];
    if (field.kind === "picture" && typeof value === "string" && value && drop(value)) {
      out.data[field.key] = "";
      if (field.required) out.required.push(field.key);
      out.effects.push(field.required ? "required" : "picture");
    } else if (field.kind === "pictures" && Array.isArray(value)) {
      const kept = value.filter((item: { picture?: unknown }) => !(typeof item?.picture === "string" && drop(item.picture)));
      if (kept.length === value.length) continue;
      out.data[field.key] = kept;
      out.effects.push("pictures");
    } else if (field.kind === "richText" && value && typeof value === "object" && (value as { type?: unknown }).type === "doc") {
      const { doc, removed } = withoutPictures(value as RichTextDocument, drop);
      if (removed === 0) continue;
      out.data[field.key] = doc;
      out.effects.push("richText");
    } else continue;
    out.fields.push(field.key);
  }
  out.effects = [...new Set(out.effects)];
  return out;
}
