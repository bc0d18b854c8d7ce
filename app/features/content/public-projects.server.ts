import { projects as shippedProjects } from "~/content/projects";
import { productTag } from "~/features/catalogue/catalogue-changes.server";
import { LISTS_TAG } from "~/features/catalogue/catalogue-changes.server";
import { entryTag } from "./content-kinds";
import type { ContentEntry } from "./content-store.server";
import { productsUsed, publicCard, publicCards, publicPicture, publishedBySlug, recordIn, richTextHtml } from "./public-content.server";
import type { ProjectCardData, PublicProject } from "./public-types";
import type { CaptionedPicture } from "~/platform/entities/cells";
import type { SiteLocale } from "~/platform/i18n/site-locale";
import { areaText } from "./project-words";

export { areaText, monthOf, monthText } from "./project-words";

/*
 * Projects as their pages show them: the cards of /projects (most recently completed first) and
 * one project with its details as HTML, its gallery and the products it used, each linked to its
 * published product. Its month and area are written in the page's language.
 */

export const projectCards = (locale: SiteLocale): Promise<{ cards: ProjectCardData[]; tags: string[] }> => publicCards("project", locale);

/** A gallery picture's alt text and caption in the page's language: the English, marked, where the French is blank. */
export function galleryWords(item: CaptionedPicture, locale: SiteLocale): Omit<PublicProject["gallery"][number], "image"> {
  if (locale !== "fr") return { alt: item.alt, caption: item.caption };
  const said = (text: string | null): text is string => text !== null && text.trim() !== "";
  return {
    alt: said(item.altFr) ? item.altFr : item.alt,
    ...(said(item.altFr) || !item.alt ? {} : { altLang: "en" as const }),
    caption: said(item.captionFr) ? item.captionFr : item.caption,
    ...(said(item.captionFr) || !item.caption ? {} : { captionLang: "en" as const }),
  };
}

/** The published project at this address, the products it used, and the tags of what its page shows. */
export async function publicProject(
  slug: string,
  locale: SiteLocale,
): Promise<{ project: PublicProject; productsUsed: { name: string; id: number | null }[]; tags: string[] } | null> {
  const entry = await publishedBySlug("project", slug);
  return entry ? projectView(entry, "public", locale) : null;
}

/** A project's page as visitors see it (or will: a draft's preview, its pictures signed). */
export async function projectView(entry: ContentEntry<"project">, access: "public" | "signed", locale: SiteLocale) {
  const record = recordIn("project", entry.record, locale);
  const used = await productsUsed(record.productsUsed);
  return {
    project: {
      ...(await publicCard("project", entry, locale, access)),
      description: record.description,
      detailsHtml: await richTextHtml(record.details, access, locale),
      area: areaText(record.area, locale),
      gallery: await Promise.all(
        record.gallery.map(async (item) => ({ image: await publicPicture(item.picture, access), ...galleryWords(item, locale) })),
      ),
      seoTitle: record.seoTitle,
      seoDescription: record.seoDescription,
    },
    productsUsed: used,
    // A product named by title may become published (or not) with any list change.
    tags: [entryTag("project", entry.id), LISTS_TAG, ...used.flatMap((item) => (item.id === null ? [] : [productTag(item.id)]))],
  };
}

/** The address an old numeric link (/projects/1 to /projects/4) named: the shipped projects' order. */
export const legacyProjectSlugs = shippedProjects.map((project) => project.id);
