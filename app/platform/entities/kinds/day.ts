import type { z } from "zod";
import type { FieldSpec } from "../field-spec";
import { message, need, optionalText, requiredText } from "./form-parts";
import { fieldKind } from "./kind";
import { text } from "./text";

/*
 * A day of the calendar ('2026-11-10', `date`) or a month ('2026-09', `month`): kept, shown and
 * written as the text it is, refused when it is no such day or month.
 */

/** A real day of the calendar, written '2026-11-10'. */
const isDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
};
const isMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** Text of at most the declared (or a hundred) characters that `valid` accepts; blank is null unless required. */
export function wordSchema(field: FieldSpec, valid: (value: string) => boolean) {
  const invalid = need(field, "invalid");
  const word: z.ZodType<string | null, string | undefined> = field.required
    ? requiredText(field.limit ?? 100, field.messages?.required ?? invalid, invalid)
    : optionalText(field.limit ?? 100, invalid);
  return word.refine((value) => value === null || valid(value), message(invalid));
}

export const date = fieldKind({ codec: text.codec, schema: (field) => wordSchema(field, isDay), needs: "invalid" });

export const month = fieldKind({ codec: text.codec, schema: (field) => wordSchema(field, isMonth), needs: "invalid" });
