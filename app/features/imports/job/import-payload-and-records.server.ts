import { z } from "zod";
import type { Database } from "~/platform/db/client.server";
import type { JobItemOutcome } from "~/platform/db/schema";
import type { MessageKey } from "~/platform/i18n/i18n";
import { recordAudit } from "~/platform/audit/audit-log.server";
import type { NewJobItem } from "~/platform/jobs/jobs.server";
import type { ImportOutcome } from "~/features/catalogue/product-import-writes.server";

/* What every kind of import job carries and records, whoever queued it. */

/** Who queued the import and whether new products are published: the start of every import's payload. */
export const importPayload = z.object({
  publish: z.boolean(),
  actor: z.object({ id: z.string(), email: z.string() }),
  ipHash: z.string().nullable(),
  /** A dry run reads and compares as the import would, lists what it would do and changes nothing. */
  dryRun: z.boolean().optional(),
  /** For a real run started from a dry run's 'Run import': that dry run (app/features/imports/job/run-once.server.ts). */
  fromDryRun: z.number().int().positive().optional(),
});

/** Whether a job's payload asks for a dry run. */
export const isDryRun = (payload: unknown) => (payload as { dryRun?: unknown } | null)?.dryRun === true;

/**
 * The audit log's one entry per import, with its outcome and counts. A dry run is recorded as
 * one ('import-dry-run'), never as an import that finished: it changed nothing.
 */
export function recordImportFinished(
  job: { id: number; kind: string; url: string; actor: { id: string; email: string }; ipHash: string | null; dryRun?: boolean },
  detail: Record<string, unknown>,
  database?: Database,
) {
  return recordAudit(
    {
      action: job.dryRun ? "import-dry-run" : "import-finished",
      actor: job.actor,
      ipHash: job.ipHash,
      target: `import #${job.id}`,
      detail: { jobId: job.id, kind: job.kind, url: job.url, ...(job.dryRun ? { dryRun: true } : {}), ...detail },
    },
    database,
  );
}

/** What an import reads: the link of an import from link, the supplier of a bulk import. */
export function importedFrom(payload: unknown): string {
  const { url, supplierUrl, fileName } = (payload ?? {}) as { url?: unknown; supplierUrl?: unknown; fileName?: unknown };
  return typeof url === "string" ? url : typeof supplierUrl === "string" ? supplierUrl : typeof fileName === "string" ? fileName : "";
}

/** A product import's outcome as a line of the job's list: in the Trash is a skip, with its reason. */
function itemOutcome(outcome: ImportOutcome): { outcome: JobItemOutcome; message: MessageKey | null } {
  switch (outcome) {
    case "created":
      return { outcome: "create", message: null };
    case "updated":
      return { outcome: "update", message: null };
    case "unchanged":
      return { outcome: "unchanged", message: null };
    case "in-trash":
      return { outcome: "skip", message: "import.item.inTrash" };
  }
}

/** One product's line in the job's list: what its import did, or in a dry run what it would do. */
export function productItem(
  position: number,
  product: { title: string; outcome: ImportOutcome; productId: number | null; versionBefore: number | null; versionAfter: number | null },
): NewJobItem {
  return {
    position,
    item: product.title,
    ...itemOutcome(product.outcome),
    productId: product.productId,
    versionBefore: product.versionBefore,
    versionAfter: product.versionAfter,
  };
}
