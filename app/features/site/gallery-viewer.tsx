import { ChevronLeft, ChevronRight, X } from "~/ui/icons/icon";
import { langOf } from "~/platform/i18n/localized";
import { preload } from "react-dom";
import { ContentPicture, pictureAspect, picturePreload } from "~/ui/content-picture";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "~/ui/dialog";
import type { PublicGalleryItem } from "~/features/content/public-types";
import type { GalleryCopy } from "~/content/gallery";
import { fillPlaceholders } from "~/platform/text/fill";
import { cn } from "~/ui/class-names";
import { useCarousel, wrapIndex } from "~/ui/use-carousel";

export const viewerImageSizes = "100vw";

export const viewerPictureClass =
  "h-auto w-full object-cover shadow-2xl sm:rounded-sm shadow-black/40 transition-opacity duration-500 ease-soft select-none motion-reduce:transition-none starting:opacity-0";

export const viewerControlClass =
  "flex size-12 items-center justify-center rounded-full border border-ivory/35 text-ivory transition-colors duration-300 hover:border-ivory hover:bg-ivory hover:text-charcoal focus-visible:outline-brass-light sm:size-14";

/**
 * The gallery's full-screen viewer: one large picture with previous and next (wrapping), a
 * 'position / total' counter, the title and colour, and a close button, its controls named in
 * the page's language (`texts`). It is open while `index` is a number; every way of closing
 * (button, Escape) reports `null`.
 *
 * Radix Dialog traps focus and hides the page from assistive technology while it is open.
 * Without a trigger element Radix has nowhere to return focus to, so the page passes
 * `onCloseAutoFocus` to focus the item that opened the viewer.
 */
export function GalleryViewer({
  texts,
  items,
  index,
  onIndexChange,
  onCloseAutoFocus,
}: {
  texts: GalleryCopy["viewer"];
  items: readonly PublicGalleryItem[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const count = items.length;
  const open = index !== null && count > 0;
  const current = open ? wrapIndex(index, count) : 0;
  const item = items[current];
  const { show, onKeyDown, swipe } = useCarousel({ count, index: current, onShow: onIndexChange, ignoreModifiedKeys: true });

  if (open) {
    // Fetch the neighbours quietly, so previous and next show at once.
    for (const neighbour of [
      items[wrapIndex(current + 1, count)],
      items[wrapIndex(current - 1, count)],
    ]) {
      const next = neighbour ? picturePreload(neighbour.image, viewerImageSizes) : null;
      if (next) preload(next.href, { ...next.options, fetchPriority: "low" });
    }
  }

  // Outside pictures, whose size is unknown, are shown as if 4:3, the gallery's own proportion.
  const aspect = item ? (pictureAspect(item.image) ?? 4 / 3) : undefined;

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onIndexChange(null))}>
      {open && item && aspect ? (
        <DialogContent
          variant="fullscreen"
          className="flex flex-col text-ivory"
          onKeyDown={onKeyDown}
          onCloseAutoFocus={onCloseAutoFocus}
          data-testid="gallery-viewer"
        >
          <div className="flex h-16 shrink-0 items-center justify-between px-4 sm:h-24 sm:px-8">
            <p className="font-display text-lg text-ivory/85 tabular-nums sm:text-xl">
              <span aria-hidden="true">
                {current + 1} / {count}
              </span>
              <span className="sr-only">{fillPlaceholders(texts.position, { current: current + 1, count })}</span>
            </p>
            <DialogClose aria-label={texts.close} className={viewerControlClass}>
              <X aria-hidden="true" className="size-5 sm:size-6" />
            </DialogClose>
          </div>

          <div
            className="flex min-h-0 flex-1 touch-pan-y touch-pinch-zoom items-center justify-center sm:px-28"
            onClick={(event) => {
              // A click on the dark space around the picture closes the viewer, as in most lightboxes.
              const target = event.target as Element;
              if (target === event.currentTarget || target.tagName === "PICTURE")
                onIndexChange(null);
            }}
            {...swipe}
          >
            <ContentPicture
              key={item.id}
              source={item.image}
              alt={item.imageAlt}
              altLang={langOf(item, "pictureAlt")}
              sizes={viewerImageSizes}
              priority
              draggable={false}
              className={viewerPictureClass}
              style={{
                // As large as the screen allows, keeping the picture's proportions.
                maxWidth: `min(100%, calc((100dvh - 13rem) * ${aspect}))`,
              }}
              pictureClassName="flex w-full justify-center"
            />
          </div>

          <div className="relative shrink-0 px-20 pt-5 pb-8 text-center sm:pt-6 sm:pb-10">
            <DialogTitle className="text-2xl text-ivory sm:text-3xl" lang={langOf(item, "title")}>
              {item.title}
            </DialogTitle>
            <DialogDescription className="eyebrow mt-3 text-xs text-brass-light sm:text-[0.8125rem]" lang={langOf(item, "colour")}>
              {item.color}
            </DialogDescription>
          </div>

          <button
            type="button"
            aria-label={texts.previous}
            onClick={() => show(current - 1)}
            className={cn(
              viewerControlClass,
              "absolute bottom-9 left-4 sm:top-1/2 sm:bottom-auto sm:left-8 sm:-translate-y-1/2",
            )}
          >
            <ChevronLeft aria-hidden="true" className="size-6" />
          </button>
          <button
            type="button"
            aria-label={texts.next}
            onClick={() => show(current + 1)}
            className={cn(
              viewerControlClass,
              "absolute right-4 bottom-9 sm:top-1/2 sm:right-8 sm:bottom-auto sm:-translate-y-1/2",
            )}
          >
            <ChevronRight aria-hidden="true" className="size-6" />
          </button>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
