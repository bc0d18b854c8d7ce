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

const refuse = (error: UploadRefusal, status: number): UploadResult => ({
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

/**
 * Checks, re-encodes and stores one uploaded picture. JPEG, PNG, WebP, AVIF and GIF (its first
 * frame) are accepted by their bytes; the stored file is upright (EXIF orientation applied),
 * without metadata, at most 4096 px on its long edge, a JPEG, or a PNG when it has transparency.
 */
export async function acceptImageUpload(
  file: Upload | string | null | undefined,
  options: UploadOptions = {},
): Promise<UploadResult> {
  if (!file || typeof file === "string") return refuse("images.error.noFile", 400);
  if (file.name !== undefined && !isPlainFileName(file.name))
    return refuse("images.error.badName", 400);
  if (file.size === 0) return refuse("images.error.empty", 400);
  if (file.size > MAX_IMAGE_BYTES) return refuse("images.error.tooLarge", 413);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = sniffImageFormat(bytes);
  if (!format) return refuse("images.error.notImage", 415);

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
        ? refuse("images.error.tooManyPixels", 422)
        : refuse("images.error.unreadable", 422);
    }
    if (metadata.format !== decodedAs[format]) return refuse("images.error.notImage", 415);
    if (format === "avif" && metadata.compression !== "av1")
      return refuse("images.error.notImage", 415);
    const frameHeight = metadata.pageHeight ?? metadata.height;
    if (!metadata.width || !frameHeight) return refuse("images.error.unreadable", 422);
    if (metadata.width * frameHeight > MAX_IMAGE_PIXELS)
      return refuse("images.error.tooManyPixels", 422);

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
      const transparent = metadata.hasAlpha === true && !(await upright().stats()).isOpaque;
      extension = transparent ? "png" : "jpg";
      encoded = await (
        transparent
          ? upright().png({ compressionLevel: 6 })
          : upright().removeAlpha().jpeg({ quality: 90 })
      ).toBuffer({ resolveWithObject: true });
    } catch (error) {
      const message = (error as Error).message;
      if (/pixel limit/i.test(message)) return refuse("images.error.tooManyPixels", 422);
      return refuse("images.error.unreadable", 422);
    }

    const storage = options.storage ?? uploads();
    const key = newUploadKey(extension, options.now);
    let stored;
    try {
      stored = await storage.write(key, encoded.data);
    } catch (error) {
      logger.error({ err: error, key }, "uploaded image could not be stored");
      return refuse("images.error.storeFailed", 500);
    }
    const { width, height } = encoded.info;
    if (options.warmVariants ?? !options.storage) warmVariants(storage, key, stored, width);
    if (options.audit) {
      const { actor, ipHash, owner } = options.audit;
      try {
        await recordAudit({
          action: "image-uploaded",
          actor,
          ipHash,
          target: owner?.target ?? key,
          detail: {
            key,
            ...owner?.detail,
            format,
            width,
            height,
            bytes: encoded.data.length,
            uploadedBytes: file.size,
          },
        });
      } catch (error) {
        // The picture is stored; a lost log line must not lose it, but someone should know.
        logger.error({ err: error, key }, "audit entry for an uploaded image could not be written");
      }
    }
    return {
      ok: true,
      key,
      url: previewUrl({ key, width, height, version: stored.version }, options.signingKey),
      width,
      height,
    };
  });
}
