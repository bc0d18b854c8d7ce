import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import type { MediaFormat, MediaWidth } from "~/lib/image-source";
import type { StoredFile, UploadStorage } from "~/lib/storage.server";

// The same qualities as the generated images (scripts/generate-images/encode.ts). Variants are
// made while a visitor waits, so AVIF uses effort 3, not 4: about a fifth of the time for a
// 12-megapixel upload (1280 px: 1.4 s of CPU instead of 6.7 s) for somewhat larger files
// (docs/decisions/015-image-uploads.md).
const ENCODE = {
  avif: (image: Sharp) => image.avif({ quality: 52, effort: 3 }),
  webp: (image: Sharp) => image.webp({ quality: 78 }),
} satisfies Record<MediaFormat, (image: Sharp) => Sharp>;

// Two requests for the same new variant share one encode.
const inFlight = new Map<string, Promise<Buffer>>();

/**
 * A resized copy of an uploaded original, made once with sharp and kept on disk under
 * `cacheDir`, named by the file's version so a replaced original never serves a stale copy.
 */
export async function mediaVariant(options: {
  storage: UploadStorage;
  cacheDir: string;
  key: string;
  file: StoredFile;
  width: MediaWidth;
  format: MediaFormat;
}): Promise<Buffer> {
  const { storage, cacheDir, key, file, width, format } = options;
  const name = createHash("sha256").update(`${key}@${file.version}`).digest("hex").slice(0, 24);
  const cached = path.join(cacheDir, name.slice(0, 2), `${name}-${width}.${format}`);
  try {
    return await readFile(cached);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  let pending = inFlight.get(cached);
  if (!pending) {
    pending = (async () => {
      const original = await storage.read(key);
      const resized = sharp(original, { limitInputPixels: 80_000_000 })
        .rotate()
        .resize({ width, withoutEnlargement: true });
      const output = await ENCODE[format](resized).toBuffer();
      await mkdir(path.dirname(cached), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const partial = `${cached}.${randomBytes(4).toString("hex")}.tmp`;
      await writeFile(partial, output);
      await rename(partial, cached);
      return output;
    })().finally(() => inFlight.delete(cached));
    inFlight.set(cached, pending);
  }
  return pending;
}
