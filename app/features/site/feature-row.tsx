import type { ReactNode } from "react";
import { KeepWords } from "~/ui/keep-words-text";
import { ResponsiveImage } from "~/ui/responsive-image";
import { Reveal } from "~/ui/reveal";
import type { ImageKey } from "~/content/image-manifest";
import { cn } from "~/ui/class-names";

/** A picture beside its text, alternating sides down the page (species, finishes, grades). */
export function FeatureRow({
  id,
  image,
  imageAlt,
  eyebrow,
  title,
  reversed = false,
  children,
}: {
  id?: string;
  image: ImageKey;
  imageAlt: string;
  eyebrow?: string;
  title: string;
  reversed?: boolean;
  children: ReactNode;
}) {
  return (
    <article id={id} className="grid scroll-mt-24 items-center gap-8 lg:grid-cols-12 lg:gap-16">
      <Reveal className={cn("lg:col-span-6", reversed && "lg:order-2")}>
        <ResponsiveImage
          image={image}
          alt={imageAlt}
          sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
          className="aspect-[4/3] w-full rounded-sm object-cover"
        />
      </Reveal>
      <Reveal className="lg:col-span-6" delay={0.1}>
        {eyebrow ? <p className="eyebrow text-brass">{eyebrow}</p> : null}
        <h2 className="mt-3 text-3xl sm:text-4xl"><KeepWords>{title}</KeepWords></h2>
        <div className="mt-5 max-w-prose space-y-4 text-lg text-bark">{children}</div>
      </Reveal>
    </article>
  );
}
