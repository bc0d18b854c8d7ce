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

const excerptField = {
  label: "content.field.excerpt",
  kind: "multiline",
  limit: 400,
  required: true,
  group: "main",
  headers: { en: ["Excerpt", "Summary"], zh: ["摘要"] },
  messages: { required: "content.validation.required", tooLong: "content.validation.tooLong" },
} as const satisfies FieldSpec;

const bodyField = {
  label: "content.field.body",
  kind: "richText",
  limit: 50_000,
  required: true,
  group: "main",
  headers: { en: ["Article", "Body", "Text"], zh: ["正文", "内容"] },
  messages: {
    required: "content.validation.bodyRequired",
    tooLong: "content.validation.bodyTooLong",
    invalid: "content.validation.bodyInvalid",
  },
} as const satisfies FieldSpec;

/*
 * A news article (/news/{slug}), as its list, editor, history and export read it. The categories
 * an article may take are a list staff keep (the `newsCategories` setting), so the declaration does
 * not name them: the server checks the choice. The body is a rich-text document (decision 048).
 */
export const newsArticle = defineEntity({
  name: "news",
  access: STAFF_ROLES,
  groups: ["main", "seo", "french"],
  fields: {
    title: titleField(),
    slug: slugField,
    excerpt: excerptField,
    category: {
      label: "content.field.category",
      kind: "choice",
      limit: 40,
      required: true,
      group: "main",
      headers: { en: ["Category"], zh: ["分类"] },
      messages: {
        required: "content.validation.categoryInvalid",
        invalid: "content.validation.categoryInvalid",
      },
    },
    date: {
      label: "content.field.date",
      kind: "date",
      required: true,
      group: "main",
      headers: { en: ["Date", "Published"], zh: ["日期", "发布日期"] },
      messages: {
        required: "content.validation.dateInvalid",
        invalid: "content.validation.dateInvalid",
      },
    },
    picture: pictureField(),
    pictureAlt: pictureAltField(),
    body: bodyField,
    related: {
      label: "content.field.related",
      hint: "content.field.relatedHint",
      kind: "references",
      refersTo: "news",
      limit: 6,
      required: false,
      group: "main",
      headers: { en: ["Related articles"], zh: ["相关文章"] },
      messages: {
        tooMany: "content.validation.tooMany",
        invalid: "content.validation.referenceInvalid",
        labelRequired: "content.validation.referenceInvalid",
        tooLong: "content.validation.tooLong",
      },
    },
    ...seoFields,
    titleFr: inFrench(titleField(), "title", "content.field.titleFr"),
    // The category as the French site names it: typed, since French categories are not a list of their own.
    categoryFr: {
      label: "content.field.categoryFr",
      kind: "text",
      limit: 40,
      required: false,
      group: "french",
      translates: "category",
      headers: { en: ["Category (French)"], zh: ["法语分类"] },
      messages: { tooLong: "content.validation.tooLong" },
    },
    excerptFr: inFrench(excerptField, "excerpt", "content.field.excerptFr"),
    bodyFr: inFrench(bodyField, "body", "content.field.bodyFr"),
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
