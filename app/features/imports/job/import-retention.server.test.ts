import { mkdtemp, rm, utimes } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { jobItems, jobs } from "~/platform/db/schema";
import { holdAdvisoryLock, testDatabases } from "../../../../tests/support/test-databases";
import { localStorage, type UploadStorage } from "~/platform/storage/storage.server";
import { BULK_IMPORT } from "../bulk/bulk-import.server";
import { purgeOldImports, RETENTION_LOCK_ID, startImportRetention } from "./import-retention.server";
import { IMPORT_UNDO, SHEET_IMPORT } from "../kinds/job-kinds";
import { LINK_IMPORT } from "../link/link-import.server";

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

describe.each(testDatabases())("what imports leave behind, on $name", (target) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let root: string;
  let storage: UploadStorage;

  beforeAll(async () => {
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
    root = await mkdtemp(path.join(os.tmpdir(), "import-retention-"));
    storage = localStorage(root);
  });
  afterAll(async () => {
    await dispose();
    await rm(root, { recursive: true, force: true });
  });

  /** A job as the runner leaves it, with `items` rows in its list. */
  async function job(values: { kind: string; state: "queued" | "running" | "done" | "failed" | "cancelled"; payload: Record<string, unknown>; finishedDaysAgo?: number; items?: number }) {
    const finishedAt = values.finishedDaysAgo === undefined ? null : daysAgo(values.finishedDaysAgo);
    const [row] = await db
      .insert(jobs)
      .values({ kind: values.kind, state: values.state, payload: values.payload, finishedAt, createdAt: finishedAt ?? new Date(), updatedAt: finishedAt ?? new Date() })
      .returning();
    if (values.items) {
      await db.insert(jobItems).values(Array.from({ length: values.items }, (_, index) => ({ jobId: row!.id, position: index + 1, item: `Row ${index + 2}`, outcome: "create" as const })));
    }
    return row!.id;
  }

  /** A spreadsheet as an upload stores it, last written `days` ago. */
  async function spreadsheet(key: string, days: number) {
    await storage.write(key, new TextEncoder().encode("Title\nOak\n"));
    const at = daysAgo(days);
    await utimes(path.join(root, key), at, at);
    return key;
  }
  const stored = async (key: string) => (await storage.stat(key)) !== null;
  const existing = async (ids: number[]) =>
    (await db.select({ id: jobs.id }).from(jobs).where(inArray(jobs.id, ids))).map((row) => row.id).sort((a, b) => a - b);

  it("deletes dry runs that ended over 30 days ago with their lists, and keeps real imports, undos and recent or unfinished dry runs", async () => {
    const oldDryRuns = [
      await job({ kind: SHEET_IMPORT, state: "done", payload: { dryRun: true, fileKey: "imports/2026/01/a.csv" }, finishedDaysAgo: 31, items: 50 }),
      await job({ kind: LINK_IMPORT, state: "failed", payload: { dryRun: true, url: "https://supplier.example/p/1" }, finishedDaysAgo: 45 }),
      await job({ kind: BULK_IMPORT, state: "cancelled", payload: { dryRun: true, supplierUrl: "https://supplier.example/" }, finishedDaysAgo: 90, items: 3 }),
    ];
    const kept = [
      await job({ kind: SHEET_IMPORT, state: "done", payload: { dryRun: true }, finishedDaysAgo: 29, items: 5 }),
      await job({ kind: SHEET_IMPORT, state: "done", payload: { dryRun: false }, finishedDaysAgo: 400, items: 5 }),
      await job({ kind: LINK_IMPORT, state: "done", payload: { url: "https://supplier.example/p/2" }, finishedDaysAgo: 400, items: 1 }),
      await job({ kind: IMPORT_UNDO, state: "done", payload: { importJobId: 1 }, finishedDaysAgo: 400 }),
      await job({ kind: SHEET_IMPORT, state: "queued", payload: { dryRun: true } }),
      await job({ kind: "enquiry-delivery", state: "done", payload: { enquiryId: 1, dryRun: true }, finishedDaysAgo: 400 }),
    ];

    const outcome = await purgeOldImports({ database: db, storage });
    expect(outcome.skipped).toBe(false);
    expect(outcome.dryRuns).toEqual(oldDryRuns);
    expect(await existing([...oldDryRuns, ...kept])).toEqual(kept);
    const items = await db.select({ jobId: jobItems.jobId }).from(jobItems).where(inArray(jobItems.jobId, [...oldDryRuns, ...kept]));
    expect(new Set(items.map((item) => item.jobId))).toEqual(new Set([kept[0], kept[1], kept[2]]));
    // A second pass finds nothing more to do.
    expect((await purgeOldImports({ database: db, storage })).dryRuns).toEqual([]);
  });

  it("removes spreadsheets uploaded over 30 days ago unless an import still to run reads them, and nothing else", async () => {
    const old = await spreadsheet("imports/2026/09/old0000000000000000000001.xlsx", 31);
    const older = await spreadsheet("imports/2025/02/old0000000000000000000002.csv", 300);
    const recent = await spreadsheet("imports/2026/11/new0000000000000000000001.csv", 2);
    const queued = await spreadsheet("imports/2026/09/queued000000000000000001.csv", 40);
    const running = await spreadsheet("imports/2026/09/running00000000000000001.csv", 40);
    const upload = await spreadsheet("uploads/2025/01/picture00000000000000001.jpg", 400);
    await job({ kind: SHEET_IMPORT, state: "queued", payload: { dryRun: false, fileKey: queued } });
    await job({ kind: SHEET_IMPORT, state: "running", payload: { dryRun: true, fileKey: running } });
    // A finished import does not hold its file back.
    await job({ kind: SHEET_IMPORT, state: "done", payload: { dryRun: false, fileKey: old }, finishedDaysAgo: 1 });

    const outcome = await purgeOldImports({ database: db, storage });
    expect(outcome.files).toEqual([older, old].sort());
    for (const key of [old, older]) expect(await stored(key), key).toBe(false);
    for (const key of [recent, queued, running, upload]) expect(await stored(key), key).toBe(true);
  });

  it.skipIf(target.name === "PGlite")("skips a pass while another process holds the lock, and clears once when several run together", async () => {
    const key = await spreadsheet("imports/2026/08/locked000000000000000001.csv", 60);
    const dryRun = await job({ kind: SHEET_IMPORT, state: "done", payload: { dryRun: true, fileKey: key }, finishedDaysAgo: 60 });
    const other = await holdAdvisoryLock(db, RETENTION_LOCK_ID);
    expect(await purgeOldImports({ database: db, storage })).toEqual({ skipped: true, dryRuns: [], files: [] });
    expect(await stored(key)).toBe(true);
    await other.release();
    // A disk slow to remove a file: the other passes start while the first is still at it.
    const slowDisk: UploadStorage = {
      ...storage,
      remove: async (name) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await storage.remove(name);
      },
    };
    const outcomes = await Promise.all(
      [0, 100, 200].map(async (delay) => {
        await new Promise((resolve) => setTimeout(resolve, delay));
        return purgeOldImports({ database: db, storage: slowDisk });
      }),
    );
    expect(outcomes.flatMap((outcome) => outcome.dryRuns)).toEqual([dryRun]);
    expect(outcomes.flatMap((outcome) => outcome.files)).toEqual([key]);
  });

  it("runs on a schedule in the server process", async () => {
    const key = await spreadsheet("imports/2026/07/scheduled0000000000000001.csv", 35);
    const dryRun = await job({ kind: LINK_IMPORT, state: "done", payload: { dryRun: true, url: "https://supplier.example/p/3" }, finishedDaysAgo: 35 });
    const retention = startImportRetention({ database: db, storage, firstDelayMs: 10, intervalMs: 60_000 });
    try {
      await expect.poll(() => stored(key), { timeout: 5_000 }).toBe(false);
      await expect.poll(() => existing([dryRun]), { timeout: 5_000 }).toEqual([]);
      expect((await retention.run())?.files).toEqual([]);
    } finally {
      await retention.stop();
    }
  });
});
