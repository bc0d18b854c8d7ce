import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { enquiries, jobs } from "~/platform/db/schema";
import { testDatabases } from "../../../tests/support/test-databases";
import { enqueueEnquiry, recordDelivery, recordFailedAttempt } from "~/features/enquiries/enquiries.server";
import { enqueueJob } from "../jobs/jobs.server";
import { enquiryDeliveryState, jobQueueState } from "./metrics-store.server";

const enquiry = (name: string) => ({
  name,
  email: `${name.toLowerCase()}@example.com`,
  phone: undefined,
  company: "Counted Homes",
  interestedIn: "residential" as const,
  service: "consultation" as const,
  message: "Please call me about oak flooring for the whole house.",
});

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

  it("counts enquiries by delivery state, those retrying, and the oldest not delivered", async () => {
    expect(await enquiryDeliveryState(db)).toEqual([]);
    const origin = { sourcePage: "/contact", clientKey: "k" };
    const waiting = await enqueueEnquiry(enquiry("Waiting"), origin, db);
    await db.update(enquiries).set({ createdAt: minutesAgo(30) }).where(eq(enquiries.id, waiting.id));
    const retrying = await enqueueEnquiry(enquiry("Retrying"), origin, db);
    await recordFailedAttempt(retrying.id, { error: "connection refused" }, db);
    const sent = await enqueueEnquiry(enquiry("Sent"), origin, db);
    await recordDelivery(sent.id, "outbox", db);

    const rows = Object.fromEntries((await enquiryDeliveryState(db)).map((row) => [row.status, row]));
    expect(rows.pending).toMatchObject({ count: 2, retrying: 1 });
    expect(rows.pending!.oldestUndeliveredSeconds).toBeGreaterThanOrEqual(1800);
    expect(rows.pending!.oldestUndeliveredSeconds).toBeLessThan(1860);
    expect(rows.outbox).toEqual({ status: "outbox", count: 1, retrying: 0, oldestUndeliveredSeconds: null });
  });
});
