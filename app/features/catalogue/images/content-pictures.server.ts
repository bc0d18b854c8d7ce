import { sql } from "drizzle-orm";
import { escapeLike } from "~/platform/db/escape-like";
import { db as defaultDb, type Database } from "~/platform/db/client.server";
import { contentChanges, contentEntries, contentVersions } from "~/platform/db/schema";
import { fileNameSpellings } from "~/features/catalogue/product-files.server";

/*
 * Files the site's content names, for the Trash's purge: it keeps a file that any entry or kept
 * version still names anywhere (decisions 019 and 048), which errs on the side of keeping. Which
 * files are public is decided from the fields that hold pictures (features/content/
 * content-pictures.server.ts). Content is a few dozen entries, so its documents are read whole
 * rather than through an index.
 */

/** Every string in a stored document. */
function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === "object") for (const item of Object.values(value)) stringsOf(item, into);
  return into;
}

/** The strings of `documents` that end in one of the file names (a query or fragment after it allowed). */
export function valuesNaming(documents: unknown[], fileNames: readonly string[]): string[] {
  const spellings = fileNames.flatMap(fileNameSpellings);
  const names = (value: string) => {
    const path = value.trim().replace(/[?#].*$/, "");
    return spellings.some((name) => path === name || path.endsWith(`/${name}`) || path.endsWith(`%2F${name}`) || path.endsWith(`%2f${name}`));
  };
  return [...new Set(documents.flatMap((document) => stringsOf(document)).filter(names))];
}

/** A cheap first look: the stored document's text mentions one of the file names somewhere. */
export const mentions = (column: typeof contentEntries.data | typeof contentVersions.data | typeof contentChanges.data, fileNames: readonly string[]) =>
  sql`(${sql.join(
    fileNames.flatMap(fileNameSpellings).map((name) => sql`${column}::text like ${`%${escapeLike(name)}%`}`),
    sql` or `,
  )})`;

/** Picture values of any entry (drafts and the Trash included), kept version or waiting draft of changes that name one of `fileNames`. */
export async function contentPictureValuesNaming(fileNames: readonly string[], database: Pick<Database, "select"> = defaultDb()): Promise<string[]> {
  if (fileNames.length === 0) return [];
  // One after another: the purge asks inside its transaction.
  const entries = await database.select({ data: contentEntries.data }).from(contentEntries).where(mentions(contentEntries.data, fileNames));
  const versions = await database.select({ data: contentVersions.data }).from(contentVersions).where(mentions(contentVersions.data, fileNames));
  const changes = await database.select({ data: contentChanges.data }).from(contentChanges).where(mentions(contentChanges.data, fileNames));
  return valuesNaming([...entries, ...versions, ...changes].map((row) => row.data), fileNames);
}
