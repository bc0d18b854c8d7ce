import { codecOf } from "./cells";
import { kindOf } from "./kinds";
import type { FieldSpec, RecordOf } from "./define";

/*
 * A record of a declared entity as every reader handles it, field by field through each kind's
 * codec (app/platform/entities/cells.ts): a new record's values, a kept document read back, the
 * values an editor's form starts from, and which fields two states differ in. A new field is read,
 * started, shown and compared by these without another line. Shared by browser and server.
 */

type Entity = { fields: readonly (FieldSpec & { key: string })[]; field: object };

/** A new record: each declared field's empty value. */
export function emptyRecord<E extends Entity>(entity: E): RecordOf<E> {
  return Object.fromEntries(entity.fields.map((field) => [field.key, codecOf(field).empty(field)])) as RecordOf<E>;
}

/** Each declared field of `source` (a row, a kept document), read by its kind, whatever an older version stored. */
export function readRecord<E extends Entity>(entity: E, source: Record<string, unknown>): RecordOf<E> {
  return Object.fromEntries(
    entity.fields.map((field) => [field.key, codecOf(field).read(source[field.key], field)]),
  ) as RecordOf<E>;
}

/** A record as its editor's form fields hold it: strings, 'on' for a switch that is on, lists of pairs. */
export function formValuesOf<E extends Entity>(entity: E, record: RecordOf<E>): Record<keyof RecordOf<E>, unknown> {
  const values = record as Record<string, unknown>;
  return Object.fromEntries(
    entity.fields.map((field) => [field.key, codecOf(field).toForm(values[field.key], field)]),
  ) as Record<keyof RecordOf<E>, unknown>;
}

/**
 * An editor form's values as they say what the person chose, for telling whether they changed:
 * each declared field through its kind's `formSays` (spare rows left out), the rest as it is.
 */
export function formSaying<E extends Entity>(entity: E, values: unknown): unknown {
  if (!values || typeof values !== "object") return values;
  const said: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  for (const field of entity.fields) {
    const says = kindOf(field).formSays;
    if (says && field.key in said) said[field.key] = says(said[field.key]);
  }
  return said;
}

/** JSON with every object's keys in order: PostgreSQL's jsonb gives a document back with its keys reordered. */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );

/** Whether two values of a field are the same as stored (a blank and a missing one alike, keys in any order). */
export const sameValue = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** The declared fields that differ between two states, in the declaration's order. */
export function changedFields<E extends Entity>(
  entity: E,
  before: Partial<RecordOf<E>>,
  after: Partial<RecordOf<E>>,
): (keyof RecordOf<E> & string)[] {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return entity.fields.map((field) => field.key).filter((key) => !sameValue(a[key], b[key])) as (keyof RecordOf<E> & string)[];
}
