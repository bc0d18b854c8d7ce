import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { MEDIA_WIDTHS, type MediaFormat, type MediaWidth } from "~/lib/image-source";
import type { StoredFile, UploadStorage } from "~/lib/storage.server";

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
      const output = await withSource(
        `${folder}/${tag}`,
        () => storage.read(key),
        (source) => ENCODE[format](source.resize({ width, withoutEnlargement: true })).toBuffer(),
      );
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
