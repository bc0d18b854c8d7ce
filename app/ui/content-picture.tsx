import type { CSSProperties } from "react";
import { imageFormats, ResponsiveImage, type ArtDirection } from "~/ui/responsive-image";
import { avifSrcSet, srcSet } from "~/ui/responsive-image";
import { imageManifest } from "~/content/image-manifest";
import { largeImageUrl, mediaSrcSet, mediaUrl, mediaWidthsFor, type ImageSource } from "~/platform/media/media-source";

/** A picture's width over its height, when its size is known (an outside address's is not). */
export function pictureAspect(source: ImageSource | null): number | null {
  if (!source || source.kind === "remote") return null;
  const size = source.kind === "generated" ? imageManifest[source.key] : source;
  return size.width / size.height;
}

/** What to hand `preload()` for a picture at `sizes`: its AVIF widths (null for an outside address). */
export function picturePreload(source: ImageSource | null, sizes: string) {
  if (!source || source.kind === "remote") return null;
  const imageSrcSet = source.kind === "generated" ? avifSrcSet(source.key) : mediaSrcSet(source, "avif");
  return { href: largeImageUrl(source), options: { as: "image" as const, imageSrcSet, imageSizes: sizes, type: "image/avif" } };
}

/*
 * A picture of the site's content from any source: a generated image (the pictures the site
 * shipped with, drawn exactly as before), an upload (its variants at every width), or an outside
 * address. Rendered on the server with no state of its own: content pages send no script for
 * their pictures.
 */
export function ContentPicture({
  source,
  alt,
  sizes,
  priority = false,
  art,
  portrait,
  className,
  pictureClassName,
  style,
  id,
  draggable,
  altLang,
}: {
  /** The language of `alt` when not the page's (a French page's English description). */
  altLang?: string;
  id?: string;
  draggable?: boolean;
  source: ImageSource | null;
  alt: string;
  sizes: string;
  priority?: boolean;
  /** For a generated picture: its other composition for some screens. */
  art?: ArtDirection;
  /** Another picture for screens matching `media` (a slide's upright picture for phones), from any source. */
  portrait?: { source: ImageSource | null; media: string; sizes: string };
  className?: string;
  pictureClassName?: string;
  style?: CSSProperties;
}) {
  if (!source) return <span role="img" aria-label={alt} lang={altLang} className={className} style={style} />;
  const portraitSource = portrait?.source ?? null;
  if (source.kind === "generated" && (!portraitSource || portraitSource.kind === "generated"))
    return (
      <ResponsiveImage
        image={source.key}
        alt={alt}
        lang={altLang}
        sizes={sizes}
        priority={priority}
        art={portraitSource?.kind === "generated" ? { image: portraitSource.key, media: portrait!.media, sizes: portrait!.sizes } : art}
        className={className}
        pictureClassName={pictureClassName}
        style={style}
        id={id}
        draggable={draggable}
      />
    );
  const loading = priority ? "eager" : "lazy";
  if (source.kind !== "remote") {
    const size = source.kind === "generated" ? imageManifest[source.key] : source;
    const fallback = source.kind === "generated" ? largeImageUrl(source) : mediaUrl(source, mediaWidthsFor(source).find((width) => width >= 828) ?? mediaWidthsFor(source).at(-1)!, "webp");
    const sourceSet = (picture: ImageSource, format: "avif" | "webp") =>
      picture.kind === "generated" ? srcSet(picture.key, format) : picture.kind === "media" ? mediaSrcSet(picture, format) : picture.url;
    return (
      <picture className={pictureClassName}>
        {portrait && portraitSource
          ? imageFormats(priority).map((format) => (
              <source key={`portrait-${format}`} media={portrait.media} type={portraitSource.kind === "remote" ? undefined : `image/${format}`} srcSet={sourceSet(portraitSource, format)} sizes={portrait.sizes} />
            ))
          : null}
        {imageFormats(priority).map((format) => (
          <source key={format} type={`image/${format}`} srcSet={sourceSet(source, format)} sizes={sizes} />
        ))}
        <img
          src={fallback}
          alt={alt}
          lang={altLang}
          width={size.width}
          height={size.height}
          loading={loading}
          decoding={priority ? "sync" : undefined}
          fetchPriority={priority ? "high" : undefined}
          className={className}
          style={style}
          id={id}
          draggable={draggable}
        />
      </picture>
    );
  }
  return (
    <img
      src={source.url}
      alt={alt}
      lang={altLang}
      loading={loading}
      decoding="async"
      referrerPolicy="no-referrer"
      className={className}
      style={style}
      id={id}
      draggable={draggable}
    />
  );
}
