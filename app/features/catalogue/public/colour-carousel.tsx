import { ChevronLeft, ChevronRight } from "~/ui/icons/icon";
import { useId } from "react";
import { useCarousel } from "~/ui/use-carousel";
import { ProductImage } from "~/features/catalogue/public/product-image";
import type { ImageSource } from "~/platform/media/media-source";
import { cn } from "~/ui/class-names";
import { fill, plural } from "~/features/catalogue/public/copy-text";
import type { ProductDetailCopy } from "~/content/product-detail";
import type { SiteLocale } from "~/platform/i18n/site-locale";

/** The carousel's and the colour grid's words, in the page's language. */
export type ColourCopy = ProductDetailCopy["colours"];

export interface ColourVariant {
  name: string;
  image: ImageSource | null;
}

/** "Color 3" for a variant without a name, as the specification's grid labels it (`unnamed` is "Color {number}"). */
export const colourLabel = (variant: ColourVariant, index: number, unnamed: string, locale: SiteLocale = "en") =>
  variant.name || fill(unnamed, { number: index + 1 }, locale);

/** "3 color variants available". */
const variantCountText = (count: number, copy: ColourCopy, locale: SiteLocale = "en") =>
  plural(copy.available, count, { count }, locale);

const controlClass =
  "flex size-11 items-center justify-center rounded-full bg-ivory/90 text-charcoal shadow-md transition-colors duration-300 hover:bg-white unhydrated:hidden";

/** Whether two pictures are the same file (the main picture is often the first colour's). */
export function sameImage(a: ImageSource | null, b: ImageSource | null | undefined) {
  if (!a || !b) return false;
  if (a.kind === "generated") return b.kind === "generated" && a.key === b.key;
  if (a.kind === "media") return b.kind === "media" && a.path === b.path;
  return b.kind === "remote" && a.url === b.url;
}

interface Slide {
  image: ImageSource | null;
  name: string;
  caption: string;
  alt: string;
}

/**
 * The product's pictures one at a time, with previous and next (wrapping) and a caption: the
 * product's main picture first (`main`, named by the product, without caption), then each colour,
 * captioned with the colour's name. The first picture is the page's largest paint and loads at
 * once; the others wait until shown. Without JavaScript the first picture shows and the
 * 'ALL COLORS' grid has the colours.
 */
export function ColourCarousel({
  variants,
  productTitle,
  sizes,
  main = null,
  copy,
  noImage,
  locale,
}: {
  variants: readonly ColourVariant[];
  productTitle: string;
  sizes: string;
  main?: ImageSource | null;
  copy: ColourCopy;
  /** What a missing picture's placeholder says. */
  noImage: string;
  locale: SiteLocale;
}) {
  const id = useId();
  const slides: Slide[] = [
    // The main picture is no colour: its slide is named by the product, with no caption under it.
    ...(main ? [{ image: main, name: productTitle, caption: "", alt: productTitle }] : []),
    ...variants.map((variant, position) => {
      const name = colourLabel(variant, position, copy.unnamed, locale);
      return { image: variant.image, name, caption: name, alt: fill(copy.alt, { title: productTitle, name }) };
    }),
  ];
  const count = slides.length;
  const { index, show, onKeyDown, swipe } = useCarousel({ count });

  return (
    <div>
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={fill(copy.carousel, { title: productTitle })}
        onKeyDown={onKeyDown}
        className="relative"
      >
        <div
          id={`${id}-slides`}
          aria-live="polite"
          className="touch-pan-y"
          {...swipe}
        >
          {slides.map((slide, position) => (
            <div
              key={position}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(copy.slide, { position: position + 1, count, name: slide.name }, locale)}
              hidden={position !== index}
            >
              <div className="aspect-square overflow-hidden rounded-sm bg-linen">
                <ProductImage
                  source={slide.image}
                  alt={slide.alt}
                  sizes={sizes}
                  priority={position === 0}
                  placeholderLabel={noImage}
                  className="size-full object-cover"
                />
              </div>
              <div className="mt-4 flex items-baseline justify-between gap-4">
                <p data-caption="" className="font-display text-xl text-charcoal">
                  {slide.caption}
                </p>
                <span
                  aria-hidden="true"
                  className="shrink-0 text-sm whitespace-nowrap text-stone tabular-nums"
                >
                  {position + 1} / {count}
                </span>
              </div>
            </div>
          ))}
        </div>
        {count > 1 ? (
          <>
            <button
              type="button"
              aria-controls={`${id}-slides`}
              aria-label={copy.previous}
              onClick={() => show(index - 1)}
              className={cn(
                controlClass,
                "absolute top-[calc(50%-1.5rem)] left-3 -translate-y-1/2",
              )}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              aria-controls={`${id}-slides`}
              aria-label={copy.next}
              onClick={() => show(index + 1)}
              className={cn(
                controlClass,
                "absolute top-[calc(50%-1.5rem)] right-3 -translate-y-1/2",
              )}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </>
        ) : null}
      </div>
      <p className="mt-2 text-[0.95rem] text-stone">{variantCountText(variants.length, copy, locale)}</p>
    </div>
  );
}
