import { defineEntity, STAFF_ROLES, type FieldSpec } from "~/platform/entities/define";
import { listColumns, pictureAltField, pictureField, titleField, inFrench } from "./shared-fields";

/*
 * On the home page the subtitle is the slide's big headline and the title the small line above
 * it: the editor names them by what they are (their stored names and spreadsheet columns stay).
 */
const subtitleField = {
  label: "content.field.headline",
  kind: "text",
  limit: 120,
  required: true,
  group: "main",
  headers: { en: ["Subtitle", "Headline"], zh: ["副标题", "大标题"] },
  messages: { required: "content.validation.required", tooLong: "content.validation.tooLong" },
} as const satisfies FieldSpec;

const descriptionField = {
  label: "content.field.description",
  kind: "text",
  limit: 160,
  required: true,
  group: "main",
  headers: { en: ["Description"], zh: ["简介"] },
  messages: { required: "content.validation.required", tooLong: "content.validation.tooLong" },
} as const satisfies FieldSpec;

const buttonTextField = {
  label: "content.field.buttonText",
  kind: "text",
  limit: 40,
  required: true,
  group: "main",
  headers: { en: ["Button text"], zh: ["按钮文字"] },
  messages: { required: "content.validation.required", tooLong: "content.validation.tooLong" },
} as const satisfies FieldSpec;

/*
 * A slide of the home page's carousel, in the order staff give them. A slide may be shown only
 * between two days (a season's promotion switches itself on and off, in the company's time zone);
 * its form refuses an end before its start (content-form.ts).
 */
export const homeSlide = defineEntity({
  name: "slide",
  access: STAFF_ROLES,
  groups: ["main", "french"],
  fields: {
    title: { ...titleField(80), label: "content.field.overline" },
    subtitle: subtitleField,
    description: descriptionField,
    buttonText: buttonTextField,
    buttonLink: {
      label: "content.field.buttonLink",
      hint: "content.field.buttonLinkHint",
      kind: "text",
      format: "link",
      limit: 2_000,
      required: true,
      group: "main",
      headers: { en: ["Button link"], zh: ["按钮链接"] },
      messages: {
        required: "content.validation.linkInvalid",
        tooLong: "content.validation.linkInvalid",
        invalid: "content.validation.linkInvalid",
      },
    },
    picture: pictureField(),
    portraitPicture: {
      ...pictureField(),
      label: "content.field.portraitPicture",
      hint: "content.field.portraitPictureHint",
      required: false,
      headers: { en: ["Picture for phones"], zh: ["手机图片"] },
    },
    pictureAlt: pictureAltField(),
    activeFrom: {
      label: "content.field.activeFrom",
      kind: "date",
      required: false,
      group: "main",
      headers: { en: ["Shown from"], zh: ["显示开始日期"] },
      messages: { invalid: "content.validation.dateInvalid" },
    },
    activeUntil: {
      label: "content.field.activeUntil",
      kind: "date",
      required: false,
      group: "main",
      headers: { en: ["Shown until"], zh: ["显示结束日期"] },
      messages: { invalid: "content.validation.dateInvalid" },
    },
    titleFr: inFrench(titleField(80), "title", "content.field.overlineFr"),
    subtitleFr: inFrench(subtitleField, "subtitle", "content.field.headlineFr"),
    descriptionFr: inFrench(descriptionField, "description", "content.field.descriptionFr"),
    buttonTextFr: inFrench(buttonTextField, "buttonText", "content.field.buttonTextFr"),
    pictureAltFr: inFrench(pictureAltField(), "pictureAlt", "content.field.pictureAltFr"),
  },
  listColumns,
});
