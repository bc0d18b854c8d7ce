import { createHash } from "node:crypto";
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Sharp } from "sharp";
import { MEDIA_WIDTHS, type MediaFormat, type MediaWidth } from "~/platform/media/media-source";
import {
  isMissingFile,
  localStorage,
  type MediaCache,
  type SharedMediaCache,
  type StoredFile,
  type UploadStorage,
} from "~/platform/storage/storage.server";

// The same qualities as the generated images (scripts/generate-images/encode.ts). Variants are
// made while a visitor waits, so AVIF uses effort 1 (libaom's fast mode) with 4:2:0 chroma, as
// the generated images use: a 12-megapixel upload's five AVIFs take about a sixth of the CPU of
// effort 3 for files a few per cent larger that look the same (docs/decisions/021-image-variant-speed.md).
const ENCODE = {
  avif: (image: Sharp) => image.avif({ quality: 52, effort: 1, chromaSubsampling: "4:2:0" }),
  webp: (image: Sharp) => image.webp({ quality: 78 }),
} satisfies Record<MediaFormat, (image: Sharp) => Sharp>;

/** Uploaded originals are decoded under this limit (the upload's own is lower). */
const INPUT = { limitInputPixels: 80_000_000 } as const;

/**
 * A file decoded once, upright and no wider than the widest variant, for every variant of it
 * made at the same time: decoding a 12-megapixel JPEG for each of ten variants cost more than
 * most of the variants. Raw pixels, so nothing is lost before the variant's own encode.
 */
interface Master {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/** A 1920 × 2560 master is 15 MB: at most this many files have one at a time. */
const MAX_MASTERS = 2;
/** How long a master is kept after its last variant, for the next variant asked for with it. */
const MASTER_LINGER_MS = 5_000;
interface MasterEntry {
  pixels: Promise<Master>;
  /** Variants being made from it now; at none it is dropped after the linger. */
  users: number;
  timer?: ReturnType<typeof setTimeout>;
}
const masters = new Map<string, MasterEntry>();

async function decodeMaster(original: Buffer): Promise<Master> {
  const { default: sharp } = await import("sharp");
  const { data, info } = await sharp(original, INPUT)
    .rotate()
    .resize({ width: Math.max(...MEDIA_WIDTHS), withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

/**
 * Runs `work` on the file's master, made or shared, or on the original itself when as many
 * files as allowed have a master in use (each variant then decodes the original as before).
 */
async function withSource<T>(
  id: string,
  read: () => Promise<Buffer>,
  work: (image: Sharp) => Promise<T>,
): Promise<T> {
  // sharp, and libvips under it, load with the first picture made, not with every start of the server.
  const { default: sharp } = await import("sharp");
  let entry = masters.get(id);
  if (!entry) {
    if (masters.size >= MAX_MASTERS) {
      // One kept only in case gives way; with every one in use, this variant decodes on its own.
      const idle = [...masters].find(([, kept]) => kept.users === 0);
      if (!idle) return work(sharp(await read(), INPUT).rotate());
      clearTimeout(idle[1].timer);
      masters.delete(idle[0]);
    }
    const made = { pixels: read().then(decodeMaster), users: 0 };
    // A file that cannot be decoded is not kept: the next request tries again.
    made.pixels.catch(() => masters.get(id) === made && masters.delete(id));
    masters.set(id, made);
    entry = made;
  }
  const held: MasterEntry = entry;
  clearTimeout(held.timer);
  held.users += 1;
  try {
    const { data, info } = await held.pixels;
    return await work(sharp(data, { raw: info }));
  } finally {
    held.users -= 1;
    if (held.users === 0) {
      held.timer = setTimeout(() => {
        if (masters.get(id) === held && held.users === 0) masters.delete(id);
      }, MASTER_LINGER_MS);
      held.timer.unref();
    }
  }
}

// Two requests for the same new variant share one encode.
const inFlight = new Map<string, Promise<Buffer>>();

/** The folder of a key's variants, as a storage key: `<2 hex>/<24 hex of the key>/`. */
export function variantPrefix(key: string) {
  const name = createHash("sha256").update(key).digest("hex").slice(0, 24);
  return `${name.slice(0, 2)}/${name}/`;
}

/**
 * Where a file's variants live: one folder per storage key (`<2>/<24 hex of the key>/`), each
 * variant named by the file's version, width and format. A key's folder can be dropped whole
 * when its file is removed, and a new version clears the older ones out of it.
 */
export function variantFolder(cacheDir: string, key: string) {
  return path.join(cacheDir, ...variantPrefix(key).split("/").filter(Boolean));
}

/** A version as part of a file name: a stored file's version is already short hex; anything else is hashed. */
export const versionTag = (version: string) =>
  /^[0-9A-Za-z_]{1,32}$/.test(version) ? version : createHash("sha256").update(version).digest("hex").slice(0, 16);

/** The variants' storage: a folder on this machine, or the bucket's area every process shares. */
const variantStore = (cache: MediaCache): UploadStorage =>
  typeof cache === "string" ? localStorage(cache) : cache.variants;

async function removeAll(store: UploadStorage, prefix: string, keep?: (key: string) => boolean) {
  const keys: string[] = [];
  for await (const { key } of store.list(prefix)) if (!keep?.(key)) keys.push(key);
  await Promise.all(keys.map((key) => store.remove(key)));
}

/**
 * Takes down a picture's public copies: its entry first, so no page drawn from now on names a
 * copy being removed.
 */
export async function removePublicCopies(area: NonNullable<SharedMediaCache["public"]>, key: string) {
  await area.published.remove(key);
  await removeAll(area.copies, variantPrefix(key));
}

/**
 * Drops every variant of a key (its file was removed): later requests find nothing to serve. In
 * a bucket, its public copies go too.
 */
export async function dropMediaVariants(cache: MediaCache, key: string) {
  if (typeof cache === "string") {
    await rm(variantFolder(cache, key), { recursive: true, force: true });
    return;
  }
  if (cache.public) await removePublicCopies(cache.public, key);
  await removeAll(cache.variants, variantPrefix(key));
}

/**
 * Removes variants kept under the former layout (`<2>/<24 hex of key@version>-<width>.<format>`,
 * before variants were grouped by key), which nothing reads any more. Returns how many. Buckets
 * never had that layout.
 */
export async function removeFormerLayoutVariants(cache: MediaCache): Promise<number> {
  if (typeof cache !== "string") return 0;
  const shards = await readdir(cache, { withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const shard of shards) {
    if (!shard.isDirectory() || !/^[0-9a-f]{2}$/.test(shard.name)) continue;
    const entries = await readdir(path.join(cache, shard.name), { withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || !/^[0-9a-f]{24}-\d+\.(avif|webp)/.test(entry.name)) continue;
      await rm(path.join(cache, shard.name, entry.name), { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** The original could not be read from storage (as opposed to read but not decoded): `cause` says why. */
export class OriginalUnavailableError extends Error {
  constructor(key: string, cause: unknown) {
    super(`the original of ${JSON.stringify(key)} could not be read`, { cause });
    this.name = "OriginalUnavailableError";
  }
}

/** sharp could not decode or resize the original: not a picture, or a damaged one. */
export class UnreadableImageError extends Error {
  constructor(key: string, cause: unknown) {
    super(`${JSON.stringify(key)} is not a readable image`, { cause });
    this.name = "UnreadableImageError";
  }
}

/** The Content-Type of a variant, for whoever reads it straight from a bucket. */
export const variantType = (format: MediaFormat) => `image/${format}`;

/**
 * A resized copy of an uploaded original, made once with sharp and kept in `cacheDir` (a folder
 * on this machine, or a bucket's variants area shared by every process), named by the file's
 * version so a replaced original never serves a stale copy (and the replaced version's copies
 * are dropped once the new version's first one is made). Rejects with OriginalUnavailableError
 * when storage does not give the original, UnreadableImageError when it is no readable image,
 * and the variants storage's own error when that fails.
 */
export async function mediaVariant(options: {
  storage: UploadStorage;
  cacheDir: MediaCache;
  key: string;
  file: StoredFile;
  width: MediaWidth;
  format: MediaFormat;
}): Promise<Buffer> {
  const { storage, cacheDir, key, file, width, format } = options;
  const store = variantStore(cacheDir);
  const folder = variantPrefix(key);
  const tag = versionTag(file.version);
  const cached = `${folder}${tag}-${width}.${format}`;
  try {
    return await store.read(cached);
  } catch (error) {
    if (!isMissingFile(error)) throw error;
  }
  const place = typeof cacheDir === "string" ? cacheDir : "shared";
  const flight = `${place}:${cached}`;
  let pending = inFlight.get(flight);
  if (!pending) {
    pending = (async () => {
      const output = await withSource(
        `${place}:${folder}${tag}`,
        () =>
          storage.read(key).catch((error: unknown) => {
            throw new OriginalUnavailableError(key, error);
          }),
        (source) => ENCODE[format](source.resize({ width, withoutEnlargement: true })).toBuffer(),
      ).catch((error: unknown) => {
        throw error instanceof OriginalUnavailableError ? error : new UnreadableImageError(key, error);
      });
      // A whole-file write: a reader, here or in another process, never sees half a variant.
      await store.write(cached, output, { contentType: variantType(format) });
      // Variants of earlier versions of the file, replaced under the same key, are never asked for again.
      await removeAll(store, folder, (name) => name.startsWith(`${folder}${tag}-`));
      return output;
    })().finally(() => inFlight.delete(flight));
    inFlight.set(flight, pending);
  }
  return pending;
}
