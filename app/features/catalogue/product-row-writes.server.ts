import type { Tx } from "~/platform/db/client.server";
import { inArray } from "drizzle-orm";
import { productCategories, productImages, products, productVersions } from "~/platform/db/schema";
import { recordAudits, type AuditEntry } from "~/platform/audit/audit-log.server";
import {
  changedParts,
  columns,
  imageRows,
  target,
  versionRow,
  writeOver,
  type ProductInput,
  type Reader,
  type WriteContext,
} from "./product-store.server";

/*
 * What a spreadsheet import writes for a batch of its rows, inside the caller's transaction, so the
 * rows, their list of outcomes and the job's checkpoint commit together or not at all. Each row is
 * written as the editor writes a product (product-store.server.ts): a new one as version 1, a
 * matched one over the version the import read, each with its kept version and one audit entry
 * naming the job. The embedded database pays for every statement, whatever its size, so the new
 * products of a batch are written with one statement per table (products, colour pictures,
 * versions) rather than per row, and the batch's audit entries with one, in the rows' order.
 */

/** One row of a spreadsheet import, as the import decided to write it. */
interface ProductRowWrite {
  /** The product the row matched, at the version the import read; null for a new product. */
  match: { id: number; version: number } | null;
  /** The link a new product is kept under (a row's 'Source URL'), so a later import finds it. */
  sourceUrl: string | null;
  input: ProductInput;
}

type ProductRowOutcome =
  | {
      outcome: "created" | "updated" | "unchanged";
      id: number;
      versionBefore: number | null;
      versionAfter: number;
      lists: boolean;
    }
  | { outcome: "conflict" | "gone" | "category-missing"; id: number | null };

/**
 * Writes a batch of spreadsheet rows; answers each row's outcome, in the rows' order. A matched
 * product that someone saved after the import read it is a conflict and is left alone; a row whose
 * category no longer exists writes nothing. The caller clears the public caches after its commit.
 */
export async function writeProductRows(
  tx: Tx,
  rows: readonly ProductRowWrite[],
  { jobId, ...context }: WriteContext & { jobId: number },
): Promise<ProductRowOutcome[]> {
  const outcomes: ProductRowOutcome[] = [];
  // Each row's audit entries, recorded together at the end in the rows' order.
  const audits: AuditEntry[][] = rows.map(() => []);

  const names = await categoryNames(
    tx,
    rows.flatMap((row) => (row.match ? [] : [row.input.categoryId])),
  );
  const fresh = rows.flatMap((row, index) =>
    !row.match && names.has(row.input.categoryId) ? [{ row, index }] : [],
  );
  const ids = await insertProducts(tx, fresh.map(({ row }) => row));
  // A product just made has no pictures to replace: its pictures are only added.
  const pictures = fresh.flatMap(({ row }, at) => imageRows(ids[at]!, row.input.images));
  if (pictures.length > 0) await tx.insert(productImages).values(pictures);
  const snapshots = fresh.map(({ row }) => ({
    ...row.input,
    categoryName: names.get(row.input.categoryId) ?? null,
  }));
  if (fresh.length > 0)
    await tx
      .insert(productVersions)
      .values(fresh.map((_, at) => versionRow(ids[at]!, 1, snapshots[at]!, context.actor)));
  fresh.forEach(({ row, index }, at) => {
    const id = ids[at]!;
    audits[index]!.push({
      action: "product-imported",
      actor: context.actor,
      ipHash: context.ipHash,
      target: target(id, row.input.title),
      detail: { productId: id, version: 1, jobId, sourceUrl: row.sourceUrl, after: snapshots[at] },
    });
    outcomes[index] = {
      outcome: "created",
      id,
      versionBefore: null,
      versionAfter: 1,
      lists: row.input.isPublished,
    };
  });

  for (const [index, row] of rows.entries()) {
    if (!row.match) {
      outcomes[index] ??= { outcome: "category-missing", id: null };
      continue;
    }
    const { id, version } = row.match;
    const saved = await writeOver(
      tx,
      id,
      version,
      row.input,
      context,
      (before, after, newVersion) => ({
        action: "product-import-updated",
        actor: context.actor,
        ipHash: context.ipHash,
        target: target(id, after.title),
        detail: { productId: id, version: newVersion, jobId, ...changedParts(before, after) },
      }),
      (entry) => audits[index]!.push(entry),
    );
    outcomes[index] = saved.ok
      ? {
          outcome: saved.changed ? "updated" : "unchanged",
          id,
          versionBefore: version,
          versionAfter: saved.version,
          lists: saved.lists,
        }
      : {
          outcome:
            saved.reason === "conflict"
              ? "conflict"
              : saved.reason === "category-missing"
                ? "category-missing"
                : "gone",
          id,
        };
  }
  await recordAudits(audits.flat(), tx);
  return outcomes;
}

/** The names of these categories by id (null: no category); an id that no longer exists is absent. */
async function categoryNames(
  tx: Reader,
  ids: readonly (number | null)[],
): Promise<Map<number | null, string | null>> {
  const names = new Map<number | null, string | null>([[null, null]]);
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return names;
  const rows = await tx
    .select({ id: productCategories.id, name: productCategories.name })
    .from(productCategories)
    .where(inArray(productCategories.id, wanted));
  for (const row of rows) names.set(row.id, row.name);
  return names;
}

/** Inserts new products (version 1) in one statement; their ids, in the order given. */
async function insertProducts(
  tx: Tx,
  rows: readonly Omit<ProductRowWrite, "match">[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(products)
    .values(rows.map((row) => ({ ...columns(row.input), version: 1, sourceUrl: row.sourceUrl })))
    .returning({ id: products.id });
  // PostgreSQL answers a multi-row VALUES insert's RETURNING in the order of its rows, and its
  // sequence numbers them in that order: ids that do not ascend would mean neither holds.
  const ids = inserted.map((row) => row.id);
  if (ids.length !== rows.length || ids.some((id, at) => at > 0 && id <= ids[at - 1]!))
    throw new Error("The new products' ids did not come back in the order they were written");
  return ids;
}
