import { z } from "zod";
import { CellError, record, type CellCodec, type Reference } from "../cell-values";
import { cellLines, listOf, message, need, optionalText } from "./form-parts";
import { fieldKind } from "./kind";

/** Records of the site a field names (another record it shows), or names typed. In a spreadsheet, one a line. */

/** One name a line; what each names (its id) is the importer's to find. */
const codec: CellCodec<Reference[], Reference[]> = {
  empty: () => [],
  read: (raw) =>
    (Array.isArray(raw) ? raw : []).flatMap((item: unknown) => {
      const value = record(item);
      const id = typeof value.id === "number" && Number.isInteger(value.id) ? value.id : null;
      const label = typeof value.label === "string" && value.label ? value.label : null;
      return id !== null || label ? [{ id, label }] : [];
    }),
  toForm: (value) => value.map((item) => ({ id: item.id === null ? "" : String(item.id), label: item.label ?? "" })),
  write: (value) => value.map((item) => item.label ?? `#${item.id}`).join("\n") || null,
  parse: (cell, field) => {
    const found = cellLines(cell);
    if (field.limit !== undefined && found.length > field.limit) throw new CellError(field.messages!.tooMany!);
    return found.map((label) => ({ id: null, label }));
  },
};

export const references = fieldKind({
  codec,
  schema: (field) => {
    const limit = field.itemLimit ?? 200;
    return listOf(
      field,
      z
        .object({
          id: z
            .string()
            .optional()
            .transform((value) => (value ?? "").trim())
            .pipe(z.string().regex(/^(\d{1,9})?$/, message(need(field, "invalid"))))
            .transform((value) => (value === "" ? null : Number(value))),
          // A record chosen may leave its name to the record; a name typed alone must be given.
          label: optionalText(limit, need(field, "tooLong")),
        })
        .refine((item) => item.id !== null || item.label !== null, { message: message(need(field, "labelRequired")), path: ["label"] }),
    );
  },
  needs: "tooMany",
});
