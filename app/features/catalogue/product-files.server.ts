import { and, eq, isNull, sql } from "drizzle-orm";
import { db as defaultDb, type Database, type Queryable } from "~/platform/db/client.server";
import { readSnapshot } from "~/features/catalogue/product-snapshot";
import { pictureFileName, productImages, products, productVersions } from "~/platform/db/schema";

/*
 * Which products name an uploaded file (their picture, a colour's picture, a stored version):
 * whether the file may be served publicly, and whether it may be removed.
 */

/**
 * How a stored value may spell a file name: as it is, and percent-encoded the ways browsers and
 * scripts encode a path segment. The image resolver decodes values; the index reads them as stored.
 */
export function fileNameSpellings(fileName: string): string[] {
  const spellings = new Set([fileName]);
  for (const encode of [encodeURIComponent, encodeURI]) {
    try {
      spellings.add(encode(fileName));
    } catch {
      // A lone surrogate cannot be encoded, nor stored by a browser.
    }
  }
  return [...spellings];
}

const spelledAs = (fileNames: readonly string[]) => {
  const spellings = [...new Set(fileNames.flatMap(fileNameSpellings))];
  // An array parameter, so the planner sees one `= any(…)` over the expression index.
  return sql`array[${sql.join(
    spellings.map((name) => sql`${name}`),
    sql`, `,
  )}]::text[]`;
};

/**
 * Picture and colour-image values of published products (not in the Trash) whose file name is
 * `fileName`, so the media route can tell whether an uploaded file belongs to a published
 * product (and may be public). An index lookup on `pictureFileName` (migration 0006); the caller
 * checks which of these values really resolve to its file (`isPublishedUpload`).
 */
export async function listPublishedImageValuesMentioning(
  fileName: string,
  database: Database = defaultDb(),
): Promise<string[]> {
  const names = spelledAs([fileName]);
  const live = and(eq(products.isPublished, true), isNull(products.deletedAt));
  const [pictures, images] = await Promise.all([
    database
      .select({ value: products.picture })
      .from(products)
      .where(and(sql`${pictureFileName(products.picture)} = any(${names})`, live)),
    database
      .select({ value: productImages.imageUrl })
      .from(productImages)
      .innerJoin(products, eq(productImages.productId, products.id))
      .where(and(sql`${pictureFileName(productImages.imageUrl)} = any(${names})`, live)),
  ]);
  return [...pictures, ...images].map((row) => row.value).filter((value): value is string => Boolean(value));
}

/**
 * Every stored picture value, of any product (drafts and the Trash included) and of any saved
 * version in their history, whose file name is one of `fileNames`: what still uses a file, so
 * the Trash's purge keeps it. Current values through the index; saved versions are read whole
 * (only the purge asks, and rarely).
 */
export async function listImageValuesNaming(
  fileNames: readonly string[],
  database: Pick<Queryable, "select"> = defaultDb(),
): Promise<string[]> {
  if (fileNames.length === 0) return [];
  const names = spelledAs(fileNames);
  // One after another: the purge asks inside its transaction, whose connection runs one query at a time.
  const pictures = await database
    .select({ value: products.picture })
    .from(products)
    .where(sql`${pictureFileName(products.picture)} = any(${names})`);
  const images = await database
    .select({ value: productImages.imageUrl })
    .from(productImages)
    .where(sql`${pictureFileName(productImages.imageUrl)} = any(${names})`);
  const saved = await database
    .select({ data: productVersions.data })
    .from(productVersions)
    .where(
      sql`${pictureFileName(sql`${productVersions.data} ->> 'picture'`)} = any(${names}) or exists (
        select 1 from jsonb_array_elements(case when jsonb_typeof(${productVersions.data} -> 'images') = 'array' then ${productVersions.data} -> 'images' else '[]'::jsonb end) as image
        where ${pictureFileName(sql`image ->> 'imageUrl'`)} = any(${names}))`,
    );
  const versions = saved.flatMap(({ data }) => {
    const snapshot = readSnapshot(data);
    return [snapshot.picture, ...snapshot.images.map((image) => image.imageUrl)].map((value) => ({ value }));
  });
  return [...new Set([...pictures, ...images, ...versions].map((row) => row.value).filter((value): value is string => Boolean(value)))];
}
