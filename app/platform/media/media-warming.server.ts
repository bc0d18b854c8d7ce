import { mediaWidthsFor, type MediaFormat, type MediaWidth } from "~/platform/media/media-source";
import { logger } from "~/platform/log/logger.server";
import { mediaVariant } from "~/platform/media/media-variants.server";
import { mediaCacheDir, type StoredFile, type UploadStorage } from "~/platform/storage/storage.server";

/**
 * The variants made ahead, most wanted first: the admin's preview, then what the site's cards and
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
export function warmVariants(storage: UploadStorage, key: string, file: StoredFile, width: number) {
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
