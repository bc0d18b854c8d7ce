import { UPLOADS_TAG } from "~/features/catalogue/catalogue-changes.server";
import { onInvalidation } from "~/platform/cache/cache-bus.server";
import { MEDIA_FORMATS, mediaWidthsFor } from "~/platform/media/media-source";
import { logger } from "~/platform/log/logger.server";
import { mediaVariant, removePublicCopies, variantPrefix, variantType, versionTag } from "~/platform/media/media-variants.server";
import { readCache } from "~/platform/cache/read-cache.server";
import { isMissingFile, type MediaCache, type SharedMediaCache, type StoredFile, type UploadStorage } from "~/platform/storage/storage.server";

/*
 * Published pictures read straight from the bucket (MEDIA_PUBLIC_URL, docs/decisions/029-object-storage.md).
 * Only copies of published pictures' variants are in the public area (`.public/`); drafts' files
 * and the variants every process makes stay private, reached only through /media. A picture
 * first resolved as public has its copies written in the background; once all are there, a small
 * entry under `.published/<key>` names their version, and only then do pages use the public
 * address. When the catalogue changes, the entries are checked again and the copies of pictures
 * that no published product shows any more are taken down.
 */

type PublicArea = NonNullable<SharedMediaCache["public"]>;
/** Whether a file is a picture of a published product, asked of the database as it is now. */
type PublishedCheck = (key: string) => Promise<boolean>;

/** A year, as for /media URLs naming their version: a copy's address changes with its file. */
export const PUBLIC_COPY_CACHE_CONTROL = "public, max-age=31536000, immutable";

const publicArea = (cache: MediaCache | undefined): PublicArea | null =>
  cache && typeof cache !== "string" && cache.public ? cache.public : null;

interface PublishedEntry {
  version: string;
  widths: number[];
}

async function readEntry(area: PublicArea, key: string): Promise<PublishedEntry | null> {
  try {
    return JSON.parse((await area.published.read(key)).toString("utf8")) as PublishedEntry;
  } catch (error) {
    if (isMissingFile(error) || error instanceof SyntaxError) return null;
    throw error;
  }
}

// Whether a key's copies are complete, per key and version. A catalogue change may have taken
// them down (in any process), so it drops every answer; a minute bounds the rest.
const complete = readCache<boolean>({ ttlMs: 60_000, maxEntries: 5_000, tagsOf: (_, key) => [UPLOADS_TAG, `copies:${key}`] });
onInvalidation((tags) => complete.invalidate(tags));

// Copies being written or waiting to be, by this process, per key and version.
const publishing = new Map<string, Promise<void>>();

// A list page can ask for two dozen pictures' copies at once, and a picture whose variants are
// not made yet costs seconds of CPU: two pictures at a time, the rest wait their turn.
const MAX_PUBLISHING = 2;
let publishingNow = 0;
const turns: (() => void)[] = [];
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (publishingNow >= MAX_PUBLISHING) await new Promise<void>((resolve) => turns.push(resolve));
  publishingNow += 1;
  try {
    return await work();
  } finally {
    publishingNow -= 1;
    turns.shift()?.();
  }
}

/**
 * Writes every variant of a published picture to the public area, then its entry. Another
 * process doing the same at once writes the same bytes; nothing is half there for a reader.
 */
export async function publishCopies(options: {
  cache: SharedMediaCache;
  storage: UploadStorage;
  key: string;
  file: StoredFile;
  /** The picture's own width: no variant is wider. */
  width: number;
  isPublished: PublishedCheck;
}): Promise<void> {
  const { cache, storage, key, file, isPublished } = options;
  const area = cache.public;
  if (!area) return;
  const tag = versionTag(file.version);
  const folder = variantPrefix(key);
  const widths = mediaWidthsFor({ width: options.width });
  // Another process may have written them since this one last looked.
  if ((await readEntry(area, key))?.version === tag) {
    complete.invalidate([`copies:${key}@${tag}`]);
    return;
  }
  for (const width of widths) {
    for (const format of MEDIA_FORMATS) {
      const body = await mediaVariant({ storage, cacheDir: cache, key, file, width, format });
      await area.copies.write(`${folder}${tag}-${width}.${format}`, body, {
        contentType: variantType(format),
        cacheControl: PUBLIC_COPY_CACHE_CONTROL,
      });
    }
  }
  const entry: PublishedEntry = { version: tag, widths };
  await area.published.write(key, new TextEncoder().encode(JSON.stringify(entry)), { contentType: "application/json" });
  // Copies of an earlier version of the file under the same key are not named any more.
  for await (const { key: name } of area.copies.list(folder)) {
    if (!name.startsWith(`${folder}${tag}-`)) await area.copies.remove(name);
  }
  // Unpublished while the copies were written: the check that ran meanwhile may have missed them.
  if (!(await isPublished(key))) await removePublicCopies(area, key);
  complete.invalidate([`copies:${key}@${tag}`]);
}

/**
 * The address under which a public picture's variants are read, `<base>/<version>-<width>.<format>`,
 * when the bucket has a public area and the copies are all there; otherwise null, and the copies
 * are written in the background, for the pages drawn after them.
 */
export async function publicCopiesBase(options: {
  cache: MediaCache | undefined;
  storage: UploadStorage;
  key: string;
  file: StoredFile;
  width: number;
  isPublished: PublishedCheck;
}): Promise<string | null> {
  const area = publicArea(options.cache);
  if (!area) return null;
  const { key, file } = options;
  const tag = versionTag(file.version);
  const id = `${key}@${tag}`;
  const ready = await complete
    .get(id, async () => (await readEntry(area, key))?.version === tag)
    .catch((error: unknown) => {
      logger.warn({ err: error, key }, "could not tell whether a picture's public copies are there");
      return false;
    });
  if (ready) return `${area.url}/${variantPrefix(key)}`.replace(/\/$/, "");
  if (!publishing.has(id)) {
    const work = inTurn(() => publishCopies({ ...options, cache: options.cache as SharedMediaCache }))
      .catch((error: unknown) => logger.warn({ err: error, key }, "public copies of a picture could not be written"))
      .finally(() => publishing.delete(id));
    publishing.set(id, work);
  }
  return null;
}

/** Waits for the copies this process is writing (tests, and a clean stop). */
export async function copiesSettled() {
  while (publishing.size) await Promise.all(publishing.values());
}

/** Takes down the copies of every picture no published product shows; returns their keys. */
export async function withdrawUnpublished(cache: MediaCache, isPublished: PublishedCheck): Promise<string[]> {
  const area = publicArea(cache);
  if (!area) return [];
  const keys: string[] = [];
  for await (const { key } of area.published.list()) keys.push(key);
  const withdrawn: string[] = [];
  for (const key of keys) {
    if (await isPublished(key)) continue;
    await removePublicCopies(area, key);
    withdrawn.push(key);
  }
  return withdrawn;
}

let watching: { stop(): void } | undefined;

/**
 * Checks the public copies after every catalogue change (a second after it, at most every
 * `intervalMs`), and once now: a picture unpublished while this process was away is found too.
 * Every process does it; taking a copy down twice is harmless. Started once per process.
 */
export function watchPublishedCopies(
  cache: MediaCache | undefined,
  isPublished: PublishedCheck,
  { delayMs = 1_000, intervalMs = 30_000 } = {},
): { stop(): void } | undefined {
  if (watching || !publicArea(cache)) return watching;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let last = 0;
  const schedule = () => {
    if (running) {
      again = true;
      return;
    }
    if (timer) return;
    timer = setTimeout(run, Math.max(delayMs, last + intervalMs - Date.now()));
    timer.unref();
  };
  const run = () => {
    timer = undefined;
    last = Date.now();
    running = withdrawUnpublished(cache!, isPublished)
      .then((keys) => {
        if (keys.length) logger.info({ keys }, "public copies of unpublished pictures taken down");
      })
      .catch((error: unknown) => logger.warn({ err: error }, "public copies could not be checked"))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          schedule();
        }
      });
  };
  const unsubscribe = onInvalidation((tags) => {
    if (tags === "*" || tags.includes(UPLOADS_TAG)) schedule();
  });
  schedule();
  watching = {
    stop() {
      unsubscribe();
      clearTimeout(timer);
      watching = undefined;
    },
  };
  return watching;
}
