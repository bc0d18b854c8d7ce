import { and, count, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { Enquiry } from "~/components/enquiry-form-schema";
import { db as defaultDb, type Database } from "~/db/client.server";
import { enquiries } from "~/db/schema";

export type StoredEnquiry = typeof enquiries.$inferSelect;

/**
 * How long the delivery loop holds a claimed message before another claim may take it: a claim
 * moves the row's next attempt this far past its `updated_at`, which is how staff pages tell a
 * message that is being sent right now.
 */
export const DELIVERY_LEASE_MS = 2 * 60_000;

/** Where an enquiry came from, as a path of this site (/contact, /inspiration/gallery, …). */
export interface EnquiryOrigin {
  sourcePage: string;
  clientKey: string;
}

/** Stores a valid enquiry, due for delivery at once. Once this returns, the lead is kept. */
export async function enqueueEnquiry(
  enquiry: Enquiry,
  origin: EnquiryOrigin,
  database: Database = defaultDb(),
): Promise<StoredEnquiry> {
  const [row] = await database
    .insert(enquiries)
    .values({
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone ?? null,
      company: enquiry.company,
      interestedIn: enquiry.interestedIn,
      service: enquiry.service,
      message: enquiry.message,
      sourcePage: origin.sourcePage,
      clientKey: origin.clientKey,
    })
    .returning();
  if (!row) throw new Error("The enquiry was not stored");
  return row;
}

/** How many enquiries one sender stored since the given moment. */
export async function countEnquiriesSince(
  clientKey: string,
  since: Date,
  database: Database = defaultDb(),
): Promise<number> {
  const [row] = await database
    .select({ total: count() })
    .from(enquiries)
    .where(and(eq(enquiries.clientKey, clientKey), gte(enquiries.createdAt, since)));
  return row?.total ?? 0;
}

/**
 * Takes up to `limit` pending enquiries that are due and leases them for `leaseMs`, so that
 * another process (or a later run of this one) leaves them alone while they are being sent.
 * Rows locked by a concurrent claim are skipped, not waited for.
 */
export async function claimDueEnquiries(
  { limit, leaseMs, now = new Date() }: { limit: number; leaseMs: number; now?: Date },
  database: Database = defaultDb(),
): Promise<StoredEnquiry[]> {
  const due = database
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(and(eq(enquiries.deliveryStatus, "pending"), lte(enquiries.nextAttemptAt, now)))
    .orderBy(enquiries.nextAttemptAt, enquiries.id)
    .limit(limit)
    .for("update", { skipLocked: true });
  return database
    .update(enquiries)
    .set({ nextAttemptAt: new Date(now.getTime() + leaseMs), updatedAt: now })
    .where(inArray(enquiries.id, due))
    .returning();
}

/** The e-mail went out (to the SMTP server, or as a file in the outbox). */
export async function recordDelivery(
  id: number,
  status: "delivered" | "outbox",
  database: Database = defaultDb(),
): Promise<void> {
  const now = new Date();
  await database
    .update(enquiries)
    .set({
      deliveryStatus: status,
      deliveredAt: now,
      attempts: sql`${enquiries.attempts} + 1`,
      lastError: null,
      updatedAt: now,
    })
    .where(eq(enquiries.id, id));
}

/** Sending failed: count the attempt, keep the reason, try again at `retryAt`. */
export async function recordFailedAttempt(
  id: number,
  { error, retryAt }: { error: string; retryAt: Date },
  database: Database = defaultDb(),
): Promise<void> {
  await database
    .update(enquiries)
    .set({
      attempts: sql`${enquiries.attempts} + 1`,
      lastError: error.slice(0, 1000),
      nextAttemptAt: retryAt,
      updatedAt: new Date(),
    })
    .where(eq(enquiries.id, id));
}

/** When the next pending enquiry falls due, if any: lets the sender sleep until then. */
export async function nextDueAt(database: Database = defaultDb()): Promise<Date | null> {
  const [row] = await database
    .select({ at: sql<Date | string | null>`min(${enquiries.nextAttemptAt})` })
    .from(enquiries)
    .where(eq(enquiries.deliveryStatus, "pending"));
  return row?.at ? new Date(row.at) : null;
}
