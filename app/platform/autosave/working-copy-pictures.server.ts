import { eq, and, sql } from "drizzle-orm";
import { escapeLike } from "~/platform/db/escape-like";
import type { Tx } from "~/platform/db/client.server";
import { workingCopies } from "~/platform/db/schema";
import { withoutPicturesIn } from "~/platform/entities/drop-pictures";
import { decodedFileName } from "~/platform/media/media-file-name";
import { workingCopyKind } from "./working-copies.server";
import type { CopyFields } from "./working-copy-fields";

/*
 * Working copies without a deleted picture (decision 068): continuing from a copy must not bring
 * back a picture an administrator deleted meanwhile. Each copy's fields are read by its kind's
 * declaration (platform/entities/drop-pictures.ts; a body is posted as its JSON text). Copies never
 * reach visitors: no cache to drop.
 */

/** The copy's fields without the pictures `drop` names, or null when it holds none. */
export function copyWithoutPictures(kindName: string, fields: CopyFields, drop: (value: string) => boolean): CopyFields | null {
  const kind = workingCopyKind(kindName);
  if (!kind) return null;
  const removal = withoutPicturesIn(kind.fields, fields, drop);
  return removal.fields.length > 0 ? removal.data : null;
}

/** Takes the files named (file names, decoded) out of every person's working copies, inside `tx`. */
export async function detachFromWorkingCopies(fileNames: readonly string[], tx: Tx): Promise<number> {
  if (fileNames.length === 0) return 0;
  const drop = (value: string) => fileNames.includes(decodedFileName(value));
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
