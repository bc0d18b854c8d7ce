import { defineEntity, STAFF_ROLES } from "~/platform/entities/define";
import { listColumns, pictureAltField, pictureField, titleField } from "./shared-fields";

/** A colour of the inspiration gallery (/inspiration/gallery), in the order staff give them. */
export const galleryItem = defineEntity({
  name: "gallery",
  access: STAFF_ROLES,
  groups: ["main"],
  fields: {
    title: titleField(80),
    colour: {
      label: "content.field.colour",
      kind: "text",
      limit: 120,
      required: true,
      group: "main",
      headers: { en: ["Colour", "Color"], zh: ["颜色"] },
      messages: { required: "content.validation.required", tooLong: "content.validation.tooLong" },
    },
    picture: pictureField(),
    pictureAlt: pictureAltField(),
  },
  listColumns,
});
