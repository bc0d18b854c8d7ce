import { count, inArray, sql } from "drizzle-orm";
import { db as defaultDb, type Database } from "~/platform/db/client.server";
import { jobs } from "~/platform/db/schema";

/*
 * What the metrics read from the database when they are scraped (decision 031). The job queue's
 * read is small: through its partial index of waiting and running jobs. Features register reads
 * of their own (`databaseReading` in metrics.server.ts).
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
