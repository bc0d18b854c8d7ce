import { SiteLink } from "~/ui/site-link";
import { siteNameFrom } from "~/ui/site-name";
import { PageHero, pageHeroSizes } from "~/ui/page-hero";
import { ProjectCard } from "~/features/site/project-card";
import { preloadImage } from "~/ui/responsive-image";
import { Reveal } from "~/ui/reveal";
import { buttonVariants } from "~/ui/button";
import { projectsHeroImage } from "~/content/projects";
import { fillPlaceholders } from "~/platform/text/fill";
import { pageCopies } from "~/content/page-copies.server";
import { copyFor, requestSiteLocale } from "~/platform/i18n/site-locale";
import { data } from "react-router";
import { projectCards } from "~/features/content/public-projects.server";
import { cacheTagHeaders, TAGGED_CACHE_SECONDS } from "~/platform/cache/cache-tags";
import { seo } from "~/ui/seo";
import { cn } from "~/ui/class-names";
import type { PageScriptsHandle } from "~/platform/render/page-scripts";
import type { Route } from "./+types/projects";

export const handle = { ...preloadImage(projectsHeroImage, pageHeroSizes), pageCacheSeconds: TAGGED_CACHE_SECONDS, scripts: "none" } satisfies PageScriptsHandle & { pageCacheSeconds: number };

export async function loader({ request }: Route.LoaderArgs) {
  const { cards, tags } = await projectCards(requestSiteLocale(request));
  return data({ copy: copyFor(request, pageCopies.projects), projects: cards }, { headers: cacheTagHeaders(tags) });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  // A page whose loader failed has no copy: its error page names itself.
  if (!loaderData?.copy) return [];
  const { meta, hero } = loaderData.copy;
  const list = loaderData.projects.map((project) => project.title.toLowerCase()).join(", ");
  return seo(
    {
      title: meta.title,
      description: fillPlaceholders(meta.description, { company: siteNameFrom(matches), list }),
      path: "/projects",
      image: hero.image,
    },
    matches,
  );
};

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  const { copy, projects } = loaderData;
  const { intro, cta } = copy;
  return (
    <>
      <PageHero {...copy.hero} />

      <section
        className="container-site pt-16 pb-24 sm:pt-24 lg:pt-32 lg:pb-32"
        aria-labelledby="projects-intro-heading"
      >
        <Reveal className="grid gap-6 lg:grid-cols-12 lg:items-end lg:gap-12">
          <div className="lg:col-span-6">
            <p className="eyebrow text-brass">{intro.eyebrow}</p>
            <h2 id="projects-intro-heading" className="mt-3 text-3xl sm:text-5xl">
              {intro.title}
            </h2>
          </div>
          <p className="max-w-prose text-lg text-bark lg:col-span-5 lg:col-start-8">
            {intro.text}
          </p>
        </Reveal>

        <ul className="mt-14 grid gap-x-10 gap-y-16 sm:mt-20 sm:grid-cols-2 lg:gap-y-20">
          {projects.map((project, index) => (
            <Reveal as="li" key={project.slug} delay={index * 0.08}>
              <ProjectCard project={project} categories={copy.categories} />
            </Reveal>
          ))}
        </ul>
      </section>

      <section className="bg-linen py-16 sm:py-24" aria-labelledby="projects-cta-heading">
        <Reveal className="container-site flex flex-col items-start gap-8 lg:flex-row lg:items-end lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="projects-cta-heading" className="text-3xl sm:text-4xl">
              {cta.title}
            </h2>
            <p className="mt-4 text-lg text-bark">{cta.text}</p>
          </div>
          <SiteLink
            to="/contact"
            className={cn(buttonVariants({ variant: "primary", size: "lg" }), "shrink-0")}
          >
            {cta.label}
          </SiteLink>
        </Reveal>
      </section>
    </>
  );
}
