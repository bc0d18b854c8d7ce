import { defineEntity, STAFF_ROLES, type FieldSpec } from "~/platform/entities/define";
import { listColumns, pictureAltField, pictureField, titleField, inFrench } from "./shared-fields";

const colourField = {
  label: "content.field.colour",
  kind: "text",
  limit: 120,
  required: true,
  group: "main",
  headers: { en: ["Colour", "Color"], zh: ["颜色"] },
  messages: { required: "content.validation.required", tooLong: "content.validation.tooLong" },
} as const satisfies FieldSpec;

/** A colour of the inspiration gallery (/inspiration/gallery), in the order staff give them. */
export const galleryItem = defineEntity({
  name: "gallery",
  access: STAFF_ROLES,
  groups: ["main", "french"],
  fields: {
    title: titleField(80),
    colour: colourField,
    picture: pictureField(),
    pictureAlt: pictureAltField(),
    titleFr: inFrench(titleField(80), "title", "content.field.titleFr"),
    colourFr: inFrench(colourField, "colour", "content.field.colourFr"),
    pictureAltFr: inFrench(pictureAltField(), "pictureAlt", "content.field.pictureAltFr"),
  },
  listColumns,
});
