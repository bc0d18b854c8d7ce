import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { z } from "zod";
import { oneLine } from "~/components/enquiry-form-schema";
import { db as defaultDb, type Database } from "~/db/client.server";
import { outgoingMail } from "~/db/schema";
import { headerText } from "~/lib/enquiry-mail.server";

/*
 * E-mail the site sends to people (account verification, password reset, notices). Like an
 * enquiry it is stored first and sent by the delivery loop (enquiry-delivery.server.ts), so a
 * mail server outage delays it instead of losing it.
 */

export type StoredMail = typeof outgoingMail.$inferSelect;

export interface MailToSend {
  /** What the message is for, e.g. 'verify-email', 'reset-password'. */
  purpose: string;
  /** One plain address (jane@example.com), no display name. */
  to: string;
  subject: string;
  text: string;
  html?: string;
}

const singleAddress = z.email();

/**
 * Stores one message, due for delivery at once; wake the loop afterwards (`wakeMailDelivery`) to
 * send it now rather than at the next poll. The subject and address become one line without
 * control characters; anything but a single address is refused, since it could never be sent.
 */
export async function enqueueMail(
  mail: MailToSend,
  database: Database = defaultDb(),
): Promise<StoredMail> {
  const purpose = oneLine(mail.purpose);
  const to = oneLine(mail.to);
  if (!purpose) throw new Error("A message needs a purpose");
  if (!singleAddress.safeParse(to).success)
    throw new Error("A message goes to exactly one e-mail address");
  const [row] = await database
    .insert(outgoingMail)
    .values({
      purpose,
      toAddress: to,
      subject: headerText(mail.subject),
      textBody: mail.text,
      htmlBody: mail.html ?? null,
    })
    .returning();
  if (!row) throw new Error("The message was not stored");
  return row;
}

/**
 * Takes up to `limit` pending messages that are due and leases them for `leaseMs`; rows locked
 * by a concurrent claim are skipped, not waited for (as `claimDueEnquiries`).
 */
export async function claimDueMail(
  { limit, leaseMs, now = new Date() }: { limit: number; leaseMs: number; now?: Date },
  database: Database = defaultDb(),
): Promise<StoredMail[]> {
  const due = database
    .select({ id: outgoingMail.id })
    .from(outgoingMail)
    .where(and(eq(outgoingMail.deliveryStatus, "pending"), lte(outgoingMail.nextAttemptAt, now)))
    .orderBy(outgoingMail.nextAttemptAt, outgoingMail.id)
    .limit(limit)
    .for("update", { skipLocked: true });
  return database
    .update(outgoingMail)
    .set({ nextAttemptAt: new Date(now.getTime() + leaseMs), updatedAt: now })
    .where(inArray(outgoingMail.id, due))
    .returning();
}

/** The message went out (to the SMTP server, or as a file in the outbox). */
export async function recordMailDelivery(
  id: number,
  status: "delivered" | "outbox",
  database: Database = defaultDb(),
): Promise<void> {
  const now = new Date();
  await database
    .update(outgoingMail)
    .set({
      deliveryStatus: status,
      deliveredAt: now,
      attempts: sql`${outgoingMail.attempts} + 1`,
      lastError: null,
      updatedAt: now,
    })
    .where(eq(outgoingMail.id, id));
}

/** Sending failed: count the attempt, keep the reason, try again at `retryAt`. */
export async function recordFailedMailAttempt(
  id: number,
  { error, retryAt }: { error: string; retryAt: Date },
  database: Database = defaultDb(),
): Promise<void> {
  await database
    .update(outgoingMail)
    .set({
      attempts: sql`${outgoingMail.attempts} + 1`,
      lastError: error.slice(0, 1000),
      nextAttemptAt: retryAt,
      updatedAt: new Date(),
    })
    .where(eq(outgoingMail.id, id));
}

/** When the next pending message falls due, if any. */
export async function nextMailDueAt(database: Database = defaultDb()): Promise<Date | null> {
  const [row] = await database
    .select({ at: sql<Date | string | null>`min(${outgoingMail.nextAttemptAt})` })
    .from(outgoingMail)
    .where(eq(outgoingMail.deliveryStatus, "pending"));
  return row?.at ? new Date(row.at) : null;
}
