import { and, asc, count, eq, gte } from "drizzle-orm";
import type { Enquiry } from "~/features/enquiries/enquiry-form-schema";
import { db as defaultDb, type Database } from "~/platform/db/client.server";
import { enquiries, enquiryLines, type EnquiryKind, type SampleShipping } from "~/platform/db/schema";
import type { SiteLocale } from "~/platform/i18n/site-locale";
import { markDelivered, markFailedAttempt } from "~/platform/mail/delivery-state.server";
import { enqueueJob, UNLIMITED_ATTEMPTS, type NewJob } from "~/platform/jobs/jobs.server";

export type StoredEnquiry = typeof enquiries.$inferSelect;
export type StoredEnquiryLine = typeof enquiryLines.$inferSelect;

/** A line to keep with an enquiry: the product as it was when sent (quote-lines.server.ts). */
export interface NewEnquiryLine {
  productId: number | null;
  productTitle: string;
  colour: string | null;
  areaSqft: number | null;
  boxes: number | null;
}

/**
 * An enquiry's own fields as stored: the enquiry form's, or a sample request's, which asks no
 * project type or service (kept blank) and takes the company only when given.
 */
export type NewEnquiry = Omit<Enquiry, "interestedIn" | "service"> & {
  interestedIn: Enquiry["interestedIn"] | "";
  service: Enquiry["service"] | "";
};

/** The background job (decision 024) that sends an enquiry to the office. */
export const DELIVER_ENQUIRY = "deliver-enquiry";

/** Keeps one delivery job per enquiry queued or running. */
export const enquiryDeliveryKey = (id: number) => `${DELIVER_ENQUIRY}:${id}`;

/**
 * The delivery job of one enquiry. It is never given up: it is tried again, with growing pauses,
 * until the mail server takes the message.
 */
export const enquiryDeliveryJob = (id: number): NewJob => ({
  kind: DELIVER_ENQUIRY,
  payload: { enquiryId: id },
  singletonKey: enquiryDeliveryKey(id),
  maxAttempts: UNLIMITED_ATTEMPTS,
});

/** Where an enquiry came from, as a path of this site (/contact, /inspiration/gallery, …). */
interface EnquiryOrigin {
  sourcePage: string;
  clientKey: string;
  /** The language of the page it was sent from; English when not said. */
  locale?: SiteLocale;
  /** A quote request's or a sample request's kind, lines and (samples) where they go; a plain message otherwise. */
  kind?: EnquiryKind;
  lines?: readonly NewEnquiryLine[];
  shipping?: SampleShipping | null;
}

/**
 * Stores a valid enquiry and, in the same transaction, its delivery job, due at once: once this
 * returns, the lead is kept and will be sent. Wake the runners afterwards (`wakeJobs`) to send it
 * now rather than at their next look.
 */
export async function enqueueEnquiry(
  enquiry: NewEnquiry,
  origin: EnquiryOrigin,
  database: Database = defaultDb(),
): Promise<StoredEnquiry> {
  return database.transaction(async (tx) => {
    const [row] = await tx
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
        locale: origin.locale ?? "en",
        kind: origin.kind ?? "contact",
        shipping: origin.shipping ?? null,
      })
      .returning();
    if (!row) throw new Error("The enquiry was not stored");
    const lines = origin.lines ?? [];
    if (lines.length > 0) {
      await tx.insert(enquiryLines).values(
        lines.map((line, position) => ({
          enquiryId: row.id,
          position,
          productId: line.productId,
          productTitle: line.productTitle,
          colour: line.colour,
          areaSqft: line.areaSqft === null ? null : String(line.areaSqft),
          boxes: line.boxes,
        })),
      );
    }
    await enqueueJob(enquiryDeliveryJob(row.id), tx);
    return row;
  });
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

export async function findEnquiry(id: number, database: Database = defaultDb()): Promise<StoredEnquiry | null> {
  const [row] = await database.select().from(enquiries).where(eq(enquiries.id, id));
  return row ?? null;
}

/** An enquiry's lines in the order they were sent. */
export function linesOf(id: number, database: Pick<Database, "select"> = defaultDb()): Promise<StoredEnquiryLine[]> {
  return database.select().from(enquiryLines).where(eq(enquiryLines.enquiryId, id)).orderBy(asc(enquiryLines.position), asc(enquiryLines.id));
}

/** The e-mail went out (to the SMTP server, or as a file in the outbox). */
export async function recordDelivery(id: number, status: "delivered" | "outbox", database: Database = defaultDb()): Promise<void> {
  await markDelivered(enquiries, id, status, database);
}

/** Sending failed: count the attempt and keep the reason; its job tries again later. */
export async function recordFailedAttempt(id: number, { error }: { error: string }, database: Database = defaultDb()): Promise<void> {
  await markFailedAttempt(enquiries, id, error, database);
}
