import type { SiteLocale } from "~/platform/i18n/site-locale";
import { publicCard, publishedEntries } from "./public-content.server";
import type { PublicGalleryItem } from "./public-types";
import { gallerySlugs } from "./gallery-slugs";

/** A colour of the gallery as visitors get it, with the last segment of its own page's address. */
export type GalleryPicture = PublicGalleryItem & { slug: string };

/**
 * The gallery's published colours, in staff's order (as the kind's public read declares them), and
 * the tags of what they show. Each has its page (`/inspiration/gallery/{slug}`), named after its
 * English title in both languages, so an address does not change with the page's language.
 */
export async function galleryCards(locale: SiteLocale = "en"): Promise<{ items: GalleryPicture[]; tags: string[] }> {
  const { entries, tags } = await publishedEntries("gallery");
  const slugs = gallerySlugs(entries.map((entry) => ({ id: entry.id, title: entry.record.title })));
  const items = await Promise.all(
    entries.map(async (entry, index) => ({ ...(await publicCard("gallery", entry, locale)), slug: slugs[index]! })),
  );
  return { items, tags };
}
