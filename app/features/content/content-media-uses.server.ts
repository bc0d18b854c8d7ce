import { mentions, valuesNaming } from "~/features/catalogue/images/content-pictures.server";
import { eq, sql } from "drizzle-orm";
import { contentChanges, contentEntries, pictureFileName } from "~/platform/db/schema";
import { registerMediaUses } from "~/platform/media/media-uses.server";
import { decodedFileName } from "~/platform/media/media-file-name";
import { isContentKind, isSingleton, kindSpec, listPath } from "./content-kinds";
import { pictureValuesOf, withoutPicturesOf } from "./content-pictures";
import { detachFromContent } from "./content-media-detach.server";
import type { RemovalEffect } from "~/platform/entities/drop-pictures";

/*
 * Where the media library finds a picture in the site's content (decision 065): every kind's
 * picture fields, galleries and rich-text bodies (content-pictures.ts), the company's details
 * included, and the drafts of changes waiting to be published (decision 067): publishing one must
 * never show a deleted picture. The "unused" filter reads every text of the entries and drafts (a
 * file named only in a caption counts as used: the safe side); the list of uses reads the picture
 * fields only. Each use says what an administrator's delete would do to it, and whether the entry
 * cannot lose the picture (a required picture of a live entry or of a draft of changes, decision
 * 068).
 */

const stringsOf = (table: typeof contentEntries | typeof contentChanges) =>
  sql`select ${pictureFileName(sql`value #>> '{}'`)} as name from ${table}, jsonb_path_query(${table.data}, 'strict $.**') as value where jsonb_typeof(value) = 'string'`;
const strings = sql`${stringsOf(contentEntries)} union all ${stringsOf(contentChanges)}`;

/** What the library's confirmation says of each effect (admin message keys). */
const EFFECT_MESSAGES: Record<RemovalEffect, string> = {
  picture: "media.effect.emptied",
  required: "media.effect.requiredEmptied",
  pictures: "media.effect.gallery",
  richText: "media.effect.body",
};

type Row = { id: number; kind: string; data: Record<string, unknown>; deletedAt: Date | null; live: boolean };

/**
 * The uses of `fileNames` in entries' picture fields, one per field that shows one (the article and
 * its French are two places to change); `field` names the part, or `drafts` names every use of a
 * draft of changes alike.
 */
function usesIn(rows: Row[], fileNames: readonly string[], drafts?: string) {
  return rows.flatMap((row) => {
    const kind = row.kind;
    if (!isContentKind(kind)) return [];
    const title = typeof row.data.title === "string" && row.data.title ? row.data.title : typeof row.data.name === "string" ? row.data.name : "";
    const named = (pictures: string[]) => new Set(valuesNaming([pictures], fileNames).map(decodedFileName));
    const use = (fileName: string, field: string, data: Record<string, unknown>) => {
      const removal = withoutPicturesOf(kind, data, (value) => decodedFileName(value) === fileName);
      const blocks = removal.required.length > 0 && row.live;
      return {
        source: "content",
        label: title,
        href: isSingleton(kind) ? listPath(kind) : `${listPath(kind)}/${row.id}`,
        field,
        trashed: row.deletedAt !== null,
        effects: blocks ? ["media.effect.blocked"] : removal.effects.map((effect) => EFFECT_MESSAGES[effect]),
        blocks,
        fileName,
      };
    };
    if (drafts) return [...named(pictureValuesOf(kind, row.data))].map((fileName) => use(fileName, drafts, row.data));
    return kindSpec(kind).entity.fields.flatMap((field) => {
      const part = { [field.key]: row.data[field.key] };
      return [...named(pictureValuesOf(kind, part))].map((fileName) => use(fileName, field.label, part));
    });
  });
}

registerMediaUses("content", {
  async usesOf(fileNames, database) {
    // A live entry is on the site or scheduled to be; a draft of changes is always for one.
    const live = sql<boolean>`(${contentEntries.deletedAt} is null and (${contentEntries.isPublished} or ${contentEntries.publishAt} is not null))`;
    const rows = await database
      .select({ id: contentEntries.id, kind: contentEntries.kind, data: contentEntries.data, deletedAt: contentEntries.deletedAt, live })
      .from(contentEntries)
      .where(mentions(contentEntries.data, fileNames));
    const drafts = await database
      .select({ id: contentEntries.id, kind: contentEntries.kind, data: contentChanges.data, deletedAt: contentEntries.deletedAt, live: sql<boolean>`true` })
      .from(contentChanges)
      .innerJoin(contentEntries, eq(contentEntries.id, contentChanges.entryId))
      .where(mentions(contentChanges.data, fileNames));
    return [...usesIn(rows, fileNames), ...usesIn(drafts, fileNames, "content.changes.title")];
  },
  fileNamesInUse: () => strings,
  detach: detachFromContent,
});
