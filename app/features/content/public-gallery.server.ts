import { publicPicture, publishedEntries } from "./public-content.server";
import type { PublicGalleryItem } from "./public-types";

/** The gallery's published colours, in staff's order, and the tags of what they show. */
export async function galleryCards(): Promise<{ items: PublicGalleryItem[]; tags: string[] }> {
  const { entries, tags } = await publishedEntries("gallery");
  const items = await Promise.all(
    entries.map(async (entry) => ({
      id: entry.id,
      title: entry.record.title,
      color: entry.record.colour,
      image: await publicPicture(entry.record.picture),
      imageAlt: entry.record.pictureAlt,
    })),
  );
  return { items, tags };
}
