import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, lt, lte, or, sql } from "drizzle-orm";
import { db as defaultDb, type Database, type Queryable } from "~/platform/db/client.server";
import { jobItemErrors, jobItems, jobs, user, type JobItemOutcome, type JobState } from "~/platform/db/schema";

/*
 * The stored queue of background jobs (decision 024). Requests enqueue; the job runner
 * (app/platform/jobs/job-runner.server.ts) claims, renews, reports and finishes. Every write that belongs
 * to a claimed job names the process that holds it, so a process whose lease ran out (and whose
 * job another process took up) can no longer change it.
 */

export type StoredJob = typeof jobs.$inferSelect;
type JobItemError = typeof jobItemErrors.$inferSelect;
type JobItem = typeof jobItems.$inferSelect;
export type NewJobItem = Omit<typeof jobItems.$inferInsert, "id" | "jobId" | "createdAt">;

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  /** At most one queued or running job per key: the second enqueue finds the first. */
  singletonKey?: string;
  maxAttempts?: number;
  runAt?: Date;
  createdBy?: string | null;
}

/** Attempts for a job that is never given up (the delivery of mail): more than it can ever make. */
export const UNLIMITED_ATTEMPTS = 2_147_483_647;

/** Queues a job. With a singleton key that is taken, nothing is added and the job holding it is answered. */
export async function enqueueJob(
  job: NewJob,
  database: Queryable = defaultDb(),
): Promise<{ job: StoredJob; added: boolean }> {
  const [added] = await database
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      singletonKey: job.singletonKey ?? null,
      maxAttempts: job.maxAttempts ?? 3,
      runAt: job.runAt ?? new Date(),
      createdBy: job.createdBy ?? null,
    })
    .onConflictDoNothing({
      target: jobs.singletonKey,
      where: sql`${jobs.singletonKey} is not null and ${jobs.state} in ('queued', 'running')`,
    })
    .returning();
  if (added) return { job: added, added: true };
  const [holder] = await database
    .select()
    .from(jobs)
    .where(and(eq(jobs.singletonKey, job.singletonKey ?? ""), inArray(jobs.state, ["queued", "running"])))
    .limit(1);
  if (!holder) throw new Error("The job was neither added nor found");
  return { job: holder, added: false };
}

/**
 * The queued or running job holding a singleton key, locked until the caller's transaction ends
 * (a claim in progress is waited for), made due at once if it is queued. Null when none holds it.
 */
export async function hurryJob(singletonKey: string, database: Database = defaultDb()): Promise<StoredJob | null> {
  const [held] = await database
    .select()
    .from(jobs)
    .where(and(eq(jobs.singletonKey, singletonKey), inArray(jobs.state, ["queued", "running"])))
    .limit(1)
    .for("update");
  if (!held || held.state !== "queued") return held ?? null;
  const [due] = await database.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, held.id)).returning();
  return due ?? held;
}

/**
 * Takes up to `limit` jobs of the given kinds for `owner`: queued ones that are due, and running
 * ones whose lease has run out (their process stopped without finishing). Rows another process
 * is claiming are skipped, not waited for. A job taken up more often than its attempts allow is
 * failed instead of run again: one that kills its process each time must not do so for ever.
 */
export async function claimJobs(
  { kinds, owner, limit, leaseMs, now = new Date() }: { kinds: string[]; owner: string; limit: number; leaseMs: number; now?: Date },
  database: Database = defaultDb(),
): Promise<StoredJob[]> {
  if (kinds.length === 0 || limit < 1) return [];
  return database.transaction(async (tx) => {
    const due = await tx
      .select({ id: jobs.id, attempts: jobs.attempts, maxAttempts: jobs.maxAttempts })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, kinds),
          or(
            and(eq(jobs.state, "queued"), lte(jobs.runAt, now)),
            and(eq(jobs.state, "running"), lt(jobs.leaseUntil, now)),
          ),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    const spent = due.filter((row) => row.attempts >= row.maxAttempts).map((row) => row.id);
    if (spent.length > 0) {
      await tx
        .update(jobs)
        .set({
          state: "failed",
          lastError: sql`coalesce(${jobs.lastError}, 'Stopped without finishing ' || ${jobs.attempts} || ' times')`,
          leaseOwner: null,
          leaseUntil: null,
          currentItem: null,
          finishedAt: now,
        })
        .where(inArray(jobs.id, spent));
    }
    const runnable = due.filter((row) => row.attempts < row.maxAttempts).map((row) => row.id);
    if (runnable.length === 0) return [];
    return tx
      .update(jobs)
      .set({
        state: "running",
        leaseOwner: owner,
        leaseUntil: new Date(now.getTime() + leaseMs),
        attempts: sql`${jobs.attempts} + 1`,
        startedAt: sql`coalesce(${jobs.startedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(inArray(jobs.id, runnable))
      .returning();
  });
}

const heldBy = (id: number, owner: string) => and(eq(jobs.id, id), eq(jobs.state, "running"), eq(jobs.leaseOwner, owner));

/**
 * Renews the lease. Answers whether the owner still holds the job, and whether someone asked to
 * cancel it; a job no longer held must be let go of at once.
 */
export async function renewLease(
  { id, owner, leaseMs }: { id: number; owner: string; leaseMs: number },
  database: Database = defaultDb(),
): Promise<{ held: boolean; cancelRequested: boolean }> {
  const [row] = await database
    .update(jobs)
    .set({ leaseUntil: new Date(Date.now() + leaseMs) })
    .where(heldBy(id, owner))
    .returning({ cancelRequested: jobs.cancelRequested });
  return row ? { held: true, cancelRequested: row.cancelRequested } : { held: false, cancelRequested: false };
}

export interface JobReport {
  progress?: Record<string, number>;
  checkpoint?: unknown;
  currentItem?: string | null;
}

/**
 * Stores how far the job is. Answers, as `renewLease` does, whether the owner still holds the job
 * and whether someone asked to cancel it.
 */
export async function reportProgress(
  { id, owner, report }: { id: number; owner: string; report: JobReport },
  database: Database = defaultDb(),
): Promise<{ held: boolean; cancelRequested: boolean }> {
  const changes: Partial<typeof jobs.$inferInsert> = { updatedAt: new Date() };
  if (report.progress) changes.progress = report.progress;
  if (report.checkpoint !== undefined) changes.checkpoint = report.checkpoint;
  if (report.currentItem !== undefined) changes.currentItem = report.currentItem;
  const [row] = await database
    .update(jobs)
    .set(changes)
    .where(heldBy(id, owner))
    .returning({ cancelRequested: jobs.cancelRequested });
  return row ? { held: true, cancelRequested: row.cancelRequested } : { held: false, cancelRequested: false };
}

/** Records what went wrong with one item; the job goes on. */
export async function addJobItemError(
  { id, item, message }: { id: number; item: string; message: string },
  database: Database = defaultDb(),
): Promise<void> {
  await database.insert(jobItemErrors).values({ jobId: id, item: item.slice(0, 2000), message: message.slice(0, 2000) });
}

/**
 * What an item recorded again replaces: every column the job gives, whatever record it names;
 * its key and its first line's time stay, and so does the version before the job first changed it.
 */
const replacedItemColumns = Object.fromEntries(
  Object.entries(getTableColumns(jobItems))
    .filter(([key]) => !["id", "jobId", "position", "createdAt", "versionBefore"].includes(key))
    .map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)]),
);

/**
 * Records what happened (or in a dry run would happen) to items of a job. An item recorded again
 * (the job was taken up again and repeated a step) replaces its earlier line.
 */
export async function recordJobItems(id: number, items: NewJobItem[], database: Database = defaultDb()): Promise<void> {
  if (items.length === 0) return;
  const rows = items.map((item) => ({
    ...item,
    jobId: id,
    item: item.item.slice(0, 2000),
    message: item.message?.slice(0, 2000) ?? null,
  }));
  // In slices, so a 10,000-row spreadsheet stays within the bind-parameter limit.
  for (let start = 0; start < rows.length; start += 1000) {
    await database
      .insert(jobItems)
      .values(rows.slice(start, start + 1000))
      .onConflictDoUpdate({
        target: [jobItems.jobId, jobItems.position],
        set: {
          ...replacedItemColumns,
          versionBefore: sql`coalesce(${jobItems.versionBefore}, excluded.version_before)`,
        },
      });
  }
}

/** A page of a job's items in their order, optionally of one outcome. */
export async function listJobItems(
  id: number,
  { limit = 200, offset = 0, outcome }: { limit?: number; offset?: number; outcome?: JobItemOutcome } = {},
  database: Database = defaultDb(),
): Promise<JobItem[]> {
  return database
    .select()
    .from(jobItems)
    .where(and(eq(jobItems.jobId, id), outcome ? eq(jobItems.outcome, outcome) : undefined))
    .orderBy(asc(jobItems.position))
    .limit(limit)
    .offset(offset);
}

/** How many of a job's items had each outcome. */
export async function countJobItems(id: number, database: Database = defaultDb()): Promise<Partial<Record<JobItemOutcome, number>>> {
  const rows = await database
    .select({ outcome: jobItems.outcome, count: sql<number>`count(*)::int` })
    .from(jobItems)
    .where(eq(jobItems.jobId, id))
    .groupBy(jobItems.outcome);
  return Object.fromEntries(rows.map((row) => [row.outcome, Number(row.count)]));
}

/** Ends a held job: done with its result, failed with its reason, or cancelled as asked. */
export async function finishJob(
  { id, owner, state, result, error }: { id: number; owner: string; state: Extract<JobState, "done" | "failed" | "cancelled">; result?: unknown; error?: string },
  database: Database = defaultDb(),
): Promise<boolean> {
  const rows = await database
    .update(jobs)
    .set({
      state,
      result: result ?? null,
      lastError: error?.slice(0, 2000) ?? null,
      leaseOwner: null,
      leaseUntil: null,
      currentItem: null,
      finishedAt: new Date(),
    })
    .where(heldBy(id, owner))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** A held job's attempt failed: it waits until `retryAt` and runs again, or fails when out of attempts. */
export async function retryJobLater(
  { id, owner, error, retryAt }: { id: number; owner: string; error: string; retryAt: Date },
  database: Database = defaultDb(),
): Promise<JobState | null> {
  const [row] = await database
    .update(jobs)
    .set({
      state: sql`case when ${jobs.attempts} >= ${jobs.maxAttempts} then 'failed' else 'queued' end`,
      runAt: retryAt,
      lastError: error.slice(0, 2000),
      leaseOwner: null,
      leaseUntil: null,
      currentItem: null,
      finishedAt: sql`case when ${jobs.attempts} >= ${jobs.maxAttempts} then now() else null end`,
    })
    .where(heldBy(id, owner))
    .returning({ state: jobs.state });
  return row?.state ?? null;
}

/**
 * Gives a held job back, due at once, without counting the attempt: its process is shutting down
 * and another (or this one restarted) goes on from the checkpoint.
 */
export async function releaseJob({ id, owner }: { id: number; owner: string }, database: Database = defaultDb()): Promise<boolean> {
  const rows = await database
    .update(jobs)
    .set({
      state: "queued",
      runAt: new Date(),
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      leaseOwner: null,
      leaseUntil: null,
      currentItem: null,
    })
    .where(heldBy(id, owner))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Asks a job to stop. A queued one is cancelled at once; a running one when its process next
 * renews its lease or reports. Answers the job's state afterwards, or null for no such job.
 */
export async function requestCancel(id: number, database: Database = defaultDb()): Promise<JobState | null> {
  return database.transaction(async (tx) => {
    const [row] = await tx.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, id)).for("update");
    if (!row) return null;
    if (row.state === "queued") {
      await tx.update(jobs).set({ state: "cancelled", finishedAt: new Date() }).where(eq(jobs.id, id));
      return "cancelled";
    }
    if (row.state === "running") await tx.update(jobs).set({ cancelRequested: true }).where(eq(jobs.id, id));
    return row.state;
  });
}

export async function findJob(id: number, database: Database = defaultDb()): Promise<StoredJob | null> {
  const [row] = await database.select().from(jobs).where(eq(jobs.id, id));
  return row ?? null;
}

export async function listJobItemErrors(
  id: number,
  { limit = 1000 }: { limit?: number } = {},
  database: Database = defaultDb(),
): Promise<JobItemError[]> {
  return database.select().from(jobItemErrors).where(eq(jobItemErrors.jobId, id)).orderBy(asc(jobItemErrors.id)).limit(limit);
}

/** The newest jobs of some kinds, with who queued them, for the admin's list. */
export async function listJobs(
  { kinds, limit = 20 }: { kinds: string[]; limit?: number },
  database: Database = defaultDb(),
): Promise<(StoredJob & { createdByEmail: string | null })[]> {
  const rows = await database
    .select({ job: jobs, email: user.email })
    .from(jobs)
    .leftJoin(user, eq(user.id, jobs.createdBy))
    .where(inArray(jobs.kind, kinds))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
  return rows.map((row) => ({ ...row.job, createdByEmail: row.email }));
}

/** When the next queued job of these kinds falls due, or a running one's lease runs out. */
export async function nextJobDueAt(kinds: string[], database: Database = defaultDb()): Promise<Date | null> {
  if (kinds.length === 0) return null;
  const [row] = await database
    .select({
      at: sql<Date | string | null>`min(case when ${jobs.state} = 'queued' then ${jobs.runAt} else ${jobs.leaseUntil} end)`,
    })
    .from(jobs)
    .where(and(inArray(jobs.kind, kinds), inArray(jobs.state, ["queued", "running"]), or(eq(jobs.state, "queued"), isNotNull(jobs.leaseUntil))));
  return row?.at ? new Date(row.at) : null;
}

/**
 * Deletes dry runs of the given kinds that ended before `before`, with their items and errors;
 * answers their ids. Real imports and their undos are kept: they are the catalogue's history.
 */
export async function deleteFinishedDryRuns(kinds: string[], before: Date, database: Queryable = defaultDb()): Promise<number[]> {
  if (kinds.length === 0) return [];
  const rows = await database
    .delete(jobs)
    .where(
      and(
        inArray(jobs.kind, kinds),
        inArray(jobs.state, ["done", "failed", "cancelled"]),
        sql`(${jobs.payload} ->> 'dryRun') = 'true'`,
        lt(sql`coalesce(${jobs.finishedAt}, ${jobs.updatedAt})`, before),
      ),
    )
    .returning({ id: jobs.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** The values of a payload field among the queued and running jobs of one kind (the files they will read). */
export async function listPayloadValuesOfUnfinishedJobs(kind: string, field: string, database: Queryable = defaultDb()): Promise<string[]> {
  const rows = await database
    .select({ value: sql<string | null>`${jobs.payload} ->> ${field}` })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), inArray(jobs.state, ["queued", "running"])));
  return rows.flatMap((row) => (row.value ? [row.value] : []));
}
