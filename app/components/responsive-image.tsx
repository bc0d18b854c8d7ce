import type { ComponentProps } from "react";
import { preload } from "react-dom";
import { imageManifest, type ImageKey } from "~/content/image-manifest";
import { cn } from "~/lib/utils";

export function isImageKey(value: string): value is ImageKey {
  return Object.hasOwn(imageManifest, value);
}

function srcSet(key: ImageKey, format: "avif" | "webp") {
  const entry = imageManifest[key];
  return entry.widths.map((width) => `/img/${key}-${width}.${format}?v=${entry.v} ${width}w`).join(", ");
}

/** The largest generated WebP of an image, for Open Graph and JSON-LD. */
export function imageUrl(key: ImageKey, format: "webp" | "avif" = "webp") {
  const entry = imageManifest[key];
  const width = entry.widths[entry.widths.length - 1];
  return `/img/${key}-${width}.${format}?v=${entry.v}`;
}

type ResponsiveImageProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "width" | "height"> & {
  image: ImageKey;
  alt: string;
  sizes: string;
  /** The page's largest first image: fetched early, never lazily. */
  priority?: boolean;
  pictureClassName?: string;
};

/** A generated image as AVIF and WebP at every width, with its intrinsic size so nothing shifts. */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  className,
  pictureClassName,
  style,
  ...props
}: ResponsiveImageProps) {
  const entry = imageManifest[image];
  const fallbackWidth = entry.widths.find((width) => width >= 828) ?? entry.widths[entry.widths.length - 1];
  return (
    <picture className={pictureClassName}>
      <source type="image/avif" srcSet={srcSet(image, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image, "webp")} sizes={sizes} />
      <img
        src={`/img/${image}-${fallbackWidth}.webp?v=${entry.v}`}
        alt={alt}
        width={entry.width}
        height={entry.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        className={cn("bg-sand", className)}
        style={{ backgroundColor: entry.color, ...style }}
        {...props}
      />
    </picture>
  );
}

/** Every AVIF width of an image, for `imageSrcSet` in preloads. */
export function avifSrcSet(key: ImageKey) {
  return srcSet(key, "avif");
}

export interface HeroPreload {
  image: ImageKey;
  sizes: string;
}

/**
 * A route `handle` naming the page's first large image; the root layout preloads it at the top
 * of the document, ahead of the scripts, with high priority.
 */
export function preloadImage(image: ImageKey, sizes: string) {
  return { preloadImage: { image, sizes } satisfies HeroPreload };
}

/** Asks React to emit the preload among the first tags of <head>, before the script preloads. */
export function HeroImagePreload({ image, sizes }: HeroPreload) {
  const entry = imageManifest[image];
  preload(`/img/${image}-${entry.widths[0]}.avif?v=${entry.v}`, {
    as: "image",
    type: "image/avif",
    imageSrcSet: srcSet(image, "avif"),
    imageSizes: sizes,
    fetchPriority: "high",
  });
  return null;
}
