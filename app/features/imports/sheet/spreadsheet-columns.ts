import { headerKey } from "~/platform/entities/define";
import { product } from "~/features/catalogue/product.entity";
import type { PlainMessageKey } from "~/platform/i18n/i18n";

/*
 * What each column of an uploaded spreadsheet is taken to mean: a field of the product entity
 * (decision 022), the product's number, or the link it was imported from, guessed from the
 * heading in English or Chinese and changeable on the preview. Shared by the preview in the
 * browser and the import on the server.
 */

export type SheetTarget = (typeof product.fields)[number]["key"] | "id" | "sourceUrl";

/** The two columns an export adds around the entity's fields, which rows are matched by. */
export const matchColumns = {
  id: { label: "import.sheet.column.id", headers: { en: ["ID", "Product ID", "Number"], zh: ["编号", "产品编号", "ID"] } },
  sourceUrl: {
    label: "import.sheet.column.sourceUrl",
    headers: { en: ["Source URL", "Source", "Source link", "URL", "Link"], zh: ["来源链接", "来源", "链接"] },
  },
} as const satisfies Record<string, { label: PlainMessageKey; headers: { en: readonly string[]; zh: readonly string[] } }>;

export const SHEET_TARGETS: readonly SheetTarget[] = ["id", ...product.fields.map((field) => field.key), "sourceUrl"];

export function targetLabel(target: SheetTarget): PlainMessageKey {
  return target === "id" || target === "sourceUrl" ? matchColumns[target].label : product.field[target].label;
}

const known = new Map<string, SheetTarget>();
for (const target of SHEET_TARGETS) {
  const headers = target === "id" || target === "sourceUrl" ? matchColumns[target].headers : product.field[target].headers;
  for (const heading of [...headers.en, ...headers.zh]) if (!known.has(headerKey(heading))) known.set(headerKey(heading), target);
}

/** Column by column, the target its heading names, or null; a target named twice goes to its first column. */
export function guessMapping(headers: readonly string[]): (SheetTarget | null)[] {
  const taken = new Set<SheetTarget>();
  return headers.map((heading) => {
    const target = known.get(headerKey(heading)) ?? null;
    if (target === null || taken.has(target)) return null;
    taken.add(target);
    return target;
  });
}

/** A mapping as posted (one value per column, '' for none): null when it names an unknown target or one twice. */
export function readMapping(values: readonly string[], columns: number): (SheetTarget | null)[] | null {
  if (values.length !== columns) return null;
  const taken = new Set<string>();
  const mapping: (SheetTarget | null)[] = [];
  for (const value of values) {
    if (value === "") {
      mapping.push(null);
      continue;
    }
    if (!(SHEET_TARGETS as readonly string[]).includes(value) || taken.has(value)) return null;
    taken.add(value);
    mapping.push(value as SheetTarget);
  }
  return mapping;
}
