import { and, eq, isNull } from "drizzle-orm";
import { db as defaultDb, type Database } from "~/platform/db/client.server";
import { contentEntries } from "~/platform/db/schema";
import { mentions, valuesNaming } from "~/features/catalogue/images/content-pictures.server";
import { isContentKind } from "./content-kinds";
import { pictureValuesOf } from "./content-pictures";

/*
 * The uploaded files the site's published content shows visitors: those its declared picture
 * fields hold (a picture, a gallery's pictures, the pictures in its rich text). A file's key
 * written anywhere else (an SEO description, a caption, a link) does not make a draft's picture
 * public (decision 048). Registered with the media route as the content's picture owner.
 */

/** Picture values of published entries (not in the Trash) that name `fileName`, from their picture fields only. */
export async function publishedContentPictureValues(fileName: string, database: Pick<Database, "select"> = defaultDb()): Promise<string[]> {
  const rows = await database
    .select({ kind: contentEntries.kind, data: contentEntries.data })
    .from(contentEntries)
    .where(and(eq(contentEntries.isPublished, true), isNull(contentEntries.deletedAt), mentions(contentEntries.data, [fileName])));
  const pictures = rows.flatMap((row) => (isContentKind(row.kind) ? pictureValuesOf(row.kind, row.data as Record<string, unknown>) : []));
  return valuesNaming([pictures], [fileName]);
}
