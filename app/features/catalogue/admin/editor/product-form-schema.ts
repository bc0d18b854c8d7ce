import { z } from "zod";
import { product } from "~/features/catalogue/product.entity";
import { cleanText } from "~/platform/entities/cells";
import type { FieldDeclaration } from "~/platform/entities/define";
import type { MessageKey } from "~/platform/i18n/i18n";

// Our Content-Security-Policy forbids eval; without this zod probes `new Function`.
z.config({ jitless: true });

/*
 * The product editor's form, checked by Conform in the browser and by the route's action with the
 * same schema (decision 005). Fields arrive as the strings a form posts (Conform's automatic
 * coercion is off, so what each field accepts is written here once); messages are message keys.
 * Text loses control characters (PostgreSQL refuses NUL) and surrounding spaces; blank optional
 * text is stored as null. Each field's limit and whether it is required come from the product's
 * declaration (app/features/catalogue/product.entity.ts); what is said when one is broken is written here.
 */

const message = (key: MessageKey) => key;

/** What search engines show before cutting a title or a description short. */
export const SEO_ADVICE = { title: 60, description: 160 } as const;

const { field } = product;

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

/** A declared text field: required or optional, and as long, as the declaration says. */
function text<const F extends FieldDeclaration & { limit: number }>(
  declared: F,
  messages: { tooLong: MessageKey; required?: MessageKey } & (F["required"] extends true ? { required: MessageKey } : unknown),
) {
  const schema = declared.required
    ? requiredText(declared.limit, messages.required ?? messages.tooLong, messages.tooLong)
    : optionalText(declared.limit, messages.tooLong);
  return schema as F["required"] extends true ? ReturnType<typeof requiredText> : ReturnType<typeof optionalText>;
}

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on" || value === "true" || value === "1");

/** A whole number as typed, of at most `digits` digits; blank is `blank`. */
const wholeNumber = (invalid: MessageKey, blank: number | null, digits = 7) =>
  z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim().replace(/^\+/, ""))
    .pipe(z.string().regex(new RegExp(`^(-?\\d{1,${digits}})?$`), message(invalid)))
    .transform((value) => (value === "" ? blank : Number(value)));

const colourImage = z.object({
  imageUrl: requiredText(field.images.parts.picture, "editor.validation.imageRequired", "editor.validation.pictureTooLong"),
  altText: optionalText(field.images.parts.colourName, "editor.validation.colourNameTooLong"),
});

export const productFormSchema = z.object({
  title: text(field.title, { required: "editor.validation.titleRequired", tooLong: "editor.validation.titleTooLong" }),
  content: text(field.content, { tooLong: "editor.validation.contentTooLong" }).transform((value) => value ?? ""),
  categoryId: z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim())
    .pipe(z.string().regex(/^(\d{1,9})?$/, message("editor.validation.categoryInvalid")))
    .transform((value) => (value === "" ? null : Number(value))),
  size: text(field.size, { tooLong: "editor.validation.textTooLong" }),
  series: text(field.series, { tooLong: "editor.validation.textTooLong" }),
  color: text(field.color, { tooLong: "editor.validation.textTooLong" }),
  level: text(field.level, { tooLong: "editor.validation.textTooLong" }),
  packing: text(field.packing, { tooLong: "editor.validation.textTooLong" }),
  displayOrder: wholeNumber("editor.validation.displayOrderInteger", 0, field.displayOrder.limit).transform((value) => value ?? 0),
  isPublished: checkbox,
  isFeatured: checkbox,
  picture: text(field.picture, { tooLong: "editor.validation.pictureTooLong" }),
  seoTitle: text(field.seoTitle, { tooLong: "editor.validation.seoTitleTooLong" }),
  seoDescription: text(field.seoDescription, { tooLong: "editor.validation.seoDescriptionTooLong" }),
  seoKeywords: text(field.seoKeywords, { tooLong: "editor.validation.seoKeywordsTooLong" }).transform((value) =>
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
    .max(field.images.limit, message("editor.validation.imagesTooMany"))
    .optional()
    .transform((value) => value ?? []),
  /**
   * Where the product stands in the whole list (1 = first), as staff see and type it; blank puts a
   * new product at the end. The stored display order is posted as it was and changes only by a move.
   */
  position: wholeNumber("editor.validation.positionInvalid", null).refine(
    (value) => value === null || value >= 1,
    message("editor.validation.positionInvalid"),
  ),
  /** The position the editor was opened at: the product moves only when the typed one differs. */
  positionWas: wholeNumber("editor.validation.positionInvalid", null),
  /** The version the editor was opened at: a save is refused when the product moved on since. */
  version: wholeNumber("editor.validation.versionInvalid", null),
  /** 'Keep my changes' after a conflict: the newer version the person has seen and overrides. */
  overwriteVersion: wholeNumber("editor.validation.versionInvalid", null),
});

export type ProductFormValues = z.output<typeof productFormSchema>;

/** Every name the form posts, for the action's `formFields` (tests/support/route-surface.ts). */
export const productFormFields = [
  ...Object.keys(productFormSchema.shape).filter((name) => name !== "images"),
  "images[0].imageUrl",
  "images[0].altText",
  // Pictures posted as files without JavaScript (app/features/media/image-upload-field.tsx).
  "pictureFile",
  "pictureRemove",
  "images[0].imageUrlFile",
  "images[0].imageUrlRemove",
  "imagesFile",
  "__intent__",
  "intent",
  // 'Save and close' (app/features/catalogue/admin/editor/product-editor.tsx).
  "close",
];
