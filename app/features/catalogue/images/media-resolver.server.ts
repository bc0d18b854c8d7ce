import { isImageKey } from "~/content/images";
import type { ImageSource } from "~/platform/media/media-source";
import { publicCopiesBase, watchPublishedCopies } from "~/features/catalogue/images/media-public.server";
import { mediaKey, signMediaPath } from "~/platform/media/media-signing.server";
import { readCache } from "~/platform/cache/read-cache.server";
import { isSafeStorageKey, mediaCacheDir, uploads, type MediaCache, type UploadStorage } from "~/platform/storage/storage.server";
import { publicPictureValuesNaming } from "~/platform/media/picture-owners.server";
import "~/features/catalogue/images/product-picture-owner.server";

/** The specification's "no image" value: resolving it, like an empty value, gives no image. */
const PLACEHOLDER_PATHS = new Set(["/placeholder.svg", "placeholder.svg"]);

function safeDecode(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The paths a stored picture value may name, in the specification's order: the part after the
 * `object/…/products/` segment of a storage URL, the decoded value, the value without a leading
 * 'products/', and the URL's last segment. Unsafe paths are dropped.
 */
export function imagePathCandidates(value: string): string[] {
  const trimmed = value.trim();
  const withoutQuery = trimmed.replace(/[?#].*$/, "");
  const candidates: string[] = [];
  const storage = /\/object\/(?:(?:public|sign|authenticated)\/)?products\/(.+)$/.exec(withoutQuery);
  if (storage) candidates.push(safeDecode(storage[1]!));
  const decoded = safeDecode(trimmed);
  candidates.push(decoded);
  if (decoded.startsWith("products/")) candidates.push(decoded.slice("products/".length));
  const lastSegment = withoutQuery.split("/").filter(Boolean).at(-1);
  if (lastSegment) candidates.push(safeDecode(lastSegment));
  return [...new Set(candidates.map((candidate) => candidate.replace(/^\/+/, "")))].filter(
    (candidate) => isImageKey(candidate) || isSafeStorageKey(candidate),
  );
}

interface ResolveOptions {
  /**
   * "public" for pictures of published products (cacheable for a year); "signed" for anything
   * else, whose links are signed and expire after an hour.
   */
  access: "public" | "signed";
  storage?: UploadStorage;
  /** The media-link key; the process's own by default. */
  signingKey?: Buffer;
  now?: number;
  /**
   * Where variants are kept; with a bucket's public area (MEDIA_PUBLIC_URL), public pictures are
   * given its address once their copies are there. The site's own, unless `storage` is given.
   */
  media?: MediaCache;
  /** Whether a file is a published product's picture now; the database's answer by default. */
  isPublished?: (key: string) => Promise<boolean>;
}

/**
 * Whether a file is public: a published record names it (a product, an entry of the site's
 * content), as the features that hold pictures registered their owners (picture-owners.server.ts).
 */
export const publishedNow = (key: string) => isPublishedUpload(key, publicPictureValuesNaming);

// Intrinsic sizes by file version (which never change under it): reading a header costs a disk
// read, and a list page has 24.
const dimensions = readCache<{ width: number; height: number } | null>({ ttlMs: Infinity, maxEntries: 2_000 });

function imageDimensions(storage: UploadStorage, key: string, version: string) {
  return dimensions.get(`${key}@${version}`, () =>
    storage
      .read(key)
      // sharp, and libvips under it, load with the first picture measured, not with every start.
      .then(async (buffer) => (await import("sharp")).default(buffer).metadata())
      .then((meta) => {
        if (!meta.width || !meta.height) return null;
        // Phone photos often carry a rotation in EXIF; variants are rotated upright.
        const turned = (meta.orientation ?? 1) >= 5;
        return turned
          ? { width: meta.height, height: meta.width }
          : { width: meta.width, height: meta.height };
      })
      .catch(() => null),
  );
}

/**
 * Resolves a stored picture value: the first candidate that is a generated image or an uploaded
 * file wins; otherwise an http(s) address is used as it is; otherwise there is no image. Empty
 * values and the placeholder path resolve to no image.
 */
export async function resolveImage(
  value: string | null | undefined,
  options: ResolveOptions,
): Promise<ImageSource | null> {
  const trimmed = value?.trim() ?? "";
  if (trimmed === "" || PLACEHOLDER_PATHS.has(trimmed)) return null;
  const storage = options.storage ?? uploads();
  const media = options.media ?? (options.storage ? undefined : mediaCacheDir());
  const isPublished = options.isPublished ?? publishedNow;
  watchPublishedCopies(media, isPublished);
  for (const candidate of imagePathCandidates(trimmed)) {
    if (isImageKey(candidate)) return { kind: "generated", key: candidate };
    const file = await storage.stat(candidate);
    if (!file) continue;
    const size = await imageDimensions(storage, candidate, file.version);
    // A file that is not a readable picture is no image at all.
    if (!size) continue;
    const source: ImageSource = { kind: "media", path: candidate, v: file.version, ...size };
    if (options.access === "signed") {
      Object.assign(source, signMediaPath(options.signingKey ?? mediaKey(), candidate, options.now));
    } else {
      const publicBase = await publicCopiesBase({ cache: media, storage, key: candidate, file, width: size.width, isPublished });
      if (publicBase) source.publicBase = publicBase;
    }
    return source;
  }
  if (/^https?:\/\/[^\s/]+/i.test(trimmed)) {
    try {
      return { kind: "remote", url: new URL(trimmed).href };
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Whether an uploaded file is the picture or a colour image of a published product, and so may
 * be served to anyone without a signed link.
 */
export async function isPublishedUpload(
  key: string,
  listValues: (fileName: string) => Promise<string[]>,
): Promise<boolean> {
  const fileName = key.split("/").at(-1)!;
  const values = await listValues(fileName);
  return values.some((value) => imagePathCandidates(value).includes(key));
}
