import { headerKey, type FieldDeclaration } from "~/platform/entities/define";
import { matchColumns } from "~/features/catalogue/product-sheet-columns";
import { product } from "~/features/catalogue/product.entity";
import type { PlainMessageKey } from "~/platform/i18n/i18n";

/*
 * What each column of an uploaded spreadsheet is taken to mean: a field of the product entity
 * (decision 022), the product's number, or the link it was imported from, guessed from the
 * heading in English or Chinese and changeable on the preview. Shared by the preview in the
 * browser and the import on the server.
 */

export type SheetTarget = (typeof product.fields)[number]["key"] | "id" | "sourceUrl";


/** The declaration a mapping reads: the product's (a test hands it one with a field more). */
type Declared = { fields: readonly FieldDeclaration[] };

/** What a spreadsheet's columns can mean for an entity: its number, each declared field, its source link. */
export function sheetColumnsOf(entity: Declared) {
  const targets: readonly string[] = ["id", ...entity.fields.map((field) => field.key), "sourceUrl"];
  const declared = new Map(entity.fields.map((field) => [field.key, field]));
  const described = (target: string) =>
    target === "id" || target === "sourceUrl" ? matchColumns[target] : declared.get(target)!;

  const known = new Map<string, string>();
  for (const target of targets) {
    for (const heading of [...described(target).headers.en, ...described(target).headers.zh]) {
      if (!known.has(headerKey(heading))) known.set(headerKey(heading), target);
    }
  }

  return {
    targets,
    label: (target: string): PlainMessageKey => described(target).label,
    /** Column by column, the target its heading names, or null; a target named twice goes to its first column. */
    guess(headers: readonly string[]): (string | null)[] {
      const taken = new Set<string>();
      return headers.map((heading) => {
        const target = known.get(headerKey(heading)) ?? null;
        if (target === null || taken.has(target)) return null;
        taken.add(target);
        return target;
      });
    },
    /** A mapping as posted (one value per column, '' for none): null when it names an unknown target or one twice. */
    read(values: readonly string[], columns: number): (string | null)[] | null {
      if (values.length !== columns) return null;
      const taken = new Set<string>();
      const mapping: (string | null)[] = [];
      for (const value of values) {
        if (value === "") {
          mapping.push(null);
          continue;
        }
        if (!targets.includes(value) || taken.has(value)) return null;
        taken.add(value);
        mapping.push(value);
      }
      return mapping;
    },
  };
}

const productColumns = sheetColumnsOf(product);

export const SHEET_TARGETS = productColumns.targets as readonly SheetTarget[];

export const targetLabel = (target: SheetTarget): PlainMessageKey => productColumns.label(target);

/** Column by column, the product target its heading names, or null; a target named twice goes to its first column. */
export const guessMapping = (headers: readonly string[]) => productColumns.guess(headers) as (SheetTarget | null)[];

/** A mapping as posted (one value per column, '' for none): null when it names an unknown target or one twice. */
export const readMapping = (values: readonly string[], columns: number) =>
  productColumns.read(values, columns) as (SheetTarget | null)[] | null;
