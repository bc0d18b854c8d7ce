import type { ComponentProps } from "react";
import { preload } from "react-dom";
import { imageManifest, type ImageKey } from "~/content/image-manifest";
import { isImageKey } from "~/content/images";

/** Best first: browsers take the first source whose type they can show. */
const formats = ["avif", "webp"] as const;

/**
 * Sources for an image: AVIF and WebP at every width for the page's first large image; AVIF alone
 * for the rest, whose WebP fallback is the `<img>`'s own single file. Every current browser shows
 * AVIF, and a list page's cards were two thirds of its markup with both (decision 047).
 */
export function imageFormats(priority: boolean): readonly ("avif" | "webp")[] {
  return priority ? formats : formats.slice(0, 1);
}

/** Every width of a generated image in one format, for a `srcSet`. */
export function srcSet(key: ImageKey, format: "avif" | "webp") {
  const entry = imageManifest[key];
  return entry.widths.map((width) => `/img/${key}-${width}.${format}?v=${entry.v} ${width}w`).join(", ");
}

/**
 * Art direction: another composition of the same picture for screens matching `media` (one media
 * query, no comma list, so the preload can name its complement).
 */
export interface ArtDirection {
  image: ImageKey;
  media: string;
  sizes: string;
}

/** Screens narrower than Tailwind's `sm`: where inner-page banners switch to their upright picture. */
export const narrowScreenMedia = "(max-width: 639px)";

/** The upright composition generated for a hero (`<key>-portrait`), if there is one. */
export function portraitOf(image: ImageKey): ImageKey | undefined {
  const portrait = `${image}-portrait`;
  return isImageKey(portrait) ? portrait : undefined;
}

/** The art direction that swaps a hero for its upright composition on screens matching `media`. */
export function portraitArt(image: ImageKey, media: string, sizes: string): ArtDirection | undefined {
  const portrait = portraitOf(image);
  return portrait ? { image: portrait, media, sizes } : undefined;
}

type ResponsiveImageProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "width" | "height"> & {
  image: ImageKey;
  alt: string;
  sizes: string;
  /** The page's largest first image: fetched early, never lazily. */
  priority?: boolean;
  /** A different composition for some screens (listed first, so it wins where it matches). */
  art?: ArtDirection;
  pictureClassName?: string;
};

/** A generated image at every width (see {@link imageFormats}), with its intrinsic size so nothing shifts. */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  art,
  className,
  pictureClassName,
  style,
  ...props
}: ResponsiveImageProps) {
  const entry = imageManifest[image];
  const fallbackWidth = entry.widths.find((width) => width >= 828) ?? entry.widths[entry.widths.length - 1];
  const artEntry = art ? imageManifest[art.image] : undefined;
  const shown = imageFormats(priority);
  return (
    <picture className={pictureClassName}>
      {/* The other composition first, so it wins on the screens its media query names. */}
      {art && artEntry
        ? shown.map((format) => (
            <source
              key={`art-${format}`}
              media={art.media}
              type={`image/${format}`}
              srcSet={srcSet(art.image, format)}
              sizes={art.sizes}
              width={artEntry.width}
              height={artEntry.height}
            />
          ))
        : null}
      {shown.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet(image, format)} sizes={sizes} />
      ))}
      <img
        src={`/img/${image}-${fallbackWidth}.webp?v=${entry.v}`}
        alt={alt}
        width={entry.width}
        height={entry.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : undefined}
        fetchPriority={priority ? "high" : undefined}
        // The picture's own colour (style) shows while it loads.
        className={className}
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
  art?: ArtDirection;
}

/**
 * A route `handle` naming the page's first large image; the root layout preloads it at the top
 * of the document, ahead of the scripts, with high priority. Where the image has an upright
 * composition, screens matching `portraitMedia` preload that one instead (the media query must
 * match the one the page's `<picture>` uses, or the phone fetches both).
 */
export function preloadImage(image: ImageKey, sizes: string, portraitMedia = narrowScreenMedia) {
  return {
    preloadImage: { image, sizes, art: portraitArt(image, portraitMedia, sizes) } satisfies HeroPreload,
  };
}

function preloadAvif(image: ImageKey, sizes: string, media: string | undefined) {
  const entry = imageManifest[image];
  preload(`/img/${image}-${entry.widths[0]}.avif?v=${entry.v}`, {
    as: "image",
    type: "image/avif",
    imageSrcSet: srcSet(image, "avif"),
    imageSizes: sizes,
    fetchPriority: "high",
    ...(media ? { media } : {}),
  });
}

/**
 * Asks React to emit the preload among the first tags of <head>, before the script preloads.
 * With art direction there are two, with complementary media, so each screen fetches one file.
 */
export function HeroImagePreload({ image, sizes, art }: HeroPreload) {
  if (art) {
    preloadAvif(art.image, art.sizes, art.media);
    preloadAvif(image, sizes, `not all and ${art.media}`);
  } else {
    preloadAvif(image, sizes, undefined);
  }
  return null;
}
