import { eq, and, sql } from "drizzle-orm";
import type { Tx } from "~/platform/db/client.server";
import { workingCopies } from "~/platform/db/schema";
import { withoutPictures } from "~/platform/rich-text/drop-pictures";
import type { RichTextDocument } from "~/platform/rich-text/document";
import { workingCopyKind } from "./working-copies.server";
import type { CopyFields } from "./working-copy-fields";

/*
 * Working copies without a deleted picture (decision 068): continuing from a copy must not bring
 * back a picture an administrator deleted meanwhile. Each copy's fields are read by its kind's
 * declaration: a picture field emptied, a list's items showing it dropped, a body's image nodes
 * removed (a body is posted as its JSON text). Copies never reach visitors: no cache to drop.
 */

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const namesIn = (item: unknown, drop: (value: string) => boolean) =>
  typeof item === "object" && item !== null && Object.values(item).some((part) => typeof part === "string" && part !== "" && drop(part));

function bodyWithout(value: unknown, drop: (value: string) => boolean): unknown {
  const text = typeof value === "string" ? value : null;
  let doc: unknown = value;
  if (text !== null) {
    try {
      doc = JSON.parse(text);
    } catch {
      return value;
    }
  }
  if (!doc || typeof doc !== "object" || (doc as { type?: unknown }).type !== "doc") return value;
  const { doc: kept, removed } = withoutPictures(doc as RichTextDocument, drop);
  if (removed === 0) return value;
  return text !== null ? JSON.stringify(kept) : kept;
}

/** The copy's fields without the pictures `drop` names, or null when it holds none. */
export function copyWithoutPictures(kindName: string, fields: CopyFields, drop: (value: string) => boolean): CopyFields | null {
  const kind = workingCopyKind(kindName);
  if (!kind) return null;
  const out: CopyFields = { ...fields };
  let changed = false;
  for (const field of kind.fields) {
    const value = fields[field.key];
    let next = value;
    if (field.kind === "picture" && typeof value === "string" && value !== "" && drop(value)) next = "";
    else if (Array.isArray(value) && (field.kind === "pictures" || field.kind === "colourImages")) {
      const kept = value.filter((item) => !namesIn(item, drop));
      if (kept.length !== value.length) next = kept;
    } else if (field.kind === "richText") next = bodyWithout(value, drop);
    if (next !== value) {
      out[field.key] = next;
      changed = true;
    }
  }
  return changed ? out : null;
}

/** Takes the files named (file names, decoded) out of every person's working copies, inside `tx`. */
export async function detachFromWorkingCopies(fileNames: readonly string[], drop: (value: string) => boolean, tx: Tx): Promise<number> {
  if (fileNames.length === 0) return 0;
  const mentioned = sql.join(
    fileNames.map((name) => sql`${workingCopies.fields}::text like ${`%${escapeLike(name)}%`}`),
    sql` or `,
  );
  const rows = await tx.select().from(workingCopies).where(sql`(${mentioned})`).for("update");
  let changed = 0;
  for (const row of rows) {
    const fields = copyWithoutPictures(row.kind, row.fields as CopyFields, drop);
    if (!fields) continue;
    await tx
      .update(workingCopies)
      .set({ fields })
      .where(and(eq(workingCopies.userId, row.userId), eq(workingCopies.kind, row.kind), eq(workingCopies.entry, row.entry)));
    changed += 1;
  }
  return changed;
}
