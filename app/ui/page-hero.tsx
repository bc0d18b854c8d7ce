import type { ReactNode } from "react";
import { KeepWords } from "~/ui/keep-words-text";
import { narrowScreenMedia, portraitArt, ResponsiveImage } from "~/ui/responsive-image";
import type { ImageKey } from "~/content/image-manifest";
import { cn } from "~/ui/utils";

export const pageHeroSizes = "100vw";

/** The image-led banner at the top of an inner page, with the page's single h1. */
export function PageHero({
  image,
  imageAlt,
  eyebrow,
  title,
  subtitle,
  children,
  className,
}: {
  image: ImageKey;
  imageAlt: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("relative isolate flex min-h-[22rem] items-end overflow-hidden sm:min-h-[28rem]", className)}>
      <ResponsiveImage
        image={image}
        alt={imageAlt}
        sizes={pageHeroSizes}
        // Phones get the upright composition (the same media as `preloadImage`'s default).
        art={portraitArt(image, narrowScreenMedia, pageHeroSizes)}
        priority
        pictureClassName="absolute inset-0 -z-20"
        className="size-full object-cover"
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-charcoal/85 via-charcoal/50 to-charcoal/25" />
      <div className="container-site pt-24 pb-12 sm:pb-16">
        {eyebrow ? <p className="eyebrow text-brass-light">{eyebrow}</p> : null}
        <h1 className="mt-3 max-w-3xl text-4xl text-ivory sm:text-5xl lg:text-6xl"><KeepWords>{title}</KeepWords></h1>
        {subtitle ? <p className="mt-5 max-w-2xl text-lg text-ivory/90">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
