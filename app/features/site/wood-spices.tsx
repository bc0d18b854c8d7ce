import { FeatureRow } from "~/features/site/feature-row";
import { PageHero, pageHeroSizes } from "~/ui/page-hero";
import { preloadImage } from "~/ui/responsive-image";
import { SectionHeader } from "~/ui/section-header";
import { speciesIntro, woodSpecies } from "~/content/species";
import { seo } from "~/ui/seo";
import type { Route } from "./+types/wood-spices";

export const handle = preloadImage(speciesIntro.hero.image, pageHeroSizes);

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Wood Species: Red Oak, Maple and Walnut",
      description:
        "Compare red oak, maple and walnut hardwood floors: colour, grain and Janka hardness (red oak 1290, maple 1450, walnut 1010).",
      path: "/inspiration/wood-spices",
      image: speciesIntro.hero.image,
    },
    matches,
  );

export default function WoodSpeciesPage() {
  const hardest = Math.max(...woodSpecies.map((species) => species.janka));
  return (
    <>
      <PageHero {...speciesIntro.hero} />
      <section className="container-site py-16 sm:py-24">
        <SectionHeader title={speciesIntro.title} />
        <div className="mt-6 max-w-prose space-y-5 text-lg text-bark">
          {speciesIntro.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
        <dl className="mt-12 grid max-w-3xl gap-5" aria-label={speciesIntro.jankaLabel}>
          {woodSpecies.map((species) => (
            <div key={species.id} className="grid grid-cols-[7rem_1fr_auto] items-center gap-4">
              <dt className="font-semibold">{species.name}</dt>
              <dd className="h-2 overflow-hidden rounded-full bg-sand" aria-hidden="true">
                <span className="block h-full bg-brass" style={{ width: `${(species.janka / hardest) * 100}%` }} />
              </dd>
              <dd className="font-display text-xl tabular-nums">
                {species.janka} <span className="text-sm text-stone">{speciesIntro.jankaUnit}</span>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="container-site space-y-20 pb-20 sm:space-y-28 sm:pb-32">
        {woodSpecies.map((species, index) => (
          <FeatureRow
            key={species.id}
            id={species.id}
            image={species.image}
            imageAlt={species.imageAlt}
            eyebrow={`${speciesIntro.jankaLabel} ${species.janka}`}
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
