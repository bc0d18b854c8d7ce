import { SiteLink } from "~/ui/site-link";
import { siteNameFrom } from "~/ui/site-name";
import { PageHero, pageHeroSizes } from "~/ui/page-hero";
import { ProjectCard } from "~/features/site/project-card";
import { preloadImage } from "~/ui/responsive-image";
import { Reveal } from "~/ui/reveal";
import { buttonVariants } from "~/ui/button";
import { projectsHero, projectsIntro } from "~/content/projects";
import { data } from "react-router";
import { CATALOGUE_CACHE_SECONDS } from "~/features/catalogue/public/catalogue-query";
import { projectCards } from "~/features/content/public-projects.server";
import { contentPageTags } from "~/features/content/public-content.server";
import { seo } from "~/ui/seo";
import { cn } from "~/ui/utils";
import type { Route } from "./+types/projects";

export const handle = { ...preloadImage(projectsHero.image, pageHeroSizes), pageCacheSeconds: CATALOGUE_CACHE_SECONDS };

export async function loader() {
  const { cards, tags } = await projectCards();
  return data({ projects: cards }, { headers: contentPageTags(tags) });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(
    {
      title: projectsHero.title,
      description: `Residential and commercial flooring projects completed with ${siteNameFrom(matches)} across Canada: ${(loaderData?.projects ?? [])
        .map((project) => project.title.toLowerCase())
        .join(", ")}.`,
      path: "/projects",
      image: projectsHero.image,
    },
    matches,
  );

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  const { projects } = loaderData;
  return (
    <>
      <PageHero {...projectsHero} />

      <section
        className="container-site pt-16 pb-24 sm:pt-24 lg:pt-32 lg:pb-32"
        aria-labelledby="projects-intro-heading"
      >
        <Reveal className="grid gap-6 lg:grid-cols-12 lg:items-end lg:gap-12">
          <div className="lg:col-span-6">
            <p className="eyebrow text-brass">Selected work</p>
            <h2 id="projects-intro-heading" className="mt-3 text-3xl sm:text-5xl">
              {projectsIntro.title}
            </h2>
          </div>
          <p className="max-w-prose text-lg text-bark lg:col-span-5 lg:col-start-8">
            {projectsIntro.text}
          </p>
        </Reveal>

        <ul className="mt-14 grid gap-x-10 gap-y-16 sm:mt-20 sm:grid-cols-2 lg:gap-y-20">
          {projects.map((project, index) => (
            <Reveal as="li" key={project.slug} delay={index * 0.08}>
              <ProjectCard project={project} />
            </Reveal>
          ))}
        </ul>
      </section>

      <section className="bg-linen py-16 sm:py-24" aria-labelledby="projects-cta-heading">
        <Reveal className="container-site flex flex-col items-start gap-8 lg:flex-row lg:items-end lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="projects-cta-heading" className="text-3xl sm:text-4xl">
              Planning a floor of your own?
            </h2>
            <p className="mt-4 text-lg text-bark">
              Tell us about the space and how it is used. We will suggest floors, send samples and
              prepare a quote.
            </p>
          </div>
          <SiteLink
            to="/contact"
            className={cn(buttonVariants({ variant: "primary", size: "lg" }), "shrink-0")}
          >
            Start Your Project
          </SiteLink>
        </Reveal>
      </section>
    </>
  );
}
