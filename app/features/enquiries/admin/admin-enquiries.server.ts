import type { Actor } from "~/platform/audit/actor.server";
import { and, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, type SQL } from "drizzle-orm";
import { db as defaultDb, type Database } from "~/platform/db/client.server";
import { enquiries, jobs } from "~/platform/db/schema";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { enquiryDeliveryJob, enquiryDeliveryKey, type StoredEnquiry } from "../enquiries.server";
import { enqueueJob, hurryJob } from "~/platform/jobs/jobs.server";

/*
 * The Enquiries tab's data: every stored enquiry as staff see it (newest first, searched and
 * filtered), marking one handled or open again, sending one again at once, and reading the
 * filtered list in batches for the CSV export. Every change is one transaction with its audit
 * entry. Delivery itself is each enquiry's background job (app/features/enquiries/enquiry-delivery.server.ts).
 */

const ADMIN_ENQUIRIES_PER_PAGE = 50;

/** new: not handled yet; handled; undelivered: the e-mail has not gone out yet (waiting or failing). */
export const enquiryListStatuses = ["new", "handled", "undelivered"] as const;
export type EnquiryListStatus = (typeof enquiryListStatuses)[number];

export interface AdminEnquiryFilter {
  /** Words found in the name, e-mail, company or message (each word somewhere); '#12' is enquiry 12. */
  q?: string;
  status?: EnquiryListStatus | null;
  /** Received at or after this instant. */
  from?: Date | null;
  /** Received before this instant. */
  before?: Date | null;
  page?: number;
}


/** `%`, `_` and `\` are taken literally in an ILIKE pattern. */
const likeText = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function conditionsOf(filter: AdminEnquiryFilter): SQL[] {
  const conditions: SQL[] = [];
  const q = filter.q?.trim();
  if (q) {
    const id = /^#(\d{1,9})$/.exec(q)?.[1];
    if (id) conditions.push(eq(enquiries.id, Number(id)));
    else {
      for (const word of q.split(/\s+/).slice(0, 8)) {
        const pattern = likeText(word.slice(0, 100));
        conditions.push(
          or(
            ilike(enquiries.name, pattern),
            ilike(enquiries.email, pattern),
            ilike(enquiries.company, pattern),
            ilike(enquiries.message, pattern),
          )!,
        );
      }
    }
  }
  if (filter.status === "new") conditions.push(isNull(enquiries.handledAt));
  else if (filter.status === "handled") conditions.push(isNotNull(enquiries.handledAt));
  else if (filter.status === "undelivered") conditions.push(inArray(enquiries.deliveryStatus, ["pending", "failed"]));
  if (filter.from) conditions.push(gte(enquiries.createdAt, filter.from));
  if (filter.before) conditions.push(lt(enquiries.createdAt, filter.before));
  return conditions;
}

const newestFirst = [desc(enquiries.createdAt), desc(enquiries.id)];

/** One page of the list, newest first, and how many enquiries match in all. */
export async function listAdminEnquiries(
  filter: AdminEnquiryFilter,
  database: Database = defaultDb(),
): Promise<{ rows: StoredEnquiry[]; total: number; page: number; pageCount: number }> {
  const where = and(...conditionsOf(filter));
  const [counted] = await database.select({ n: count() }).from(enquiries).where(where);
  const total = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_ENQUIRIES_PER_PAGE));
  const page = Math.min(Math.max(1, filter.page ?? 1), pageCount);
  const rows = await database
    .select()
    .from(enquiries)
    .where(where)
    .orderBy(...newestFirst)
    .limit(ADMIN_ENQUIRIES_PER_PAGE)
    .offset((page - 1) * ADMIN_ENQUIRIES_PER_PAGE);
  return { rows, total, page, pageCount };
}

/**
 * Every enquiry the filter matches, newest first, a batch at a time (for the export): each batch
 * continues after the last row of the one before, so rows stored meanwhile neither repeat nor
 * push others out.
 */
export async function* eachAdminEnquiryBatch(
  filter: Omit<AdminEnquiryFilter, "page">,
  { batchSize = 500 }: { batchSize?: number } = {},
  database: Database = defaultDb(),
): AsyncGenerator<StoredEnquiry[]> {
  let after: { createdAt: Date; id: number } | null = null;
  for (;;) {
    const conditions = conditionsOf(filter);
    if (after) {
      conditions.push(
        or(
          lt(enquiries.createdAt, after.createdAt),
          and(eq(enquiries.createdAt, after.createdAt), lt(enquiries.id, after.id)),
        )!,
      );
    }
    const batch = await database
      .select()
      .from(enquiries)
      .where(and(...conditions))
      .orderBy(...newestFirst)
      .limit(batchSize);
    if (batch.length) yield batch;
    if (batch.length < batchSize) return;
    const last = batch.at(-1)!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/** How many enquiries the filter matches. */
export async function countAdminEnquiries(
  filter: Omit<AdminEnquiryFilter, "page">,
  database: Database = defaultDb(),
): Promise<number> {
  const [row] = await database.select({ n: count() }).from(enquiries).where(and(...conditionsOf(filter)));
  return row?.n ?? 0;
}

/** An enquiry and when its delivery job runs next (in the past: due now, or being sent). */
type AdminEnquiry = StoredEnquiry & { nextAttemptAt: Date | null };

export async function getAdminEnquiry(id: number, database: Database = defaultDb()): Promise<AdminEnquiry | null> {
  const [found] = await database
    .select({ row: enquiries, nextAttemptAt: jobs.runAt })
    .from(enquiries)
    .leftJoin(
      jobs,
      and(eq(jobs.singletonKey, enquiryDeliveryKey(id)), inArray(jobs.state, ["queued", "running"])),
    )
    .where(eq(enquiries.id, id))
    .limit(1);
  return found ? { ...found.row, nextAttemptAt: found.nextAttemptAt } : null;
}

/** How many enquiries nobody has handled yet (the tab's count). */
export async function newEnquiryCount(database: Database = defaultDb()): Promise<number> {
  const [row] = await database.select({ n: count() }).from(enquiries).where(isNull(enquiries.handledAt));
  return row?.n ?? 0;
}

/** What the audit log names an enquiry by: its number and sender. */
const auditTarget = (row: Pick<StoredEnquiry, "id" | "name">) => `#${row.id} ${row.name}`;

export type EnquiryChangeResult =
  | { ok: true; enquiry: StoredEnquiry }
  | { ok: false; reason: "not-found" | "unchanged" | "sending" };

/**
 * Marks an enquiry handled (by the actor, now) or open again. Answers `unchanged` when it already
 * was, so two people pressing the same button record it once.
 */
export async function setEnquiryHandled(
  actor: Actor,
  id: number,
  handled: boolean,
  ipHash: string | null,
  database: Database = defaultDb(),
): Promise<EnquiryChangeResult> {
  return database.transaction(async (tx) => {
    const [current] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for("update");
    if (!current) return { ok: false, reason: "not-found" } as const;
    if ((current.handledAt !== null) === handled) return { ok: false, reason: "unchanged" } as const;
    const now = new Date();
    const [updated] = await tx
      .update(enquiries)
      .set(handled ? { handledAt: now, handledBy: actor.email, updatedAt: now } : { handledAt: null, handledBy: null, updatedAt: now })
      .where(eq(enquiries.id, id))
      .returning();
    await recordAudit(
      {
        action: handled ? "enquiry-handled" : "enquiry-reopened",
        actor,
        target: auditTarget(current),
        detail: handled ? null : { handledBy: current.handledBy, handledAt: current.handledAt?.toISOString() ?? null },
        ipHash,
      },
      tx,
    );
    return { ok: true, enquiry: updated! } as const;
  });
}

/**
 * Makes the delivery job of an enquiry whose e-mail has not gone out due at once (the enquiry
 * pending again, and a new job, if it had been given up); the caller then wakes the runners.
 * Refused for one already delivered (`unchanged`) or in a runner's hands at this moment
 * (`sending`), so the company never gets it twice.
 */
export async function retryEnquiryDelivery(
  actor: Actor,
  id: number,
  ipHash: string | null,
  database: Database = defaultDb(),
): Promise<EnquiryChangeResult> {
  return database.transaction(async (tx) => {
    const [row] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for("update");
    if (!row) return { ok: false, reason: "not-found" } as const;
    if (row.deliveryStatus !== "pending" && row.deliveryStatus !== "failed") return { ok: false, reason: "unchanged" } as const;
    const job = await hurryJob(enquiryDeliveryKey(id), tx);
    // A running job whose lease ran out lost its process: any runner takes it up as it is.
    if (job?.state === "running" && job.leaseUntil && job.leaseUntil > new Date()) return { ok: false, reason: "sending" } as const;
    if (!job) await enqueueJob(enquiryDeliveryJob(id), tx);
    const [updated] = await tx
      .update(enquiries)
      .set({ deliveryStatus: "pending", updatedAt: new Date() })
      .where(eq(enquiries.id, id))
      .returning();
    await recordAudit(
      {
        action: "enquiry-retried",
        actor,
        target: auditTarget(row),
        detail: { attempts: row.attempts, lastError: row.lastError, status: row.deliveryStatus },
        ipHash,
      },
      tx,
    );
    return { ok: true, enquiry: updated! } as const;
  });
}

/** Records that someone exported the list: which filter, how many rows. */
export async function recordEnquiriesExport(
  actor: Actor,
  filter: Omit<AdminEnquiryFilter, "page">,
  rows: number,
  ipHash: string | null,
  database: Database = defaultDb(),
): Promise<void> {
  await database.transaction(async (tx) => {
    await recordAudit(
      {
        action: "enquiries-exported",
        actor,
        target: null,
        detail: {
          rows,
          q: filter.q || null,
          status: filter.status ?? null,
          from: filter.from?.toISOString() ?? null,
          before: filter.before?.toISOString() ?? null,
        },
        ipHash,
      },
      tx,
    );
  });
}
