import { z } from "zod";
import type { Database } from "~/db/client.server";
import { enqueueJob } from "~/models/jobs.server";
import { FetchRefused } from "../fetch-guard.server";
import { JobRefused, wakeJobs, type JobHandler } from "../job-runner.server";
import type { SafeFetcher } from "../safe-fetch.server";
import { importPayload, recordImportFinished } from "./import-job.server";
import { importSupplierProduct, type ImportedProduct } from "./import-product.server";
import { refusalMessage } from "./import-messages";
import { readProductPage } from "./product-page.server";

/*
 * 'Import from link' (the specification's call 15, `import-product {url}`): one product page read
 * from its structured data and imported, as a background job whose page shows the outcome: the
 * title, the category (or none) and the number of gallery pictures.
 */

export const LINK_IMPORT = "link-import";

const payloadSchema = importPayload.extend({ url: z.string() });
export type LinkImportPayload = z.infer<typeof payloadSchema>;

export type LinkImportResult = Omit<ImportedProduct, "createdCategories" | "topCategoryId" | "categoryId">;

/** Queues an import of one link and wakes this process's runner. */
export async function queueLinkImport(payload: LinkImportPayload, database?: Database) {
  const { job } = await enqueueJob({ kind: LINK_IMPORT, payload, createdBy: payload.actor.id, maxAttempts: 3 }, database);
  wakeJobs();
  return job;
}

export function linkImportHandler({ fetcher, database }: { fetcher: SafeFetcher; database?: Database }): JobHandler {
  return async ({ job, signal, report, itemError }) => {
    const payload = payloadSchema.parse(job.payload);
    const audit = (detail: Record<string, unknown>) =>
      recordImportFinished({ id: job.id, kind: LINK_IMPORT, url: payload.url, actor: payload.actor, ipHash: payload.ipHash }, detail, database);
    await report({ currentItem: payload.url, progress: { total: 1, done: 0, pictureErrors: 0 } });
    let pictureErrors = 0;
    try {
      let page;
      try {
        page = await fetcher.fetch(payload.url, { kind: "document", accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5", signal });
      } catch (error) {
        if (error instanceof FetchRefused && error.reason !== "timeout") throw new JobRefused(refusalMessage(error.reason));
        throw error;
      }
      if (!/html|xml/i.test(page.contentType)) throw new JobRefused("import.error.notAPage");
      const supplier = readProductPage(page.body.toString("utf8"), page.url);
      if (!supplier) throw new JobRefused("import.error.noProduct");
      const imported = await importSupplierProduct(
        { ...supplier, sourceUrl: page.url },
        {
          fetcher,
          actor: payload.actor,
          ipHash: payload.ipHash,
          jobId: job.id,
          resumed: job.attempts > 1,
          publish: payload.publish,
          signal,
          database,
          async itemError(item, message) {
            pictureErrors += 1;
            await itemError(item, message);
          },
        },
      );
      const result: LinkImportResult = {
        outcome: imported.outcome,
        productId: imported.productId,
        title: imported.title,
        categoryName: imported.categoryName,
        galleryCount: imported.galleryCount,
      };
      const counts = {
        total: 1,
        done: 1,
        created: imported.outcome === "created" ? 1 : 0,
        updated: imported.outcome === "updated" ? 1 : 0,
        unchanged: imported.outcome === "unchanged" || imported.outcome === "in-trash" ? 1 : 0,
        failed: 0,
        pictureErrors,
      };
      await report({ progress: counts, currentItem: null });
      await audit({ outcome: "done", counts, productId: imported.productId });
      return result;
    } catch (error) {
      if (error instanceof JobRefused) await audit({ outcome: "refused", reason: error.message, counts: { total: 1, done: 0, failed: 1, pictureErrors } });
      throw error;
    }
  };
}
