import { z } from "zod";
import { CellError } from "../cell-values";
import type { FieldSpec } from "../field-spec";
import { message, need, wholeNumber } from "./form-parts";
import { fieldKind } from "./kind";

/*
 * A whole number of at most the declared digits. Blank is nought unless the field is required,
 * when it is refused; a field that declares `blank: "zero"` shows nought as blank, to staff and to
 * visitors.
 */

export function wholeNumberSchema(field: FieldSpec) {
  return field.required
    ? wholeNumber(need(field, "invalid"), null, field.limit).pipe(z.number(message(need(field, "invalid"))))
    : wholeNumber(need(field, "invalid"), 0, field.limit);
}

export const number = fieldKind<number, number | null>({
  codec: {
    empty: () => 0,
    read: (raw) => (typeof raw === "number" ? raw : 0),
    toForm: (value, field) => (value === 0 && field?.blank === "zero" ? "" : String(value)),
    write: (value) => value,
    parse: (cell, field) => {
      const value = cell.trim().replace(/^\+/, "");
      if (value === "") return null;
      if (!new RegExp(`^-?\\d{1,${field.limit ?? 15}}$`).test(value)) throw new CellError(field.messages!.invalid!);
      return Number(value);
    },
  },
  schema: wholeNumberSchema,
  needs: "invalid",
  // Nought, where it means 'not given', is no value to show.
  text: (value, field, locale) => (value === 0 && field.blank === "zero" ? null : new Intl.NumberFormat(locale === "fr" ? "fr-CA" : "en-CA").format(value)),
  structured: (value) => ({ value }),
});
