import { and, inArray, isNotNull, lte } from "drizzle-orm";
import { db as defaultDb, tryTransactionLock, type Database } from "~/platform/db/client.server";
import { contentEntries, contentVersions } from "~/platform/db/schema";
import type { UploadStorage } from "~/platform/storage/storage.server";
import { filesStillNamed, forgetUnnamedMedia, PURGE_LOCK_ID, removeUnnamedFiles } from "~/features/catalogue/trash-purge.server";
import type { ContentKind } from "./content-kinds";
import { pictureValuesOf } from "./content-pictures";
import { audit, entryOf } from "./content-store.server";

/*
 * The content Trash's purge, as the catalogue's (decision 019): entries in the Trash for more than
 * 30 days are deleted for good with their history, each recorded in the audit log, then the
 * uploaded files they or their versions named and nothing left names (a product, another entry, a
 * kept version) are removed from storage with their variants. It takes the catalogue purge's lock,
 * so one process purges at a time and the two never decide about a shared file at once.
 */

/** How long an entry stays in the Trash before it goes for good, as a product does. */
const CONTENT_TRASH_DAYS = 30;

interface ContentPurgeOutcome {
  /** Another process held the lock: nothing was done. */
  skipped: boolean;
  entries: { kind: ContentKind; id: number }[];
  /** Storage keys removed, with their variants. */
  removed: string[];
  /** Storage keys the purged entries named that something else still uses. */
  kept: string[];
}

export async function purgeContentTrash(
  options: { now?: Date; database?: Database; storage?: UploadStorage; cacheDir?: string } = {},
): Promise<ContentPurgeOutcome> {
  const database = options.database ?? defaultDb();
  const before = new Date((options.now ?? new Date()).getTime() - CONTENT_TRASH_DAYS * 86_400_000);
  const decided = await database.transaction(async (tx) => {
    if (!(await tryTransactionLock(tx, PURGE_LOCK_ID))) return null;
    const rows = await tx
      .select()
      .from(contentEntries)
      .where(and(isNotNull(contentEntries.deletedAt), lte(contentEntries.deletedAt, before)))
      .for("update", { skipLocked: true });
    if (rows.length === 0) return { entries: [], values: [], used: new Set<string>() };
    const ids = rows.map((row) => row.id);
    const kindOf = new Map(rows.map((row) => [row.id, row.kind as ContentKind]));
    const versions = await tx.select({ entryId: contentVersions.entryId, data: contentVersions.data }).from(contentVersions).where(inArray(contentVersions.entryId, ids));
    const values = [
      ...rows.flatMap((row) => pictureValuesOf(row.kind as ContentKind, row.data as Record<string, unknown>)),
      // A kept version is a snapshot: the fields as they were, and whether the entry was public.
      ...versions.flatMap((version) => pictureValuesOf(kindOf.get(version.entryId)!, (version.data as { fields?: Record<string, unknown> }).fields ?? {})),
    ];
    for (const row of rows) {
      const entry = entryOf(row.kind as ContentKind, row);
      await audit(tx, "content-purged", entry.kind, entry.id, entry.record as Record<string, unknown>, { actor: null });
    }
    // Their versions go with them (the foreign key cascades).
    await tx.delete(contentEntries).where(inArray(contentEntries.id, ids));
    const used = await filesStillNamed(values, tx);
    await forgetUnnamedMedia(values, used, tx);
    return { entries: rows.map((row) => ({ kind: row.kind as ContentKind, id: row.id })), values, used };
  });
  if (!decided) return { skipped: true, entries: [], removed: [], kept: [] };
  const files = decided.values.length ? await removeUnnamedFiles(decided.values, decided.used, options) : { removed: [], kept: [] };
  return { skipped: false, entries: decided.entries, ...files };
}
