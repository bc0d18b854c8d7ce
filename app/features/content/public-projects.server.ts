import { projects as shippedProjects } from "~/content/projects";
import { productTag } from "~/features/catalogue/catalogue-changes.server";
import { LISTS_TAG } from "~/features/catalogue/catalogue-changes.server";
import { entryTag, type ProjectRecord } from "./content-kinds";
import type { ContentEntry } from "./content-store.server";
import { productsUsed, publicPicture, publishedBySlug, publishedEntries, richTextHtml } from "./public-content.server";
import type { ProjectCardData, PublicProject } from "./public-types";

/*
 * Projects as their pages show them: the cards of /projects (most recently completed first) and
 * one project with its details as HTML, its gallery and the products it used, each linked to its
 * published product.
 */

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "2026-09" → "September 2026". */
export function monthText(month: string): string {
  const [year, number] = month.split("-");
  return `${MONTHS[Number(number) - 1] ?? ""} ${year}`.trim();
}

/** "September 2026" → "2026-09" (how the shipped projects wrote their month). */
export function monthOf(text: string): string {
  const [name, year] = text.split(" ");
  const index = MONTHS.indexOf(name ?? "");
  if (index < 0 || !/^\d{4}$/.test(year ?? "")) throw new Error(`Not a month: ${text}`);
  return `${year}-${String(index + 1).padStart(2, "0")}`;
}

/** 3200 → "3,200 sq ft"; nothing when not given. */
export const areaText = (squareFeet: number) => (squareFeet > 0 ? `${squareFeet.toLocaleString("en-CA")} sq ft` : "");

async function cardOf(record: ProjectRecord, access: "public" | "signed" = "public"): Promise<ProjectCardData> {
  return {
    slug: record.slug,
    title: record.title,
    location: record.location,
    date: monthText(record.month),
    month: record.month,
    category: record.category,
    image: await publicPicture(record.picture, access),
    imageAlt: record.pictureAlt,
  };
}

export async function projectCards(): Promise<{ cards: ProjectCardData[]; tags: string[] }> {
  const { entries, tags } = await publishedEntries("project");
  return { cards: await Promise.all(entries.map((entry) => cardOf(entry.record))), tags };
}

/** The published project at this address, the products it used, and the tags of what its page shows. */
export async function publicProject(
  slug: string,
): Promise<{ project: PublicProject; productsUsed: { name: string; id: number | null }[]; tags: string[] } | null> {
  const entry = await publishedBySlug("project", slug);
  return entry ? projectView(entry, "public") : null;
}

/** A project's page as visitors see it (or will: a draft's preview, its pictures signed). */
export async function projectView(entry: ContentEntry<"project">, access: "public" | "signed") {
  const record = entry.record;
  const used = await productsUsed(record.productsUsed);
  return {
    project: {
      ...(await cardOf(record, access)),
      description: record.description,
      detailsHtml: await richTextHtml(record.details, access),
      area: areaText(record.area),
      gallery: await Promise.all(
        record.gallery.map(async (item) => ({ image: await publicPicture(item.picture, access), alt: item.alt, caption: item.caption })),
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
