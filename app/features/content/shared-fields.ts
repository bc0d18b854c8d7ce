import type { FieldSpec } from "~/platform/entities/define";

/*
 * Fields several kinds of content declare alike: an address word, a picture with its required
 * description, and the search-engine title and description. Each entity spreads the ones it has,
 * so a change to one (a longer limit, a new heading) is one change for every kind.
 */

export const titleField = (limit = 160) =>
  ({
    label: "content.field.title",
    kind: "text",
    limit,
    required: true,
    group: "main",
    headers: { en: ["Title", "Name"], zh: ["标题", "名称"] },
    messages: {
      required: "content.validation.titleRequired",
      tooLong: "content.validation.titleTooLong",
    },
  }) as const satisfies FieldSpec;

export const slugField = {
  label: "content.field.slug",
  hint: "content.field.slugHint",
  kind: "text",
  limit: 80,
  required: true,
  format: "slug",
  group: "main",
  headers: { en: ["Address", "Slug"], zh: ["网址", "别名"] },
  messages: {
    required: "content.validation.slugRequired",
    tooLong: "content.validation.slugInvalid",
    invalid: "content.validation.slugInvalid",
  },
} as const satisfies FieldSpec;

export const pictureField = () =>
  ({
    label: "content.field.picture",
    kind: "picture",
    limit: 2_000,
    required: true,
    group: "main",
    headers: { en: ["Picture", "Image"], zh: ["图片"] },
    messages: {
      required: "content.validation.pictureRequired",
      tooLong: "content.validation.pictureTooLong",
    },
  }) as const satisfies FieldSpec;

export const pictureAltField = () =>
  ({
    label: "content.field.pictureAlt",
    hint: "content.field.pictureAltHint",
    kind: "text",
    limit: 300,
    required: true,
    group: "main",
    headers: { en: ["Picture description", "Alt text"], zh: ["图片描述", "替代文本"] },
    messages: {
      required: "content.validation.altRequired",
      tooLong: "content.validation.altTooLong",
    },
  }) as const satisfies FieldSpec;

export const seoFields = {
  seoTitle: {
    label: "content.field.seoTitle",
    kind: "text",
    limit: 70,
    required: false,
    group: "seo",
    seo: "title",
    headers: { en: ["SEO title"], zh: ["SEO 标题"] },
    messages: { tooLong: "content.validation.tooLong" },
  },
  seoDescription: {
    label: "content.field.seoDescription",
    kind: "multiline",
    limit: 160,
    required: false,
    group: "seo",
    seo: "description",
    headers: { en: ["SEO description"], zh: ["SEO 描述"] },
    messages: { tooLong: "content.validation.tooLong" },
  },
} as const satisfies Record<string, FieldSpec>;

/** The columns of every kind's list: the title (with its address), its state, when it was last changed. */
export const listColumns = [
  { key: "title", header: "content.column.title" },
  { key: "state", header: "content.column.state" },
  { key: "updated", header: "content.column.updated" },
  { key: "actions", header: "content.column.actions" },
] as const;

/**
 * The French text of an English field (decision 049): the same kind and limit, never required (a
 * blank one shows the English on the French site), on the editor's French part, in the
 * spreadsheet under the English heading with "(French)" after it.
 */
export function inFrench<
  const Spec extends FieldSpec,
  const Key extends string,
  const Label extends FieldSpec["label"],
>(english: Spec, translates: Key, label: Label) {
  const { hint: _hint, required: _required, group: _group, label: _label, headers: _headers, ...rest } = english;
  return {
    ...rest,
    label,
    required: false,
    group: "french",
    translates,
    headers: {
      en: english.headers.en.map((heading) => `${heading} (French)`),
      zh: english.headers.zh.map((heading) => `法语${heading}`),
    },
  } as const;
}
