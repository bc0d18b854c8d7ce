import type { UserRole } from "~/platform/db/schema";
import type { FieldDeclaration, RecordOf } from "~/platform/entities/define";
import type { MessageKey } from "~/platform/i18n/i18n";
import { monthText } from "./project-words";
import { publicRead, type AnyPublicRead } from "./public-read";
import { company } from "./company.entity";
import { galleryItem } from "./gallery-item.entity";
import { newsArticle } from "./news.entity";
import { project } from "./project.entity";
import { homeSlide } from "./slide.entity";
import { articleSearchText, projectSearchText, type SearchText } from "./search-text";

/*
 * The kinds of the site's content, each its entity declaration and what the site does with it: the
 * address of an entry's page, how its list is ordered (newest first by its date, or in the order
 * staff give), whether there is only one (the company's details), and its public side: the page
 * that lists it, which entries the sitemap lists, the cache tags it touches and what visitors get
 * of an entry. The store, the public reads, the sitemap, the home page's tags, the seed and the
 * admin's Content section read this table; a new kind of content is a declaration and a line here,
 * with its messages (decision 048). Shared by browser and server.
 */

/** What a kind declares besides its entity. */
export interface KindSpec {
  /** The word for the kind in the admin's addresses: /admin/content/{segment}. */
  segment: string;
  /** The page of one entry, for kinds that have pages: the address pattern of its published entries in the sitemap. */
  path?: (slug: string) => string;
  /** What that page gives search engines, from its record in the page's language (search-text.ts). */
  searchText?: (record: Record<string, string | null | undefined>) => SearchText;
  /** Newest first by the named date field, or staff's order. */
  order: { by: "field"; field: string } | { by: "position" };
  /** One record, always public, with no list, drafts or Trash. */
  singleton?: true;
  /**
   * The public page that shows its published entries: its date in the sitemap is their latest
   * change, and its loader's cache tags are theirs (the home page's are its slides').
   */
  listPage?: string;
  /** Which of its entries the sitemap lists, each at `path`: the published ones. */
  sitemapEntries?: "published";
  /**
   * The cache tags its public reads carry and its writes drop (decision 020): `entries`,
   * `<kind>:list` and `<kind>:<id>` for each entry shown; or one tag for all of it (the company's
   * details, on every page).
   */
  cacheTags: { by: "entries" } | { by: "one"; tag: string };
  /** What visitors get of an entry (public-read.ts); kinds read another way (the company's details) declare none. */
  publicRead?: AnyPublicRead;
}

/** The tag of the company's details: every page's footer shows them. */
export const COMPANY_TAG = "company";

const byEntries = { by: "entries" } as const;

const newsCard = publicRead(newsArticle, {
  fields: { slug: "slug", title: "title", excerpt: "excerpt", date: "date", category: "category", image: "picture", imageAlt: "pictureAlt" },
});

const projectCard = publicRead(project, {
  fields: {
    slug: "slug",
    title: "title",
    location: "location",
    date: (record, { locale }) => monthText(record.month, locale),
    month: "month",
    category: "category",
    image: "picture",
    imageAlt: "pictureAlt",
  },
});

const galleryCard = publicRead(galleryItem, { id: true, fields: { title: "title", color: "colour", image: "picture", imageAlt: "pictureAlt" } });

const slideCard = publicRead(homeSlide, {
  id: true,
  fields: {
    image: "picture",
    // An upload names its own upright picture; a generated picture brings its upright composition.
    portrait: async (record, { picture, uprightOf }) =>
      record.portraitPicture ? picture(record.portraitPicture) : uprightOf(await picture(record.picture)),
    imageAlt: "pictureAlt",
    title: "title",
    subtitle: "subtitle",
    description: "description",
    cta: (record) => ({ label: record.buttonText, to: record.buttonLink }),
  },
});

export const contentKinds = defineContentKinds({
  news: {
    entity: newsArticle,
    segment: "news",
    path: (slug: string) => `/news/${slug}`,
    searchText: articleSearchText,
    order: { by: "field", field: "date" },
    listPage: "/news",
    sitemapEntries: "published",
    cacheTags: byEntries,
    publicRead: newsCard,
  },
  project: {
    entity: project,
    segment: "projects",
    path: (slug: string) => `/projects/${slug}`,
    searchText: projectSearchText,
    order: { by: "field", field: "month" },
    listPage: "/projects",
    sitemapEntries: "published",
    cacheTags: byEntries,
    publicRead: projectCard,
  },
  gallery: { entity: galleryItem, segment: "gallery", order: { by: "position" }, listPage: "/inspiration/gallery", cacheTags: byEntries, publicRead: galleryCard },
  slide: { entity: homeSlide, segment: "slides", order: { by: "position" }, listPage: "/", cacheTags: byEntries, publicRead: slideCard },
  company: { entity: company, segment: "company", order: { by: "position" }, singleton: true, listPage: "/contact", cacheTags: { by: "one", tag: COMPANY_TAG } },
});

/*
 * The admin names each kind, and each part of its editor, by messages its name makes:
 * `content.kind.<kind>` (its list), and for kinds with a list `content.new.<kind>`,
 * `content.edit.<kind>` and `content.one.<kind>`; `content.editor.groups.<group>` for each group
 * of its entity. `defineContentKinds` refuses (as a type error) a kind whose messages are not in
 * the catalogues (content/messages/messages.content.{en,zh}.ts).
 */
type ListWords = "new" | "edit" | "one";
export type KindMessageKeys<Kind extends string, Singleton extends boolean, Group extends string> =
  | `content.kind.${Kind}`
  | (Singleton extends true ? never : `content.${ListWords}.${Kind}`)
  | `content.editor.groups.${Group}`;

/** A kind as the registry holds it, whatever its entity. */
export type DeclaredKind = KindSpec & { entity: { name: string; access: readonly UserRole[]; groups: readonly string[]; field: object; fields: readonly FieldDeclaration[] } };
type MessagesOf<Kind extends string, Spec extends DeclaredKind> = KindMessageKeys<Kind, Spec extends { singleton: true } ? true : false, Spec["entity"]["groups"][number]>;
type Checked<Kinds extends Record<string, DeclaredKind>> = {
  [Kind in keyof Kinds]: Exclude<MessagesOf<Kind & string, Kinds[Kind]>, MessageKey> extends never
    ? Kinds[Kind]
    : Kinds[Kind] & { missingMessages: Exclude<MessagesOf<Kind & string, Kinds[Kind]>, MessageKey> };
};

/** The kinds of the site's content, each checked: its messages are in the catalogues. */
export function defineContentKinds<const Kinds extends Record<string, DeclaredKind>>(kinds: Kinds & NoInfer<Checked<Kinds>>): Kinds {
  return kinds;
}

export type ContentKind = keyof typeof contentKinds;

/*
 * The registry in force: the site's kinds. A test may put another in force (the site's kinds and
 * one more, declared as a developer would), and every reader below (the store, the admin's
 * lists, editors, history and export, the public reads and the sitemap) follows it.
 */
type Registry = Readonly<Record<string, DeclaredKind>>;
let inForce: Registry = contentKinds;

/** Puts `registry` in force in place of the site's kinds; the function returned puts back what was. */
export function installContentKinds(registry: Registry): () => void {
  const before = inForce;
  inForce = registry;
  return () => {
    inForce = before;
  };
}

/** A kind's declaration, from the registry in force. */
export const kindSpec = <K extends ContentKind>(kind: K): (typeof contentKinds)[K] => inForce[kind] as (typeof contentKinds)[K];

/** A kind's declaration as any kind's reader sees it (its public side, its fields untyped). */
export const kindDeclaration = (kind: ContentKind): DeclaredKind => inForce[kind]!;

/** The kinds in force, in their declared order (the admin's navigation's). */
export const contentKindNames = () => Object.keys(inForce) as ContentKind[];

export const isContentKind = (value: string): value is ContentKind => Object.hasOwn(inForce, value);

/** An entry's declared fields, typed from its kind's declaration. */
export type ContentRecord<K extends ContentKind> = RecordOf<(typeof contentKinds)[K]["entity"]>;

export type NewsRecord = ContentRecord<"news">;
export type ProjectRecord = ContentRecord<"project">;
export type GalleryRecord = ContentRecord<"gallery">;
export type SlideRecord = ContentRecord<"slide">;
export type CompanyRecord = ContentRecord<"company">;

/** The kinds that are one record (the company's details), and those with a list. */
export type SingletonKind = { [K in ContentKind]: (typeof contentKinds)[K] extends { singleton: true } ? K : never }[ContentKind];
export type ListedKind = Exclude<ContentKind, SingletonKind>;

/** The groups (editor's parts) of every kind. */
export type ContentGroupName = (typeof contentKinds)[ContentKind]["entity"]["groups"][number];

/** Whether the kind is one record, always public (the company's details). */
export const isSingleton = (kind: ContentKind): kind is SingletonKind => "singleton" in kindSpec(kind);

/** Whether the kind's entries have their own address (and so a slug). */
export const hasPages = (kind: ContentKind) => "path" in kindSpec(kind);

/*
 * What a cached read or page of the content shows, named as tags (decision 020): `<kind>:<id>`
 * for each entry shown, `<kind>:list` when it depends on which entries are public and in what
 * order, and `company` for the company's details (every page's footer): `cacheTags` above.
 */
export const entryTag = (kind: ContentKind, id: number) => `${kind}:${id}`;
export const listTag = (kind: ContentKind) => `${kind}:list`;

/** The tags of what a public read of these entries shows (`lists`: which are public, and their order), as the kind declares them. */
export function kindTags(kind: ContentKind, ids: readonly number[], lists: boolean): string[] {
  const declared = kindSpec(kind).cacheTags;
  if (declared.by === "one") return [declared.tag];
  return [...(lists ? [listTag(kind)] : []), ...ids.map((id) => entryTag(kind, id))];
}

/** The kind whose admin address word is `segment`, or null. */
export function kindOfSegment(segment: string | undefined): ContentKind | null {
  const found = contentKindNames().find((kind) => kindSpec(kind).segment === segment);
  return found ?? null;
}

/** Whether staff order the kind's entries themselves (by drag or by keyboard). */
export const staffOrdered = (kind: ContentKind) => kindSpec(kind).order.by === "position" && !isSingleton(kind);

/** The admin's address of a kind's list. */
export const listPath = (kind: ContentKind) => `/admin/content/${kindSpec(kind).segment}`;
