import { product as productEntity } from "~/admin/entities/product";
import type { Database } from "~/db/client.server";
import type { MessageKey } from "~/i18n/i18n";
import { categoryForImport } from "~/models/admin-categories.server";
import { importJobChange } from "~/models/audit-log.server";
import { findImportedProduct, saveImportedProduct, type ImportOutcome } from "~/models/product-editor.server";
import type { SafeFetcher } from "../safe-fetch.server";
import { importPicture } from "./import-pictures.server";
import type { SupplierProduct } from "./supplier-product";

/*
 * One supplier product into our catalogue: its category matched or made, its pictures downloaded
 * and stored as uploads are, and the product created or updated by the link it came from (one
 * transaction, versioned and in the audit log). Shared by every kind of import. Running it twice
 * for the same product changes nothing the second time, so a job taken up again after a crash
 * can repeat it safely.
 */

export interface ImportContext {
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
  /** A picture that could not be taken: the product is imported without it. */
  itemError(item: string, message: MessageKey): Promise<void>;
}

export interface ImportedProduct {
  outcome: ImportOutcome;
  productId: number;
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
const cut = (text: string | null, limit: number) => (text === null ? null : text.slice(0, limit).trim() || null);

export async function importSupplierProduct(supplier: SupplierProduct, context: ImportContext): Promise<ImportedProduct> {
  const { database } = context;
  const existing = await findImportedProduct(supplier.sourceUrl, database);
  if (existing?.inTrash) {
    // Someone deleted it: it stays in the Trash, and nothing is downloaded for it.
    const none = { top: false, sub: false };
    return { outcome: "in-trash", productId: existing.id, title: existing.title, categoryName: null, galleryCount: 0, createdCategories: none, topCategoryId: null, categoryId: null };
  }
  const category = await categoryForImport(supplier.categoryPath, { actor: context.actor, ipHash: context.ipHash }, database);
  const inUse = new Set([existing?.picture, ...(existing?.images ?? [])].filter((key): key is string => Boolean(key)));

  const take = async (url: string) => {
    context.signal?.throwIfAborted();
    const outcome = await importPicture(url, { fetcher: context.fetcher, inUse, database, signal: context.signal });
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
    if (key) images.push({ imageUrl: key, altText: cut(image.colourName, field.images.parts.colourName) });
  }

  const title = cut(supplier.title, field.title.limit) ?? supplier.sourceUrl.slice(0, field.title.limit);
  const saved = await saveImportedProduct(
    supplier.sourceUrl,
    {
      title,
      content: supplier.description.slice(0, field.content.limit),
      categoryId: category?.id ?? null,
      size: cut(supplier.size, field.size.limit),
      series: cut(supplier.series, field.series.limit),
      color: cut(supplier.color, field.color.limit),
      level: cut(supplier.level, field.level.limit),
      packing: cut(supplier.packing, field.packing.limit),
      // A main picture that failed this time keeps the one imported before.
      picture: picture ?? (supplier.picture && existing?.picture ? existing.picture : null),
      images,
    },
    { actor: context.actor, ipHash: context.ipHash, publish: context.publish, jobId: context.jobId },
    database,
  );
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
    title,
    categoryName: category?.name ?? null,
    galleryCount: images.length,
    createdCategories: category?.created ?? { top: false, sub: false },
    topCategoryId: category?.topId ?? null,
    categoryId: category?.id ?? null,
  };
}
