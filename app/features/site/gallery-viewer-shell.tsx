import { ChevronLeft, ChevronRight, X } from "~/ui/icons/icon";
import { langOf } from "~/platform/i18n/localized";
import { ContentPicture, pictureAspect } from "~/ui/content-picture";
import type { GalleryPicture } from "~/features/content/public-gallery.server";
import type { GalleryCopy } from "~/content/gallery";
import { cn } from "~/ui/class-names";
import { viewerControlClass, viewerImageSizes, viewerPictureClass } from "./gallery-viewer";

/*
 * The gallery's viewer on a page without the client app: the same full-screen view as
 * gallery-viewer.tsx, as a native <dialog> that islands/gallery-viewer.ts opens on a picture and
 * fills from the page: each colour's large picture waits in a <template>, and its title and
 * colour are the tile's own words. Its controls' names come in the page's language (`texts`).
 */

export function GalleryViewerShell({ texts, items }: { texts: GalleryCopy["viewer"]; items: readonly GalleryPicture[] }) {
  return (
    <>
      <dialog
        data-gallery-viewer=""
        data-testid="gallery-viewer"
        data-position={texts.position}
        aria-labelledby="gallery-viewer-title"
        aria-describedby="gallery-viewer-colour"
        className="gallery-viewer"
      >
        <div className="flex h-16 shrink-0 items-center justify-between px-4 sm:h-24 sm:px-8">
          <p className="font-display text-lg text-ivory/85 tabular-nums sm:text-xl">
            <span aria-hidden="true" data-viewer-counter="" />
            <span className="sr-only" data-viewer-position="" />
          </p>
          <button type="button" data-viewer-close="" aria-label={texts.close} className={viewerControlClass}>
            <X aria-hidden="true" className="size-5 sm:size-6" />
          </button>
        </div>
        <div data-viewer-stage="" className="flex min-h-0 flex-1 touch-pan-y touch-pinch-zoom items-center justify-center sm:px-28" />
        <div className="relative shrink-0 px-20 pt-5 pb-8 text-center sm:pt-6 sm:pb-10">
          <h2 id="gallery-viewer-title" className="text-2xl text-ivory sm:text-3xl" />
          <p id="gallery-viewer-colour" className="eyebrow mt-3 text-xs text-brass-light sm:text-[0.8125rem]" />
        </div>
        <button
          type="button"
          data-viewer-step="-1"
          aria-label={texts.previous}
          className={cn(viewerControlClass, "absolute bottom-9 left-4 sm:top-1/2 sm:bottom-auto sm:left-8 sm:-translate-y-1/2")}
        >
          <ChevronLeft aria-hidden="true" className="size-6" />
        </button>
        <button
          type="button"
          data-viewer-step="1"
          aria-label={texts.next}
          className={cn(viewerControlClass, "absolute right-4 bottom-9 sm:top-1/2 sm:right-8 sm:bottom-auto sm:-translate-y-1/2")}
        >
          <ChevronRight aria-hidden="true" className="size-6" />
        </button>
      </dialog>
      {items.map((item, index) => (
        <template key={item.id} data-viewer-picture={index}>
          <ContentPicture
            source={item.image}
            alt={item.imageAlt}
            altLang={langOf(item, "pictureAlt")}
            sizes={viewerImageSizes}
            draggable={false}
            className={viewerPictureClass}
            // As large as the screen allows, keeping the picture's proportions (4:3 when unknown).
            style={{ maxWidth: `min(100%, calc((100dvh - 13rem) * ${pictureAspect(item.image) ?? 4 / 3}))` }}
            pictureClassName="flex w-full justify-center"
          />
        </template>
      ))}
    </>
  );
}
