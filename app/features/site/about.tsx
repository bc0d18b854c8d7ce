import { SiteLink } from "~/ui/site-link";
import { CoreValues } from "~/features/site/core-values";
import { PageHero, pageHeroSizes } from "~/ui/page-hero";
import { preloadImage, ResponsiveImage } from "~/ui/responsive-image";
import { Reveal } from "~/ui/reveal";
import { SectionHeader } from "~/ui/section-header";
import { SiteIcon } from "~/ui/site-icon";
import { buttonVariants } from "~/ui/button";
import { KeepWords } from "~/ui/keep-words-text";
import { aboutHeroImage } from "~/content/about";
import { pageCopies } from "~/content/page-copies.server";
import { copyFor } from "~/platform/i18n/site-locale";
import { seo } from "~/ui/seo";
import type { PageScriptsHandle } from "~/platform/render/page-scripts";
import { cn } from "~/ui/class-names";
import type { Route } from "./+types/about";

// Links and text only: the page ships no client app, just the chrome's small script (page-scripts.tsx).
export const handle = { ...preloadImage(aboutHeroImage, pageHeroSizes), scripts: "none" } satisfies PageScriptsHandle;

export function loader({ request }: Route.LoaderArgs) {
  return { copy: copyFor(request, pageCopies.about), values: copyFor(request, pageCopies.values) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seo({ ...loaderData.copy.meta, path: "/about", image: loaderData.copy.hero.image }, matches);

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { copy, values } = loaderData;
  const { story, mission, forest, closing } = copy;
  return (
    <>
      <PageHero {...copy.hero} />

      <section className="container-site grid gap-12 py-16 sm:py-24 lg:grid-cols-12 lg:py-32">
        <Reveal className="lg:col-span-7">
          <SectionHeader eyebrow={story.eyebrow} title={story.title} />
          <div className="mt-6 max-w-prose space-y-5 text-lg text-bark">
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
        </Reveal>
        <Reveal className="lg:col-span-5" delay={0.1}>
          <ResponsiveImage
            image={story.image}
            alt={story.imageAlt}
            sizes="(min-width: 1024px) 40vw, 100vw"
            className="aspect-[4/5] w-full rounded-sm object-cover"
          />
        </Reveal>
      </section>

      <section className="bg-linen py-16 sm:py-24 lg:py-32" aria-labelledby="mission-heading">
        <Reveal className="container-site max-w-4xl text-center">
          <p className="eyebrow text-brass">{mission.eyebrow}</p>
          <h2 id="mission-heading" className="mt-3 text-3xl sm:text-5xl">
            {mission.title}
          </h2>
          <p className="mt-8 font-display text-2xl leading-snug text-charcoal sm:text-3xl">
            {mission.statement}
          </p>
          <p className="mx-auto mt-8 max-w-prose text-lg text-bark">{mission.paragraph}</p>
        </Reveal>
      </section>

      <section className="container-site py-16 sm:py-24 lg:py-32" aria-labelledby="values-heading">
        <CoreValues copy={values} />
      </section>

      <section className="bg-walnut py-16 text-ivory sm:py-24 lg:py-32" aria-labelledby="forest-heading">
        <div className="container-site grid gap-12 lg:grid-cols-12">
          <Reveal className="lg:col-span-5">
            <SectionHeader id="forest-heading" tone="light" eyebrow={forest.eyebrow} title={forest.title} intro={forest.intro} />
          </Reveal>
          <ul className="grid gap-8 sm:grid-cols-2 lg:col-span-7">
            {forest.qualityBullets.map((bullet, index) => (
              <Reveal as="li" key={bullet.title} delay={index * 0.08} className="rounded-sm border border-ivory/15 p-6">
                <SiteIcon name={bullet.icon} className="size-7 text-brass-light" />
                <h3 className="mt-5 text-xl text-ivory">
                  <KeepWords>{bullet.title}</KeepWords>
                </h3>
                <p className="mt-2 text-[0.95rem] text-sand">{bullet.text}</p>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>

      <section className="container-site py-16 text-center sm:py-24">
        <h2 className="text-3xl sm:text-4xl">{closing.title}</h2>
        <p className="mx-auto mt-4 max-w-prose text-lg text-bark">
          {closing.text}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <SiteLink to="/products" className={buttonVariants({ size: "lg" })}>
            {closing.products}
          </SiteLink>
          <SiteLink to="/contact" className={cn(buttonVariants({ variant: "outline", size: "lg" }))}>
            {closing.contact}
          </SiteLink>
        </div>
      </section>
    </>
  );
}
