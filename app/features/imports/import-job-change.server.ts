import { and, inArray, sql } from "drizzle-orm";
import { db as defaultDb, type Database } from "~/platform/db/client.server";
import { auditLog } from "~/platform/db/schema";

/**
 * What an import job already did to a product, by the audit entries it wrote: 'created' or
 * 'updated', or null. A job taken up again after its process died may meet a product it changed
 * just before dying, past its last checkpoint; this is how it still counts that change as its own.
 */
export async function importJobChange(
  productId: number,
  jobId: number,
  database: Database = defaultDb(),
): Promise<"created" | "updated" | null> {
  const rows = await database
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(
      and(
        inArray(auditLog.action, ["product-imported", "product-import-updated"]),
        sql`${auditLog.detail}->>'productId' = ${String(productId)}`,
        sql`${auditLog.detail}->>'jobId' = ${String(jobId)}`,
      ),
    );
  if (rows.some((row) => row.action === "product-imported")) return "created";
  return rows.length > 0 ? "updated" : null;
}
