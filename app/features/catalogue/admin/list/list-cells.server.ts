import { kindOf } from "~/platform/entities/kinds";
import { showOf } from "~/features/catalogue/product-details";
import { resolveImage } from "~/features/catalogue/images/media-resolver.server";
import { richTextToPlain, type RichTextValue } from "~/platform/entities/cells";
import type { AdminProductRow } from "./admin-products.server";
import type { ListCells, ListCellValue } from "./list-cells";
import { chosenFields, type ProductField } from "./product-columns";

/*
 * The chosen fields of a Products list row as its cells show them, read by each field's kind:
 * only what a cell shows leaves the server (a description's first line, not the whole text; a
 * picture as the list's signed image; colour pictures as their count).
 */

/** The most of a text a cell carries; the cell shows one line and the rest in its title. */
const CELL_TEXT = 300;

const firstLine = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .find((line) => line !== "") ?? "";

const clipped = (text: string) =>
  text.length > CELL_TEXT ? `${text.slice(0, CELL_TEXT - 1)}…` : text;

async function cellOf(field: ProductField, row: AdminProductRow): Promise<ListCellValue> {
  const value = (row.fields as Record<string, unknown>)[field.key];
  switch (field.kind) {
    case "text":
    case "date":
    case "month":
    case "choice": {
      if (typeof value !== "string" || value.trim() === "") return null;
      // Written as visitors read it where the declaration says how (a size as '1520 × 228 × 7 mm').
      const show = showOf(field);
      return clipped(show ? show(value.trim(), "en") : value.trim());
    }
    case "richText":
      return value && typeof value === "object" ? clipped(firstLine(richTextToPlain(value as RichTextValue))) || null : null;
    case "openingHours":
      // No product keeps opening hours.
      return null;
    case "pictures":
    case "links":
    case "references":
      return Array.isArray(value) ? value.length : null;
    case "multiline":
      return typeof value === "string" && firstLine(value) !== ""
        ? clipped(firstLine(value))
        : null;
    case "number":
    case "position":
      // Nought, where it means 'not given', is a blank cell.
      return typeof value === "number" && !(value === 0 && field.blank === "zero") ? value : null;
    case "decimal":
      // With its unit, as its kind writes it.
      return kindOf(field).text?.(value, field, "en") ?? null;
    case "boolean":
      return value === true;
    case "treeNode":
      return row.categoryName;
    case "picture":
      // Drafts' pictures go out only through signed links; staff see them all the same way.
      return resolveImage(typeof value === "string" ? value : null, { access: "signed" });
    case "colourImages":
      return row.colourPictures;
  }
}

export async function listCellsOf(
  row: AdminProductRow,
  columns: readonly string[],
): Promise<ListCells> {
  const fields = chosenFields(columns);
  const values = await Promise.all(fields.map((field) => cellOf(field, row)));
  return Object.fromEntries(fields.map((field, index) => [field.key, values[index] ?? null]));
}
