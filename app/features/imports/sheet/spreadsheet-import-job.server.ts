import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { Database } from "~/platform/db/client.server";
import type { JobItemOutcome } from "~/platform/db/schema";
import { enqueueJob } from "~/platform/jobs/jobs.server";
import { wakeJobs } from "~/platform/jobs/job-runner.server";
import {
  uploads as defaultUploads,
  type UploadStorage,
} from "~/platform/storage/storage.server";
import { importPayload } from "~/features/imports/job/import-payload-and-records.server";
import { SHEET_IMPORT } from "~/features/imports/kinds/job-kinds";
import { SHEET_TARGETS, type SheetTarget } from "./spreadsheet-columns";
import type { SpreadsheetFormat } from "./spreadsheet-read.server";

/*
 * A spreadsheet import's job: what it carries, what it reports, where its file is kept, and how
 * it is queued. The job itself runs in spreadsheet-import.server.ts.
 */

export const payloadSchema = importPayload.extend({
  fileKey: z.string(),
  fileName: z.string(),
  mapping: z.array(z.enum(SHEET_TARGETS as [SheetTarget, ...SheetTarget[]]).nullable()),
  dryRun: z.boolean().default(false),
  /** The categories a dry run listed that 'Run import' left ticked, as the file names them (decision 037). */
  makeCategories: z.array(z.string().max(400)).max(500).default([]),
});
export type SheetImportPayload = z.infer<typeof payloadSchema>;

export function readSheetPayload(payload: unknown): SheetImportPayload | null {
  const parsed = payloadSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

export type SheetCounts = Record<JobItemOutcome, number> & {
  total: number;
  done: number;
  pictureErrors: number;
};

export interface SheetImportResult {
  dryRun: boolean;
  format: SpreadsheetFormat;
  fileName: string;
  headers: string[];
  /** The first rows as they are in the file, for the preview. */
  preview: { line: number; cells: string[] }[];
  mapping: (SheetTarget | null)[];
  counts: SheetCounts;
  /** A dry run: each category the file names that the import could make, with how many rows name it. */
  newCategories?: { path: string; rows: number }[];
  /** A real run: the categories it made. */
  madeCategories?: string[];
}

/** Where uploaded spreadsheets are kept, for 30 days (decision 033). */
export const SPREADSHEET_FOLDER = "imports";

/** Keeps an uploaded file for the import jobs that read it; its key. */
export async function storeSpreadsheet(
  data: Uint8Array,
  format: SpreadsheetFormat,
  storage: UploadStorage = defaultUploads(),
): Promise<string> {
  const now = new Date();
  const key = `${SPREADSHEET_FOLDER}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}/${randomBytes(12).toString("hex")}.${format}`;
  await storage.write(key, data);
  return key;
}

/** Queues a dry run or a real import of a stored file and wakes this process's runner. */
export async function queueSheetImport(
  payload: z.input<typeof payloadSchema>,
  database?: Database,
) {
  const { job } = await enqueueJob(
    { kind: SHEET_IMPORT, payload, createdBy: payload.actor.id, maxAttempts: 3 },
    database,
  );
  wakeJobs();
  return job;
}

export const emptyCounts = (total: number): SheetCounts => ({
  total,
  done: 0,
  create: 0,
  update: 0,
  unchanged: 0,
  skip: 0,
  fail: 0,
  pictureErrors: 0,
});
