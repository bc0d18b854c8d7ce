import { eq, sql } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import type { enquiries, outgoingMail } from "~/platform/db/schema";

/*
 * The delivery state that enquiries and the site's own e-mail both keep on their rows: sent (to
 * the SMTP server, or as a file in the outbox) with its moment, or how many attempts failed and why.
 */

type DeliveredTable = typeof enquiries | typeof outgoingMail;

/** The message went out (to the SMTP server, or as a file in the outbox). */
export async function markDelivered(table: DeliveredTable, id: number, status: "delivered" | "outbox", database: Database): Promise<void> {
  const now = new Date();
  await database
    .update(table)
    .set({ deliveryStatus: status, deliveredAt: now, attempts: sql`${table.attempts} + 1`, lastError: null, updatedAt: now })
    .where(eq(table.id, id));
}

/** Sending failed: count the attempt and keep the reason; its job tries again later. */
export async function markFailedAttempt(table: DeliveredTable, id: number, error: string, database: Database): Promise<void> {
  await database
    .update(table)
    .set({ attempts: sql`${table.attempts} + 1`, lastError: error.slice(0, 1000), updatedAt: new Date() })
    .where(eq(table.id, id));
}
