import { eq, inArray, sql } from "drizzle-orm";
import { fileNameSpellings } from "~/features/catalogue/product-files.server";
import { colourImagesOf } from "~/features/catalogue/product-page.server";
import { categoryName, changedParts, insertImages, keepVersion, snapshotOf, target } from "~/features/catalogue/product-store.server";
import { catalogueChanged } from "~/features/catalogue/public/public-catalogue.server";
import { recordAudit } from "~/platform/audit/audit-log.server";
import type { Tx } from "~/platform/db/client.server";
import { pictureFileName, productImages, products } from "~/platform/db/schema";
import { registerMediaUses, type MediaDetacher } from "~/platform/media/media-uses.server";
import { decodedFileName } from "~/platform/media/media-file-name";

/*
 * Where the media library finds a picture among products (decision 065): a product's own picture
 * and its colours' pictures, through the indexes on their file names (migration 0006). An
 * administrator's delete of a picture in use (decision 068) empties the main picture (the product
 * shows as one without a picture does) and removes the colours showing it, as one new version of
 * each product, the Trash's included.
 */

const anyOf = (fileNames: readonly string[]) =>
  sql`array[${sql.join(
    [...new Set(fileNames.flatMap(fileNameSpellings))].map((name) => sql`${name}`),
    sql`, `,
  )}]::text[]`;

const editor = (id: number) => `/admin/products/${id}`;

const names = (fileNames: readonly string[]) => {
  const wanted = new Set(fileNames);
  return (value: string | null) => value !== null && value !== "" && wanted.has(decodedFileName(value));
};

/** Takes the files out of every product naming them: one new version, audit entry and cache tag each. */
async function detachFromProducts(fileNames: readonly string[], tx: Tx, by: MediaDetacher) {
  const drop = names(fileNames);
  const named = sql`${pictureFileName(products.picture)} = any(${anyOf(fileNames)})`;
  const colours = tx
    .select({ id: productImages.productId })
    .from(productImages)
    .where(sql`${pictureFileName(productImages.imageUrl)} = any(${anyOf(fileNames)})`);
  const rows = await tx
    .select()
    .from(products)
    .where(sql`${named} or ${inArray(products.id, colours)}`)
    .orderBy(products.id)
    .for("update");
  const records: { source: string; label: string }[] = [];
  const published: number[] = [];
  for (const row of rows) {
    const images = await colourImagesOf(row.id, tx);
    const before = snapshotOf(row, (await categoryName(tx, row.categoryId)) ?? null, images);
    const after = { ...before, picture: drop(before.picture) ? null : before.picture, images: before.images.filter((image) => !drop(image.imageUrl)) };
    const version = row.version + 1;
    await tx.update(products).set({ picture: after.picture, version, updatedAt: sql`now()` }).where(eq(products.id, row.id));
    if (after.images.length !== before.images.length) {
      await tx.delete(productImages).where(eq(productImages.productId, row.id));
      await insertImages(tx, row.id, after.images);
    }
    await keepVersion(tx, row.id, version, after, by.actor);
    await recordAudit(
      {
        action: "product-updated",
        actor: by.actor,
        ipHash: by.ipHash,
        target: target(row.id, row.title),
        detail: { productId: row.id, version, pictureDeleted: true, ...changedParts(before, after) },
      },
      tx,
    );
    records.push({ source: "product", label: row.title });
    if (row.isPublished && row.deletedAt === null) published.push(row.id);
  }
  // Cards and lists show the main picture; which files are public changes too.
  return { records, afterCommit: () => (published.length ? catalogueChanged({ products: published, lists: true }) : Promise.resolve()) };
}

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
      effects: ["media.effect.productPicture"],
      blocks: false,
      fileName: decodedFileName(row.value ?? ""),
    }));
  },
  detach: detachFromProducts,
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
      effects: ["media.effect.colourRemoved"],
      blocks: false,
      fileName: decodedFileName(row.value),
    }));
  },
  // The product's own source takes its colours out in the same version.
  detach: async () => ({ records: [], afterCommit: async () => {} }),
  fileNamesInUse: () => sql`select ${pictureFileName(productImages.imageUrl)} as name from ${productImages}`,
  fileNamesOfRecordsMatching: (words) =>
    sql`select ${pictureFileName(productImages.imageUrl)} as name from ${productImages} join ${products} on ${products.id} = ${productImages.productId} where lower(${products.title} || ' ' || coalesce(${productImages.altText}, '')) like ${`%${words}%`}`,
});
