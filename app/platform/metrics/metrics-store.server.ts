import { count, inArray, sql } from "drizzle-orm";
import { db as defaultDb, type Database } from "~/platform/db/client.server";
import { enquiries, jobs } from "~/platform/db/schema";

/*
 * What the metrics read from the database when they are scraped (decision 031). Both reads are
 * small: the job queue through its partial index of waiting and running jobs, the enquiries by
 * one grouped count.
 */

export interface JobQueueRow {
  kind: string;
  state: "queued" | "running";
  count: number;
  /** Since the oldest of them was queued (a delivery retried for an hour is an hour old). */
  oldestAgeSeconds: number;
  /** Since the longest-waiting queued job was due: how far the runners are behind. Null: none due. */
  longestDueSeconds: number | null;
}

/** Jobs waiting or running, by kind and state. Finished jobs stay in the table and are not read. */
export async function jobQueueState(database: Database = defaultDb()): Promise<JobQueueRow[]> {
  const rows = await database
    .select({
      kind: jobs.kind,
      state: jobs.state,
      count: count(),
      oldestAgeSeconds: sql<string>`extract(epoch from now() - min(${jobs.createdAt}))`,
      longestDueSeconds: sql<
        string | null
      >`extract(epoch from now() - min(${jobs.runAt}) filter (where ${jobs.state} = 'queued' and ${jobs.runAt} <= now()))`,
    })
    .from(jobs)
    .where(inArray(jobs.state, ["queued", "running"]))
    .groupBy(jobs.kind, jobs.state);
  return rows.map((row) => ({
    kind: row.kind,
    state: row.state as JobQueueRow["state"],
    count: Number(row.count),
    oldestAgeSeconds: Math.max(0, Number(row.oldestAgeSeconds)),
    longestDueSeconds: row.longestDueSeconds === null ? null : Math.max(0, Number(row.longestDueSeconds)),
  }));
}

export interface EnquiryDeliveryRow {
  status: string;
  count: number;
  /** Of those not delivered, the ones whose sending has failed at least once (retrying). */
  retrying: number;
  /** Since the oldest of them not delivered yet was stored. Null: all delivered. */
  oldestUndeliveredSeconds: number | null;
}

/** Enquiries by delivery state (pending, delivered, outbox, failed). */
export async function enquiryDeliveryState(database: Database = defaultDb()): Promise<EnquiryDeliveryRow[]> {
  const rows = await database
    .select({
      status: enquiries.deliveryStatus,
      count: count(),
      retrying: sql<string>`count(*) filter (where ${enquiries.attempts} > 0 and ${enquiries.deliveredAt} is null)`,
      oldestUndeliveredSeconds: sql<
        string | null
      >`extract(epoch from now() - min(${enquiries.createdAt}) filter (where ${enquiries.deliveredAt} is null))`,
    })
    .from(enquiries)
    .groupBy(enquiries.deliveryStatus);
  return rows.map((row) => ({
    status: row.status,
    count: Number(row.count),
    retrying: Number(row.retrying),
    oldestUndeliveredSeconds: row.oldestUndeliveredSeconds === null ? null : Math.max(0, Number(row.oldestUndeliveredSeconds)),
  }));
}
