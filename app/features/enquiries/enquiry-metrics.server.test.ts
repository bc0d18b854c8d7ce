import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { enquiries } from "~/platform/db/schema";
import { testDatabases } from "../../../tests/support/test-databases";
import { enqueueEnquiry, recordDelivery, recordFailedAttempt } from "./enquiries.server";
import { enquiryDeliveryState } from "./enquiry-metrics.server";

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
