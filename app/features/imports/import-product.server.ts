import { product as productEntity } from "~/features/catalogue/product.entity";
import type { Database } from "~/platform/db/client.server";
import type { MessageKey } from "~/platform/i18n/i18n";
import {
  categoryForImport,
  findCategoryForImport,
} from "~/features/catalogue/admin/categories/category-import.server";
import { importJobChange } from "./import-job-change.server";
import { catalogueChanged } from "~/features/catalogue/public/public-catalogue.server";
import { findImportedFile } from "~/features/media/imported-files.server";
import { getEditorProduct } from "~/features/catalogue/product-store.server";
import {
  findImportedProduct,
  saveImportedProduct,
  type ImportedFields,
  type ImportOutcome,
} from "~/features/catalogue/product-import-writes.server";
import { changedSnapshotFields } from "~/features/catalogue/product-snapshot";
import type { SafeFetcher } from "~/platform/fetch/safe-fetch.server";
import { importPicture } from "./import-pictures.server";
import type { SupplierProduct } from "./supplier-product";

/*
 * One supplier product into our catalogue: its category matched or made, its pictures downloaded
 * and stored as uploads are, and the product created or updated by the link it came from (one
 * transaction, versioned and in the audit log). Shared by every kind of import. Running it twice
 * for the same product changes nothing the second time, so a job taken up again after a crash
 * can repeat it safely. A dry run (`previewSupplierProduct`) answers what it would do and writes
 * nothing: no product, category, picture or stored file.
 */

interface ImportContext {
  fetcher: SafeFetcher;
  actor: { id: string; email: string };
  ipHash: string | null;
  jobId: number | null;
  /** The job was taken up again after its process died: a product may be one it changed already. */
  resumed: boolean;
  /** New products are published at once; otherwise they are drafts. */
  publish: boolean;
  signal?: AbortSignal;
  database?: Database;
  /** The product's place in the job's list of items (decision 027). */
  position?: number;
  /** A picture that could not be taken: the product is imported without it. */
  itemError(item: string, message: MessageKey): Promise<void>;
}

export interface ImportedProduct {
  outcome: ImportOutcome;
  productId: number;
  /** The product's version before the import touched it (null when created), and after. */
  versionBefore: number | null;
  versionAfter: number | null;
  title: string;
  categoryName: string | null;
  galleryCount: number;
  /** Categories this product's import created. */
  createdCategories: { top: boolean; sub: boolean };
  /** The top-level category it went into, for the bulk import's counts. */
  topCategoryId: number | null;
  categoryId: number | null;
}

const field = productEntity.field;
const cut = (text: string | null, limit: number) =>
  text === null ? null : text.slice(0, limit).trim() || null;

const titleOf = (supplier: SupplierProduct) =>
  cut(supplier.title, field.title.limit) ?? supplier.sourceUrl.slice(0, field.title.limit);

/** The text fields an import writes, cut to the declared limits. */
const textFields = (supplier: SupplierProduct) => ({
  title: titleOf(supplier),
  content: supplier.description.slice(0, field.content.limit),
  size: cut(supplier.size, field.size.limit),
  series: cut(supplier.series, field.series.limit),
  color: cut(supplier.color, field.color.limit),
  level: cut(supplier.level, field.level.limit),
  packing: cut(supplier.packing, field.packing.limit),
});

export async function importSupplierProduct(
  supplier: SupplierProduct,
  context: ImportContext,
): Promise<ImportedProduct> {
  const { database } = context;
  const existing = await findImportedProduct(supplier.sourceUrl, database);
  if (existing?.inTrash) {
    // Someone deleted it: it stays in the Trash, and nothing is downloaded for it.
    const none = { top: false, sub: false };
    return {
      outcome: "in-trash",
      productId: existing.id,
      versionBefore: null,
      versionAfter: null,
      title: existing.title,
      categoryName: null,
      galleryCount: 0,
      createdCategories: none,
      topCategoryId: null,
      categoryId: null,
    };
  }
  const category = await categoryForImport(
    supplier.categoryPath,
    { actor: context.actor, ipHash: context.ipHash },
    database,
  );
  const inUse = new Set(
    [existing?.picture, ...(existing?.images ?? [])].filter((key): key is string => Boolean(key)),
  );

  const take = async (url: string) => {
    context.signal?.throwIfAborted();
    const outcome = await importPicture(url, {
      fetcher: context.fetcher,
      inUse,
      database,
      signal: context.signal,
    });
    if (!outcome.ok) await context.itemError(url, outcome.message);
    return outcome.ok ? outcome.key : null;
  };

  // The main picture, then each colour's; one link that is both is downloaded once.
  const keys = new Map<string, string | null>();
  const keyOf = async (url: string) => {
    if (!keys.has(url)) keys.set(url, await take(url));
    return keys.get(url) ?? null;
  };
  const picture = supplier.picture ? await keyOf(supplier.picture) : null;
  const images: { imageUrl: string; altText: string | null }[] = [];
  for (const image of supplier.colourImages.slice(0, field.images.limit)) {
    const key = await keyOf(image.url);
    if (key)
      images.push({ imageUrl: key, altText: cut(image.colourName, field.images.parts.colourName) });
  }

  const title = titleOf(supplier);
  const saved = await saveImportedProduct(
    supplier.sourceUrl,
    {
      ...textFields(supplier),
      categoryId: category?.id ?? null,
      // A main picture that failed this time keeps the one imported before.
      picture: picture ?? (supplier.picture && existing?.picture ? existing.picture : null),
      images,
    },
    {
      actor: context.actor,
      ipHash: context.ipHash,
      publish: context.publish,
      jobId: context.jobId,
      position: context.position,
    },
    database,
  );
  // A category this import created is in every page's category tree, which the public side reads
  // once for all and drops only when everything goes (as the spreadsheet import's categories do).
  if (category?.created.top || category?.created.sub) await catalogueChanged();
  // A product this same job changed before its process died (past its last checkpoint) is counted
  // as the job's change, not as found unchanged. Only a job taken up again can meet one, so only
  // such a job reads the audit log for it.
  const outcome =
    saved.outcome === "unchanged" && context.resumed && context.jobId !== null
      ? ((await importJobChange(saved.id, context.jobId, database)) ?? "unchanged")
      : saved.outcome;
  return {
    outcome,
    productId: saved.id,
    // A product this job created before it was taken up again was created, not found.
    versionBefore: outcome === "created" ? null : saved.versionBefore,
    versionAfter: saved.versionAfter,
    title,
    categoryName: category?.name ?? null,
    galleryCount: images.length,
    createdCategories: category?.created ?? { top: false, sub: false },
    topCategoryId: category?.topId ?? null,
    categoryId: category?.id ?? null,
  };
}

/** What a dry run says of one product: what the import would do, and the category it would go into. */
interface PreviewedProduct {
  outcome: ImportOutcome;
  productId: number | null;
  /** The product's version now, for a product that exists. */
  version: number | null;
  title: string;
  categoryName: string | null;
  galleryCount: number;
  /** The category by its path (top level, and the category itself), the same whether it exists yet or not. */
  topCategoryKey: string | null;
  categoryKey: string | null;
  /** The fields that would change, in the editor's order (for 'updated'). */
  changes: string[];
}

/**
 * What `importSupplierProduct` would do with a product, without writing or downloading anything.
 * Fields are compared as the import would write them; a picture counts as unchanged when its link
 * was imported before and the product still uses the file it became, and as a change otherwise
 * (a picture whose bytes changed behind the same link is not seen without downloading it).
 */
export async function previewSupplierProduct(
  supplier: SupplierProduct,
  database?: Database,
): Promise<PreviewedProduct> {
  const existing = await findImportedProduct(supplier.sourceUrl, database);
  const category = await findCategoryForImport(supplier.categoryPath, database);
  const base = {
    title: titleOf(supplier),
    categoryName: category?.name ?? null,
    galleryCount: supplier.colourImages.slice(0, field.images.limit).length,
    topCategoryKey: category?.topKey ?? null,
    categoryKey: category?.key ?? null,
    changes: [] as string[],
  };
  if (existing?.inTrash)
    return {
      ...base,
      outcome: "in-trash",
      productId: existing.id,
      version: null,
      title: existing.title,
      categoryName: null,
      galleryCount: 0,
      topCategoryKey: null,
      categoryKey: null,
    };
  const current = existing ? await getEditorProduct(existing.id, database) : null;
  if (!existing || !current) return { ...base, outcome: "created", productId: null, version: null };
  const inUse = new Set(
    [current.snapshot.picture, ...current.snapshot.images.map((image) => image.imageUrl)].filter(
      (key): key is string => Boolean(key),
    ),
  );
  // The stored file a picture link would keep, or a token no stored key can equal when it would be downloaded anew.
  const keyOf = async (url: string) => {
    const known = await findImportedFile(url, database);
    return known && inUse.has(known.storageKey) ? known.storageKey : `\u0000new:${url}`;
  };
  const images = [];
  for (const image of supplier.colourImages.slice(0, field.images.limit)) {
    images.push({
      imageUrl: await keyOf(image.url),
      altText: cut(image.colourName, field.images.parts.colourName),
    });
  }
  const fields: ImportedFields = {
    ...textFields(supplier),
    // A category that would be made is no category we have: a change for any product.
    categoryId: category ? (category.id ?? -1) : null,
    picture: supplier.picture ? await keyOf(supplier.picture) : null,
    images,
  };
  const changes = changedSnapshotFields(current.snapshot, { ...current.snapshot, ...fields });
  return {
    ...base,
    outcome: changes.length > 0 ? "updated" : "unchanged",
    productId: existing.id,
    version: current.version,
    changes,
  };
}
