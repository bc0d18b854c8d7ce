import { z } from "zod";
import { cleanText } from "../cell-values";
import { message, need } from "./form-parts";
import { fieldKind } from "./kind";

/**
 * A place in a tree of the site's records: kept as the node's id; written and read as its name
 * ('Parent > Child'), which the importer looks up.
 */
export const treeNode = fieldKind<number | null, string | null>({
  codec: {
    empty: () => null,
    read: (raw) => (typeof raw === "number" ? raw : null),
    toForm: (value) => (value === null ? "" : String(value)),
    // Written as the export gives it: the node's name ("Parent > Child"), not its id.
    write: (value) => value,
    parse: (cell) => cleanText(cell) || null,
  },
  schema: (field) =>
    z
      .string()
      .optional()
      .transform((value) => (value ?? "").trim())
      .pipe(z.string().regex(field.required ? /^\d{1,9}$/ : /^(\d{1,9})?$/, message(need(field, "invalid"))))
      .transform((value) => (value === "" ? null : Number(value))),
  needs: "invalid",
});
