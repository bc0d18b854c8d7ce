import { CellError, nonEmptyText } from "../cell-values";
import { fieldKind } from "./kind";
import { textSchema } from "./text";

/** A picture: kept as a stored key or an address; written as an address; read as one, which the importer finds or downloads. */
export const picture = fieldKind<string | null, string | null>({
  codec: {
    empty: () => null,
    read: nonEmptyText,
    toForm: (value) => value ?? "",
    write: (value, how) => how.pictureAddress(value),
    parse: (cell, field) => {
      const value = cell.trim();
      if (value === "") return null;
      if (field.limit !== undefined && value.length > field.limit) throw new CellError("tooLong", { field: field.label, max: field.limit });
      return value;
    },
  },
  schema: textSchema,
});
