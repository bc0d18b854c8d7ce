import type { Actor } from "~/platform/audit/actor.server";
import { and, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { db as defaultDb, type Database } from "~/platform/db/client.server";
import { enquiries, enquiryLines, jobs, user, type EnquiryKind } from "~/platform/db/schema";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { enquiryDeliveryJob, enquiryDeliveryKey, type StoredEnquiry } from "../enquiries.server";
import { enqueueJob, hurryJob } from "~/platform/jobs/jobs.server";
import { leadStates, UNASSIGNED } from "./lead-values";

/*
 * The Enquiries tab's data: every stored enquiry as staff see it (newest first, searched and
 * filtered), sending one again at once, and reading the filtered list in batches for the CSV
 * export. Every change is one transaction with its audit entry; the pipeline's changes (state,
 * owner, notes) are lead-pipeline.server.ts. Delivery itself is each enquiry's background job
 * (app/features/enquiries/enquiry-delivery.server.ts).
 */

const ADMIN_ENQUIRIES_PER_PAGE = 50;

/** A pipeline state, or undelivered: the e-mail has not gone out yet (waiting or failing). */
export const enquiryListStatuses = [...leadStates, "undelivered"] as const;
export type EnquiryListStatus = (typeof enquiryListStatuses)[number];

export interface AdminEnquiryFilter {
  /** Words found in the name, e-mail, company or message (each word somewhere); '#12' is enquiry 12. */
  q?: string;
  status?: EnquiryListStatus | null;
  kind?: EnquiryKind | null;
  /** A staff member's account id, or `unassigned`. */
  owner?: string | null;
  /** Leads with a line of this product. */
  product?: number | null;
  /** Received at or after this instant. */
  from?: Date | null;
  /** Received before this instant. */
  before?: Date | null;
  page?: number;
}

/** An enquiry as the list and the export read it: with its owner's address. */
export type ListedEnquiry = StoredEnquiry & { ownerEmail: string | null };

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
  if (filter.status === "undelivered") conditions.push(inArray(enquiries.deliveryStatus, ["pending", "failed"]));
  else if (filter.status) conditions.push(eq(enquiries.state, filter.status));
  if (filter.kind) conditions.push(eq(enquiries.kind, filter.kind));
  if (filter.owner === UNASSIGNED) conditions.push(isNull(enquiries.ownerId));
  else if (filter.owner) conditions.push(eq(enquiries.ownerId, filter.owner));
  if (filter.product) {
    conditions.push(
      sql`exists (select 1 from ${enquiryLines} where ${enquiryLines.enquiryId} = ${enquiries.id} and ${enquiryLines.productId} = ${filter.product})`,
    );
  }
  if (filter.from) conditions.push(gte(enquiries.createdAt, filter.from));
  if (filter.before) conditions.push(lt(enquiries.createdAt, filter.before));
  return conditions;
}

const newestFirst = [desc(enquiries.createdAt), desc(enquiries.id)];

/** Enquiries with their owner's address. */
const listed = (database: Database) =>
  database.select({ row: enquiries, ownerEmail: user.email }).from(enquiries).leftJoin(user, eq(user.id, enquiries.ownerId));
const withOwner = ({ row, ownerEmail }: { row: StoredEnquiry; ownerEmail: string | null }): ListedEnquiry => ({ ...row, ownerEmail });

/** One page of the list, newest first, and how many enquiries match in all. */
export async function listAdminEnquiries(
  filter: AdminEnquiryFilter,
  database: Database = defaultDb(),
): Promise<{ rows: ListedEnquiry[]; total: number; page: number; pageCount: number }> {
  const where = and(...conditionsOf(filter));
  const [counted] = await database.select({ n: count() }).from(enquiries).where(where);
  const total = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_ENQUIRIES_PER_PAGE));
  const page = Math.min(Math.max(1, filter.page ?? 1), pageCount);
  const rows = await listed(database)
    .where(where)
    .orderBy(...newestFirst)
    .limit(ADMIN_ENQUIRIES_PER_PAGE)
    .offset((page - 1) * ADMIN_ENQUIRIES_PER_PAGE);
  return { rows: rows.map(withOwner), total, page, pageCount };
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
): AsyncGenerator<ListedEnquiry[]> {
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
    const batch = (await listed(database)
      .where(and(...conditions))
      .orderBy(...newestFirst)
      .limit(batchSize)).map(withOwner);
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

/** How many leads are still new: nobody has moved them on yet (the tab's count). */
export async function newEnquiryCount(database: Database = defaultDb()): Promise<number> {
  const [row] = await database.select({ n: count() }).from(enquiries).where(eq(enquiries.state, "new"));
  return row?.n ?? 0;
}

/** What the audit log names an enquiry by: its number and sender. */
const auditTarget = (row: Pick<StoredEnquiry, "id" | "name">) => `#${row.id} ${row.name}`;

export type EnquiryChangeResult =
  | { ok: true; enquiry: StoredEnquiry }
  | { ok: false; reason: "not-found" | "unchanged" | "sending" };

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
          kind: filter.kind ?? null,
          owner: filter.owner ?? null,
          product: filter.product ?? null,
          from: filter.from?.toISOString() ?? null,
          before: filter.before?.toISOString() ?? null,
        },
        ipHash,
      },
      tx,
    );
  });
}
