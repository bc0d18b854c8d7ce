import type { PlainMessageKey } from "~/platform/i18n/i18n";

/*
 * The two columns a catalogue export writes around the product's declared fields, and which a
 * spreadsheet import matches rows by: the product's number first, the link it was imported from
 * last. Their headings in either language; the first of each is the export's.
 */

export const matchColumns = {
  id: { label: "import.sheet.column.id", headers: { en: ["ID", "Product ID", "Number"], zh: ["编号", "产品编号", "ID"] } },
  sourceUrl: {
    label: "import.sheet.column.sourceUrl",
    headers: { en: ["Source URL", "Source", "Source link", "URL", "Link"], zh: ["来源链接", "来源", "链接"] },
  },
} as const satisfies Record<string, { label: PlainMessageKey; headers: { en: readonly string[]; zh: readonly string[] } }>;
