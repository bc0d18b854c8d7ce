import { inArray } from "drizzle-orm";
import { isImageKey } from "~/content/images";
import { media } from "~/platform/db/schema";
import { db as defaultDb, tryTransactionLock, type Database, type Tx } from "~/platform/db/client.server";
import { imagePathCandidates } from "~/features/catalogue/images/media-resolver.server";
import { logger } from "~/platform/log/logger.server";
import { startPeriodic, type PeriodicTask } from "~/platform/jobs/periodic.server";
import { dropMediaVariants, removeFormerLayoutVariants } from "~/platform/media/media-variants.server";
import { mediaCacheDir, uploads, type UploadStorage } from "~/platform/storage/storage.server";
import { listImageValuesNaming } from "~/features/catalogue/product-files.server";
import { contentPictureValuesNaming } from "~/features/catalogue/images/content-pictures.server";
import { purgeTrash, type PurgeNow } from "~/features/catalogue/product-trash.server";
import { catalogueChanged } from "~/features/catalogue/public/public-catalogue.server";

/*
 * The Trash's purge, run by every server process (docs/decisions/019-media-ownership.md): products
 * in the Trash for more than 30 days are deleted, then the uploaded files they named and nothing
 * else names (no other product, in the Trash or not, nor any saved version) are removed from
 * storage with their resized variants. Processes take turns through a transaction-level
 * advisory lock: one purges, the others find the lock taken and skip that pass.
 */

/** Any constant will do, as long as every process uses the same one (the migration lock is 72_450_001). */
export const PURGE_LOCK_ID = 72_450_002;

interface PurgeOutcome {
  /** Another process held the lock: nothing was done. */
  skipped: boolean;
  /** Ids of the products deleted for good. */
  products: number[];
  /** Storage keys removed, with their variants. */
  removed: string[];
  /** Storage keys the purged products named that something else still uses. */
  kept: string[];
}

interface PurgeOptions {
  /** An administrator's 'Delete for good' or 'Empty the Trash': these products now, whatever their age. */
  selection?: PurgeNow;
  database?: Database;
  storage?: UploadStorage;
  cacheDir?: string;
  now?: Date;
}

const fileName = (key: string) => key.split("/").at(-1)!;

/** The uploaded file a value resolves to, as the image resolver finds it: none for generated images. */
async function uploadedFile(storage: UploadStorage, value: string): Promise<string | null> {
  for (const candidate of imagePathCandidates(value)) {
    if (isImageKey(candidate)) return null;
    if (await storage.stat(candidate)) return candidate;
  }
  return null;
}


/**
 * Of the picture values of what a transaction is deleting, the uploaded files something left still
 * names: a product (in the Trash or not), a saved version, an entry of the site's content or one of
 * its versions. Asked inside that transaction, so a save in between would have had to name a file
 * it could see.
 */
export async function filesStillNamed(values: readonly string[], tx: Tx): Promise<Set<string>> {
  const keys = [...new Set(values.flatMap(imagePathCandidates).filter((candidate) => !isImageKey(candidate)))];
  const names = [...new Set(keys.map(fileName))];
  const stillNamed = [...(await listImageValuesNaming(names, tx)), ...(await contentPictureValuesNaming(names, tx))];
  return new Set(stillNamed.flatMap(imagePathCandidates));
}

/**
 * In the purge's transaction, the media library forgets the uploaded files of `values` nothing
 * names any more (not in `used`): their files are removed once it commits, so the library never
 * offers a picture whose file is gone.
 */
export async function forgetUnnamedMedia(values: readonly string[], used: ReadonlySet<string>, tx: Tx): Promise<void> {
  const keys = [...new Set(values.flatMap(imagePathCandidates).filter((candidate) => !isImageKey(candidate) && !used.has(candidate)))];
  if (keys.length > 0) await tx.delete(media).where(inArray(media.path, keys));
}

/**
 * Removes from storage, with their variants, the uploaded files of `values` not in `used`. Called
 * once what named them is gone for good: a crash in between leaves a file nothing names (never
 * public), never a record whose picture is missing.
 */
export async function removeUnnamedFiles(
  values: readonly string[],
  used: ReadonlySet<string>,
  options: { storage?: UploadStorage; cacheDir?: string } = {},
): Promise<{ removed: string[]; kept: string[] }> {
  const storage = options.storage ?? uploads();
  const cacheDir = options.cacheDir ?? mediaCacheDir();
  const removed: string[] = [];
  const kept: string[] = [];
  for (const value of new Set(values)) {
    const key = await uploadedFile(storage, value);
    if (!key || removed.includes(key) || kept.includes(key)) continue;
    if (used.has(key)) {
      kept.push(key);
      continue;
    }
    try {
      await storage.remove(key);
      await dropMediaVariants(cacheDir, key);
      removed.push(key);
    } catch (error) {
      logger.error({ err: error, key }, "a purged file could not be removed");
    }
  }
  return { removed, kept };
}

/** One pass of the purge; safe to call from several processes at once. */
export async function purgeExpiredTrash(options: PurgeOptions = {}): Promise<PurgeOutcome> {
  const database = options.database ?? defaultDb();
  const decided = await database.transaction(async (tx) => {
    // Held until this transaction ends; a process that finds it taken skips the pass.
    if (!(await tryTransactionLock(tx, PURGE_LOCK_ID))) return null;
    const purged = await purgeTrash(
      options.now ?? new Date(),
      tx,
      options.selection,
    );
    const values = [...new Set(purged.flatMap((product) => product.pictures))];
    const used = await filesStillNamed(values, tx);
    await forgetUnnamedMedia(values, used, tx);
    return { products: purged.map((product) => product.id), values, used };
  });
  if (!decided) return { skipped: true, products: [], removed: [], kept: [] };
  const files = await removeUnnamedFiles(decided.values, decided.used, options);
  return { skipped: false, products: decided.products, ...files };
}

type TrashPurge = PeriodicTask<PurgeOutcome>;

/**
 * Purges the Trash a minute after start and then every hour. The pass is a single indexed query
 * when nothing is due, so every process runs it; the lock keeps them from purging together.
 */
export function startTrashPurge(
  options: PurgeOptions & { firstDelayMs?: number; intervalMs?: number } = {},
): TrashPurge {
  const {
    firstDelayMs = 60_000,
    intervalMs = 60 * 60_000,
    now: _now,
    selection: _selection,
    ...rest
  } = options;
  let firstPass = true;
  return startPeriodic(
    "Trash purge",
    async () => {
      if (firstPass) {
        firstPass = false;
        const cleared = await removeFormerLayoutVariants(rest.cacheDir ?? mediaCacheDir());
        if (cleared) logger.info({ files: cleared }, "variants of the former cache layout removed");
      }
      const outcome = await purgeExpiredTrash(rest);
      if (outcome.products.length) {
        // Nothing purged was on the site (the Trash is not), but which files are public may have changed.
        await catalogueChanged({ products: outcome.products, lists: false });
        logger.info({ products: outcome.products, removed: outcome.removed, kept: outcome.kept }, "products purged from the Trash");
      }
      return outcome;
    },
    { firstDelayMs, intervalMs },
  );
}
