import { eq, sql } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";

/*
 * The delivery state that stored messages keep on their rows (the site's own e-mail, and any
 * feature's messages kept in a table of their own): sent (to the SMTP server, or as a file in the
 * outbox) with its moment, or how many attempts failed and why.
 */

/** A table whose rows keep a delivery state, in these columns. */
export type DeliveredTable = PgTable & Record<"id" | "deliveryStatus" | "deliveredAt" | "attempts" | "lastError" | "updatedAt", PgColumn>;
type DeliveryChange = PgUpdateSetSource<DeliveredTable>;

/** The message went out (to the SMTP server, or as a file in the outbox). */
export async function markDelivered(table: DeliveredTable, id: number, status: "delivered" | "outbox", database: Database): Promise<void> {
  const now = new Date();
  await database
    .update(table)
    .set({ deliveryStatus: status, deliveredAt: now, attempts: sql`${table.attempts} + 1`, lastError: null, updatedAt: now } as DeliveryChange)
    .where(eq(table.id, id));
}

/** Sending failed: count the attempt and keep the reason; its job tries again later. */
export async function markFailedAttempt(table: DeliveredTable, id: number, error: string, database: Database): Promise<void> {
  await database
    .update(table)
    .set({ attempts: sql`${table.attempts} + 1`, lastError: error.slice(0, 1000), updatedAt: new Date() } as DeliveryChange)
    .where(eq(table.id, id));
}
