import type { ProductSnapshot, SnapshotField } from "~/features/catalogue/product-snapshot";
import { changedSnapshotFields, snapshotFields } from "~/features/catalogue/product-snapshot";
import { product } from "~/features/catalogue/product.entity";
import type { FieldDeclaration } from "~/platform/entities/define";
import { kindOf } from "~/platform/entities/kinds";

/*
 * What a spreadsheet row would change in a product, field by field, as its dry run lists it:
 * 'Size: 1520*228*7mm → 1520*228*9mm'. Values are kept short (long text ends in an ellipsis) and
 * stored as the row's note, so each reader sees the field's name and 'yes', 'no' or '(empty)' in
 * their own language. Shared by the import, which writes it, and the job's page, which shows it.
 */

/** A value as shown: text, yes or no, nothing, or a count of colours with their names. */
export type ChangeValue = string | boolean | null | { colours: number; names: string };

export interface FieldChange {
  field: SnapshotField;
  before: ChangeValue;
  after: ChangeValue;
}

/** The longest value shown, in characters; a row's note holds at most 2,000. */
const SHORT = 40;
const NOTE_MAX = 2000;

/** Text on one line, at most `max` characters, ending in '…' when it was longer. */
function shorten(text: string, max = SHORT): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

function valueOf(
  state: Omit<ProductSnapshot, "categoryName">,
  field: SnapshotField,
  category: string | null,
  max: number,
): ChangeValue {
  // Each value is written by its field's kind, so a new field is listed without another case here.
  const declared = product.field[field] as FieldDeclaration;
  switch (declared.kind) {
    case "boolean":
      return state[field] as boolean;
    case "treeNode":
      return state[field] === null ? null : shorten(category ?? `#${String(state[field])}`, max);
    case "position":
    case "number":
      return String(state[field]);
    case "decimal":
      return state[field] === null ? null : shorten(kindOf(declared).text?.(state[field], declared, "en") ?? "", max);
    case "colourImages": {
      const images = state[field] as ProductSnapshot["images"];
      return images.length === 0
        ? null
        : {
            colours: images.length,
            names: shorten(images.map((image) => image.altText || "—").join(", "), max),
          };
    }
    default: {
      const value = state[field];
      return typeof value === "string" && value ? shorten(value, max) : null;
    }
  }
}

/**
 * The fields `after` changes in `before`, in the editor's order, as the note stored for the row;
 * `categoryOf` names the category after (one the import would make, by its path).
 */
export function fieldChangesNote(
  before: ProductSnapshot,
  after: Omit<ProductSnapshot, "categoryName">,
  categoryOf: (id: number) => string | null,
): string {
  const fields = changedSnapshotFields(before, { ...after, categoryName: before.categoryName });
  for (const max of [SHORT, 20, 8]) {
    const changes: FieldChange[] = fields.map((field) => ({
      field,
      before: valueOf(before, field, before.categoryName, max),
      after: valueOf(
        after,
        field,
        after.categoryId === null ? null : categoryOf(after.categoryId),
        max,
      ),
    }));
    const note = JSON.stringify({ changes });
    if (note.length <= NOTE_MAX) return note;
  }
  return JSON.stringify({ changes: fields.map((field) => ({ field, before: null, after: "…" })) });
}

const isValue = (value: unknown): value is ChangeValue =>
  value === null ||
  typeof value === "string" ||
  typeof value === "boolean" ||
  (typeof value === "object" &&
    typeof (value as { colours?: unknown }).colours === "number" &&
    typeof (value as { names?: unknown }).names === "string");

/** A stored note read back as changes, or null when it is another kind of note. */
export function readFieldChanges(stored: string | null): FieldChange[] | null {
  if (!stored?.startsWith('{"changes":')) return null;
  try {
    const parsed = JSON.parse(stored) as { changes?: unknown };
    if (!Array.isArray(parsed.changes)) return null;
    const changes = parsed.changes.filter(
      (change): change is FieldChange =>
        typeof change === "object" &&
        change !== null &&
        (snapshotFields as readonly string[]).includes((change as FieldChange).field) &&
        isValue((change as FieldChange).before) &&
        isValue((change as FieldChange).after),
    );
    return changes;
  } catch {
    return null;
  }
}
