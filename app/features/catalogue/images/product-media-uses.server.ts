import { eq, inArray, sql } from "drizzle-orm";
import { fileNameSpellings } from "~/features/catalogue/product-files.server";
import { changedParts, target, writeOver } from "~/features/catalogue/product-store.server";
import { catalogueChanged } from "~/features/catalogue/public/public-catalogue.server";
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

/**
 * Takes the files out of every product naming them, as the editor's own write does (`writeOver`):
 * one new version, audit entry and cache tag each.
 */
async function detachFromProducts(fileNames: readonly string[], tx: Tx, by: MediaDetacher) {
  const drop = names(fileNames);
  const colours = tx
    .select({ id: productImages.productId })
    .from(productImages)
    .where(sql`${pictureFileName(productImages.imageUrl)} = any(${anyOf(fileNames)})`);
  const rows = await tx
    .select({ id: products.id, title: products.title, version: products.version, isPublished: products.isPublished, deletedAt: products.deletedAt })
    .from(products)
    .where(sql`${pictureFileName(products.picture)} = any(${anyOf(fileNames)}) or ${inArray(products.id, colours)}`)
    .orderBy(products.id)
    // Locked first, so the version each write expects is the one it meets.
    .for("update");
  const records: { source: string; label: string }[] = [];
  const published: number[] = [];
  for (const row of rows) {
    const saved = await writeOver(
      tx,
      row.id,
      row.version,
      ({ categoryName: _name, ...current }) => ({
        ...current,
        picture: drop(current.picture) ? null : current.picture,
        images: current.images.filter((image) => !drop(image.imageUrl)),
      }),
      { actor: by.actor, ipHash: by.ipHash, keepDisplayOrder: true, trashed: true },
      (before, after, version) => ({
        action: "product-updated",
        actor: by.actor,
        ipHash: by.ipHash,
        target: target(row.id, after.title),
        detail: { productId: row.id, version, pictureDeleted: true, ...changedParts(before, after) },
      }),
    );
    // Locked, and its category kept or emptied by the database: a refusal here would leave a broken
    // picture, so the whole delete is undone instead.
    if (!saved.ok) throw new Error(`product ${row.id} could not lose a deleted picture: ${saved.reason}`);
    if (!saved.changed) continue;
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
  // No detach of its own: the product's source takes its colours out in the same version.
  fileNamesInUse: () => sql`select ${pictureFileName(productImages.imageUrl)} as name from ${productImages}`,
  fileNamesOfRecordsMatching: (words) =>
    sql`select ${pictureFileName(productImages.imageUrl)} as name from ${productImages} join ${products} on ${products.id} = ${productImages.productId} where lower(${products.title} || ' ' || coalesce(${productImages.altText}, '')) like ${`%${words}%`}`,
});
