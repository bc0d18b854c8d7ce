import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { jobs, user } from "~/platform/db/schema";
import { testDatabases } from "../../../../tests/support/test-databases";
import { queueSheetImport, readSheetPayload } from "../sheet/spreadsheet-import.server";
import { realRunOf, runDryRunOnce } from "./run-once.server";

/*
 * 'Run import' on a dry run queues one real import, however often it is pressed: a spreadsheet
 * whose rows name no product would otherwise make every product twice.
 */

describe.each(testDatabases())("running a dry run for real, on $name", (target) => {
  let db: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await target.create());
    await db.insert(user).values({ ...actor, name: actor.email, role: "editor", emailVerified: true });
  });
  afterAll(() => dispose());

  const actor = { id: "staff-1", email: "office@example.com" };

  /** A spreadsheet dry run as the upload queues it, finished. */
  async function finishedDryRun() {
    const job = await queueSheetImport(
      { fileKey: "spreadsheets/2026/11/a.csv", fileName: "a.csv", mapping: ["title"], dryRun: true, publish: false, actor, ipHash: null },
      db,
    );
    await db.update(jobs).set({ state: "done", finishedAt: new Date() }).where(eq(jobs.id, job.id));
    return job;
  }

  /** What 'Run import' queues: the same file, for real, naming the dry run. */
  const press = (dryRun: { id: number; payload: unknown }) =>
    runDryRunOnce(
      dryRun.id,
      async (database) =>
        (await queueSheetImport({ ...readSheetPayload(dryRun.payload)!, dryRun: false, fromDryRun: dryRun.id, actor, ipHash: null }, database)).id,
      db,
    );

  const realRuns = async (dryRunId: number) =>
    (await db.select({ id: jobs.id }).from(jobs).where(sql`${jobs.payload}->>'fromDryRun' = ${String(dryRunId)}`)).map((row) => row.id);

  it("queues the real import on the first press and goes to it on the second", async () => {
    const dryRun = await finishedDryRun();
    expect(await realRunOf(dryRun.id, db)).toBeNull();
    const first = await press(dryRun);
    expect(first.queued).toBe(true);
    const [queued] = await db.select().from(jobs).where(eq(jobs.id, first.jobId));
    expect(queued).toMatchObject({ state: "queued", payload: expect.objectContaining({ dryRun: false, fromDryRun: dryRun.id, fileKey: "spreadsheets/2026/11/a.csv" }) });
    const second = await press(dryRun);
    expect(second).toEqual({ jobId: first.jobId, queued: false });
    expect(await realRunOf(dryRun.id, db)).toBe(first.jobId);
    expect(await realRuns(dryRun.id)).toEqual([first.jobId]);
  });

  it("queues one import when two presses come at once", async () => {
    const dryRun = await finishedDryRun();
    const presses = await Promise.all([press(dryRun), press(dryRun), press(dryRun)]);
    expect(new Set(presses.map((run) => run.jobId)).size).toBe(1);
    expect(presses.filter((run) => run.queued)).toHaveLength(1);
    expect(await realRuns(dryRun.id)).toEqual([presses[0]!.jobId]);
  });

  // Two connections at once exist only on a server: the second press waits for the first's lock.
  it.runIf(target.name !== "PGlite")("holds a second press until the first has queued its import", async () => {
    const dryRun = await finishedDryRun();
    let inside = 0;
    let most = 0;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const queue = async (database: Database) => {
      inside += 1;
      most = Math.max(most, inside);
      await gate;
      const job = await queueSheetImport(
        { ...readSheetPayload(dryRun.payload)!, dryRun: false, fromDryRun: dryRun.id, actor, ipHash: null },
        database,
      );
      inside -= 1;
      return job.id;
    };
    const first = runDryRunOnce(dryRun.id, queue, db);
    await expect.poll(() => inside).toBe(1);
    const second = runDryRunOnce(dryRun.id, queue, db);
    // The second press is seen waiting on the dry run's lock, not queueing beside the first.
    await expect
      .poll(async () => {
        const result = await db.execute(
          sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return ((result as { rows: { waiting: number }[] }).rows[0])!.waiting;
      })
      .toBe(1);
    expect(most).toBe(1);
    open();
    const [a, b] = await Promise.all([first, second]);
    expect(a.queued).toBe(true);
    expect(b).toEqual({ jobId: a.jobId, queued: false });
    expect(most).toBe(1);
    expect(await realRuns(dryRun.id)).toEqual([a.jobId]);
  });

  it("keeps each dry run's real import apart from another's", async () => {
    const [one, two] = [await finishedDryRun(), await finishedDryRun()];
    const [a, b] = [await press(one), await press(two)];
    expect(a.queued && b.queued).toBe(true);
    expect(a.jobId).not.toBe(b.jobId);
    expect(await realRunOf(one.id, db)).toBe(a.jobId);
    expect(await realRunOf(two.id, db)).toBe(b.jobId);
  });
});
