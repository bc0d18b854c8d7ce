import { z } from "zod";
import type { PlainMessageKey } from "~/platform/i18n/i18n";
import { product } from "~/features/catalogue/product.entity";

/*
 * Which of the product's declared fields (app/features/catalogue/product.entity.ts) the Products
 * list shows as columns. Every declared field is offered; a few are always there (the title and
 * the picture have their own cells, publishing is the Status column), and the category and the
 * size show until a person chooses otherwise. The choice is read from the address or the
 * browser's cookie (product-columns.server.ts) and validated against the declaration here, so a
 * field added to the declaration reaches the chooser and the list with nothing else to change.
 * Shared by browser and server.
 */

export type ProductFieldKey = (typeof product.fields)[number]["key"];
export type ProductField = (typeof product.fields)[number];

/** Fields the list always shows in cells of their own (title, picture, status). */
export const FIXED_FIELDS: readonly ProductFieldKey[] = ["title", "picture", "isPublished"];

/** What the list shows when nobody has chosen: the columns it has always had. */
export const DEFAULT_COLUMNS: readonly ProductFieldKey[] = ["categoryId", "size"];

/** The fixed column the chosen fields' columns follow (product.listColumns). */
const FIELD_COLUMNS_AFTER = "title";

/** One checkbox of the chooser: a declared field, its label, and whether it can be changed. */
interface ColumnChoice {
  key: string;
  label: PlainMessageKey;
  kind: string;
  /** Always shown: ticked and not to be unticked. */
  fixed: boolean;
}

/** Every declared field of an entity as the chooser offers it, in the declaration's order. */
export function columnChoices(
  entity: { fields: readonly { key: string; label: PlainMessageKey; kind: string }[] },
  fixed: readonly string[] = FIXED_FIELDS,
): ColumnChoice[] {
  return entity.fields.map((field) => ({
    key: field.key,
    label: field.label,
    kind: field.kind,
    fixed: fixed.includes(field.key),
  }));
}

const fieldKeys = product.fields.map((field) => field.key) as [
  ProductFieldKey,
  ...ProductFieldKey[],
];

/** A chosen column as written in a URL or a cookie: a declared field that is not fixed. */
const chosenKey = z.enum(fieldKeys).refine((key) => !FIXED_FIELDS.includes(key));

/**
 * The fields named, kept only when declared and not fixed, once each, in the declaration's order
 * (which is the order of the list's columns).
 */
export function pickColumns(values: readonly string[]): ProductFieldKey[] {
  const chosen = new Set(
    values.flatMap((value) => {
      const parsed = chosenKey.safeParse(value);
      return parsed.success ? [parsed.data] : [];
    }),
  );
  return fieldKeys.filter((key) => chosen.has(key));
}

/** The chosen fields' declarations, in the declaration's order. */
export const chosenFields = (columns: readonly string[]): ProductField[] =>
  product.fields.filter((field) => columns.includes(field.key));

/**
 * The list's columns in order for a view: its fixed columns (product.listColumns), with the chosen
 * fields', headed by their labels, after the title. What the table's head says.
 */
export function shownColumns(
  view: "catalogue" | "trash",
  columns: readonly string[],
): { key: string; header: PlainMessageKey }[] {
  const fields = chosenFields(columns).map((field) => ({ key: field.key, header: field.label }));
  return product.listColumns
    .filter((column) => !column.view || column.view === view)
    .flatMap((column) => (column.key === FIELD_COLUMNS_AFTER ? [column, ...fields] : [column]));
}
