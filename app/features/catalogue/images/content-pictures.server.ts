import { and, eq, isNull, sql } from "drizzle-orm";
import { db as defaultDb, type Database } from "~/platform/db/client.server";
import { contentEntries, contentVersions } from "~/platform/db/schema";
import { fileNameSpellings } from "~/features/catalogue/catalogue.server";

/*
 * Pictures the site's content names (an article's picture, a project's gallery, a picture in rich
 * text): uploaded files belong to content as they belong to products, so the media route serves a
 * file of a published entry publicly and the Trash's purge keeps a file any entry or kept version
 * still names (decisions 019 and 048). Content is a few dozen entries, so its documents are read
 * whole rather than through an index.
 */

/** Every string in a stored document. */
function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === "object") for (const item of Object.values(value)) stringsOf(item, into);
  return into;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The strings of `documents` that end in one of the file names (a query or fragment after it allowed). */
function valuesNaming(documents: unknown[], fileNames: readonly string[]): string[] {
  const spellings = fileNames.flatMap(fileNameSpellings);
  const names = (value: string) => {
    const path = value.trim().replace(/[?#].*$/, "");
    return spellings.some((name) => path === name || path.endsWith(`/${name}`) || path.endsWith(`%2F${name}`) || path.endsWith(`%2f${name}`));
  };
  return [...new Set(documents.flatMap((document) => stringsOf(document)).filter(names))];
}

const mentions = (column: typeof contentEntries.data | typeof contentVersions.data, fileNames: readonly string[]) =>
  sql`(${sql.join(
    fileNames.flatMap(fileNameSpellings).map((name) => sql`${column}::text like ${`%${escapeLike(name)}%`}`),
    sql` or `,
  )})`;

/** Picture values of published entries (not in the Trash) that name `fileName`. */
export async function publishedContentPictureValues(fileName: string, database: Pick<Database, "select"> = defaultDb()): Promise<string[]> {
  const rows = await database
    .select({ data: contentEntries.data })
    .from(contentEntries)
    .where(and(eq(contentEntries.isPublished, true), isNull(contentEntries.deletedAt), mentions(contentEntries.data, [fileName])));
  return valuesNaming(
    rows.map((row) => row.data),
    [fileName],
  );
}

/** Picture values of any entry (drafts and the Trash included) or kept version that name one of `fileNames`. */
export async function contentPictureValuesNaming(fileNames: readonly string[], database: Pick<Database, "select"> = defaultDb()): Promise<string[]> {
  if (fileNames.length === 0) return [];
  // One after another: the purge asks inside its transaction.
  const entries = await database.select({ data: contentEntries.data }).from(contentEntries).where(mentions(contentEntries.data, fileNames));
  const versions = await database.select({ data: contentVersions.data }).from(contentVersions).where(mentions(contentVersions.data, fileNames));
  return valuesNaming([...entries, ...versions].map((row) => row.data), fileNames);
}
