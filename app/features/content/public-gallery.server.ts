import type { SiteLocale } from "~/platform/i18n/site-locale";
import { publicCards } from "./public-content.server";
import type { PublicGalleryItem } from "./public-types";

/** The gallery's published colours, in staff's order (as the kind's public read declares them), and the tags of what they show. */
export async function galleryCards(locale: SiteLocale = "en"): Promise<{ items: PublicGalleryItem[]; tags: string[] }> {
  const { cards, tags } = await publicCards("gallery", locale);
  return { items: cards, tags };
}
