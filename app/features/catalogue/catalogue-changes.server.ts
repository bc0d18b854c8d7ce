import { announceInvalidation } from "~/platform/cache/cache-bus.server";
import type { Invalidation } from "~/platform/cache/read-cache.server";

/*
 * What a write to the catalogue touched, in the tags the catalogue's cached reads and pages name
 * (platform/cache/cache-bus.server.ts carries them to every process).
 *
 * `product:<id>` for each product a read or page shows, `lists` when it depends on which products
 * are published and in what order (lists, searches, sizes, the featured collection, the sitemap),
 * `uploads` for which files are public. A write says which products it touched and whether it may
 * have changed lists; categories change names on every card and page, so a category change takes
 * everything.
 */

export type CatalogueChange =
  | { everything: true }
  | {
      /** The products written (created, edited, published, moved, deleted, restored). */
      products: readonly number[];
      /** Whether the change may alter which products lists show or their order. */
      lists: boolean;
    };

export const LISTS_TAG = "lists";
export const UPLOADS_TAG = "uploads";
export const productTag = (id: number) => `product:${id}`;

/** The tags of a page or read showing these products (and depending on lists when asked). */
export const productsShownTags = (productIds: readonly number[], lists: boolean): string[] => [
  ...(lists ? [LISTS_TAG] : []),
  ...productIds.map(productTag),
];

/** The tags a change invalidates. */
export function changeTags(change: CatalogueChange): Invalidation {
  if ("everything" in change) return "*";
  return [...change.products.map(productTag), UPLOADS_TAG, ...(change.lists ? [LISTS_TAG] : [])];
}

/**
 * Drops what a change touched, here and in every other process. Call it after the write
 * committed, once per write (a bulk edit or an import batch is one change, not one per row).
 */
export function announceCatalogueChange(change: CatalogueChange): Promise<void> {
  return announceInvalidation(changeTags(change));
}
