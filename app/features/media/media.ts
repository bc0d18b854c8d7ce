import { z } from "zod";
import { MEDIA_FORMATS, MEDIA_WIDTHS, type MediaWidth } from "~/platform/media/media-source";
import { logger } from "~/platform/log/logger.server";
import { mediaKey, verifyMediaSignature } from "~/platform/media/media-signing.server";
import { mediaVariant, OriginalUnavailableError, UnreadableImageError } from "~/platform/media/media-variants.server";
import { urlText, withSearchParams } from "~/platform/http/search-params";
import { isMissingFile, isSafeStorageKey, mediaCacheDir, uploads, type StoredFile } from "~/platform/storage/storage.server";
import { isPublicUpload } from "~/features/catalogue/public/public-catalogue.server";
import type { Route } from "./+types/media";

const ONE_YEAR = 60 * 60 * 24 * 365;

function refuse(status: number, message: string) {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** Storage did not answer: worth trying again shortly, never cached. */
function unavailable() {
  const response = refuse(503, "This image is unavailable for a moment");
  response.headers.set("Retry-After", "5");
  return response;
}

/** `w` and `f` choose the variant; `v` is the file's version, `exp` and `sig` sign a private link. */
const mediaParams = z.object({
  w: z.coerce
    .number()
    .refine((width) => (MEDIA_WIDTHS as readonly number[]).includes(width))
    .transform((width) => width as MediaWidth),
  f: z.enum(MEDIA_FORMATS),
  v: urlText(64).optional(),
  exp: urlText(20).optional(),
  sig: urlText(128).optional(),
});

/**
 * An uploaded picture as a resized AVIF or WebP: `/media/<path>?w=<width>&f=avif|webp&v=<version>`.
 * Pictures of published products are public and cached for a year; any other file needs a
 * signed link (`&exp=…&sig=…`, valid one hour). Originals and variants come from the uploads'
 * storage, local disk or a bucket shared by every process; storage that fails answers 503.
 */
export const loader = withSearchParams(
  mediaParams,
  async ({ params }: Route.LoaderArgs, { w: width, f: format, v: version, exp, sig }) => {
    const key = params["*"] ?? "";
    if (!isSafeStorageKey(key)) return refuse(404, "Not found");

    const storage = uploads();
    let cacheControl: string;
    if (sig !== undefined || exp !== undefined) {
      const check = verifyMediaSignature(mediaKey(), key, exp ?? null, sig ?? null);
      if (check === "expired") return refuse(403, "This image link has expired");
      if (check === "invalid") return refuse(403, "This image link is not valid");
      const remaining = Number(exp) - Math.floor(Date.now() / 1000);
      cacheControl = `private, max-age=${Math.max(0, Math.min(remaining, 3600))}`;
    } else if (!(await isPublicUpload(key))) {
      // Files of drafts are not acknowledged to exist without a signed link.
      return refuse(404, "Not found");
    } else {
      cacheControl = "";
    }

    let file: StoredFile | null;
    try {
      file = await storage.stat(key);
    } catch (error) {
      logger.error({ err: error, key }, "uploads storage could not be read");
      return unavailable();
    }
    if (!file) return refuse(404, "Not found");
    if (!cacheControl) {
      // A URL naming the current version never changes; any other is only briefly cached.
      cacheControl =
        version === file.version ? `public, max-age=${ONE_YEAR}, immutable` : "public, max-age=300";
    }

    let body: Buffer;
    try {
      body = await mediaVariant({ storage, cacheDir: mediaCacheDir(), key, file, width, format });
    } catch (error) {
      if (error instanceof OriginalUnavailableError) {
        // Removed between the check and the read: as if it had never been there.
        if (isMissingFile(error.cause)) return refuse(404, "Not found");
        logger.error({ err: error.cause, key }, "uploaded image could not be read from storage");
        return unavailable();
      }
      if (error instanceof UnreadableImageError) {
        logger.warn({ err: error.cause, key }, "uploaded image could not be resized");
        return refuse(422, "This file is not a readable image");
      }
      logger.error({ err: error, key }, "resized image could not be read or kept");
      return unavailable();
    }
    return new Response(new Uint8Array(body), {
      headers: {
        "Content-Type": `image/${format}`,
        "Content-Length": String(body.length),
        "Cache-Control": cacheControl,
      },
    });
  },
  () => refuse(400, `Use w=${MEDIA_WIDTHS.join("|")} and f=${MEDIA_FORMATS.join("|")}`),
);
