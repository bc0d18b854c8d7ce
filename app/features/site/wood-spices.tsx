import { FeatureRow } from "~/features/site/feature-row";
import { PageHero, pageHeroSizes } from "~/ui/page-hero";
import { preloadImage } from "~/ui/responsive-image";
import { SectionHeader } from "~/ui/section-header";
import { jankaUnit, speciesHeroImage } from "~/content/species";
import { pageCopies } from "~/content/page-copies.server";
import { copyFor, useSiteLocale, type SiteLocale } from "~/platform/i18n/site-locale";
import { seo } from "~/ui/seo";
import type { PageScriptsHandle } from "~/platform/render/page-scripts";
import type { Route } from "./+types/wood-spices";

export const handle = { ...preloadImage(speciesHeroImage, pageHeroSizes), scripts: "none" } satisfies PageScriptsHandle;

export function loader({ request }: Route.LoaderArgs) {
  return { copy: copyFor(request, pageCopies.species) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seo({ ...loaderData.copy.meta, path: "/inspiration/wood-spices", image: loaderData.copy.hero.image }, matches);

/** A rating as each language writes it: "1290" in English, "1 290" in French (a non-breaking space). */
const rating = (janka: number, locale: SiteLocale) =>
  locale === "fr" ? String(janka).replace(/\B(?=(\d{3})+$)/g, "\u00a0") : String(janka);

export default function WoodSpeciesPage({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  const locale = useSiteLocale();
  const hardest = Math.max(...copy.species.map((species) => species.janka));
  return (
    <>
      <PageHero {...copy.hero} />
      <section className="container-site py-16 sm:py-24">
        <SectionHeader title={copy.title} />
        <div className="mt-6 max-w-prose space-y-5 text-lg text-bark">
          {copy.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
        <dl className="mt-12 grid max-w-3xl gap-5" aria-label={copy.jankaLabel}>
          {copy.species.map((species) => (
            <div key={species.id} className="grid grid-cols-[7rem_1fr_auto] items-center gap-4">
              <dt className="font-semibold">{species.name}</dt>
              <dd className="h-2 overflow-hidden rounded-full bg-sand" aria-hidden="true">
                <span className="block h-full bg-brass" style={{ width: `${(species.janka / hardest) * 100}%` }} />
              </dd>
              <dd className="font-display text-xl tabular-nums">
                {rating(species.janka, locale)} <span className="text-sm text-stone">{jankaUnit}</span>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="container-site space-y-20 pb-20 sm:space-y-28 sm:pb-32">
        {copy.species.map((species, index) => (
          <FeatureRow
            key={species.id}
            id={species.id}
            image={species.image}
            imageAlt={species.imageAlt}
            eyebrow={`${copy.jankaLabel} ${rating(species.janka, locale)}`}
            title={species.name}
            reversed={index % 2 === 1}
          >
            <p className="font-display text-xl text-charcoal">{species.summary}</p>
            {species.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
            <ul className="grid gap-2 border-t border-sand pt-5 text-base">
              {species.traits.map((trait) => (
                <li key={trait} className="flex gap-3">
                  <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brass" />
                  {trait}
                </li>
              ))}
            </ul>
          </FeatureRow>
        ))}
      </div>
    </>
  );
}
