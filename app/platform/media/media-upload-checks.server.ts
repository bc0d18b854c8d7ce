import type { Metadata } from "sharp";
import type { MessageKey } from "~/platform/i18n/i18n";

/*
 * What an uploaded picture must be before it is decoded (docs/decisions/015-image-uploads.md):
 * within the limits, of an accepted format as its first bytes say (never its name or
 * Content-Type), under a plain file name. media-upload.server.ts decodes and stores what passes.
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
export const decodedAs: Record<ImageFormat, Metadata["format"]> = {
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
