import { Check } from "~/ui/icons/icon";
import { PageHero, pageHeroSizes } from "~/ui/page-hero";
import { preloadImage, ResponsiveImage } from "~/ui/responsive-image";
import { Reveal } from "~/ui/reveal";
import { SectionHeader } from "~/ui/section-header";
import { KeepWords } from "~/ui/keep-words-text";
import { installationHeroImage } from "~/content/installation";
import { pageCopies } from "~/content/page-copies.server";
import { copyFor } from "~/platform/i18n/site-locale";
import { seo } from "~/ui/seo";
import type { PageScriptsHandle } from "~/platform/render/page-scripts";
import type { Route } from "./+types/installation-maintenance";

export const handle = { ...preloadImage(installationHeroImage, pageHeroSizes), scripts: "none" } satisfies PageScriptsHandle;

export function loader({ request }: Route.LoaderArgs) {
  return { copy: copyFor(request, pageCopies.installation) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seo({ ...loaderData.copy.meta, path: "/information/installation-maintenance", image: loaderData.copy.hero.image }, matches);

export default function InstallationMaintenancePage({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  const { intro, maintenance, steps, care } = copy;
  return (
    <>
      <PageHero {...copy.hero} />
      <section className="container-site grid gap-12 py-16 sm:py-24 lg:grid-cols-12">
        <Reveal className="lg:col-span-7">
          <SectionHeader title={intro.title} />
          <div className="mt-6 max-w-prose space-y-5 text-lg text-bark">
            {intro.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
        </Reveal>
        <Reveal className="rounded-sm bg-linen p-8 lg:col-span-5 lg:p-10" delay={0.1}>
          <h2 className="text-2xl sm:text-3xl">
            <KeepWords>{maintenance.title}</KeepWords>
          </h2>
          <div className="mt-5 space-y-4 text-bark">
            {maintenance.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
        </Reveal>
      </section>

      <section className="bg-ivory pb-16 sm:pb-24" aria-labelledby="steps-heading">
        <div className="container-site">
          <SectionHeader id="steps-heading" eyebrow={steps.eyebrow} title={steps.title} />
          <ol className="mt-12 grid gap-6 md:grid-cols-2">
            {steps.items.map((step, index) => (
              <Reveal
                as="li"
                key={step.number}
                delay={(index % 2) * 0.08}
                className="flex gap-6 rounded-sm border border-sand bg-white p-6 sm:p-8"
              >
                <span aria-hidden="true" className="font-display text-5xl leading-none text-brass">
                  {step.number}
                </span>
                <div>
                  <h3 className="text-xl sm:text-2xl">
                    <span className="sr-only">{`${steps.stepLabel.replace("{number}", String(step.number))} `}</span>
                    {step.title}
                  </h3>
                  <p className="mt-3 text-bark">{step.text}</p>
                </div>
              </Reveal>
            ))}
          </ol>
        </div>
      </section>

      <section className="bg-linen py-16 sm:py-24" aria-labelledby="care-heading">
        <div className="container-site grid items-center gap-12 lg:grid-cols-12">
          <Reveal className="lg:col-span-6">
            <SectionHeader id="care-heading" eyebrow={care.eyebrow} title={care.title} />
            <ul className="mt-8 space-y-4">
              {care.items.map((tip) => (
                <li key={tip} className="flex gap-3 text-lg text-bark">
                  <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brass" />
                  {tip}
                </li>
              ))}
            </ul>
          </Reveal>
          <Reveal className="lg:col-span-6" delay={0.1}>
            <ResponsiveImage
              image={care.image}
              alt={care.imageAlt}
              sizes="(min-width: 1024px) 50vw, 100vw"
              className="aspect-[4/3] w-full rounded-sm object-cover"
            />
          </Reveal>
        </div>
      </section>
    </>
  );
}
