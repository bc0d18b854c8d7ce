import type { RecordOf } from "~/platform/entities/define";
import { company } from "./company.entity";
import { galleryItem } from "./gallery-item.entity";
import { newsArticle } from "./news.entity";
import { project } from "./project.entity";
import { homeSlide } from "./slide.entity";
import { articleSearchText, projectSearchText, type SearchText } from "./search-text";

/*
 * The kinds of the site's content, each its entity declaration and what the site does with it: the
 * address of an entry's page, how its list is ordered (newest first by its date, or in the order
 * staff give), and whether there is only one (the company's details). The store, the public
 * queries, the seed and the admin's Content section read this table; a new kind of content is a
 * declaration and a line here (decision 048). Shared by browser and server.
 */

interface KindSpec {
  /** The word for the kind in the admin's addresses: /admin/content/{segment}. */
  segment: string;
  /** The page of one entry, for kinds that have pages. */
  path?: (slug: string) => string;
  /** What that page gives search engines, from its record in the page's language (search-text.ts). */
  searchText?: (record: Record<string, string | null | undefined>) => SearchText;
  /** Newest first by the named date field, or staff's order. */
  order: { by: "field"; field: string } | { by: "position" };
  /** One record, always public, with no list, drafts or Trash. */
  singleton?: true;
}

export const contentKinds = {
  news: { entity: newsArticle, segment: "news", path: (slug: string) => `/news/${slug}`, searchText: articleSearchText, order: { by: "field", field: "date" } },
  project: { entity: project, segment: "projects", path: (slug: string) => `/projects/${slug}`, searchText: projectSearchText, order: { by: "field", field: "month" } },
  gallery: { entity: galleryItem, segment: "gallery", order: { by: "position" } },
  slide: { entity: homeSlide, segment: "slides", order: { by: "position" } },
  company: { entity: company, segment: "company", order: { by: "position" }, singleton: true },
} as const satisfies Record<string, KindSpec & { entity: { name: string } }>;

export type ContentKind = keyof typeof contentKinds;
export const CONTENT_KINDS = Object.keys(contentKinds) as ContentKind[];
export const isContentKind = (value: string): value is ContentKind => Object.hasOwn(contentKinds, value);

/** An entry's declared fields, typed from its kind's declaration. */
export type ContentRecord<K extends ContentKind> = RecordOf<(typeof contentKinds)[K]["entity"]>;

export type NewsRecord = ContentRecord<"news">;
export type ProjectRecord = ContentRecord<"project">;
export type GalleryRecord = ContentRecord<"gallery">;
export type SlideRecord = ContentRecord<"slide">;
export type CompanyRecord = ContentRecord<"company">;

/** Whether the kind is one record, always public (the company's details). */
export const isSingleton = (kind: ContentKind) => "singleton" in contentKinds[kind];

/** Whether the kind's entries have their own address (and so a slug). */
export const hasPages = (kind: ContentKind) => "path" in contentKinds[kind];

/*
 * What a cached read or page of the content shows, named as tags (decision 020): `<kind>:<id>`
 * for each entry shown, `<kind>:list` when it depends on which entries are public and in what
 * order, and `company` for the company's details (every page's footer).
 */
export const entryTag = (kind: ContentKind, id: number) => `${kind}:${id}`;
export const listTag = (kind: ContentKind) => `${kind}:list`;
export const COMPANY_TAG = "company";

/** The kind whose admin address word is `segment`, or null. */
export function kindOfSegment(segment: string | undefined): ContentKind | null {
  const found = CONTENT_KINDS.find((kind) => contentKinds[kind].segment === segment);
  return found ?? null;
}

/** Whether staff order the kind's entries themselves (by drag or by keyboard). */
export const staffOrdered = (kind: ContentKind) => contentKinds[kind].order.by === "position" && !isSingleton(kind);

/** The admin's address of a kind's list. */
export const listPath = (kind: ContentKind) => `/admin/content/${contentKinds[kind].segment}`;
