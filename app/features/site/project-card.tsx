import { ArrowUpRight, CalendarDays, MapPin } from "~/ui/icons/icon";
import { langOf } from "~/platform/i18n/localized";
import { SiteLink } from "~/ui/site-link";
import { KeepWords } from "~/ui/keep-words-text";
import { ContentPicture } from "~/ui/content-picture";
import type { ProjectCardData } from "~/features/content/public-types";
import { categoryLabel, type ProjectCategoryLabels } from "~/content/projects";

const projectCardSizes =
  "(min-width: 1280px) 572px, (min-width: 640px) calc(50vw - 3.5rem), calc(100vw - 2.5rem)";

/**
 * A project in the list: image, category (named as `categories` name it, in the page's language),
 * title, location and completion date; the title links to the project.
 */
export function ProjectCard({ project, categories }: { project: ProjectCardData; categories: ProjectCategoryLabels }) {
  return (
    <article className="group relative flex h-full flex-col">
      <div className="relative overflow-hidden rounded-sm bg-linen">
        <ContentPicture
          source={project.image}
          alt={project.imageAlt}
          altLang={langOf(project, "pictureAlt")}
          sizes={projectCardSizes}
          className="aspect-[4/3] w-full object-cover transition-transform duration-700 ease-soft group-hover:scale-[1.03]"
        />
        <span
          aria-hidden="true"
          className="absolute right-4 bottom-4 flex size-11 items-center justify-center rounded-full bg-ivory/95 text-walnut opacity-0 transition-all duration-500 ease-soft group-hover:opacity-100 group-focus-within:opacity-100"
        >
          <ArrowUpRight className="size-5" />
        </span>
      </div>
      <div className="pt-6">
        <p className="eyebrow text-brass">{categoryLabel(categories, project.category)}</p>
        <h3 className="mt-3 text-2xl transition-colors duration-300 group-hover:text-brass-dark sm:text-3xl">
          <SiteLink
            to={`/projects/${project.slug}`}
            className="after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-brass"
            lang={langOf(project, "title")}
          >
            <KeepWords>{project.title}</KeepWords>
          </SiteLink>
        </h3>
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-[0.95rem] text-stone">
          <span className="inline-flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 text-brass" />
            <span lang={langOf(project, "location")}>{project.location}</span>
          </span>
          <span className="inline-flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="size-4 text-brass" />
            <time dateTime={project.month}>{project.date}</time>
          </span>
        </p>
      </div>
    </article>
  );
}
