import { endOfDisplayOrder } from "~/features/catalogue/admin/list/admin-products.server";
import { eq } from "drizzle-orm";
import { db as defaultDb, type Database, type Tx } from "~/platform/db/client.server";
import { productImages, products } from "~/platform/db/schema";
import type { ProductSnapshot } from "~/features/catalogue/product-snapshot";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { recordJobItems } from "~/platform/jobs/jobs.server";
import { catalogueChanged } from "~/features/catalogue/public/public-catalogue.server";
import { isUniqueViolation } from "~/platform/db/unique-violation.server";
import { withPackingMeasures } from "./packing-measures";
import {
  categoryName,
  changedParts,
  columns,
  insertImages,
  keepVersion,
  readProduct,
  target,
  writeOver,
  type ProductInput,
  type WriteContext,
} from "./product-store.server";

/*
 * What an import from a supplier writes: a product read from a supplier's page, matched by its
 * link. It goes through the editor's own steps (product-store.server.ts): the version check, the
 * kept version and the audit entry. A spreadsheet's rows are written a batch at a time
 * (product-row-writes.server.ts).
 */

/** What an import owns of a product; publication, featuring, order and SEO stay as staff set them. */
export type ImportedFields = Pick<
  ProductInput,
  | "title"
  | "content"
  | "categoryId"
  | "size"
  | "series"
  | "color"
  | "level"
  | "packing"
  | "picture"
  | "images"
>;

/** What an import did with one product: made it, changed it, found it as it was, or left it in the Trash. */
export type ImportOutcome = "created" | "updated" | "unchanged" | "in-trash";

/** What an import did with one product, with the product's version before (none when created) and after. */
interface SavedImport {
  outcome: ImportOutcome;
  id: number;
  versionBefore: number | null;
  versionAfter: number;
}

/**
 * Writes a product read from a supplier, matched by the link it came from: a new one is created
 * (published only when asked, at the end of the display order), an existing one takes the new
 * values of the fields an import owns, as a new version. One transaction, with its audit entry;
 * a product in the Trash is left there. Two imports of one new link at once both end with one
 * product: the second finds the first's. With `position`, a product created or changed is also
 * written into the job's list of items (`job_items`) in the same transaction, with its versions
 * before and after: a job killed right after the write still knows what to undo.
 */
export async function saveImportedProduct(
  sourceUrl: string,
  fields: ImportedFields,
  {
    publish,
    jobId,
    position,
    ...context
  }: WriteContext & { publish: boolean; jobId: number | null; position?: number },
  database: Database = defaultDb(),
): Promise<SavedImport> {
  const recordItem = async (tx: Tx, saved: SavedImport) => {
    if (
      jobId === null ||
      position === undefined ||
      (saved.outcome !== "created" && saved.outcome !== "updated")
    )
      return;
    await recordJobItems(
      jobId,
      [
        {
          position,
          item: fields.title,
          outcome: saved.outcome === "created" ? "create" : "update",
          productId: saved.id,
          versionBefore: saved.versionBefore,
          versionAfter: saved.versionAfter,
        },
      ],
      tx,
    );
  };
  const attempt = () =>
    database.transaction(async (tx): Promise<SavedImport & { lists: boolean }> => {
      const [found] = await tx
        .select({ id: products.id, deletedAt: products.deletedAt, version: products.version })
        .from(products)
        .where(eq(products.sourceUrl, sourceUrl))
        .for("update");
      if (found?.deletedAt)
        return {
          outcome: "in-trash",
          id: found.id,
          versionBefore: found.version,
          versionAfter: found.version,
          lists: false,
        };
      const name = await categoryName(tx, fields.categoryId);
      if (name === undefined) throw new Error(`Category ${fields.categoryId} no longer exists`);
      if (!found) {
        // The editor's rule: after every product outside the Trash, under the same lock.
        const displayOrder = await endOfDisplayOrder(tx);
        // A supplier says a box's coverage in its packing text, if anywhere.
        const input: ProductInput = withPackingMeasures({
          ...fields,
          coveragePerBox: null,
          boxesPerPallet: 0,
          isPublished: publish,
          isFeatured: false,
          displayOrder,
          seoTitle: null,
          seoDescription: null,
          seoKeywords: null,
          // A supplier's shop is in English: the French is written here, later.
          titleFr: null,
          contentFr: null,
          seriesFr: null,
          colorFr: null,
          levelFr: null,
          packingFr: null,
          seoTitleFr: null,
          seoDescriptionFr: null,
        });
        const [row] = await tx
          .insert(products)
          .values({ ...columns(input), version: 1, sourceUrl })
          .returning({ id: products.id });
        const id = row!.id;
        await insertImages(tx, id, input.images);
        const snapshot: ProductSnapshot = { ...input, categoryName: name };
        await keepVersion(tx, id, 1, snapshot, context.actor);
        await recordAudit(
          {
            action: "product-imported",
            actor: context.actor,
            ipHash: context.ipHash,
            target: target(id, input.title),
            detail: { productId: id, version: 1, jobId, sourceUrl, after: snapshot },
          },
          tx,
        );
        const saved: SavedImport = { outcome: "created", id, versionBefore: null, versionAfter: 1 };
        await recordItem(tx, saved);
        return { ...saved, lists: publish };
      }
      const current = await readProduct(tx, found.id, true);
      if (!current) throw new Error(`Product ${found.id} could not be read`);
      const { categoryName: _name, ...kept } = current.snapshot;
      const saved = await writeOver(
        tx,
        found.id,
        current.version,
        // What staff typed of the coverage stays; a blank one is read from the packing.
        withPackingMeasures({ ...kept, ...fields }),
        context,
        (before, after, version) => ({
          action: "product-import-updated",
          actor: context.actor,
          ipHash: context.ipHash,
          target: target(found.id, after.title),
          detail: {
            productId: found.id,
            version,
            jobId,
            sourceUrl,
            ...changedParts(before, after),
          },
        }),
      );
      if (!saved.ok) throw new Error(`Product ${found.id} could not be updated: ${saved.reason}`);
      const result: SavedImport = {
        outcome: saved.changed ? "updated" : "unchanged",
        id: found.id,
        versionBefore: current.version,
        versionAfter: saved.version,
      };
      await recordItem(tx, result);
      return { ...result, lists: saved.lists };
    });
  let result;
  try {
    result = await attempt();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    result = await attempt();
  }
  if (result.outcome === "created" || result.outcome === "updated") {
    await catalogueChanged({ products: [result.id], lists: result.lists });
  }
  const { lists: _lists, ...saved } = result;
  return saved;
}

/** The product an import made from `sourceUrl`, with its pictures, or null. */
export async function findImportedProduct(
  sourceUrl: string,
  database: Database = defaultDb(),
): Promise<{
  id: number;
  inTrash: boolean;
  title: string;
  picture: string | null;
  images: string[];
} | null> {
  const [row] = await database
    .select({
      id: products.id,
      title: products.title,
      deletedAt: products.deletedAt,
      picture: products.picture,
    })
    .from(products)
    .where(eq(products.sourceUrl, sourceUrl));
  if (!row) return null;
  const images = await database
    .select({ imageUrl: productImages.imageUrl })
    .from(productImages)
    .where(eq(productImages.productId, row.id));
  return {
    id: row.id,
    inTrash: row.deletedAt !== null,
    title: row.title,
    picture: row.picture,
    images: images.map((image) => image.imageUrl),
  };
}
