import { z } from "zod";
import type { MessageKey } from "~/platform/i18n/i18n";
import { openingHoursFormSchema } from "~/platform/text/opening-hours";
import { isAllowedLink } from "~/platform/text/safe-link";
import { cleanText, richTextToPlain, type FieldValue, type RichTextValue } from "./cells";
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
  : F extends { kind: "pictures" }
    ? { picture?: string; alt?: string; caption?: string; altFr?: string; captionFr?: string }[] | undefined
    : F extends { kind: "links" }
      ? { label?: string; href?: string }[] | undefined
      : F extends { kind: "references" }
        ? { id?: string; label?: string }[] | undefined
        : F extends { kind: "openingHours" }
          ? unknown
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

/** A real day of the calendar, written '2026-11-10'. */
const isDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
};
const DAY_OR_MONTH = { date: isDay, month: (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value) } as const;

/** Checks text against its declared format (an address word, a link, an e-mail address). */
function formatCheck(field: FieldSpec): ((value: string) => boolean) | null {
  switch (field.format) {
    case "slug":
      return (value) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
    case "link":
      return isAllowedLink;
    case "email":
      return (value) => z.email().safeParse(value).success;
    default:
      return null;
  }
}

/** A rich-text document as its editor posts it (JSON); the server checks it against the editor's schema as well. */
function richTextSchema(field: FieldSpec) {
  const invalid = message(need(field, "invalid"));
  return z
    .string()
    .optional()
    .transform((value, context): RichTextValue => {
      try {
        const parsed = JSON.parse(value || '{"type":"doc"}') as RichTextValue;
        if (parsed && parsed.type === "doc" && (parsed.content === undefined || Array.isArray(parsed.content))) return parsed;
      } catch {
        // Answered below.
      }
      context.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    })
    .superRefine((value, context) => {
      // Refused above (not a document at all, such as the JSON `null`): nothing more to say.
      if (!value || typeof value !== "object") return;
      const length = richTextToPlain(value).length;
      if (field.required && length === 0) context.addIssue({ code: "custom", message: message(need(field, "required")) });
      if (field.limit !== undefined && length > field.limit) context.addIssue({ code: "custom", message: message(need(field, "tooLong")) });
    });
}

/** A list of items posted as a form's list (`name[0].part`), at most the declared number. */
const listOf = <T extends z.ZodType>(field: FieldSpec, item: T) =>
  z
    .array(item)
    .max(field.limit ?? Infinity, message(need(field, "tooMany")))
    .optional()
    .transform((value) => value ?? []);

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
      const check = formatCheck(field);
      schema = text
        .transform((value) => (field.format === "commaList" ? commaList(value) : value))
        .refine((value) => value === null || !check || check(value), message(field.messages?.invalid ?? need(field, "tooLong")))
        .transform((value) => (value === null && field.blank === "empty" ? "" : value));
      break;
    }
    case "date":
    case "month":
    case "choice": {
      const invalid = need(field, "invalid");
      const valid = field.kind === "choice" ? (value: string) => !field.options || field.options.includes(value) : DAY_OR_MONTH[field.kind];
      const text: z.ZodType<string | null, string | undefined> = field.required
        ? requiredText(field.limit ?? 100, field.messages?.required ?? invalid, invalid)
        : optionalText(field.limit ?? 100, invalid);
      schema = text.refine((value) => value === null || valid(value), message(invalid));
      break;
    }
    case "richText":
      schema = richTextSchema(field);
      break;
    case "pictures": {
      const limit = field.itemLimit ?? 2_000;
      schema = listOf(
        field,
        z.object({
          picture: requiredText(limit, need(field, "pictureRequired"), need(field, "pictureTooLong")),
          alt: requiredText(limit, need(field, "altRequired"), need(field, "captionTooLong")),
          caption: optionalText(limit, need(field, "captionTooLong")),
          altFr: optionalText(limit, need(field, "captionTooLong")),
          captionFr: optionalText(limit, need(field, "captionTooLong")),
        }),
      );
      break;
    }
    case "links": {
      const limit = field.itemLimit ?? 2_000;
      schema = listOf(
        field,
        z.object({
          label: requiredText(limit, need(field, "labelRequired"), need(field, "tooLong")),
          href: requiredText(limit, need(field, "linkInvalid"), need(field, "linkInvalid")).refine(isAllowedLink, message(need(field, "linkInvalid"))),
        }),
      );
      break;
    }
    case "references": {
      const limit = field.itemLimit ?? 200;
      schema = listOf(
        field,
        z.object({
          id: z
            .string()
            .optional()
            .transform((value) => (value ?? "").trim())
            .pipe(z.string().regex(/^(\d{1,9})?$/, message(need(field, "invalid"))))
            .transform((value) => (value === "" ? null : Number(value))),
          // A record chosen may leave its name to the record; a name typed alone must be given.
          label: optionalText(limit, need(field, "tooLong")),
        }).refine((item) => item.id !== null || item.label !== null, { message: message(need(field, "labelRequired")), path: ["label"] }),
      );
      break;
    }
    case "openingHours":
      schema = openingHoursFormSchema({
        shape: need(field, "invalid"),
        time: need(field, "timeInvalid"),
        order: need(field, "closesBeforeOpens"),
        date: need(field, "dateInvalid"),
        duplicate: need(field, "dateTwice"),
        tooMany: need(field, "tooMany"),
      });
      break;
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
