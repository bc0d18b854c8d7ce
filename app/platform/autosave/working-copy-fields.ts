import type { FieldKind } from "~/platform/entities/cell-values";

/*
 * What a working copy may hold: the form's fields as its editor posts them, each field of the
 * entity's declaration in the shape its kind posts (text as a string, a list as a list of small
 * records of strings, opening hours as days and times), and the form's own fields the editor
 * names. Nothing else is kept, so a copy can never carry more than the form shows. A copy is not a
 * save: limits a save checks (required, at most N characters) are the save's, not the copy's; a copy
 * only stays within sizes no editor reaches. Shared by browser and server.
 */

/** One field the copy may hold, as the entity declares it. */
export interface CopyField {
  key: string;
  kind: FieldKind;
}

/** A stored copy's fields: what Conform reads from the form. */
export type CopyFields = Record<string, unknown>;

/**
 * Every form may post these, which say nothing a person typed: never kept in a copy. `tab` is the
 * part of an editor on show, `fromChanges` that the form opened on a draft of changes.
 */
export const FORM_BOOKKEEPING = ["intent", "version", "overwriteVersion", "positionWas", "displayOrder", "tab", "fromChanges"] as const;

const LIST_KINDS = new Set<FieldKind>(["colourImages", "pictures", "links", "references"]);
/** Longest text kept: a long article's rich text stays well under it. */
const MAX_TEXT = 200_000;
/** Most items of a list a copy keeps, and most characters of a list item's part. */
const MAX_ITEMS = 500;
const MAX_PART = 5_000;
/** How deep opening hours' days, times and exceptions nest. */
const MAX_DEPTH = 5;

export type CopyCheck = { ok: true; fields: CopyFields } | { ok: false; error: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function smallRecord(value: unknown): boolean {
  return isRecord(value) && Object.keys(value).length <= 20 && Object.values(value).every((part) => part === undefined || part === null || (typeof part === "string" && part.length <= MAX_PART));
}

/** Strings, lists and records of them, not too deep nor too long (opening hours' shape). */
function nestedStrings(value: unknown, depth = 0): boolean {
  if (value === null || value === undefined || typeof value === "boolean") return true;
  if (typeof value === "string") return value.length <= MAX_PART;
  if (depth >= MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.length <= MAX_ITEMS && value.every((item) => nestedStrings(item, depth + 1));
  if (isRecord(value)) return Object.keys(value).length <= 50 && Object.values(value).every((item) => nestedStrings(item, depth + 1));
  return false;
}

function fits(kind: FieldKind | "form", value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (kind === "openingHours") return nestedStrings(value);
  if (LIST_KINDS.has(kind as FieldKind)) return Array.isArray(value) && value.length <= MAX_ITEMS && value.every((item) => item === null || item === undefined || smallRecord(item));
  return typeof value === "string" && value.length <= (kind === "form" ? MAX_PART : MAX_TEXT);
}

/**
 * The copy's fields if `value` is a record of the declared `fields` and the form's own `formKeys`,
 * each in its kind's shape; otherwise what is wrong (in English: the API's refusals are for scripts).
 * The form's bookkeeping is dropped.
 */
export function checkCopyFields(value: unknown, fields: readonly CopyField[], formKeys: readonly string[] = []): CopyCheck {
  if (!isRecord(value)) return { ok: false, error: "fields must be an object" };
  const kinds = new Map<string, FieldKind | "form">(fields.map((field) => [field.key, field.kind]));
  for (const key of formKeys) if (!kinds.has(key)) kinds.set(key, "form");
  const kept: CopyFields = {};
  for (const [key, item] of Object.entries(value)) {
    if ((FORM_BOOKKEEPING as readonly string[]).includes(key)) continue;
    const kind = kinds.get(key);
    if (!kind) return { ok: false, error: `${key.slice(0, 40)} is not a field of this form` };
    if (!fits(kind, item)) return { ok: false, error: `${key} is not what this field holds` };
    if (item !== undefined) kept[key] = item;
  }
  return { ok: true, fields: kept };
}

/** What an editor's page is sent about autosave: where its copies go, and the copy there is, if any. */
export interface EditorAutosave {
  kind: string;
  entry: string;
  /** The version autosaves start from: the copy's when continuing from it, else the entry's. */
  baseVersion: number | null;
  /** The person's copy: when it was saved, and its fields only once they chose to continue from it. */
  copy: { savedAt: string; baseVersion: number | null; fields: CopyFields | null } | null;
}

/** The address word that continues from a copy: `?autosaved=continue`. */
export const CONTINUE_PARAM = "autosaved";
