import { z } from "zod";
import type { Database } from "~/platform/db/client.server";
import { enqueueJob, recordJobItems } from "~/platform/jobs/jobs.server";
import { FetchRefused } from "~/platform/fetch/fetch-guard.server";
import { JobRefused, wakeJobs, type JobHandler } from "~/platform/jobs/job-runner.server";
import type { SafeFetcher } from "~/platform/fetch/safe-fetch.server";
import { importPayload, productItem, recordImportFinished } from "~/features/imports/job/import-payload-and-records.server";
import { importSupplierProduct, previewSupplierProduct, type ImportedProduct } from "../import-product.server";
import { refusalMessage } from "../import-messages";
import { LINK_IMPORT } from "~/features/imports/kinds/job-kinds";

/*
 * 'Import from link' (the specification's call 15, `import-product {url}`): one product page read
 * from its structured data and imported, as a background job whose page shows the outcome: the
 * title, the category (or none) and the number of gallery pictures. Its one item is recorded in
 * the job's list (created, updated, unchanged, skipped in the Trash, or refused), so a dry run
 * (`dryRun` in the payload: read and compared, nothing written) shows what a real run would do
 * and a real run can be undone (decision 027).
 */

export { LINK_IMPORT };

const payloadSchema = importPayload.extend({ url: z.string() });
export type LinkImportPayload = z.infer<typeof payloadSchema>;

export type LinkImportResult = Pick<ImportedProduct, "outcome" | "title" | "categoryName" | "galleryCount"> & {
  /** None in a dry run that would create the product. */
  productId: number | null;
  dryRun?: boolean;
};

/** Queues an import of one link and wakes this process's runner. */
export async function queueLinkImport(payload: LinkImportPayload, database?: Database) {
  const { job } = await enqueueJob({ kind: LINK_IMPORT, payload, createdBy: payload.actor.id, maxAttempts: 3 }, database);
  wakeJobs();
  return job;
}

export function linkImportHandler({ fetcher, database }: { fetcher: SafeFetcher; database?: Database }): JobHandler {
  return async ({ job, signal, report, itemError }) => {
    const payload = payloadSchema.parse(job.payload);
    const dryRun = payload.dryRun === true;
    const audit = (detail: Record<string, unknown>) =>
      recordImportFinished({ id: job.id, kind: LINK_IMPORT, url: payload.url, actor: payload.actor, ipHash: payload.ipHash, dryRun }, detail, database);
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
      // The page reader and the HTML parser under it load with the first import, not with every
      // start of the server.
      const { readProductPage } = await import("./product-page.server");
      const supplier = readProductPage(page.body.toString("utf8"), page.url);
      if (!supplier) throw new JobRefused("import.error.noProduct");
      let result: LinkImportResult;
      if (dryRun) {
        const preview = await previewSupplierProduct({ ...supplier, sourceUrl: page.url }, database);
        result = { outcome: preview.outcome, productId: preview.productId, title: preview.title, categoryName: preview.categoryName, galleryCount: preview.galleryCount, dryRun };
        await recordJobItems(
          job.id,
          [productItem(1, { ...preview, versionBefore: preview.version, versionAfter: preview.version })],
          database,
        );
      } else {
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
            position: 1,
            async itemError(item, message) {
              pictureErrors += 1;
              await itemError(item, message);
            },
          },
        );
        result = {
          outcome: imported.outcome,
          productId: imported.productId,
          title: imported.title,
          categoryName: imported.categoryName,
          galleryCount: imported.galleryCount,
        };
        await recordJobItems(job.id, [productItem(1, imported)], database);
      }
      const counts = {
        total: 1,
        done: 1,
        created: result.outcome === "created" ? 1 : 0,
        updated: result.outcome === "updated" ? 1 : 0,
        unchanged: result.outcome === "unchanged" || result.outcome === "in-trash" ? 1 : 0,
        failed: 0,
        pictureErrors,
      };
      await report({ progress: counts, currentItem: null });
      await audit({ outcome: "done", counts, productId: result.productId });
      return result;
    } catch (error) {
      if (error instanceof JobRefused) {
        await recordJobItems(job.id, [{ position: 1, item: payload.url, outcome: "fail", message: error.message }], database);
        await audit({ outcome: "refused", reason: error.message, counts: { total: 1, done: 0, failed: 1, pictureErrors } });
      }
      throw error;
    }
  };
}
