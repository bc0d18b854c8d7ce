import type { ImageSource } from "~/platform/media/media-source";
import type { CompanyRecord } from "./content-kinds";
import type { company } from "./company.entity";
import type { StaffOnlyKey } from "~/platform/entities/define";

/*
 * What the public pages receive of the site's content (from the loaders, in their data): only what
 * each page shows, pictures resolved and rich text already rendered to HTML on the server.
 */

/** What a card shows of an article. */
export interface ArticleCardData {
  /** On the French site, the stored texts (by field) shown in English for want of French. */
  english?: string[];
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  category: string;
  image: ImageSource | null;
  imageAlt: string;
}

export interface PublicArticle extends ArticleCardData {
  bodyHtml: string;
  seoTitle: string | null;
  seoDescription: string | null;
  updatedAt: string;
}

/** What a card shows of a project. */
export interface ProjectCardData {
  /** On the French site, the stored texts (by field) shown in English for want of French. */
  english?: string[];
  slug: string;
  title: string;
  location: string;
  /** 'September 2026', in the page's language ('septembre 2026'). */
  date: string;
  /** '2026-09'. */
  month: string;
  category: string;
  image: ImageSource | null;
  imageAlt: string;
}

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

export interface PublicGalleryItem {
  /** On the French site, the stored texts (by field) shown in English for want of French. */
  english?: string[];
  id: number;
  title: string;
  color: string;
  image: ImageSource | null;
  imageAlt: string;
}

export interface PublicSlide {
  /** On the French site, the stored texts (by field) shown in English for want of French. */
  english?: string[];
  id: number;
  image: ImageSource | null;
  portrait: ImageSource | null;
  imageAlt: string;
  title: string;
  subtitle: string;
  description: string;
  cta: { label: string; to: string };
}

/** The company's details as pages show them, with the phone as a `tel:` address; staff-only fields left out. */
export type PublicCompany = Omit<CompanyRecord, StaffOnlyKey<typeof company>> & { phoneHref: string };
