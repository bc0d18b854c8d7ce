import { and, eq, like, type SQL } from "drizzle-orm";
import { openDatabase, type Database, type DatabaseTarget } from "../../app/platform/db/client.server";
import { jobs } from "../../app/platform/db/schema";

/**
 * Lets the leases of jobs a killed process held run out now: the state the database reaches
 * `JOB_TIMING.leaseMs` (30 s) after the process died, so the next claim takes them up without
 * the wait. Only for a process that is dead (SIGKILL, its exit awaited): a live one would lose its
 * job. A PGlite data directory must not be open in any process (PGlite is one process).
 * `jobId` limits it to one job, `pid` to the jobs held by that process; answers how many lapsed.
 */
export async function lapseJobLeases(target: DatabaseTarget, { jobId, pid }: { jobId?: number; pid?: number } = {}): Promise<number> {
  const handle = await openDatabase(target);
  try {
    const held: SQL[] = [eq(jobs.state, "running")];
    if (jobId !== undefined) held.push(eq(jobs.id, jobId));
    if (pid !== undefined) held.push(like(jobs.leaseOwner, `%:${pid}:%`));
    const lapsed = await handle.db
      .update(jobs)
      .set({ leaseUntil: new Date(Date.now() - 1_000) })
      .where(and(...held))
      .returning({ id: jobs.id });
    return lapsed.length;
  } finally {
    await handle.close();
  }
}

/**
 * Makes a queued job due now, as its stored pause would once over, so that a test reads the pause
 * from `run_at` instead of waiting it out. Matches only the attempt given: a retry that already
 * happened is left as it is. Wake the runner after it.
 */
export async function makeJobDue(db: Database, job: { id: number; attempts: number }) {
  await db
    .update(jobs)
    .set({ runAt: new Date() })
    .where(and(eq(jobs.id, job.id), eq(jobs.state, "queued"), eq(jobs.attempts, job.attempts)));
}
