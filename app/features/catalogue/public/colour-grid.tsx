import { Maximize2 } from "~/ui/icons/icon";
import { useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { colourLabel, type ColourCopy, type ColourVariant } from "~/features/catalogue/public/colour-carousel";
import { fill } from "~/features/catalogue/public/copy-text";
import type { SiteLocale } from "~/platform/i18n/site-locale";
import { ProductImage } from "~/features/catalogue/public/product-image";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/ui/dialog";
import { largeImageUrl } from "~/platform/media/media-source";
import { useHydrated } from "~/platform/render/use-hydrated";
import type { SampleButtonCopy } from "~/content/samples";
import { OrderSampleLink } from "~/features/catalogue/public/order-sample";
import { colourKey } from "~/features/catalogue/public/quote-list";

/** The grid has 4 columns (24 px gaps) inside the 1280 px container on desktop, 2 below. */
const gridSizes =
  "(min-width: 1280px) 278px, (min-width: 1024px) calc((100vw - 96px - 72px) / 4), (min-width: 640px) calc((100vw - 64px - 24px) / 2), calc((100vw - 40px - 24px) / 2)";
const dialogSizes = "(min-width: 800px) 720px, calc(100vw - 2rem)";

/**
 * 'ALL COLORS': one card per colour (picture, upper-case colour name, product title). A card
 * opens a dialog with the large picture; without JavaScript it links to the large picture. Under
 * each, "Order a free sample" of that colour (`sample`). Its words are the page's (`copy`).
 */
export function ColourGrid({
  variants,
  productTitle,
  copy,
  noImage,
  locale,
  sample,
}: {
  variants: readonly ColourVariant[];
  productTitle: string;
  copy: ColourCopy;
  /** The product a colour's sample is of, and the link's words. */
  sample?: { product: { id: number; title: string }; copy: SampleButtonCopy };
  /** What a missing picture's placeholder says. */
  noImage: string;
  locale: SiteLocale;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLAnchorElement | null>(null);
  const hydrated = useHydrated();
  const current = open === null ? undefined : variants[open];
  const label = (variant: ColourVariant, index: number) => colourLabel(variant, index, copy.unnamed, locale);

  return (
    <>
      <ul className="mt-10 grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
        {variants.map((variant, index) => {
          const name = label(variant, index);
          const href = variant.image ? largeImageUrl(variant.image) : undefined;
          const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            opener.current = event.currentTarget;
            setOpen(index);
          };
          const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
            if (hydrated && event.key === " ") {
              event.preventDefault();
              opener.current = event.currentTarget;
              setOpen(index);
            }
          };
          return (
            <li key={index}>
              <a
                href={href ?? "#"}
                role={hydrated ? "button" : undefined}
                aria-haspopup={hydrated ? "dialog" : undefined}
                data-colour-card={name}
                onClick={onClick}
                onKeyDown={onKeyDown}
                className="group block rounded-sm focus-visible:outline-offset-4"
              >
                <span className="relative block aspect-square overflow-hidden rounded-sm bg-linen">
                  <ProductImage
                    source={variant.image}
                    alt=""
                    sizes={gridSizes}
                    placeholderLabel={noImage}
                    className="size-full object-cover transition-transform duration-700 ease-soft group-hover:scale-[1.04] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
                  />
                  <span
                    aria-hidden="true"
                    className="absolute right-3 bottom-3 flex size-9 items-center justify-center rounded-full bg-ivory/90 text-charcoal opacity-0 shadow-sm transition-opacity duration-500 group-hover:opacity-100 group-focus-visible:opacity-100"
                  >
                    <Maximize2 className="size-4" />
                  </span>
                </span>
                <span className="eyebrow mt-4 block text-charcoal">
                  {variant.name ? variant.name.toUpperCase() : name}
                </span>
                <span className="mt-1 block text-sm text-stone">{productTitle}</span>
              </a>
              {sample ? <OrderSampleLink product={sample.product} colour={colourKey(variant.name, index)} label={name} copy={sample.copy} /> : null}
            </li>
          );
        })}
      </ul>
      <Dialog open={current !== undefined} onOpenChange={(next) => (next ? undefined : setOpen(null))}>
        {current && open !== null ? (
          <DialogContent
            className="sm:max-w-3xl"
            closeLabel={copy.close}
            // There is no Radix trigger: focus goes back to the card that opened the dialog.
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
          >
            <div className="aspect-square overflow-hidden rounded-sm bg-linen sm:aspect-[4/3]">
              <ProductImage
                source={current.image}
                alt={fill(copy.alt, { title: productTitle, name: label(current, open) })}
                sizes={dialogSizes}
                priority
                placeholderLabel={noImage}
                className="size-full object-cover"
              />
            </div>
            <div>
              <DialogTitle className="font-display text-2xl text-charcoal">{label(current, open)}</DialogTitle>
              <DialogDescription className="mt-1 text-[0.95rem] text-stone">{productTitle}</DialogDescription>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
