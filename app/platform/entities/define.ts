import type { UserRole } from "~/platform/db/schema";
import type { PlainMessageKey } from "~/platform/i18n/i18n";
import { headerKey, type FieldKind, type FieldValue } from "./cell-values";
import { fieldKinds } from "./kinds";
import type { FieldSpec } from "./field-spec";

/*
 * What an admin entity is, said once: who may work on it, its fields (label, kind, limit, whether
 * required, where the editor shows it, the spreadsheet headers that mean it) and its list's
 * columns. The list, the editor, the form schema, the routes' access checks and the spreadsheet
 * import and export all read the same declaration (docs/decisions/022-admin-entity-declarations.md).
 * Shared by browser and server: nothing here may import server code.
 */

/** Roles that may work on the catalogue; `STAFF` in session.server.ts is this list. */
export const STAFF_ROLES = ["admin", "editor"] as const satisfies readonly UserRole[];

export type { FieldKind };
export type { FieldSpec, MeasureUnit, VisitorLine } from "./field-spec";

export type FieldDeclaration<
  Key extends string = string,
  Group extends string = string,
> = FieldSpec<Group> & { key: Key };

export interface ListColumn<Key extends string = string> {
  key: Key;
  header: PlainMessageKey;
  /** The named view of the list that shows it (the column is in every view when left out). */
  view?: string;
}

type FieldSpecs<Group extends string> = { readonly [key: string]: FieldSpec<Group> };
/** Each declared field as written (its literal limit and required-ness kept) with its key. */
type Declared<Fields, Key extends keyof Fields = keyof Fields> = {
  readonly [K in Key]: Fields[K] & { readonly key: K };
};

export interface EntityDeclaration<
  Fields extends FieldSpecs<Group>,
  Group extends string,
  Column extends string,
> {
  name: string;
  /** Roles allowed to open its pages and change it: passed to `requireRole` by its routes. */
  access: readonly UserRole[];
  /** The editor's tabs or the form's parts, in order. */
  groups: readonly Group[];
  /** Every field, in the order an editor and a spreadsheet show them. */
  fields: readonly FieldDeclaration<keyof Fields & string, Group>[];
  /** The fields by key. */
  field: Declared<Fields>;
  /** The fields one group shows, in order. */
  fieldsOf: (group: Group) => FieldDeclaration<keyof Fields & string, Group>[];
  listColumns: readonly ListColumn<Column>[];
  /** A list column by key (its header and view). */
  column: (key: Column) => ListColumn<Column>;
}

/**
 * What a field of a record the admin lists and exports but never types (a message received, an account,
 * an activity entry, an import) holds: the kinds above, a moment (`dateTime`), or one of a few
 * stored values each named by a message (`choice`: a state, a role, a page).
 */
export type RecordFieldKind = "text" | "multiline" | "number" | "boolean" | "dateTime" | "choice";

export interface RecordFieldSpec {
  /** The field's name, as its message key says it in either language; its export column's heading. */
  label: PlainMessageKey;
  kind: RecordFieldKind;
}

export type RecordFieldDeclaration<Key extends string = string> = RecordFieldSpec & { key: Key };

type RecordFieldSpecs = { readonly [key: string]: RecordFieldSpec };

/** A record the admin lists (and may export) but has no editor for: no groups, no headings an import reads. */
export interface RecordDeclaration<Fields extends RecordFieldSpecs, Column extends string, Exported extends keyof Fields & string> {
  name: string;
  /** Roles allowed to open its pages and change it: passed to `requireRole` by its routes. */
  access: readonly UserRole[];
  /** Every field, in the order its detail shows them. */
  fields: readonly RecordFieldDeclaration<keyof Fields & string>[];
  /** The fields by key. */
  field: Declared<Fields>;
  listColumns: readonly ListColumn<Column>[];
  /** A list column by key (its header and view). */
  column: (key: Column) => ListColumn<Column>;
  /** The export's columns in order, each headed by its field's label in the admin's language (none without an export). */
  exportColumns: readonly RecordFieldDeclaration<Exported>[];
}

/** The keys of an entity's fields that visitors never get (`staffOnly`). */
export type StaffOnlyKey<Entity extends { field: object }> = {
  [K in keyof Entity["field"]]: Entity["field"][K] extends { staffOnly: true } ? K : never;
}[keyof Entity["field"]];

/** A record as visitors may get it: every field the entity declares `staffOnly` left out. */
export function withoutStaffOnly<Entity extends { fields: readonly { key: string; staffOnly?: boolean }[]; field: object }, R extends object>(
  entity: Entity,
  record: R,
): Omit<R, StaffOnlyKey<Entity> & keyof R> {
  const hidden = new Set(entity.fields.filter((field) => field.staffOnly).map((field) => field.key));
  return Object.fromEntries(Object.entries(record).filter(([key]) => !hidden.has(key))) as Omit<R, StaffOnlyKey<Entity> & keyof R>;
}

/** A record of an entity: each declared field's value, typed from its kind. */
export type RecordOf<Entity extends { field: object }> = {
  -readonly [K in keyof Entity["field"]]: FieldValue<Entity["field"][K]>;
};

export function defineEntity<
  const Group extends string,
  const Fields extends FieldSpecs<Group>,
  const Column extends string,
>(declaration: {
  name: string;
  access: readonly UserRole[];
  groups: readonly Group[];
  fields: Fields;
  listColumns: readonly ListColumn<Column>[];
}): EntityDeclaration<Fields, Group, Column>;
export function defineEntity<const Fields extends RecordFieldSpecs, const Column extends string, const Exported extends keyof Fields & string = never>(declaration: {
  name: string;
  access: readonly UserRole[];
  fields: Fields;
  listColumns: readonly ListColumn<Column>[];
  exportColumns?: readonly Exported[];
}): RecordDeclaration<Fields, Column, Exported>;
export function defineEntity(declaration: {
  name: string;
  access: readonly UserRole[];
  groups?: readonly string[];
  fields: { readonly [key: string]: { group?: string; kind?: string; messages?: Record<string, unknown> } };
  listColumns: readonly ListColumn[];
  exportColumns?: readonly string[];
}): unknown {
  // An entity staff edit says what the form and the import answer when a rule is broken.
  if (declaration.groups) {
    for (const [key, spec] of Object.entries(declaration.fields)) {
      const needs = fieldKinds[spec.kind as FieldKind]?.needs;
      if (needs && !spec.messages?.[needs]) throw new Error(`${declaration.name}.${key} declares no ${needs} message`);
    }
  }
  const field = Object.fromEntries(Object.entries(declaration.fields).map(([key, spec]) => [key, { ...spec, key }]));
  const fields = Object.values(field);
  const column = (key: string) => {
    const found = declaration.listColumns.find((item) => item.key === key);
    if (!found) throw new Error(`${declaration.name} has no list column ${key}`);
    return found;
  };
  const { name, access, groups, listColumns } = declaration;
  if (groups) return { name, access, groups, fields, field, fieldsOf: (group: string) => fields.filter((item) => item.group === group), listColumns, column };
  const exportColumns = (declaration.exportColumns ?? []).map((key) => {
    const found = field[key];
    if (!found) throw new Error(`${name} exports ${key}, which is not one of its fields`);
    return found;
  });
  return { name, access, fields, field, listColumns, column, exportColumns };
}

export { headerKey };
