import { z } from "zod";
import type { MessageKey } from "~/i18n/i18n";

// Our Content-Security-Policy forbids eval; without this zod probes `new Function`.
z.config({ jitless: true });

/*
 * The product editor's form, checked by Conform in the browser and by the route's action with the
 * same schema (decision 005). Fields arrive as the strings a form posts (Conform's automatic
 * coercion is off, so what each field accepts is written here once); messages are message keys.
 * Text loses control characters (PostgreSQL refuses NUL) and surrounding spaces; blank optional
 * text is stored as null.
 */

const message = (key: MessageKey) => key;

export const PRODUCT_TEXT_LIMITS = {
  title: 200,
  content: 20_000,
  detail: 200,
  seoTitle: 200,
  seoDescription: 500,
  seoKeywords: 500,
  picture: 2_000,
  colourName: 200,
} as const;

/** What search engines show before cutting a title or a description short. */
export const SEO_ADVICE = { title: 60, description: 160 } as const;

/** Colour pictures a product may carry. */
export const MAX_COLOUR_IMAGES = 60;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
/** Text as stored: control characters gone (line breaks and tabs stay), trimmed, Windows line ends made plain. */
export const cleanText = (value: string | undefined) => (value ?? "").replace(/\r\n?/g, "\n").replace(CONTROL, "").trim();

const requiredText = (max: number, required: MessageKey, tooLong: MessageKey) =>
  z
    .string()
    .optional()
    .transform(cleanText)
    .pipe(z.string().min(1, message(required)).max(max, message(tooLong)));

const optionalText = (max: number, tooLong: MessageKey) =>
  z
    .string()
    .optional()
    .transform(cleanText)
    .pipe(z.string().max(max, message(tooLong)))
    .transform((value) => value || null);

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on" || value === "true" || value === "1");

/** A whole number as typed; blank is `blank`. */
const wholeNumber = (invalid: MessageKey, blank: number | null) =>
  z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim().replace(/^\+/, ""))
    .pipe(z.string().regex(/^(-?\d{1,7})?$/, message(invalid)))
    .transform((value) => (value === "" ? blank : Number(value)));

const colourImage = z.object({
  imageUrl: requiredText(PRODUCT_TEXT_LIMITS.picture, "editor.validation.imageRequired", "editor.validation.pictureTooLong"),
  altText: optionalText(PRODUCT_TEXT_LIMITS.colourName, "editor.validation.colourNameTooLong"),
});

export const productFormSchema = z.object({
  title: requiredText(PRODUCT_TEXT_LIMITS.title, "editor.validation.titleRequired", "editor.validation.titleTooLong"),
  content: optionalText(PRODUCT_TEXT_LIMITS.content, "editor.validation.contentTooLong").transform((value) => value ?? ""),
  categoryId: z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim())
    .pipe(z.string().regex(/^(\d{1,9})?$/, message("editor.validation.categoryInvalid")))
    .transform((value) => (value === "" ? null : Number(value))),
  size: optionalText(PRODUCT_TEXT_LIMITS.detail, "editor.validation.textTooLong"),
  series: optionalText(PRODUCT_TEXT_LIMITS.detail, "editor.validation.textTooLong"),
  color: optionalText(PRODUCT_TEXT_LIMITS.detail, "editor.validation.textTooLong"),
  level: optionalText(PRODUCT_TEXT_LIMITS.detail, "editor.validation.textTooLong"),
  packing: optionalText(PRODUCT_TEXT_LIMITS.detail, "editor.validation.textTooLong"),
  displayOrder: wholeNumber("editor.validation.displayOrderInteger", 0).transform((value) => value ?? 0),
  isPublished: checkbox,
  isFeatured: checkbox,
  picture: optionalText(PRODUCT_TEXT_LIMITS.picture, "editor.validation.pictureTooLong"),
  seoTitle: optionalText(PRODUCT_TEXT_LIMITS.seoTitle, "editor.validation.seoTitleTooLong"),
  seoDescription: optionalText(PRODUCT_TEXT_LIMITS.seoDescription, "editor.validation.seoDescriptionTooLong"),
  seoKeywords: optionalText(PRODUCT_TEXT_LIMITS.seoKeywords, "editor.validation.seoKeywordsTooLong").transform((value) =>
    value
      ? value
          .split(/[,，]/)
          .map((word) => word.trim())
          .filter(Boolean)
          .join(", ") || null
      : null,
  ),
  images: z
    .array(colourImage)
    .max(MAX_COLOUR_IMAGES, message("editor.validation.imagesTooMany"))
    .optional()
    .transform((value) => value ?? []),
  /** The version the editor was opened at: a save is refused when the product moved on since. */
  version: wholeNumber("editor.validation.versionInvalid", null),
  /** 'Keep my changes' after a conflict: the newer version the person has seen and overrides. */
  overwriteVersion: wholeNumber("editor.validation.versionInvalid", null),
});

export type ProductFormValues = z.output<typeof productFormSchema>;

/** Every name the form posts, for the action's `formFields` (server/route-surface.ts). */
export const productFormFields = [
  ...Object.keys(productFormSchema.shape).filter((name) => name !== "images"),
  "images[0].imageUrl",
  "images[0].altText",
  // Pictures posted as files without JavaScript (app/components/admin/image-upload-field.tsx).
  "pictureFile",
  "pictureRemove",
  "images[0].imageUrlFile",
  "images[0].imageUrlRemove",
  "imagesFile",
  "__intent__",
  "intent",
];
