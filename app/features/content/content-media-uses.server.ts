import { mentions, valuesNaming } from "~/features/catalogue/images/content-pictures.server";
import { eq, sql } from "drizzle-orm";
import { contentChanges, contentEntries, pictureFileName } from "~/platform/db/schema";
import { registerMediaUses } from "~/platform/media/media-uses.server";
import { decodedFileName } from "~/platform/media/media-file-name";
import { isContentKind, isSingleton, kindSpec, listPath } from "./content-kinds";
import { pictureValuesOf } from "./content-pictures";

/*
 * Where the media library finds a picture in the site's content (decision 065): every kind's
 * picture fields, galleries and rich-text bodies (content-pictures.ts), the company's details
 * included, and the drafts of changes waiting to be published (decision 067): publishing one must
 * never show a deleted picture. The "unused" filter reads every text of the entries and drafts (a
 * file named only in a caption counts as used: the safe side); the list of uses reads the picture
 * fields only.
 */

const stringsOf = (table: typeof contentEntries | typeof contentChanges) =>
  sql`select ${pictureFileName(sql`value #>> '{}'`)} as name from ${table}, jsonb_path_query(${table.data}, 'strict $.**') as value where jsonb_typeof(value) = 'string'`;
const strings = sql`${stringsOf(contentEntries)} union all ${stringsOf(contentChanges)}`;

type Row = { id: number; kind: string; data: Record<string, unknown>; deletedAt: Date | null };

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
    const use = (fileName: string, field: string) => ({
      source: "content",
      label: title,
      href: isSingleton(kind) ? listPath(kind) : `${listPath(kind)}/${row.id}`,
      field,
      trashed: row.deletedAt !== null,
      fileName,
    });
    if (drafts) return [...named(pictureValuesOf(kind, row.data))].map((fileName) => use(fileName, drafts));
    return kindSpec(kind).entity.fields.flatMap((field) =>
      [...named(pictureValuesOf(kind, { [field.key]: row.data[field.key] }))].map((fileName) => use(fileName, field.label)),
    );
  });
}

registerMediaUses("content", {
  async usesOf(fileNames, database) {
    const rows = await database
      .select({ id: contentEntries.id, kind: contentEntries.kind, data: contentEntries.data, deletedAt: contentEntries.deletedAt })
      .from(contentEntries)
      .where(mentions(contentEntries.data, fileNames));
    const drafts = await database
      .select({ id: contentEntries.id, kind: contentEntries.kind, data: contentChanges.data, deletedAt: contentEntries.deletedAt })
      .from(contentChanges)
      .innerJoin(contentEntries, eq(contentEntries.id, contentChanges.entryId))
      .where(mentions(contentChanges.data, fileNames));
    return [...usesIn(rows, fileNames), ...usesIn(drafts, fileNames, "content.changes.title")];
  },
  fileNamesInUse: () => strings,
});
