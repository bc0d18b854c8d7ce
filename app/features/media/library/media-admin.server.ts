import { eq, sql } from "drizzle-orm";
import { db as defaultDb, type Database } from "~/platform/db/client.server";
import { media } from "~/platform/db/schema";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { announceInvalidation } from "~/platform/cache/cache-bus.server";
import { logger } from "~/platform/log/logger.server";
import { decodedFileName } from "~/platform/media/media-file-name";
import { encodeImageUpload, previewUrl } from "~/platform/media/media-upload.server";
import { detachMediaUses, mediaUsesOf } from "~/platform/media/media-uses.server";
import { detachFromWorkingCopies } from "~/platform/autosave/working-copy-pictures.server";
import { mediaWidthsFor } from "~/platform/media/media-source";
import { uploads, type UploadStorage } from "~/platform/storage/storage.server";
import type { UploadRefusal } from "~/platform/media/media-upload-checks.server";
import type { MediaDescriptions } from "./media-form";

/*
 * What staff do to one picture of the media library (decision 065): read it with its uses, describe
 * it, replace its file (same path, new content version, so every use shows the new file) and delete
 * it: an unused one by any member of staff, one in use by an administrator only, which takes it out
 * of every record using it in the same transaction (decision 068), so no page ever shows a broken
 * picture. Every change is written in a transaction with its audit entry.
 */

type Actor = { actor: { id: string; email: string }; ipHash: string | null };

/** A picture with its uses and the widths its variants are made at. */
export async function mediaDetail(id: number, database: Database = defaultDb()) {
  const [row] = await database.select().from(media).where(eq(media.id, id)).limit(1);
  if (!row) return null;
  const uses = await mediaUsesOf([decodedFileName(row.path)], database);
  return {
    row,
    uses: uses.map(({ fileName: _fileName, ...use }) => use),
    preview: previewUrl({ key: row.path, width: row.width || 640, height: row.height || 480, version: row.version || "0" }),
    widths: row.width ? mediaWidthsFor({ width: row.width }) : [],
  };
}

/** Changes a picture's descriptions; false when it no longer exists. */
export async function describeMedia(id: number, descriptions: MediaDescriptions, by: Actor, database: Database = defaultDb()) {
  return database.transaction(async (tx) => {
    const [before] = await tx.select({ path: media.path, en: media.descriptionEn, fr: media.descriptionFr }).from(media).where(eq(media.id, id)).for("update");
    if (!before) return false;
    await tx.update(media).set({ ...descriptions, updatedAt: sql`now()` }).where(eq(media.id, id));
    await recordAudit(
      {
        action: "media-described",
        ...by,
        target: before.path,
        detail: { before: { en: before.en, fr: before.fr }, after: { en: descriptions.descriptionEn, fr: descriptions.descriptionFr } },
      },
      tx,
    );
    return true;
  });
}

/**
 * Replaces a picture's file under its own path: every use shows the new one. Every stored page and
 * read goes once it is written: the file's version is in the addresses of every page, list, card
 * and body that shows it, more places than its uses name, and a replace is rare.
 */
export async function replaceMediaFile(
  id: number,
  file: FormDataEntryValue | null,
  by: Actor,
  options: { database?: Database; storage?: UploadStorage } = {},
): Promise<{ ok: true } | { ok: false; error: UploadRefusal | "media.detail.notFound" }> {
  const database = options.database ?? defaultDb();
  const [row] = await database.select({ path: media.path }).from(media).where(eq(media.id, id)).limit(1);
  if (!row) return { ok: false, error: "media.detail.notFound" };
  const image = await encodeImageUpload(file, row.path.endsWith(".png") ? "png" : "jpg");
  if ("ok" in image) return { ok: false, error: image.error };
  const storage = options.storage ?? uploads();
  let stored;
  try {
    stored = await storage.write(row.path, image.data);
  } catch (error) {
    logger.error({ err: error, key: row.path }, "a replaced picture could not be stored");
    return { ok: false, error: "images.error.storeFailed" };
  }
  await database.transaction(async (tx) => {
    await tx
      .update(media)
      .set({ width: image.width, height: image.height, bytes: image.data.length, version: stored.version, updatedAt: sql`now()` })
      .where(eq(media.id, id));
    await recordAudit(
      { action: "media-replaced", ...by, target: row.path, detail: { key: row.path, width: image.width, height: image.height, bytes: image.data.length } },
      tx,
    );
  });
  await announceInvalidation("*");
  return { ok: true };
}

export type DeleteOutcome =
  | { ok: true; fileName: string; detached: number }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "in-use"; uses: number }
  | { ok: false; reason: "blocked"; records: string[] };

/**
 * Deletes a picture and its file. While anything uses it, the delete is refused unless `inUse` is
 * "detach" (an administrator's confirmed delete, decision 068): then every use loses it in the same
 * transaction, unless a record cannot lose it (a live entry's required picture): refused, naming them.
 */
export async function deleteMedia(
  id: number,
  by: Actor,
  options: { database?: Database; storage?: UploadStorage; inUse?: "refuse" | "detach" } = {},
): Promise<DeleteOutcome> {
  const database = options.database ?? defaultDb();
  const outcome = await database.transaction(async (tx) => {
    const [row] = await tx.select({ path: media.path, fileName: media.fileName }).from(media).where(eq(media.id, id)).for("update");
    if (!row) return { ok: false as const, reason: "not-found" as const };
    const fileNames = [decodedFileName(row.path)];
    const uses = await mediaUsesOf(fileNames, tx);
    if (uses.length > 0 && options.inUse !== "detach") return { ok: false as const, reason: "in-use" as const, uses: uses.length };
    const blocking = uses.filter((use) => use.blocks);
    if (blocking.length > 0) return { ok: false as const, reason: "blocked" as const, records: [...new Set(blocking.map((use) => use.label))] };
    const detached = uses.length > 0 ? await detachMediaUses(fileNames, tx, by) : null;
    // A person's unsaved copy may hold a picture no saved record uses yet.
    const copies = await detachFromWorkingCopies(fileNames, tx);
    await tx.delete(media).where(eq(media.id, id));
    await recordAudit(
      {
        action: detached ? "media-deleted-in-use" : "media-deleted",
        ...by,
        target: row.path,
        detail: {
          key: row.path,
          fileName: row.fileName,
          ...(detached ? { uses: uses.map(({ source, label, field, effects }) => ({ source, label, field, effects })), workingCopies: copies } : {}),
        },
      },
      tx,
    );
    return { ok: true as const, path: row.path, fileName: row.fileName, detached };
  });
  if (!outcome.ok) return outcome;
  await outcome.detached?.afterCommit();
  // After the commit: a file whose row is gone is never listed again, even if removing it fails.
  await (options.storage ?? uploads()).remove(outcome.path).catch((error: unknown) => logger.error({ err: error, key: outcome.path }, "a deleted picture's file could not be removed"));
  return { ok: true, fileName: outcome.fileName, detached: outcome.detached?.records.length ?? 0 };
}
