import { FeatureRow } from "~/features/site/feature-row";
import { PageHero, pageHeroSizes } from "~/ui/page-hero";
import { preloadImage } from "~/ui/responsive-image";
import { SectionHeader } from "~/ui/section-header";
import { technologyHeroImage } from "~/content/finishes";
import { pageCopies } from "~/content/page-copies.server";
import { copyFor } from "~/platform/i18n/site-locale";
import { seo } from "~/ui/seo";
import type { PageScriptsHandle } from "~/platform/render/page-scripts";
import type { Route } from "./+types/flooring-technology";

// Links and text only: the page ships no client app, just the chrome's small script (page-scripts.tsx).
export const handle = { ...preloadImage(technologyHeroImage, pageHeroSizes), scripts: "none" } satisfies PageScriptsHandle;

export function loader({ request }: Route.LoaderArgs) {
  return { copy: copyFor(request, pageCopies.technology) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seo({ ...loaderData.copy.meta, path: "/inspiration/flooring-technology", image: loaderData.copy.hero.image }, matches);

export default function FlooringTechnologyPage({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
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
        <nav aria-label={copy.navLabel} className="mt-10">
          <ul className="flex flex-wrap gap-3">
            {copy.finishes.map((finish) => (
              <li key={finish.id}>
                <a
                  href={`#${finish.id}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-sand px-5 text-sm font-medium hover:border-brass hover:text-brass"
                >
                  {finish.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </section>
      <div className="container-site space-y-20 pb-20 sm:space-y-28 sm:pb-32">
        {copy.finishes.map((finish, index) => (
          <FeatureRow
            key={finish.id}
            id={finish.id}
            image={finish.image}
            imageAlt={finish.imageAlt}
            eyebrow={`${copy.finishLabel} 0${index + 1}`}
            title={finish.name}
            reversed={index % 2 === 1}
          >
            <p className="font-display text-xl text-charcoal">{finish.summary}</p>
            {finish.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
            <p className="border-t border-sand pt-5 text-base">
              <span className="font-semibold text-charcoal">{`${copy.bestForLabel} `}</span>
              {finish.bestFor}
            </p>
          </FeatureRow>
        ))}
      </div>
    </>
  );
}
