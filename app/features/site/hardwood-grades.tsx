import { FeatureRow } from "~/features/site/feature-row";
import { PageHero, pageHeroSizes } from "~/ui/page-hero";
import { preloadImage } from "~/ui/responsive-image";
import { Reveal } from "~/ui/reveal";
import { SectionHeader } from "~/ui/section-header";
import { grades, gradesIntro, selectAndBetterStatement } from "~/content/grades";
import { seo } from "~/ui/seo";
import type { Route } from "./+types/hardwood-grades";

export const handle = preloadImage(gradesIntro.hero.image, pageHeroSizes);

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Hardwood Grades: Clear, Premier, Select and Heritage",
      description:
        "What hardwood grades mean for the look of your floor, from uniform Clear to characterful Heritage. Our products only use Select and better.",
      path: "/information/hardwood-grades",
      image: gradesIntro.hero.image,
    },
    matches,
  );

export default function HardwoodGradesPage() {
  return (
    <>
      <PageHero {...gradesIntro.hero} />
      <section className="container-site py-16 sm:py-24">
        <SectionHeader title={gradesIntro.title} />
        <div className="mt-6 max-w-prose space-y-5 text-lg text-bark">
          {gradesIntro.paragraphs.map((paragraph) => (
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
            eyebrow={`Grade ${index + 1} of ${grades.length}`}
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
          <p className="eyebrow text-brass-light">Our standard</p>
          <h2 id="select-heading" className="mt-3 text-3xl text-ivory sm:text-5xl">
            {selectAndBetterStatement.title}
          </h2>
          <p className="mx-auto mt-6 max-w-prose text-lg text-sand">{selectAndBetterStatement.text}</p>
        </Reveal>
      </section>
    </>
  );
}
