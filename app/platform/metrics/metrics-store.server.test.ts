import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { jobs } from "~/platform/db/schema";
import { testDatabases } from "../../../tests/support/test-databases";
import { enqueueJob } from "../jobs/jobs.server";
import { jobQueueState } from "./metrics-store.server";

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe.each(testDatabases())("what the metrics read on $name", (target) => {
  let db: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
  });
  afterAll(() => dispose());

  it("counts waiting and running jobs by kind, with the oldest's age and how long the first due has waited", async () => {
    expect(await jobQueueState(db)).toEqual([]);
    const old = (await enqueueJob({ kind: "link-import", runAt: minutesAgo(5) }, db)).job;
    await db.update(jobs).set({ createdAt: minutesAgo(10) }).where(eq(jobs.id, old.id));
    // A retry waiting for its time is queued but not due.
    await enqueueJob({ kind: "link-import", runAt: new Date(Date.now() + 60 * 60_000) }, db);
    const running = (await enqueueJob({ kind: "bulk-import" }, db)).job;
    await db.update(jobs).set({ state: "running", createdAt: minutesAgo(2) }).where(eq(jobs.id, running.id));
    const done = (await enqueueJob({ kind: "bulk-import" }, db)).job;
    await db.update(jobs).set({ state: "done" }).where(eq(jobs.id, done.id));

    const rows = await jobQueueState(db);
    const byKey = Object.fromEntries(rows.map((row) => [`${row.kind}/${row.state}`, row]));
    expect(Object.keys(byKey).sort()).toEqual(["bulk-import/running", "link-import/queued"]);
    expect(byKey["link-import/queued"]).toMatchObject({ count: 2 });
    expect(byKey["link-import/queued"]!.oldestAgeSeconds).toBeGreaterThanOrEqual(600);
    expect(byKey["link-import/queued"]!.oldestAgeSeconds).toBeLessThan(660);
    expect(byKey["link-import/queued"]!.longestDueSeconds).toBeGreaterThanOrEqual(300);
    expect(byKey["link-import/queued"]!.longestDueSeconds).toBeLessThan(360);
    expect(byKey["bulk-import/running"]).toMatchObject({ count: 1, longestDueSeconds: null });
    expect(byKey["bulk-import/running"]!.oldestAgeSeconds).toBeGreaterThanOrEqual(120);
  });
});
