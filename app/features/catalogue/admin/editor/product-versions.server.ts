import { desc, eq } from "drizzle-orm";
import { db as defaultDb, type Database } from "~/platform/db/client.server";
import { productVersions } from "~/platform/db/schema";
import { readSnapshot, type ProductSnapshot } from "~/features/catalogue/product-snapshot";

/* The product's kept versions, as the editor's history lists them. */

interface ProductVersionRow {
  version: number;
  actorEmail: string | null;
  createdAt: Date;
  snapshot: ProductSnapshot;
}

/** The product's saved states, newest first (at most `limit`). */
export async function listProductVersions(
  id: number,
  limit = 50,
  database: Database = defaultDb(),
): Promise<ProductVersionRow[]> {
  const rows = await database
    .select()
    .from(productVersions)
    .where(eq(productVersions.productId, id))
    .orderBy(desc(productVersions.version))
    .limit(limit);
  return rows.map((row) => ({
    version: row.version,
    actorEmail: row.actorEmail,
    createdAt: row.createdAt,
    snapshot: readSnapshot(row.data),
  }));
}
