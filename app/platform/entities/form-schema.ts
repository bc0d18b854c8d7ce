import { z } from "zod";
import type { MessageKey } from "~/platform/i18n/i18n";
import { cleanText, type FieldValue } from "./cells";
import type { FieldSpec } from "./define";

// Our Content-Security-Policy forbids eval; without this zod probes `new Function`.
z.config({ jitless: true });

/*
 * An entity's form, from its declaration: one zod schema per declared field, chosen by the field's
 * kind, with the declared limit, required-ness and messages. Fields arrive as the strings a form
 * posts (Conform's automatic coercion is off, so what each kind accepts is written here once);
 * messages are message keys. Text loses control characters (PostgreSQL refuses NUL) and
 * surrounding spaces; blank optional text is null unless the field keeps blanks as ''. The same
 * schema checks the form in the browser, the form on the server and each row of a spreadsheet
 * import (decisions 005, 022 and 040). Shared by browser and server.
 */

const message = (key: MessageKey) => key;

/** What a declared field is posted as: a string, or for colour pictures a list of pairs. */
export type FormInputOf<F> = F extends { kind: "colourImages" }
  ? { imageUrl?: string; altText?: string }[] | undefined
  : string | undefined;

/** A declared field's schema: what the form posts in, the field's value out. */
export type FieldSchema<F> = z.ZodType<FieldValue<F>, FormInputOf<F>>;

/** Text of at most `max` characters that must not be blank. */
export const requiredText = (max: number, required: MessageKey, tooLong: MessageKey) =>
  z
    .string()
    .optional()
    .transform(cleanText)
    .pipe(z.string().min(1, message(required)).max(max, message(tooLong)));

/** Text of at most `max` characters; blank is null. */
export const optionalText = (max: number, tooLong: MessageKey) =>
  z
    .string()
    .optional()
    .transform(cleanText)
    .pipe(z.string().max(max, message(tooLong)))
    .transform((value) => value || null);

/** A checkbox: ticked is true, absent is false. */
export const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on" || value === "true" || value === "1");

/** A whole number as typed, of at most `digits` digits; blank is `blank`. */
export const wholeNumber = (invalid: MessageKey, blank: number | null, digits = 7) =>
  z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim().replace(/^\+/, ""))
    .pipe(z.string().regex(new RegExp(`^(-?\\d{1,${digits}})?$`), message(invalid)))
    .transform((value) => (value === "" ? blank : Number(value)));

/** Words typed apart by commas (either comma), kept as 'a, b, c' with blanks dropped; none is null. */
const commaList = (value: string | null) =>
  value
    ? value
        .split(/[,，]/)
        .map((word) => word.trim())
        .filter(Boolean)
        .join(", ") || null
    : null;

function need(field: FieldSpec, key: keyof NonNullable<FieldSpec["messages"]>): MessageKey {
  const found = field.messages?.[key];
  if (!found) throw new Error(`${field.label} declares no ${key} message`);
  return found;
}

/** The schema of one declared field, by its kind. */
export function fieldSchema<const F extends FieldSpec>(field: F): FieldSchema<F> {
  let schema: z.ZodType;
  switch (field.kind) {
    case "text":
    case "multiline":
    case "picture": {
      const limit = field.limit ?? Infinity;
      const text = field.required
        ? requiredText(limit, need(field, "required"), need(field, "tooLong"))
        : optionalText(limit, need(field, "tooLong"));
      schema = text
        .transform((value) => (field.format === "commaList" ? commaList(value) : value))
        .transform((value) => (value === null && field.blank === "empty" ? "" : value));
      break;
    }
    case "number":
      // Blank is nought unless the field is required, when it is refused.
      schema = field.required
        ? wholeNumber(need(field, "invalid"), null, field.limit).pipe(z.number(message(need(field, "invalid"))))
        : wholeNumber(need(field, "invalid"), 0, field.limit);
      break;
    case "boolean":
      schema = checkbox;
      break;
    case "category":
      schema = z
        .string()
        .optional()
        .transform((value) => (value ?? "").trim())
        .pipe(z.string().regex(field.required ? /^\d{1,9}$/ : /^(\d{1,9})?$/, message(need(field, "invalid"))))
        .transform((value) => (value === "" ? null : Number(value)));
      break;
    case "colourImages": {
      const parts = field.parts ?? { picture: Infinity, colourName: Infinity };
      const item = z.object({
        imageUrl: requiredText(parts.picture, need(field, "pictureRequired"), need(field, "pictureTooLong")),
        altText: optionalText(parts.colourName, need(field, "colourNameTooLong")),
      });
      schema = z
        .array(item)
        .max(field.limit ?? Infinity, message(need(field, "tooMany")))
        .optional()
        .transform((value) => value ?? []);
      break;
    }
  }
  return schema as unknown as FieldSchema<F>;
}

/** Every declared field's schema by key: the shape of the entity's form, before what the form adds of its own. */
export function formShape<const Fields extends { readonly [key: string]: FieldSpec }>(entity: {
  field: Fields;
}): { [K in keyof Fields]: FieldSchema<Fields[K]> } {
  return Object.fromEntries(Object.entries(entity.field).map(([key, field]) => [key, fieldSchema(field)])) as unknown as {
    [K in keyof Fields]: FieldSchema<Fields[K]>;
  };
}
