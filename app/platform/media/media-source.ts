// What a stored picture value resolved to, in a form the page can render and serialise: a
// generated image (pre-built files under /img), an uploaded file (resized on demand under
// /media), or an outside http(s) address used as it is.
import { imageUrl } from "~/content/images";
import type { ImageKey } from "~/content/image-manifest";

/** Widths the /media route renders; any other width is refused, so the cache stays bounded. */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
export const MEDIA_FORMATS = ["avif", "webp"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export type ImageSource =
  | { kind: "generated"; key: ImageKey }
  | {
      kind: "media";
      /** Path inside the uploads storage, e.g. "uploads/2026/11/oak-nature.jpg". */
      path: string;
      width: number;
      height: number;
      /** Content version: changes when the file does, so URLs can be cached for a year. */
      v: string;
      /** A signed link, for files of records that are not published. */
      exp?: number;
      sig?: string;
      /** A published picture copied to the bucket's public area (MEDIA_PUBLIC_URL, decision 029): `<publicBase>/<v>-<width>.<format>`. */
      publicBase?: string;
    }
  | { kind: "remote"; url: string };

type MediaSource = Extract<ImageSource, { kind: "media" }>;

/** "a b/c.jpg" → "a%20b/c.jpg": each segment encoded, the slashes kept. */
function encodeMediaPath(path: string) {
  return path.split("/").map(encodeURIComponent).join("/");
}

/** The widths worth offering for a file: never wider than the original (variants never upscale). */
export function mediaWidthsFor(source: Pick<MediaSource, "width">): MediaWidth[] {
  const widths = MEDIA_WIDTHS.filter((width) => width <= source.width);
  return widths.length ? widths : [MEDIA_WIDTHS[0]];
}

export function mediaUrl(source: MediaSource, width: MediaWidth, format: MediaFormat) {
  if (source.publicBase && source.sig === undefined) return `${source.publicBase}/${source.v}-${width}.${format}`;
  const params = new URLSearchParams({ w: String(width), f: format, v: source.v });
  if (source.exp !== undefined && source.sig) {
    params.set("exp", String(source.exp));
    params.set("sig", source.sig);
  }
  return `/media/${encodeMediaPath(source.path)}?${params.toString()}`;
}

export function mediaSrcSet(source: MediaSource, format: MediaFormat) {
  return mediaWidthsFor(source)
    .map((width) => `${mediaUrl(source, width, format)} ${width}w`)
    .join(", ");
}

/**
 * One large URL for an image: Open Graph, JSON-LD, the API and the no-script link to the full
 * picture. Relative URLs get `origin` in front.
 */
export function largeImageUrl(source: ImageSource, origin = "") {
  if (source.kind === "remote") return source.url;
  if (source.kind === "generated") return `${origin}${imageUrl(source.key)}`;
  const widths = mediaWidthsFor(source);
  const width = widths.find((candidate) => candidate >= 1280) ?? widths.at(-1)!;
  const url = mediaUrl(source, width, "webp");
  return url.startsWith("/") ? `${origin}${url}` : url;
}
