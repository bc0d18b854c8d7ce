import { eq, sql } from "drizzle-orm";
import { mentions } from "~/features/catalogue/images/content-pictures.server";
import type { Tx } from "~/platform/db/client.server";
import { contentChanges, contentEntries } from "~/platform/db/schema";
import { decodedFileName } from "~/platform/media/media-file-name";
import type { MediaDetached, MediaDetacher } from "~/platform/media/media-uses.server";
import { withoutPicturesOf } from "./content-pictures";
import { isContentKind, type ContentKind } from "./content-kinds";
import { audit, contentChanged, entryOf, keepVersion } from "./content-store.server";

/*
 * An administrator's delete of a picture the site's content uses (decision 068): inside the
 * delete's transaction, every entry naming it (drafts and the Trash included) loses it as its
 * declaration says (withoutPicturesOf, content-pictures.ts), as a new version with an audit entry, and every
 * draft of changes loses it too (it has no history of its own). The library refuses the delete
 * first while a live entry or a draft of changes would lose a required picture, so none does here.
 * Once committed, the pages of the published entries changed go.
 */

const titleOf = (data: Record<string, unknown>) => String(data.title ?? data.name ?? "");

export async function detachFromContent(fileNames: readonly string[], tx: Tx, by: MediaDetacher): Promise<MediaDetached> {
  const wanted = new Set(fileNames);
  const drop = (value: string) => wanted.has(decodedFileName(value));
  const context = { actor: by.actor, ipHash: by.ipHash };
  const records: MediaDetached["records"] = [];
  const changed = new Map<ContentKind, { ids: number[]; lists: boolean }>();

  const rows = await tx.select().from(contentEntries).where(mentions(contentEntries.data, fileNames)).orderBy(contentEntries.id).for("update");
  for (const row of rows) {
    if (!isContentKind(row.kind)) continue;
    const kind = row.kind;
    const removal = withoutPicturesOf(kind, row.data, drop);
    if (removal.fields.length === 0) continue;
    const version = row.version + 1;
    await tx.update(contentEntries).set({ data: removal.data, version }).where(eq(contentEntries.id, row.id));
    const entry = entryOf(kind, { ...row, data: removal.data, version });
    await keepVersion(tx, entry, version, by.actor);
    await audit(tx, kind === "company" ? "company-updated" : "content-updated", kind, row.id, removal.data, context, {
      fields: removal.fields,
      pictureDeleted: true,
      before: Object.fromEntries(removal.fields.map((key) => [key, row.data[key]])),
      after: Object.fromEntries(removal.fields.map((key) => [key, removal.data[key]])),
    });
    records.push({ source: "content", label: titleOf(row.data) });
    if (row.isPublished && row.deletedAt === null) {
      const seen = changed.get(kind) ?? { ids: [], lists: false };
      seen.ids.push(row.id);
      // A body shows on the entry's own page; a picture or a gallery on its cards too.
      seen.lists ||= removal.effects.some((effect) => effect !== "richText");
      changed.set(kind, seen);
    }
  }

  const drafts = await tx
    .select({ entryId: contentChanges.entryId, data: contentChanges.data, kind: contentEntries.kind })
    .from(contentChanges)
    .innerJoin(contentEntries, eq(contentEntries.id, contentChanges.entryId))
    .where(mentions(contentChanges.data, fileNames))
    .for("update");
  for (const draft of drafts) {
    if (!isContentKind(draft.kind)) continue;
    const removal = withoutPicturesOf(draft.kind, draft.data, drop);
    if (removal.fields.length === 0) continue;
    await tx.update(contentChanges).set({ data: removal.data, updatedAt: sql`now()` }).where(eq(contentChanges.entryId, draft.entryId));
    records.push({ source: "content-changes", label: titleOf(draft.data) });
  }

  return {
    records,
    afterCommit: async () => {
      for (const [kind, { ids, lists }] of changed) await contentChanged(kind, ids, lists);
    },
  };
}
