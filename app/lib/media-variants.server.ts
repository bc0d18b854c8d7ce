import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
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
 * Where a file's variants live: one folder per storage key (`<2>/<24 hex of the key>/`), each
 * variant named by the file's version, width and format. A key's folder can be dropped whole
 * when its file is removed, and a new version clears the older ones out of it.
 */
export function variantFolder(cacheDir: string, key: string) {
  const name = createHash("sha256").update(key).digest("hex").slice(0, 24);
  return path.join(cacheDir, name.slice(0, 2), name);
}

/** A version as part of a file name: a local file's version is already short hex; anything else is hashed. */
const versionTag = (version: string) =>
  /^[0-9A-Za-z_]{1,32}$/.test(version) ? version : createHash("sha256").update(version).digest("hex").slice(0, 16);

/** Drops every variant of a key (its file was removed): later requests find nothing to serve. */
export async function dropMediaVariants(cacheDir: string, key: string) {
  await rm(variantFolder(cacheDir, key), { recursive: true, force: true });
}

/** Variants of earlier versions of a file, replaced under the same key, are never asked for again. */
async function dropOtherVersions(folder: string, tag: string) {
  const names = await readdir(folder).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => !name.startsWith(`${tag}-`) && !name.endsWith(".tmp"))
      .map((name) => rm(path.join(folder, name), { force: true })),
  );
}

/**
 * Removes variants kept under the former layout (`<2>/<24 hex of key@version>-<width>.<format>`,
 * before variants were grouped by key), which nothing reads any more. Returns how many.
 */
export async function removeFormerLayoutVariants(cacheDir: string): Promise<number> {
  const shards = await readdir(cacheDir, { withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const shard of shards) {
    if (!shard.isDirectory() || !/^[0-9a-f]{2}$/.test(shard.name)) continue;
    const entries = await readdir(path.join(cacheDir, shard.name), { withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || !/^[0-9a-f]{24}-\d+\.(avif|webp)/.test(entry.name)) continue;
      await rm(path.join(cacheDir, shard.name, entry.name), { force: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * A resized copy of an uploaded original, made once with sharp and kept on disk under
 * `cacheDir`, named by the file's version so a replaced original never serves a stale copy (and
 * the replaced version's copies are dropped once the new version's first one is made).
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
  const folder = variantFolder(cacheDir, key);
  const tag = versionTag(file.version);
  const cached = path.join(folder, `${tag}-${width}.${format}`);
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
      await dropOtherVersions(folder, tag);
      return output;
    })().finally(() => inFlight.delete(cached));
    inFlight.set(cached, pending);
  }
  return pending;
}
