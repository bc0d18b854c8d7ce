import { CellError, headerKey, NO, YES } from "../cell-values";
import { checkbox } from "./form-parts";
import { fieldKind } from "./kind";

/** Yes or no: a switch in the editor, 'Yes' or 'No' in the reader's language in a spreadsheet. */
export const boolean = fieldKind<boolean, boolean | null>({
  codec: {
    empty: () => false,
    read: (raw) => raw === true,
    toForm: (value) => (value ? "on" : ""),
    write: (value, how) => how.yesNo(value),
    parse: (cell, field) => {
      const key = headerKey(cell);
      if (key === "") return null;
      if (YES.has(key) || cell.trim() === "✓") return true;
      if (NO.has(key)) return false;
      throw new CellError("notYesNo", { field: field.label, value: cell.trim().slice(0, 40) });
    },
  },
  schema: () => checkbox,
});
