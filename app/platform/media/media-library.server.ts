import { eq, inArray, sql } from "drizzle-orm";
import type { Queryable } from "~/platform/db/client.server";
import { media } from "~/platform/db/schema";

/*
 * The media library's rows (decision 065): one per uploaded picture, written with the upload that
 * stores its file, changed when its file is replaced or its descriptions are edited.
 */

export type MediaRow = typeof media.$inferSelect;

/** The content type a stored key's extension names (uploads are stored as JPEG or PNG only). */
export const contentTypeOf = (key: string) => (/\.png$/i.test(key) ? "image/png" : "image/jpeg");

/** Writes (or, for a path already known, refreshes) the library's row of a stored picture. */
export async function recordMedia(
  database: Pick<Queryable, "insert">,
  file: {
    path: string;
    fileName: string;
    width: number;
    height: number;
    bytes: number;
    version: string;
    uploader: { id: string; email: string } | null;
  },
): Promise<void> {
  const row = {
    path: file.path,
    fileName: file.fileName.slice(0, 255),
    contentType: contentTypeOf(file.path),
    width: file.width,
    height: file.height,
    bytes: file.bytes,
    version: file.version,
    uploadedBy: file.uploader?.id ?? null,
    uploadedByEmail: file.uploader?.email ?? null,
  };
  await database
    .insert(media)
    .values(row)
    .onConflictDoUpdate({
      target: media.path,
      set: { width: row.width, height: row.height, bytes: row.bytes, version: row.version, updatedAt: sql`now()` },
    });
}

/** The library's row of a stored path, or null. */
export async function mediaByPath(database: Pick<Queryable, "select">, path: string): Promise<MediaRow | null> {
  const [row] = await database.select().from(media).where(eq(media.path, path)).limit(1);
  return row ?? null;
}

/**
 * Of the picture values a form names, the stored uploads (`uploads/…`) the library has no row for:
 * pictures deleted from the library after the form was opened (chosen from it, or uploaded and then
 * deleted from the Media screen). Every stored upload has a row from the moment it is stored.
 */
export async function uploadsGone(database: Pick<Queryable, "select">, values: readonly string[]): Promise<Set<string>> {
  const keys = [...new Set(values.filter((value) => value.startsWith("uploads/")))];
  if (keys.length === 0) return new Set();
  const rows = await database.select({ path: media.path }).from(media).where(inArray(media.path, keys));
  const known = new Set(rows.map((row) => row.path));
  return new Set(keys.filter((key) => !known.has(key)));
}
