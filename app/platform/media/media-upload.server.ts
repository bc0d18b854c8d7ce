import { randomBytes } from "node:crypto";
import type { Metadata, OutputInfo } from "sharp";
import type { MessageKey } from "~/platform/i18n/i18n";
import {
  mediaUrl,
  mediaWidthsFor,
  type ImageSource,
  type MediaFormat,
  type MediaWidth,
} from "~/platform/media/media-source";
import { logger } from "~/platform/log/logger.server";
import { mediaKey, signMediaPath } from "~/platform/media/media-signing.server";
import { mediaVariant } from "~/platform/media/media-variants.server";
import type { PostedForm } from "~/platform/http/read-form.server";
import { mediaCacheDir, uploads, type StoredFile, type UploadStorage } from "~/platform/storage/storage.server";
import { recordAudit } from "~/platform/audit/audit-log.server";
import "~/platform/media/media-audit-actions";

/*
 * Pictures uploaded by staff (docs/decisions/015-image-uploads.md). Every file is hostile until
 * proven otherwise: its type is read from its bytes (never its name or Content-Type), sharp
 * decodes it under a pixel limit, and only what sharp re-encodes is stored, upright, without
 * metadata, under a key we make up. A refused file leaves nothing behind.
 */

/** The largest file accepted: 20 MB. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/** The largest image accepted: 50 megapixels (a 12-megapixel phone photo is far below). */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** A posted form carrying one picture: the file and a few small fields. */
export const MAX_UPLOAD_FORM_BYTES = MAX_IMAGE_BYTES + 256 * 1024;
/** Stored originals are at most this wide and high: twice the widest variant, room for sharper screens. */
export const MAX_STORED_EDGE = 4096;

/** The formats accepted, as their bytes say. */
export const IMAGE_FORMATS = ["jpeg", "png", "webp", "avif", "gif"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** What the file picker offers; the server still trusts only the bytes. */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif";

export type UploadRefusal = Extract<
  MessageKey,
  | "images.error.noFile"
  | "images.error.empty"
  | "images.error.badName"
  | "images.error.tooLarge"
  | "images.error.notImage"
  | "images.error.tooManyPixels"
  | "images.error.unreadable"
  | "images.error.storeFailed"
>;

export type UploadResult =
  | {
      ok: true;
      /** The storage key to keep in a product's picture: `uploads/<yyyy>/<mm>/<random>.<ext>`. */
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

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** The format the first bytes announce, or null: names and Content-Types are ignored. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return "jpeg";
  if (
    bytes.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => bytes[i] === byte)
  )
    return "png";
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return "gif";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP")
    return "webp";
  // ISO BMFF: a `ftyp` box whose major or compatible brands name AVIF (HEIC and the rest are refused).
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === "ftyp") {
    const boxSize = (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!;
    const end = Math.min(bytes.length, boxSize > 16 && boxSize <= 256 ? boxSize : 16);
    const brands = [ascii(bytes, 8, 12)];
    for (let offset = 16; offset + 4 <= end; offset += 4)
      brands.push(ascii(bytes, offset, offset + 4));
    if (brands.some((brand) => brand === "avif" || brand === "avis")) return "avif";
  }
  return null;
}

/** sharp's name for each format (AVIF is a HEIF with AV1 inside). */
const decodedAs: Record<ImageFormat, Metadata["format"]> = {
  jpeg: "jpeg",
  png: "png",
  webp: "webp",
  avif: "heif",
  gif: "gif",
};

/**
 * A name a browser could have sent: one file name, no folder, no control characters. Browsers
 * send only the last part of a chosen file's path, so anything else was made by hand.
 */
export function isPlainFileName(name: string) {
  if (name.length > 255 || name === "." || name === "..") return false;
  return ![...name].some(
    (char) =>
      char === "/" || char === "\\" || char.charCodeAt(0) < 32 || char.charCodeAt(0) === 0x7f,
  );
}

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

/**
 * The variants made ahead, most wanted first: the admin's preview, then what product cards and
 * pages ask for (AVIF, which browsers prefer), then the rest.
 */
const WARM_ORDER: [MediaWidth, MediaFormat][] = [
  [640, "webp"],
  [640, "avif"],
  [1280, "avif"],
  [960, "avif"],
  [320, "avif"],
  [1920, "avif"],
  [320, "webp"],
  [960, "webp"],
  [1280, "webp"],
  [1920, "webp"],
];

/**
 * Makes a new upload's variants in the background, one at a time, so the first visitor (and the
 * admin's preview) finds them made or in the making: a request for one being made waits for it.
 */
function warmVariants(storage: UploadStorage, key: string, file: StoredFile, width: number) {
  const widths = mediaWidthsFor({ width });
  void (async () => {
    for (const [variantWidth, format] of WARM_ORDER) {
      if (!widths.includes(variantWidth)) continue;
      try {
        await mediaVariant({
          storage,
          cacheDir: mediaCacheDir(),
          key,
          file,
          width: variantWidth,
          format,
        });
      } catch (error) {
        logger.warn({ err: error, key }, "variants of an uploaded image could not be made ahead");
        return;
      }
    }
  })();
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
    productId?: number | null;
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
      const { actor, ipHash, productId } = options.audit;
      try {
        await recordAudit({
          action: "image-uploaded",
          actor,
          ipHash,
          target: productId ? `#${productId}` : key,
          detail: {
            key,
            productId: productId ?? null,
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

/** A file input that was posted with no file chosen: browsers send an empty part without a name. */
const nothingChosen = (value: FormDataEntryValue | null) =>
  value === null || value === "" || (typeof value !== "string" && value.size === 0 && !value.name);

/**
 * The no-JavaScript path of `<ImageUploadField name=…>`: the file posted in `${name}File`, checked
 * and stored, or its refusal; null when no file was chosen (keep the field's `name` value).
 */
export async function takeUploadedImage(
  form: PostedForm,
  name: string,
  options: UploadOptions = {},
): Promise<UploadResult | null> {
  const value = form.get(`${name}File`);
  if (nothingChosen(value)) return null;
  return acceptImageUpload(value, options);
}

/**
 * What a posted `<ImageUploadField name=…>` leaves in the picture: a newly posted file's key (it
 * was checked and stored), nothing when 'Remove' was ticked, else the field's value as it was. A
 * refused file is the refusal, for the form to show under the field.
 */
export async function imageFieldValue(
  form: PostedForm,
  name: string,
  options: UploadOptions = {},
): Promise<
  { ok: true; value: string | null; uploaded: boolean } | Extract<UploadResult, { ok: false }>
> {
  const upload = await takeUploadedImage(form, name, options);
  if (upload && !upload.ok) return upload;
  if (upload) return { ok: true, value: upload.key, uploaded: true };
  if (form.get(`${name}Remove`) !== null) return { ok: true, value: null, uploaded: false };
  const current = form.get(name);
  return {
    ok: true,
    value: typeof current === "string" && current.trim() !== "" ? current.trim() : null,
    uploaded: false,
  };
}

/**
 * The same for a multiple field (`<ImageUploadField multiple>`): every file posted in
 * `${name}File`, in order. Each is accepted or refused on its own.
 */
export async function takeUploadedImages(
  form: Pick<FormData, "getAll">,
  name: string,
  options: UploadOptions = {},
): Promise<UploadResult[]> {
  const results: UploadResult[] = [];
  for (const value of form.getAll(`${name}File`)) {
    if (!nothingChosen(value)) results.push(await acceptImageUpload(value, options));
  }
  return results;
}
