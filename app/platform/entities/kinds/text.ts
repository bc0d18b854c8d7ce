import { z } from "zod";
import { isAllowedLink } from "~/platform/text/safe-link";
import { blankText, nonEmptyText, parseTextCell } from "../cell-values";
import type { FieldSpec } from "../field-spec";
import { message, need, optionalText, requiredText } from "./form-parts";
import { fieldKind } from "./kind";

/*
 * Text: one line (`text`), or with its line breaks (`multiline`). A declared format checks it (an
 * address word, a link, an e-mail address) or shapes it (words apart by commas, kept 'a, b, c').
 * Blank optional text is null unless the field keeps blanks as ''.
 */

/** Words typed apart by commas (either comma), kept as 'a, b, c' with blanks dropped; none is null. */
const commaList = (value: string | null) =>
  value
    ? value
        .split(/[,，]/)
        .map((word) => word.trim())
        .filter(Boolean)
        .join(", ") || null
    : null;

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

/** The schema of text, and of a picture's address (text with its own limit). */
export function textSchema(field: FieldSpec) {
  const limit = field.limit ?? Infinity;
  const text = field.required
    ? requiredText(limit, need(field, "required"), need(field, "tooLong"))
    : optionalText(limit, need(field, "tooLong"));
  const check = formatCheck(field);
  return text
    .transform((value) => (field.format === "commaList" ? commaList(value) : value))
    .refine((value) => value === null || !check || check(value), message(field.messages?.invalid ?? need(field, "tooLong")))
    .transform((value) => (value === null && field.blank === "empty" ? "" : value));
}

export const text = fieldKind<string | null, string | null>({
  codec: {
    empty: blankText,
    read: (raw, field) => nonEmptyText(raw) ?? blankText(field),
    toForm: (value) => value ?? "",
    write: (value) => value,
    parse: (cell, field) => parseTextCell(cell, field.limit ?? Infinity, field.label),
  },
  schema: textSchema,
  text: (value) => (value?.trim() ? value : null),
  structured: (value) => ({ value }),
});

/** Text whose line breaks are kept: kept, checked and exchanged as text is. */
export const multiline = text;
