import { FeatureRow } from "~/features/site/feature-row";
import { PageHero, pageHeroSizes } from "~/ui/page-hero";
import { preloadImage } from "~/ui/responsive-image";
import { Reveal } from "~/ui/reveal";
import { SectionHeader } from "~/ui/section-header";
import { gradesHeroImage } from "~/content/grades";
import { pageCopies } from "~/content/page-copies.server";
import { copyFor } from "~/platform/i18n/site-locale";
import { seo } from "~/ui/seo";
import type { PageScriptsHandle } from "~/platform/render/page-scripts";
import type { Route } from "./+types/hardwood-grades";

// Links and text only: the page ships no client app, just the chrome's small script (page-scripts.tsx).
export const handle = { ...preloadImage(gradesHeroImage, pageHeroSizes), scripts: "none" } satisfies PageScriptsHandle;

export function loader({ request }: Route.LoaderArgs) {
  return { copy: copyFor(request, pageCopies.grades) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seo({ ...loaderData.copy.meta, path: "/information/hardwood-grades", image: loaderData.copy.hero.image }, matches);

export default function HardwoodGradesPage({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  const { grades, standard } = copy;
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
      </section>
      <div className="container-site space-y-20 pb-16 sm:space-y-28 sm:pb-24">
        {grades.map((grade, index) => (
          <FeatureRow
            key={grade.id}
            id={grade.id}
            image={grade.image}
            imageAlt={grade.imageAlt}
            eyebrow={copy.gradeLabel.replace("{number}", String(index + 1)).replace("{count}", String(grades.length))}
            title={grade.name}
            reversed={index % 2 === 1}
          >
            {grade.description.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </FeatureRow>
        ))}
      </div>
      <section className="bg-walnut py-16 text-ivory sm:py-24" aria-labelledby="select-heading">
        <Reveal className="container-site max-w-4xl text-center">
          <p className="eyebrow text-brass-light">{standard.eyebrow}</p>
          <h2 id="select-heading" className="mt-3 text-3xl text-ivory sm:text-5xl">
            {standard.title}
          </h2>
          <p className="mx-auto mt-6 max-w-prose text-lg text-sand">{standard.text}</p>
        </Reveal>
      </section>
    </>
  );
}
