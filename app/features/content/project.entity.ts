import { defineEntity, STAFF_ROLES, type FieldSpec } from "~/platform/entities/define";
import {
  listColumns,
  pictureAltField,
  pictureField,
  seoFields,
  slugField,
  titleField,
  inFrench,
} from "./shared-fields";

const locationField = {
  label: "content.field.location",
  kind: "text",
  limit: 120,
  required: true,
  group: "main",
  headers: { en: ["Location", "City"], zh: ["地点"] },
  messages: { required: "content.validation.required", tooLong: "content.validation.tooLong" },
} as const satisfies FieldSpec;

const descriptionField = {
  label: "content.field.description",
  kind: "multiline",
  limit: 1_000,
  required: true,
  group: "main",
  headers: { en: ["Description"], zh: ["简介"] },
  messages: { required: "content.validation.required", tooLong: "content.validation.tooLong" },
} as const satisfies FieldSpec;

const detailsField = {
  label: "content.field.details",
  kind: "richText",
  limit: 20_000,
  required: true,
  group: "main",
  headers: { en: ["Details"], zh: ["详情"] },
  messages: {
    required: "content.validation.bodyRequired",
    tooLong: "content.validation.bodyTooLong",
    invalid: "content.validation.bodyInvalid",
  },
} as const satisfies FieldSpec;

/*
 * A completed project (/projects/{slug}), as its list, editor, history and export read it. The
 * products used name catalogue products when chosen from the catalogue (linked while published)
 * or are typed, as a product not yet in the catalogue is. The details are rich text (decision 048).
 */
const PROJECT_CATEGORIES = ["Residential", "Commercial"] as const;

export const project = defineEntity({
  name: "project",
  access: STAFF_ROLES,
  groups: ["main", "gallery", "seo", "french"],
  fields: {
    title: titleField(),
    slug: slugField,
    location: locationField,
    month: {
      label: "content.field.month",
      kind: "month",
      required: true,
      group: "main",
      headers: { en: ["Completed", "Date"], zh: ["完工月份", "日期"] },
      messages: {
        required: "content.validation.monthInvalid",
        invalid: "content.validation.monthInvalid",
      },
    },
    category: {
      label: "content.field.category",
      kind: "choice",
      options: PROJECT_CATEGORIES,
      optionLabels: { Residential: "content.option.residential", Commercial: "content.option.commercial" },
      limit: 40,
      required: true,
      group: "main",
      headers: { en: ["Category"], zh: ["分类"] },
      messages: {
        required: "content.validation.categoryInvalid",
        invalid: "content.validation.categoryInvalid",
      },
    },
    area: {
      label: "content.field.area",
      kind: "number",
      limit: 7,
      required: false,
      // A project without a stated area shows none (areaText): the editor starts blank, not at 0.
      blank: "zero",
      group: "main",
      headers: { en: ["Area", "Square feet"], zh: ["面积"] },
      messages: { invalid: "content.validation.areaInvalid" },
    },
    picture: pictureField(),
    pictureAlt: pictureAltField(),
    description: descriptionField,
    details: detailsField,
    productsUsed: {
      label: "content.field.productsUsed",
      kind: "references",
      refersTo: "product",
      limit: 20,
      itemLimit: 200,
      required: false,
      group: "main",
      headers: { en: ["Products used"], zh: ["所用产品"] },
      messages: {
        tooMany: "content.validation.tooMany",
        invalid: "content.validation.referenceInvalid",
        labelRequired: "content.validation.labelRequired",
        tooLong: "content.validation.tooLong",
      },
    },
    gallery: {
      label: "content.field.gallery",
      kind: "pictures",
      limit: 24,
      itemLimit: 300,
      required: false,
      group: "gallery",
      headers: { en: ["Gallery"], zh: ["图集"] },
      messages: {
        tooMany: "content.validation.tooMany",
        pictureRequired: "content.validation.pictureRequired",
        pictureTooLong: "content.validation.pictureTooLong",
        altRequired: "content.validation.altRequired",
        captionTooLong: "content.validation.captionTooLong",
      },
    },
    ...seoFields,
    titleFr: inFrench(titleField(), "title", "content.field.titleFr"),
    locationFr: inFrench(locationField, "location", "content.field.locationFr"),
    descriptionFr: inFrench(descriptionField, "description", "content.field.descriptionFr"),
    detailsFr: inFrench(detailsField, "details", "content.field.detailsFr"),
    pictureAltFr: inFrench(pictureAltField(), "pictureAlt", "content.field.pictureAltFr"),
    seoTitleFr: inFrench(seoFields.seoTitle, "seoTitle", "content.field.seoTitleFr"),
    seoDescriptionFr: inFrench(
      seoFields.seoDescription,
      "seoDescription",
      "content.field.seoDescriptionFr",
    ),
  },
  listColumns,
});
