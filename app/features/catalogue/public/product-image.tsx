import { ImageOff } from "~/ui/icons/icon";
import { useEffect, useRef, useState, type SyntheticEvent } from "react";
import { imageFormats, ResponsiveImage } from "~/ui/responsive-image";
import { imageManifest } from "~/content/image-manifest";
import { mediaSrcSet, mediaUrl, mediaWidthsFor, type ImageSource } from "~/platform/media/media-source";
import { cn } from "~/ui/class-names";

/** What shows where a product has no picture, or its picture fails to load. */
function ImagePlaceholder({ label }: { label: string }) {
  return (
    <div
      data-image-placeholder=""
      className="flex size-full flex-col items-center justify-center gap-2 bg-linen text-stone"
    >
      <ImageOff aria-hidden="true" className="size-8" />
      <span className="text-sm">{label}</span>
    </div>
  );
}

/** The placeholder as a page without the app keeps it, for its module to put where a picture fails (islands/products-page.ts). */
export function ImagePlaceholderTemplate({ label }: { label: string }) {
  return (
    <template id="image-placeholder">
      <ImagePlaceholder label={label} />
    </template>
  );
}

/**
 * A product picture from any source (generated, uploaded, or an outside address). It becomes the
 * placeholder when the image fails, including a failure that happened before the page's script
 * started.
 */
export function ProductImage({
  source,
  alt,
  sizes,
  priority = false,
  className,
  placeholderLabel,
  altLang,
}: {
  source: ImageSource | null;
  alt: string;
  /** The language of `alt` when not the page's (a French page's English title). */
  altLang?: string;
  sizes: string;
  priority?: boolean;
  className?: string;
  /** What the placeholder says, in the page's language (the page's copy, or the admin's messages). */
  placeholderLabel: string;
}) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    // A broken image that errored before hydration never reached onError.
    if (image?.complete && image.naturalWidth === 0 && image.currentSrc) setFailed(true);
  }, [source]);

  if (!source || failed) return <ImagePlaceholder label={placeholderLabel} />;
  const onError = (_event: SyntheticEvent<HTMLImageElement>) => setFailed(true);
  const loading = priority ? "eager" : "lazy";

  if (source.kind === "generated") {
    return (
      <ResponsiveImage
        ref={ref}
        image={source.key}
        alt={alt}
        lang={altLang}
        sizes={sizes}
        priority={priority}
        onError={onError}
        className={className}
      />
    );
  }
  if (source.kind === "media") {
    const widths = mediaWidthsFor(source);
    const fallback = widths.find((width) => width >= 640) ?? widths.at(-1)!;
    return (
      <picture>
        {imageFormats(priority).map((format) => (
          <source key={format} type={`image/${format}`} srcSet={mediaSrcSet(source, format)} sizes={sizes} />
        ))}
        <img
          ref={ref}
          src={mediaUrl(source, fallback, "webp")}
          alt={alt}
          lang={altLang}
          width={source.width}
          height={source.height}
          loading={loading}
          decoding={priority ? "sync" : undefined}
          fetchPriority={priority ? "high" : undefined}
          onError={onError}
          className={cn("bg-sand", className)}
        />
      </picture>
    );
  }
  // An outside address: its size is unknown, so the frame (square by default) holds the space.
  const square = imageManifest["swatch/nature"];
  return (
    <img
      ref={ref}
      src={source.url}
      alt={alt}
      lang={altLang}
      width={square.width}
      height={square.height}
      loading={loading}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={onError}
      className={cn("bg-sand", className)}
    />
  );
}
