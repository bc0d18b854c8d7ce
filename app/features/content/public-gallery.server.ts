import type { SiteLocale } from "~/platform/i18n/site-locale";
import { publicPicture, publishedEntries, recordIn } from "./public-content.server";
import type { PublicGalleryItem } from "./public-types";

/** The gallery's published colours, in staff's order, and the tags of what they show. */
export async function galleryCards(locale: SiteLocale = "en"): Promise<{ items: PublicGalleryItem[]; tags: string[] }> {
  const { entries, tags } = await publishedEntries("gallery");
  const items = await Promise.all(
    entries.map(async (entry) => {
      const record = recordIn("gallery", entry.record, locale);
      return {
        id: entry.id,
        english: record.english,
        title: record.title,
        color: record.colour,
        image: await publicPicture(record.picture),
        imageAlt: record.pictureAlt,
      };
    }),
  );
  return { items, tags };
}
