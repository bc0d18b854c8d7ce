import { count, sql } from "drizzle-orm";
import { Gauge } from "prom-client";
import { db as defaultDb, type Database } from "~/platform/db/client.server";
import { enquiries, enquiryDeliveryStatuses } from "~/platform/db/schema";
import { databaseReading, metricsRegistry } from "~/platform/metrics/metrics.server";

/*
 * The enquiries' delivery in the process's metrics (decision 031): read from the database by one
 * grouped count when the metrics are scraped, with the platform's other reads (`databaseReading`).
 * The metrics endpoint loads this module (server/metrics.ts).
 */

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

const registers = [metricsRegistry];
const deliveryState = databaseReading("enquiries", () => enquiryDeliveryState());

new Gauge({
  name: "enquiries",
  help: "Stored enquiries by the state of their e-mail to the office (pending, delivered, outbox, failed).",
  labelNames: ["delivery_status"] as const,
  registers,
  aggregator: "max",
  async collect() {
    const rows = await deliveryState();
    this.reset();
    if (!rows) return;
    for (const status of enquiryDeliveryStatuses) this.set({ delivery_status: status }, 0);
    for (const row of rows) this.set({ delivery_status: row.status }, row.count);
  },
});

new Gauge({
  name: "enquiries_retrying",
  help: "Enquiries not delivered yet whose sending has already failed at least once (the mail server refuses or is away).",
  registers,
  aggregator: "max",
  async collect() {
    const rows = await deliveryState();
    this.set(rows?.reduce((sum, row) => sum + row.retrying, 0) ?? 0);
  },
});

new Gauge({
  name: "enquiry_oldest_undelivered_age_seconds",
  help: "Age of the oldest enquiry whose e-mail has not gone out yet (0: none).",
  registers,
  aggregator: "max",
  async collect() {
    const rows = await deliveryState();
    const ages = (rows ?? []).flatMap((row) => (row.oldestUndeliveredSeconds === null ? [] : [row.oldestUndeliveredSeconds]));
    this.set(ages.length > 0 ? Math.max(...ages) : 0);
  },
});
