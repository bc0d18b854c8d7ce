import type { CellError } from "~/platform/entities/cells";
import type { MessageKey } from "~/platform/i18n/i18n";
import type { ItemMessageValues } from "~/features/imports/item-message";

/*
 * What a spreadsheet row says when one of its cells is refused by its field's codec
 * (app/platform/entities/cells.ts): a field's own message as declared, or the import's words for a
 * cell too long or not a yes or no. The one place the codecs' problems become the import's messages.
 */

/** The codecs' name for the colour's part of a colour picture, as the import's column says it. */
const partLabels: Record<string, MessageKey> = { colourName: "import.sheet.column.colourName" };

export function cellMessage(error: CellError): { key: MessageKey; values?: ItemMessageValues } {
  const values = error.values;
  switch (error.key) {
    case "tooLong":
      return {
        key: "import.sheet.row.tooLong",
        values: { field: partLabels[String(values?.field)] ?? values?.field ?? "", max: values?.max ?? 0 },
      };
    case "notYesNo":
      return { key: "import.sheet.row.notYesNo", values };
    default:
      return { key: error.key, values };
  }
}
