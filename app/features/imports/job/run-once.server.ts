import { asc, eq, sql } from "drizzle-orm";
import { db as defaultDb, type Database, type Queryable } from "~/platform/db/client.server";
import { jobs } from "~/platform/db/schema";
import { wakeJobs } from "~/platform/jobs/job-runner.server";

/*
 * A dry run is run for real once. Pressing 'Run import' twice (a double click, a form posted
 * again from the browser's history, two people at once) must not import a spreadsheet twice: rows
 * that name no product would make each product a second time. The real run names the dry run it
 * came from (`fromDryRun` in its payload); a second press finds it and goes to it instead.
 */

/** The real import run from a dry run, if there is one. */
export async function realRunOf(dryRunId: number, database: Queryable = defaultDb()): Promise<number | null> {
  const [found] = await database
    .select({ id: jobs.id })
    .from(jobs)
    .where(sql`${jobs.payload}->>'fromDryRun' = ${String(dryRunId)}`)
    .orderBy(asc(jobs.id))
    .limit(1);
  return found?.id ?? null;
}

/**
 * Queues the real run of a dry run, unless it was queued before: the dry run's row is locked while
 * the earlier run is looked for, so two presses at once queue one import. `queue` must put
 * `fromDryRun: dryRunId` into the job's payload and write with the database it is given.
 */
export async function runDryRunOnce(
  dryRunId: number,
  queue: (database: Queryable) => Promise<number>,
  database: Database = defaultDb(),
): Promise<{ jobId: number; queued: boolean }> {
  const outcome = await database.transaction(async (tx) => {
    await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, dryRunId)).for("update");
    const earlier = await realRunOf(dryRunId, tx);
    if (earlier !== null) return { jobId: earlier, queued: false };
    return { jobId: await queue(tx), queued: true };
  });
  // The job is there for every process's runner once the transaction has ended.
  if (outcome.queued) wakeJobs();
  return outcome;
}
