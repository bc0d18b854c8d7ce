import { z } from "zod";
import type { Database } from "~/db/client.server";
import { recordAudit } from "~/models/audit-log.server";

/* What every kind of import job carries and records, whoever queued it. */

/** Who queued the import and whether new products are published: the start of every import's payload. */
export const importPayload = z.object({
  publish: z.boolean(),
  actor: z.object({ id: z.string(), email: z.string() }),
  ipHash: z.string().nullable(),
});

/** The audit log's one entry per import, with its outcome and counts. */
export function recordImportFinished(
  job: { id: number; kind: string; url: string; actor: { id: string; email: string }; ipHash: string | null },
  detail: Record<string, unknown>,
  database?: Database,
) {
  return recordAudit(
    {
      action: "import-finished",
      actor: job.actor,
      ipHash: job.ipHash,
      target: `import #${job.id}`,
      detail: { jobId: job.id, kind: job.kind, url: job.url, ...detail },
    },
    database,
  );
}

/** What an import reads: the link of an import from link, the supplier of a bulk import. */
export function importedFrom(payload: unknown): string {
  const { url, supplierUrl } = (payload ?? {}) as { url?: unknown; supplierUrl?: unknown };
  return typeof url === "string" ? url : typeof supplierUrl === "string" ? supplierUrl : "";
}
