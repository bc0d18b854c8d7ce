import { eq, sql } from "drizzle-orm";
import { fileNameSpellings } from "~/features/catalogue/product-files.server";
import { pictureFileName, productImages, products } from "~/platform/db/schema";
import { registerMediaUses } from "~/platform/media/media-uses.server";
import { decodedFileName } from "~/platform/media/media-file-name";

/*
 * Where the media library finds a picture among products (decision 065): a product's own picture
 * and its colours' pictures, through the indexes on their file names (migration 0006).
 */

const anyOf = (fileNames: readonly string[]) =>
  sql`array[${sql.join(
    [...new Set(fileNames.flatMap(fileNameSpellings))].map((name) => sql`${name}`),
    sql`, `,
  )}]::text[]`;

const editor = (id: number) => `/admin/products/${id}`;

registerMediaUses("product", {
  async usesOf(fileNames, database) {
    const rows = await database
      .select({ id: products.id, title: products.title, value: products.picture, deletedAt: products.deletedAt })
      .from(products)
      .where(sql`${pictureFileName(products.picture)} = any(${anyOf(fileNames)})`);
    return rows.map((row) => ({
      source: "product",
      label: row.title,
      href: editor(row.id),
      field: "media.use.productPicture",
      trashed: row.deletedAt !== null,
      fileName: decodedFileName(row.value ?? ""),
    }));
  },
  fileNamesInUse: () => sql`select ${pictureFileName(products.picture)} as name from ${products} where ${products.picture} is not null`,
  fileNamesOfRecordsMatching: (words) =>
    sql`select ${pictureFileName(products.picture)} as name from ${products} where ${products.picture} is not null and lower(${products.title}) like ${`%${words}%`}`,
});

registerMediaUses("colour", {
  async usesOf(fileNames, database) {
    const rows = await database
      .select({
        id: products.id,
        title: products.title,
        colour: productImages.altText,
        value: productImages.imageUrl,
        deletedAt: products.deletedAt,
      })
      .from(productImages)
      .innerJoin(products, eq(productImages.productId, products.id))
      .where(sql`${pictureFileName(productImages.imageUrl)} = any(${anyOf(fileNames)})`);
    return rows.map((row) => ({
      source: "colour",
      label: row.colour ? `${row.title} · ${row.colour}` : row.title,
      href: editor(row.id),
      field: "media.use.colourPicture",
      trashed: row.deletedAt !== null,
      fileName: decodedFileName(row.value),
    }));
  },
  fileNamesInUse: () => sql`select ${pictureFileName(productImages.imageUrl)} as name from ${productImages}`,
  fileNamesOfRecordsMatching: (words) =>
    sql`select ${pictureFileName(productImages.imageUrl)} as name from ${productImages} join ${products} on ${products.id} = ${productImages.productId} where lower(${products.title} || ' ' || coalesce(${productImages.altText}, '')) like ${`%${words}%`}`,
});
