import { and, eq, lt } from "drizzle-orm";
import { requestUrl } from "~/platform/http/request-url";
import { db, type Queryable } from "~/platform/db/client.server";
import { workingCopies, type UserRole } from "~/platform/db/schema";
import { CONTINUE_PARAM, type CopyField, type CopyFields, type EditorAutosave } from "./working-copy-fields";

/*
 * Working copies (autosave): each person's unsaved changes to an entry, kept on the server while
 * they type, private to them. The platform keeps the mechanism; each feature registers the kinds of
 * entry its editors autosave (`registerWorkingCopyKind`): who may edit them, the fields the form
 * holds, and the entry's current version (null once it is gone). A copy never touches the entry,
 * nor anything visitors read, nor the audit log: it is removed when its person saves the entry or
 * discards it, when the entry is deleted, and a month after it was last saved.
 */

export interface WorkingCopyKind {
  /** The name copies are stored under, as the feature registers it. */
  name: string;
  /** Roles that may edit such entries: the same as the editor's. */
  access: readonly UserRole[];
  /** The declaration's fields the form holds. */
  fields: readonly CopyField[];
  /** The form's own fields a person types (beyond the declaration's). */
  formKeys?: readonly string[];
  /** Whether a new entry (not saved yet) has an editor, and so a copy ('new'). */
  allowsNew: boolean;
  /** The entry's current version, or null when there is no such entry (deleted, in the Trash). */
  version(id: number, database: Queryable): Promise<number | null>;
}

const kinds = new Map<string, WorkingCopyKind>();

/** Makes a kind of entry autosaved; a name registered twice is a mistake. */
export function registerWorkingCopyKind(kind: WorkingCopyKind) {
  if (kinds.has(kind.name) && kinds.get(kind.name) !== kind) throw new Error(`working copies of ${kind.name} are registered twice`);
  kinds.set(kind.name, kind);
}

export const workingCopyKind = (name: string) => kinds.get(name);

/** Copies are kept this long after they were last saved. */
export const WORKING_COPY_DAYS = 30;

export interface WorkingCopy {
  fields: CopyFields;
  baseVersion: number | null;
  savedAt: Date;
}

/** Where a copy is: whose, which kind, which entry ('new' or the id as text). */
export interface CopyPlace {
  userId: string;
  kind: string;
  entry: string;
}

const at = (place: CopyPlace) =>
  and(eq(workingCopies.userId, place.userId), eq(workingCopies.kind, place.kind), eq(workingCopies.entry, place.entry));

/** Keeps the person's copy (replacing the one before); answers when it was saved. */
export async function saveWorkingCopy(place: CopyPlace, copy: { fields: CopyFields; baseVersion: number | null }, database: Queryable = db()) {
  const savedAt = new Date();
  await database
    .insert(workingCopies)
    .values({ ...place, fields: copy.fields, baseVersion: copy.baseVersion, savedAt })
    .onConflictDoUpdate({
      target: [workingCopies.userId, workingCopies.kind, workingCopies.entry],
      set: { fields: copy.fields, baseVersion: copy.baseVersion, savedAt },
    });
  return savedAt;
}

export async function readWorkingCopy(place: CopyPlace, database: Queryable = db()): Promise<WorkingCopy | null> {
  const [row] = await database
    .select({ fields: workingCopies.fields, baseVersion: workingCopies.baseVersion, savedAt: workingCopies.savedAt })
    .from(workingCopies)
    .where(at(place))
    .limit(1);
  return row ? { fields: row.fields as CopyFields, baseVersion: row.baseVersion, savedAt: row.savedAt } : null;
}

/** The person's copy goes (they saved the entry, or discarded it). */
export async function discardWorkingCopy(place: CopyPlace, database: Queryable = db()) {
  await database.delete(workingCopies).where(at(place));
}

/** Every person's copy of an entry goes (the entry was deleted). */
export async function discardCopiesOfEntry(kind: string, entry: string | number, database: Queryable = db()) {
  await database.delete(workingCopies).where(and(eq(workingCopies.kind, kind), eq(workingCopies.entry, String(entry))));
}

/** Copies not saved for `WORKING_COPY_DAYS`, and those of entries that are gone, are removed; answers how many. */
export async function purgeWorkingCopies(now = new Date(), database: Queryable = db()) {
  const before = new Date(now.getTime() - WORKING_COPY_DAYS * 24 * 60 * 60 * 1000);
  const old = await database.delete(workingCopies).where(lt(workingCopies.savedAt, before)).returning({ kind: workingCopies.kind });
  const rest = await database.selectDistinct({ kind: workingCopies.kind, entry: workingCopies.entry }).from(workingCopies);
  let gone = 0;
  for (const row of rest) {
    const kind = kinds.get(row.kind);
    const id = Number(row.entry);
    if (row.entry === "new" || !kind || !Number.isSafeInteger(id)) continue;
    if ((await kind.version(id, database)) !== null) continue;
    await discardCopiesOfEntry(row.kind, row.entry, database);
    gone++;
  }
  return { old: old.length, gone };
}

/**
 * What an editor's loader sends about autosave: the person's copy of the entry (`id` null for a new
 * one), its fields only when the address says to continue from it. A copy that says nothing the
 * entry does not already hold (`sameAsStored`: one that landed just after its person saved) is not
 * offered: there is nothing in it to continue from.
 */
export async function editorAutosave(
  request: Request,
  userId: string,
  kind: string,
  id: number | null,
  version: number | null,
  { sameAsStored, database = db() }: { sameAsStored?: (fields: CopyFields) => boolean; database?: Queryable } = {},
): Promise<EditorAutosave> {
  const entry = id === null ? "new" : String(id);
  const found = await readWorkingCopy({ userId, kind, entry }, database);
  const copy = found && sameAsStored?.(found.fields) ? null : found;
  const continuing = copy !== null && requestUrl(request).searchParams.get(CONTINUE_PARAM) === "continue";
  return {
    kind,
    entry,
    baseVersion: continuing ? copy.baseVersion : version,
    copy: copy && { savedAt: copy.savedAt.toISOString(), baseVersion: copy.baseVersion, fields: continuing ? copy.fields : null },
  };
}

/** An editor's action's answer, once the person's copy is gone if it saved the entry (it redirects then). */
export async function discardOnceSaved<R>(answer: R, place: CopyPlace): Promise<R> {
  if (answer instanceof Response && answer.status >= 300 && answer.status < 400) await discardWorkingCopy(place);
  return answer;
}
