import { randomBytes } from "node:crypto";
import type { Metadata, OutputInfo } from "sharp";
import { mediaUrl, mediaWidthsFor, type ImageSource } from "~/platform/media/media-source";
import { logger } from "~/platform/log/logger.server";
import { mediaKey, signMediaPath } from "~/platform/media/media-signing.server";
import { uploads, type UploadStorage } from "~/platform/storage/storage.server";
import { recordAudit } from "~/platform/audit/audit-log.server";
import {
  decodedAs,
  isPlainFileName,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  MAX_STORED_EDGE,
  sniffImageFormat,
  type UploadRefusal,
} from "~/platform/media/media-upload-checks.server";
import { warmVariants } from "~/platform/media/media-warming.server";
import { db, type Database } from "~/platform/db/client.server";
import { recordMedia } from "~/platform/media/media-library.server";

/*
 * Pictures uploaded by staff (docs/decisions/015-image-uploads.md). Every file is hostile until
 * proven otherwise: its type is read from its bytes (never its name or Content-Type), sharp
 * decodes it under a pixel limit, and only what sharp re-encodes is stored, upright, without
 * metadata, under a key we make up. A refused file leaves nothing behind.
 */

export type UploadResult =
  | {
      ok: true;
      /** The storage key to keep in a record's picture field: `uploads/<yyyy>/<mm>/<random>.<ext>`. */
      key: string;
      /** A signed preview link (one hour) to a resized variant, for the admin. */
      url: string;
      width: number;
      height: number;
    }
  | { ok: false; error: UploadRefusal; status: number };

const refusal = (error: UploadRefusal, status: number): Extract<UploadResult, { ok: false }> => ({
  ok: false,
  error,
  status,
});

// Decoding a 50-megapixel image takes about 200 MB: at most two at a time in a process.
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: (() => void)[] = [];
async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** A new key for a stored picture: nothing of the uploaded name survives. */
export function newUploadKey(extension: "jpg" | "png", now = new Date()) {
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `uploads/${now.getUTCFullYear()}/${month}/${randomBytes(12).toString("hex")}.${extension}`;
}

/** The signed preview link the admin shows for a stored picture. */
export function previewUrl(
  source: { key: string; width: number; height: number; version: string },
  signingKey: Buffer = mediaKey(),
  now = Date.now(),
) {
  const media: Extract<ImageSource, { kind: "media" }> = {
    kind: "media",
    path: source.key,
    width: source.width,
    height: source.height,
    v: source.version,
    ...signMediaPath(signingKey, source.key, now),
  };
  const width =
    mediaWidthsFor(media)
      .filter((candidate) => candidate <= 640)
      .at(-1) ?? 320;
  return mediaUrl(media, width, "webp");
}

export interface UploadOptions {
  storage?: UploadStorage;
  /** The media-link key for the preview link; the process's own by default. */
  signingKey?: Buffer;
  now?: Date;
  /**
   * The database whose media library gets the picture's row, in one transaction with its audit
   * entry: by default the site's own when storing in the site's own storage; false for none.
   */
  library?: Database | false;
  /** Make the variants in the background after storing: by default only in the site's own storage. */
  warmVariants?: boolean;
  /** Who uploaded it, for the audit log; without it nothing is recorded (tests, scripts). */
  audit?: {
    actor: { id: string; email: string };
    ipHash: string | null;
    /**
     * The record the picture is for, as the feature that holds it names it in the log: the
     * entry's target (the stored key without it) and what its detail adds.
     */
    owner?: { target?: string | null; detail?: Record<string, unknown> } | null;
  };
}

type Upload = Blob & { name?: string };

/** A checked picture, re-encoded and ready to store: its bytes, size and format. */
export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
  extension: "jpg" | "png";
  /** The format it was uploaded in, read from its bytes. */
  format: string;
  uploadedBytes: number;
}

/**
 * Checks and re-encodes one uploaded picture. JPEG, PNG, WebP, AVIF and GIF (its first frame) are
 * accepted by their bytes; the result is upright (EXIF orientation applied), without metadata, at
 * most 4096 px on its long edge, a JPEG, or a PNG when it has transparency (or as `keep` says,
 * when it replaces a stored file whose key names its format).
 */
export async function encodeImageUpload(
  file: Upload | string | null | undefined,
  keep?: "jpg" | "png",
): Promise<EncodedImage | Extract<UploadResult, { ok: false }>> {
  if (!file || typeof file === "string") return refusal("images.error.noFile", 400);
  if (file.name !== undefined && !isPlainFileName(file.name))
    return refusal("images.error.badName", 400);
  if (file.size === 0) return refusal("images.error.empty", 400);
  if (file.size > MAX_IMAGE_BYTES) return refusal("images.error.tooLarge", 413);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = sniffImageFormat(bytes);
  if (!format) return refusal("images.error.notImage", 415);

  return oneAtATime(async () => {
    // `failOn: "warning"`: a truncated or damaged file is refused, not stored half grey.
    const input = {
      limitInputPixels: MAX_IMAGE_PIXELS,
      failOn: "warning",
      pages: 1,
      sequentialRead: true,
    } as const;
    // sharp, and libvips under it, load with the first upload, not with every start of the server.
    const { default: sharp } = await import("sharp");
    let metadata: Metadata;
    try {
      metadata = await sharp(bytes, input).metadata();
    } catch (error) {
      return /pixel limit/i.test((error as Error).message)
        ? refusal("images.error.tooManyPixels", 422)
        : refusal("images.error.unreadable", 422);
    }
    if (metadata.format !== decodedAs[format]) return refusal("images.error.notImage", 415);
    if (format === "avif" && metadata.compression !== "av1")
      return refusal("images.error.notImage", 415);
    const frameHeight = metadata.pageHeight ?? metadata.height;
    if (!metadata.width || !frameHeight) return refusal("images.error.unreadable", 422);
    if (metadata.width * frameHeight > MAX_IMAGE_PIXELS)
      return refusal("images.error.tooManyPixels", 422);

    let encoded: { data: Buffer; info: OutputInfo };
    let extension: "jpg" | "png";
    try {
      const upright = () =>
        sharp(bytes, input).timeout({ seconds: 60 }).rotate().resize({
          width: MAX_STORED_EDGE,
          height: MAX_STORED_EDGE,
          fit: "inside",
          withoutEnlargement: true,
        });
      // Transparency is kept (PNG) only when a pixel actually uses it.
      const transparent = keep
        ? keep === "png"
        : metadata.hasAlpha === true && !(await upright().stats()).isOpaque;
      extension = transparent ? "png" : "jpg";
      encoded = await (
        transparent
          ? upright().png({ compressionLevel: 6 })
          : upright().removeAlpha().jpeg({ quality: 90 })
      ).toBuffer({ resolveWithObject: true });
    } catch (error) {
      const message = (error as Error).message;
      if (/pixel limit/i.test(message)) return refusal("images.error.tooManyPixels", 422);
      return refusal("images.error.unreadable", 422);
    }
    const { width, height } = encoded.info;
    return { data: encoded.data, width, height, extension, format, uploadedBytes: file.size };
  });
}

/**
 * Checks, re-encodes and stores one uploaded picture (`encodeImageUpload`), under a new key, with
 * its row in the media library (and its audit entry) written in one transaction.
 */
export async function acceptImageUpload(
  file: Upload | string | null | undefined,
  options: UploadOptions = {},
): Promise<UploadResult> {
  const image = await encodeImageUpload(file);
  if ("ok" in image) return image;
  const { data, width, height, extension, format } = image;

  const storage = options.storage ?? uploads();
  const key = newUploadKey(extension, options.now);
  let stored;
  try {
    stored = await storage.write(key, data);
  } catch (error) {
    logger.error({ err: error, key }, "uploaded image could not be stored");
    return refusal("images.error.storeFailed", 500);
  }
  const library = options.library ?? (options.storage ? false : db());
  const uploader = options.audit?.actor ?? null;
  const audit = options.audit && {
    action: "image-uploaded" as const,
    actor: options.audit.actor,
    ipHash: options.audit.ipHash,
    target: options.audit.owner?.target ?? key,
    detail: { key, ...options.audit.owner?.detail, format, width, height, bytes: data.length, uploadedBytes: image.uploadedBytes },
  };
  try {
    if (library) {
      // The file and the library's row go together: a row that cannot be written leaves no file.
      await library.transaction(async (tx) => {
        await recordMedia(tx, {
          path: key,
          fileName: typeof file === "object" && file?.name ? file.name : key.slice(key.lastIndexOf("/") + 1),
          width,
          height,
          bytes: data.length,
          version: stored.version,
          uploader,
        });
        if (audit) await recordAudit(audit, tx);
      });
    }
  } catch (error) {
    logger.error({ err: error, key }, "an uploaded image's library row could not be written");
    await storage.remove(key).catch(() => undefined);
    return refusal("images.error.storeFailed", 500);
  }
  if (!library && audit) {
    // The picture is stored; a lost log line must not lose it, but someone should know.
    await recordAudit(audit).catch((error: unknown) =>
      logger.error({ err: error, key }, "audit entry for an uploaded image could not be written"),
    );
  }
  if (options.warmVariants ?? !options.storage) warmVariants(storage, key, stored, width);
  return {
    ok: true,
    key,
    url: previewUrl({ key, width, height, version: stored.version }, options.signingKey),
    width,
    height,
  };
}
