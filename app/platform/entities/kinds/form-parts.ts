import { z } from "zod";
import type { MessageKey } from "~/platform/i18n/i18n";
import { cleanText } from "../cell-values";
import type { FieldSpec } from "../field-spec";

/*
 * What the kinds' form schemas share: text cleaned and limited, a checkbox, a whole number, a list
 * of items, and the declared message a rule answers with. Fields arrive as the strings a form posts
 * (Conform's automatic coercion is off); messages are message keys.
 */

// Our Content-Security-Policy forbids eval; without this zod probes `new Function`.
z.config({ jitless: true });

export const message = (key: MessageKey) => key;

/** The field's declared message for a rule; a declaration without it is a mistake of the code. */
export function need(field: FieldSpec, key: keyof NonNullable<FieldSpec["messages"]>): MessageKey {
  const found = field.messages?.[key];
  if (!found) throw new Error(`${field.label} declares no ${key} message`);
  return found;
}

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

/** A list of items posted as a form's list (`name[0].part`), at most the declared number. */
export const listOf = <T extends z.ZodType>(field: FieldSpec, item: T) =>
  z
    .array(item)
    .max(field.limit ?? Infinity, message(need(field, "tooMany")))
    .optional()
    .transform((value) => value ?? []);

/** A cell's lines, trimmed, blank ones dropped. */
export const cellLines = (cell: string) =>
  cell
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** What parts a list cell's line: 'left | right'. */
export const SEPARATOR = " | ";

/** 'left | right' as one line of a list cell; the right part alone when there is no separator. */
export const splitPair = (line: string): [string, string] => {
  const split = line.lastIndexOf(SEPARATOR);
  return split >= 0 ? [line.slice(0, split).trim(), line.slice(split + SEPARATOR.length).trim()] : ["", line];
};
