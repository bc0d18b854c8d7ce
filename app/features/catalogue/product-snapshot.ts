/*
 * A product as the editor saves it and its history keeps it: every field, its category and its
 * pictures, as one plain document. Shared by the server (versions, audit entries, conflicts) and
 * the editor (the history's comparison and the conflict view), so both name the same changes.
 */

export interface ProductColourImage {
  /** Stored key, generated-image key or http(s) address of the colour's picture. */
  imageUrl: string;
  /** The colour's name: the picture's alt text and caption. */
  altText: string | null;
}

export interface ProductSnapshot {
  title: string;
  content: string;
  categoryId: number | null;
  /** The category's name when saved, so history reads well after a category is renamed or gone. */
  categoryName: string | null;
  size: string | null;
  series: string | null;
  color: string | null;
  level: string | null;
  packing: string | null;
  isPublished: boolean;
  isFeatured: boolean;
  displayOrder: number;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string | null;
  picture: string | null;
  images: ProductColourImage[];
}

/** The fields a person compares, in the order the editor shows them. */
export const snapshotFields = [
  "title",
  "content",
  "categoryId",
  "size",
  "series",
  "color",
  "level",
  "packing",
  "displayOrder",
  "isPublished",
  "isFeatured",
  "picture",
  "seoTitle",
  "seoDescription",
  "seoKeywords",
  "images",
] as const satisfies readonly (keyof ProductSnapshot)[];

export type SnapshotField = (typeof snapshotFields)[number];

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields that differ between two states, in the editor's order. */
export function changedSnapshotFields(before: ProductSnapshot, after: ProductSnapshot): SnapshotField[] {
  return snapshotFields.filter((field) => !same(before[field], after[field]));
}

/** Each differing field as [before, after]: what the audit log keeps of a change. */
export function snapshotChanges(before: ProductSnapshot, after: ProductSnapshot): Record<string, [unknown, unknown]> {
  return Object.fromEntries(changedSnapshotFields(before, after).map((field) => [field, [before[field], after[field]]]));
}

/** A snapshot read back from the database's JSON, whatever an older version stored. */
export function readSnapshot(value: unknown): ProductSnapshot {
  const data = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof data[key] === "string" && data[key] !== "" ? (data[key] as string) : null);
  const images = Array.isArray(data.images) ? data.images : [];
  return {
    title: text("title") ?? "",
    content: text("content") ?? "",
    categoryId: typeof data.categoryId === "number" ? data.categoryId : null,
    categoryName: text("categoryName"),
    size: text("size"),
    series: text("series"),
    color: text("color"),
    level: text("level"),
    packing: text("packing"),
    isPublished: data.isPublished === true,
    isFeatured: data.isFeatured === true,
    displayOrder: typeof data.displayOrder === "number" ? data.displayOrder : 0,
    seoTitle: text("seoTitle"),
    seoDescription: text("seoDescription"),
    seoKeywords: text("seoKeywords"),
    picture: text("picture"),
    images: images.flatMap((image: unknown) => {
      const item = (image && typeof image === "object" ? image : {}) as Record<string, unknown>;
      return typeof item.imageUrl === "string" && item.imageUrl
        ? [{ imageUrl: item.imageUrl, altText: typeof item.altText === "string" && item.altText ? item.altText : null }]
        : [];
    }),
  };
}
