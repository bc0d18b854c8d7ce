import type { ReactNode } from "react";
import { KeepWords } from "~/ui/keep-words-text";
import { narrowScreenMedia, portraitArt, ResponsiveImage } from "~/ui/responsive-image";
import type { ImageKey } from "~/content/image-manifest";
import { cn } from "~/ui/class-names";

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
  // Picture, shade, eyebrow, title and subtitle are styled by their place in the banner (app.css).
  return (
    <section className={cn("page-hero", className)}>
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
      <div aria-hidden="true" />
      <div className="container-site">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1>
          <KeepWords>{title}</KeepWords>
        </h1>
        {subtitle ? <p className="page-hero-subtitle">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
