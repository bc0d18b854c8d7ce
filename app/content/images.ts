import { imageManifest, type ImageKey } from "./image-manifest";

/** The site's own generated pictures (scripts/generate-images.ts), named by their manifest key. */
export function isImageKey(value: string): value is ImageKey {
  return Object.hasOwn(imageManifest, value);
}

/** The largest generated WebP of an image, for Open Graph and JSON-LD. */
export function imageUrl(key: ImageKey, format: "webp" | "avif" = "webp") {
  const entry = imageManifest[key];
  const width = entry.widths[entry.widths.length - 1];
  return `/img/${key}-${width}.${format}?v=${entry.v}`;
}
