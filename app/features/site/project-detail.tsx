import { requestUrl } from "~/platform/http/request-url";
import { ArrowLeft, ArrowRight } from "~/ui/icons/icon";
import { langOf } from "~/platform/i18n/localized";
import { copyFor, localizedPath, siteLocaleOf } from "~/platform/i18n/site-locale";
import { categoryLabel, type ProjectCopy } from "~/content/projects";
import { pageCopies } from "~/content/page-copies.server";
import { siteNameFrom } from "~/ui/site-name";
import { pageTitle } from "~/platform/http/page-title";
import { data, redirect } from "react-router";
import { SiteLink } from "~/ui/site-link";
import { KeepWords } from "~/ui/keep-words-text";
import { ContentPicture } from "~/ui/content-picture";
import { largeImageUrl } from "~/platform/media/media-source";
import { legacyProjectSlugs, publicProject } from "~/features/content/public-projects.server";
import { cacheTagHeaders, TAGGED_CACHE_SECONDS } from "~/platform/cache/cache-tags";
import { projectSearchText } from "~/features/content/search-text";
import type { PublicProject } from "~/features/content/public-types";
import { Reveal } from "~/ui/reveal";
import { buttonVariants } from "~/ui/button";
import { legacyContentIndex } from "~/features/site/legacy-ids";
import { publicUrlFrom, seo } from "~/ui/seo";
import { cn } from "~/ui/class-names";
import type { PageScriptsHandle } from "~/platform/render/page-scripts";
import type { Route } from "./+types/project-detail";

export const handle = { pageCacheSeconds: TAGGED_CACHE_SECONDS, scripts: "none" } satisfies PageScriptsHandle & { pageCacheSeconds: number };

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = siteLocaleOf(requestUrl(request).pathname);
  const copy = copyFor(request, pageCopies.project);
  const found = await publicProject(params.id, locale);
  if (!found) {
    // The system this site replaced numbered its projects 1 to 4 in this order; old links still work.
    const legacy = legacyContentIndex(params.id, legacyProjectSlugs.length);
    if (legacy !== null)
      throw redirect(localizedPath(`/projects/${legacyProjectSlugs[legacy]}`, locale), 301);
    return data({ copy, project: null, productsUsed: [] }, { status: 404 });
  }
  return data(
    { copy, project: found.project, productsUsed: found.productsUsed },
    { headers: cacheTagHeaders(found.tags) },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  // A page whose loader failed has no copy: its error page names itself.
  if (!loaderData?.copy) return [];
  const project = loaderData.project;
  if (!project)
    return [
      { title: pageTitle(loaderData.copy.notFound.title, siteNameFrom(matches)) },
      { name: "robots", content: "noindex" },
    ];
  return seo(
    {
      ...projectSearchText(project),
      path: `/projects/${project.slug}`,
      imageHref: project.image ? largeImageUrl(project.image, publicUrlFrom(matches)) : undefined,
      type: "article",
    },
    matches,
  );
};

const backLinkClass =
  "inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-walnut transition-colors hover:text-brass-dark";

// Layout widths: the container is at most 80rem with 3rem gutters on desktop.
const heroImageSizes =
  "(min-width: 1280px) 1184px, (min-width: 1024px) calc(100vw - 6rem), (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)";
/**
 * Where each gallery picture sits, so that every row is full whatever the number of pictures: on
 * tablets two columns under a full-width lead; on desktops, across the page's width, a lead of two
 * thirds beside two stacked pictures, then rows of three, a short last row stretched to fill.
 */
function galleryTile(index: number, count: number): { className: string; imageClassName: string; sizes: string } {
  const phone = "calc(100vw - 2.5rem)";
  const afterLead = count - 1;
  const tabletFull = index === 0 || (afterLead % 2 === 1 && index === count - 1);
  let desktop: "full" | "half" | "lead" | "third";
  if (count === 1) desktop = "full";
  else if (count === 2) desktop = "half";
  else if (index === 0) desktop = "lead";
  else if (index < 3) desktop = "third";
  else {
    const rest = (count - 3) % 3;
    const inLastRow = rest > 0 && index >= count - rest;
    desktop = inLastRow ? (rest === 1 ? "full" : "half") : "third";
  }
  const columns = {
    full: "lg:col-span-6",
    half: "lg:col-span-3",
    lead: "lg:col-span-4 lg:row-span-2",
    third: "lg:col-span-2",
  };
  // The container is at most 80rem with 3rem gutters; the grid gap is 1.5rem.
  const widths = { full: "1184px", half: "584px", lead: "784px", third: "384px" };
  const fractions = {
    full: "100vw - 6rem",
    half: "50vw - 3.75rem",
    lead: "66vw - 4.5rem",
    third: "33vw - 3rem",
  };
  return {
    className: cn("flex flex-col", tabletFull && "sm:col-span-2", columns[desktop]),
    // Each picture keeps its shape with its caption under it; the lead one fills its two rows.
    imageClassName: cn(
      "aspect-[3/2] w-full rounded-sm object-cover",
      desktop === "lead" && "lg:aspect-auto lg:min-h-0 lg:flex-1",
    ),
    sizes: `(min-width: 1280px) ${widths[desktop]}, (min-width: 1024px) calc(${fractions[desktop]}), (min-width: 640px) ${tabletFull ? "calc(100vw - 4rem)" : "calc(50vw - 2.75rem)"}, ${phone}`,
  };
}

export default function ProjectDetail({ loaderData }: Route.ComponentProps) {
  return (
    <ProjectDetailView
      copy={loaderData.copy}
      project={loaderData.project}
      productsUsed={loaderData.productsUsed}
    />
  );
}

/** The project's page: for visitors, and for staff's preview of a draft. */
export function ProjectDetailView({
  copy,
  project,
  productsUsed,
}: {
  copy: ProjectCopy;
  project: PublicProject | null;
  productsUsed: readonly { name: string; id: number | null }[];
}) {
  if (!project) {
    return (
      <section className="container-site flex flex-col items-center py-28 text-center sm:py-40">
        <p className="eyebrow text-brass">{copy.notFound.eyebrow}</p>
        <h1 className="mt-4 text-4xl sm:text-5xl">{copy.notFound.title}</h1>
        <p className="mt-5 max-w-md text-lg text-bark">{copy.notFound.text}</p>
        <SiteLink to="/projects" className={cn(buttonVariants({ size: "lg" }), "mt-10")}>
          <ArrowLeft aria-hidden="true" className="size-4" /> {copy.back}
        </SiteLink>
      </section>
    );
  }

  const { details } = copy;
  const facts: { key: string; label: string; value: string; month?: string }[] = [
    { key: "location", label: details.location, value: project.location },
    { key: "completed", label: details.completed, value: project.date, month: project.month },
    ...(project.area ? [{ key: "area", label: details.area, value: project.area }] : []),
  ];

  return (
    <article className="container-site pt-8 pb-24 sm:pt-12 lg:pb-32">
      <SiteLink to="/projects" className={backLinkClass}>
        <ArrowLeft aria-hidden="true" className="size-4" /> {copy.back}
      </SiteLink>

      <div className="mt-6 overflow-hidden rounded-sm bg-linen">
        <ContentPicture
          source={project.image}
          alt={project.imageAlt}
          altLang={langOf(project, "pictureAlt")}
          sizes={heroImageSizes}
          priority
          className="aspect-[3/2] w-full object-cover sm:aspect-[16/9] lg:aspect-[21/9]"
        />
      </div>

      {/* The details box stays in view beside the story only: the gallery below is a block of its own. */}
      <div className="mt-12 grid gap-16 sm:mt-16 lg:grid-cols-12 lg:gap-x-16">
        <div className="lg:col-span-8">
          <p className="eyebrow text-brass">{categoryLabel(copy.categories, project.category)}</p>
          <h1 className="mt-4 text-4xl sm:text-5xl lg:text-6xl" lang={langOf(project, "title")}>
            <KeepWords>{project.title}</KeepWords>
          </h1>
          <p
            className="mt-8 max-w-[38rem] text-lg leading-relaxed text-walnut sm:text-xl"
            lang={langOf(project, "description")}
          >
            {project.description}
          </p>
          {/* Rendered on the server from the stored document, through its schema only (decision 048). */}
          <div
            className="rich-text mt-8 max-w-[38rem]"
            lang={langOf(project, "details")}
            dangerouslySetInnerHTML={{ __html: project.detailsHtml }}
          />
        </div>

        {/* A named section, not an aside: complementary landmarks must not sit inside main. */}
        <section
          aria-labelledby="project-details-heading"
          className="lg:sticky lg:top-28 lg:col-span-4 lg:self-start"
        >
          <div className="rounded-sm bg-linen p-8 sm:p-10">
            <h2 id="project-details-heading" className="text-2xl sm:text-3xl">
              {details.title}
            </h2>
            <dl className="mt-6 divide-y divide-sand border-y border-sand">
              {facts.map(({ key, label, value, month }) => (
                <div key={key} className="py-4">
                  <dt className="eyebrow text-stone">{label}</dt>
                  <dd className="mt-1.5 text-lg text-charcoal">
                    {month !== undefined ? <time dateTime={month}>{value}</time> : value}
                  </dd>
                </div>
              ))}
            </dl>
            <h3 className="mt-8 eyebrow font-sans text-stone">{details.productsUsed}</h3>
            <ul className="mt-4 space-y-3">
              {productsUsed.map(({ name, id }) => (
                <li key={name} className="flex gap-3 text-charcoal">
                  <span aria-hidden="true" className="mt-[0.7em] h-px w-4 shrink-0 bg-brass" />
                  {id !== null ? (
                    <SiteLink
                      to={`/products/${id}`}
                      className="underline decoration-sand underline-offset-4 transition-colors hover:text-brass-dark hover:decoration-brass"
                    >
                      <KeepWords>{name}</KeepWords>
                    </SiteLink>
                  ) : (
                    <span>
                      <KeepWords>{name}</KeepWords>
                    </span>
                  )}
                </li>
              ))}
            </ul>
            <SiteLink
              to="/contact"
              className={cn(buttonVariants({ variant: "primary", size: "lg" }), "mt-10 w-full")}
            >
              {details.cta} <ArrowRight aria-hidden="true" className="size-4" />
            </SiteLink>
          </div>
        </section>
      </div>

      <section aria-labelledby="project-gallery-heading" className="mt-16 lg:mt-24">
        <h2 id="project-gallery-heading" className="text-3xl sm:text-4xl">
          {copy.gallery}
        </h2>
        <ul
          className="mt-8 grid gap-4 sm:mt-10 sm:grid-cols-2 sm:gap-6 lg:grid-cols-6"
          data-project-gallery
        >
          {project.gallery.map((item, index) => {
            const tile = galleryTile(index, project.gallery.length);
            return (
              <Reveal as="li" key={index} delay={index * 0.08} className={tile.className}>
                <ContentPicture
                  source={item.image}
                  alt={item.alt}
                  altLang={item.altLang}
                  sizes={tile.sizes}
                  pictureClassName="contents"
                  className={tile.imageClassName}
                />
                {item.caption ? (
                  <p className="mt-3 text-sm text-stone" lang={item.captionLang}>
                    {item.caption}
                  </p>
                ) : null}
              </Reveal>
            );
          })}
        </ul>
      </section>
    </article>
  );
}
