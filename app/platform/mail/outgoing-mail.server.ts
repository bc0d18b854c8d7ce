import { eq } from "drizzle-orm";
import { z } from "zod";
import { headerText, oneLine } from "~/platform/text/plain-text";
import { db as defaultDb, type Database } from "~/platform/db/client.server";
import { outgoingMail } from "~/platform/db/schema";
import { markDelivered, markFailedAttempt } from "./delivery-state.server";
import { enqueueJob, UNLIMITED_ATTEMPTS, type NewJob } from "../jobs/jobs.server";

/*
 * E-mail the site sends to people (account verification, password reset, notices). Like every
 * stored message it is stored first, with a background job that sends it (mail-delivery.server.ts),
 * so a mail server outage delays it instead of losing it.
 */

export type StoredMail = typeof outgoingMail.$inferSelect;

/** The background job (decision 024) that sends one stored message. */
export const DELIVER_MAIL = "deliver-mail";

/** The delivery job of one message: one per message queued or running, never given up. */
export const mailDeliveryJob = (id: number): NewJob => ({
  kind: DELIVER_MAIL,
  payload: { mailId: id },
  singletonKey: `${DELIVER_MAIL}:${id}`,
  maxAttempts: UNLIMITED_ATTEMPTS,
});

interface MailToSend {
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
 * Stores one message and, in the same transaction, its delivery job, due at once; wake the
 * runners afterwards (`wakeJobs`) to send it now rather than at their next look. The subject and
 * address become one line without control characters; anything but a single address is refused,
 * since it could never be sent.
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
  return database.transaction(async (tx) => {
    const [row] = await tx
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
    await enqueueJob(mailDeliveryJob(row.id), tx);
    return row;
  });
}

export async function findMail(id: number, database: Database = defaultDb()): Promise<StoredMail | null> {
  const [row] = await database.select().from(outgoingMail).where(eq(outgoingMail.id, id));
  return row ?? null;
}

/** The message went out (to the SMTP server, or as a file in the outbox). */
export async function recordMailDelivery(id: number, status: "delivered" | "outbox", database: Database = defaultDb()): Promise<void> {
  await markDelivered(outgoingMail, id, status, database);
}

/** Sending failed: count the attempt and keep the reason; its job tries again later. */
export async function recordFailedMailAttempt(id: number, { error }: { error: string }, database: Database = defaultDb()): Promise<void> {
  await markFailedAttempt(outgoingMail, id, error, database);
}
