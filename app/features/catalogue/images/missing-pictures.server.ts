import { and, inArray } from "drizzle-orm";
import { db as defaultDb, type Queryable } from "~/platform/db/client.server";
import { auditLog, media, pictureFileName } from "~/platform/db/schema";
import { decodedFileName } from "~/platform/media/media-file-name";

/*
 * Which stored picture values name a file deleted from the media library (decision 068): the
 * audit log records each delete with the file's key, and the library has no row for it now (a
 * file uploaded again under the same key is back). A kept version restored leaves these out, so it
 * never brings back a broken picture; any other value (a generated image, an outside address, a
 * file an import has not fetched yet) is restored as it was.
 */

const DELETES = ["media-deleted", "media-deleted-in-use"];

/** The values of `values` whose file was deleted. */
export async function missingPictures(values: readonly string[], database: Queryable = defaultDb()): Promise<Set<string>> {
  const names = [...new Set(values.filter((value) => value.trim() !== "").map(decodedFileName))].filter(Boolean);
  if (names.length === 0) return new Set();
  const deleted = await database
    .select({ target: auditLog.target })
    .from(auditLog)
    .where(and(inArray(auditLog.action, DELETES), inArray(pictureFileName(auditLog.target), names)));
  const gone = new Set(deleted.map((row) => decodedFileName(row.target ?? "")));
  if (gone.size === 0) return new Set();
  const back = await database.select({ path: media.path }).from(media).where(inArray(pictureFileName(media.path), [...gone]));
  for (const row of back) gone.delete(decodedFileName(row.path));
  return new Set(values.filter((value) => gone.has(decodedFileName(value))));
}

/** A product's kept state without the pictures deleted since: no main picture, no colour row for them. */
export async function withoutMissingPictures<T extends { picture: string | null; images: readonly { imageUrl: string }[] }>(
  snapshot: T,
  database: Queryable = defaultDb(),
): Promise<T> {
  const gone = await missingPictures([...(snapshot.picture ? [snapshot.picture] : []), ...snapshot.images.map((image) => image.imageUrl)], database);
  if (gone.size === 0) return snapshot;
  return {
    ...snapshot,
    picture: snapshot.picture && gone.has(snapshot.picture) ? null : snapshot.picture,
    images: snapshot.images.filter((image) => !gone.has(image.imageUrl)),
  };
}
