import type { ImageSource } from "~/platform/media/media-source";
import type { CompanyRecord, ContentKind, contentKinds } from "./content-kinds";
import type { PublicCardOf } from "./public-read";
import type { company } from "./company.entity";
import type { StaffOnlyKey } from "~/platform/entities/define";

/*
 * What the public pages receive of the site's content (from the loaders, in their data): only what
 * each page shows, pictures resolved and rich text already rendered to HTML on the server. A card
 * is what its kind's declared public read makes (content-kinds.ts); a page of one entry adds to it.
 */

/** An entry of a kind as its declared public read gives it (content-kinds.ts, public-read.ts). */
export type PublicCard<K extends ReadKind> = PublicCardOf<Declared[K]["entity"], Declared[K]["publicRead"]>;

type Declared = typeof contentKinds;
/** The kinds that declare what visitors get of an entry. */
export type ReadKind = { [K in ContentKind]: Declared[K] extends { publicRead: object } ? K : never }[ContentKind];

/** What a kind's public read gives: its card's type for the site's kinds, named properties for another registry's. */
export type CardFor<K extends ContentKind> = K extends ReadKind ? PublicCard<K> : Record<string, unknown>;

/** What a card shows of an article. */
export type ArticleCardData = PublicCard<"news">;

export interface PublicArticle extends ArticleCardData {
  bodyHtml: string;
  seoTitle: string | null;
  seoDescription: string | null;
  updatedAt: string;
}

/** What a card shows of a project: its month as '2026-09' and as the page writes it ('September 2026', 'septembre 2026'). */
export type ProjectCardData = PublicCard<"project">;

export interface PublicProject extends ProjectCardData {
  description: string;
  detailsHtml: string;
  /** '3,200 sq ft' in the page's language ('3 200 pi²'), or empty when not given. */
  area: string;
  /** Each picture's words in the page's language; `lang` is 'en' where a French page shows the English. */
  gallery: { image: ImageSource | null; alt: string; altLang?: "en"; caption: string | null; captionLang?: "en" }[];
  seoTitle: string | null;
  seoDescription: string | null;
}

export type PublicGalleryItem = PublicCard<"gallery">;

export type PublicSlide = PublicCard<"slide">;

/** The company's details as pages show them, with the phone as a `tel:` address; staff-only fields left out. */
export type PublicCompany = Omit<CompanyRecord, StaffOnlyKey<typeof company>> & { phoneHref: string };
