import { sql } from "drizzle-orm";
import { mentions, valuesNaming } from "~/features/catalogue/images/content-pictures.server";
import { contentEntries, pictureFileName } from "~/platform/db/schema";
import { registerMediaUses } from "~/platform/media/media-uses.server";
import { decodedFileName } from "~/platform/media/media-file-name";
import { isContentKind, isSingleton, listPath } from "./content-kinds";
import { pictureValuesOf } from "./content-pictures";

/*
 * Where the media library finds a picture in the site's content (decision 065): every kind's
 * picture fields, galleries and rich-text bodies (content-pictures.ts), the company's details
 * included. The "unused" filter reads every text of the entries (a file named only in a caption
 * counts as used: the safe side); the list of uses reads the picture fields only.
 */

const strings = sql`select ${pictureFileName(sql`value #>> '{}'`)} as name from ${contentEntries}, jsonb_path_query(${contentEntries.data}, 'strict $.**') as value where jsonb_typeof(value) = 'string'`;

registerMediaUses("content", {
  async usesOf(fileNames, database) {
    const rows = await database
      .select({ id: contentEntries.id, kind: contentEntries.kind, data: contentEntries.data, deletedAt: contentEntries.deletedAt })
      .from(contentEntries)
      .where(mentions(contentEntries.data, fileNames));
    return rows.flatMap((row) => {
      const kind = row.kind;
      if (!isContentKind(kind)) return [];
      const pictures = pictureValuesOf(kind, row.data);
      const title = typeof row.data.title === "string" && row.data.title ? row.data.title : typeof row.data.name === "string" ? row.data.name : "";
      const named = new Set(valuesNaming([pictures], fileNames).map(decodedFileName));
      return [...named].map((fileName) => ({
        source: "content",
        label: title,
        href: isSingleton(kind) ? listPath(kind) : `${listPath(kind)}/${row.id}`,
        field: `content.one.${kind}`,
        trashed: row.deletedAt !== null,
        fileName,
      }));
    });
  },
  fileNamesInUse: () => strings,
});
