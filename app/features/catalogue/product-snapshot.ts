import type { ColourImage } from "~/platform/entities/cells";
import type { RecordOf } from "~/platform/entities/define";
import { changedFields, emptyRecord, readRecord } from "~/platform/entities/records";
import { product } from "./product.entity";

/*
 * A product as the editor saves it and its history keeps it: every declared field
 * (app/features/catalogue/product.entity.ts), its category's name and its pictures, as one plain
 * document. Shared by the server (versions, audit entries, conflicts) and the editor (the
 * history's comparison and the conflict view), so both name the same changes.
 */

export type ProductColourImage = ColourImage;

/** Every declared field of a product, typed from its kind. */
export type ProductFields = RecordOf<typeof product>;

export interface ProductSnapshot extends ProductFields {
  /** The category's name when saved, so history reads well after a category is renamed or gone. */
  categoryName: string | null;
}

export type SnapshotField = keyof ProductFields;

/** The fields a person compares, in the order the editor shows them. */
export const snapshotFields: readonly SnapshotField[] = product.fields.map((field) => field.key);

/** The fields that differ between two states, in the editor's order. */
export function changedSnapshotFields(
  before: ProductSnapshot,
  after: ProductSnapshot,
): SnapshotField[] {
  return changedFields(product, before, after);
}

/** Each differing field as [before, after]: what the audit log keeps of a change. */
export function snapshotChanges(
  before: ProductSnapshot,
  after: ProductSnapshot,
): Record<string, [unknown, unknown]> {
  return Object.fromEntries(
    changedSnapshotFields(before, after).map((field) => [field, [before[field], after[field]]]),
  );
}

/** Each declared field of `source` (a row, a document), read by its kind: what a product holds. */
export function productFieldsOf(source: Record<string, unknown>): ProductFields {
  return readRecord(product, source);
}

/** A new product's fields: each declared field's empty value. */
export function emptyProductFields(): ProductFields {
  return emptyRecord(product);
}

/** A snapshot read back from the database's JSON, whatever an older version stored. */
export function readSnapshot(value: unknown): ProductSnapshot {
  const data = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  const categoryName =
    typeof data.categoryName === "string" && data.categoryName !== "" ? data.categoryName : null;
  return { ...productFieldsOf(data), categoryName };
}
