import sharp from "sharp";
import type { UploadResult } from "../../app/platform/media/media-upload.server";

/* Files for the upload tests, made here byte by byte or with sharp, and what came of uploading them. */

/** A photo-like JPEG: noise compresses badly, so half the file cuts through image data. */
export const noisyJpeg = (width = 800, height = 600) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

export const file = (bytes: Uint8Array | string, name: string, type = "") =>
  new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type });

export function refused(result: UploadResult) {
  if (result.ok) throw new Error(`expected a refusal, got ${result.key}`);
  return { error: result.error, status: result.status };
}

export function accepted(result: UploadResult) {
  if (!result.ok) throw new Error(`expected the upload to be accepted, got ${result.error}`);
  return result;
}
