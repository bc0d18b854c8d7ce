import type { FieldKind } from "./cell-values";
import { withoutPictures } from "~/platform/rich-text/drop-pictures";
import type { RichTextDocument } from "~/platform/rich-text/document";

/*
 * A record's fields without some pictures, read from its declaration (decision 068): a picture
 * field emptied, a list's items showing one dropped, a body's image nodes removed (a body stored as
 * a document, or posted by a form as its JSON text). What an administrator's delete of a picture in
 * use does to the records, drafts and working copies naming it, and what restoring a kept version
 * does to the pictures deleted since.
 */

/** What a removal did to a field: emptied a picture (a required one), thinned a list, cut a body's image. */
export type RemovalEffect = "picture" | "required" | "pictures" | "richText";

export interface PictureRemoval {
  data: Record<string, unknown>;
  /** The fields changed. */
  fields: string[];
  /** What happened to them, once each. */
  effects: RemovalEffect[];
  /** The required single pictures emptied: a live record cannot lose them. */
  required: string[];
}

/** The part of a list's item that holds its picture, by the list's kind. */
const ITEM_PICTURE: Partial<Record<FieldKind, string>> = { pictures: "picture", colourImages: "imageUrl" };

/** A body without the pictures `drop` names, in the form it came (a document or its JSON text); the same value when none went. */
function bodyWithout(value: unknown, drop: (value: string) => boolean): unknown {
  let doc = value;
  if (typeof value === "string") {
    try {
      doc = JSON.parse(value);
    } catch {
      return value;
    }
  }
  if (!doc || typeof doc !== "object" || (doc as { type?: unknown }).type !== "doc") return value;
  const { doc: kept, removed } = withoutPictures(doc as RichTextDocument, drop);
  if (removed === 0) return value;
  return typeof value === "string" ? JSON.stringify(kept) : kept;
}

/** `data` without the pictures `drop` names, field by declared field. */
export function withoutPicturesIn(
  fields: readonly { key: string; kind: FieldKind; required?: boolean }[],
  data: Record<string, unknown>,
  drop: (value: string) => boolean,
): PictureRemoval {
  const out: PictureRemoval = { data: { ...data }, fields: [], effects: [], required: [] };
  for (const field of fields) {
    const value = data[field.key];
    const part = ITEM_PICTURE[field.kind];
    let effect: RemovalEffect;
    if (field.kind === "picture" && typeof value === "string" && value && drop(value)) {
      out.data[field.key] = "";
      if (field.required) out.required.push(field.key);
      effect = field.required ? "required" : "picture";
    } else if (part && Array.isArray(value)) {
      const kept = value.filter((item: Record<string, unknown> | null) => !(typeof item?.[part] === "string" && item[part] !== "" && drop(item[part] as string)));
      if (kept.length === value.length) continue;
      out.data[field.key] = kept;
      effect = "pictures";
    } else if (field.kind === "richText") {
      const next = bodyWithout(value, drop);
      if (next === value) continue;
      out.data[field.key] = next;
      effect = "richText";
    } else continue;
    out.fields.push(field.key);
    if (!out.effects.includes(effect)) out.effects.push(effect);
  }
  return out;
}
