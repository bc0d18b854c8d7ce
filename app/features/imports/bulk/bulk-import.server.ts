import { z } from "zod";
import type { Database } from "~/platform/db/client.server";
import { enqueueJob, recordJobItems } from "~/platform/jobs/jobs.server";
import { FetchRefused } from "~/platform/fetch/fetch-guard.server";
import { JobRefused, wakeJobs, type JobContext, type JobHandler } from "~/platform/jobs/job-runner.server";
import type { SafeFetcher } from "~/platform/fetch/safe-fetch.server";
import { importPayload, productItem, recordImportFinished } from "~/features/imports/job/import-payload-and-records.server";
import { importSupplierProduct, previewSupplierProduct } from "../import-product.server";
import type { WooCategory } from "../link/shop-apis.server";
import type { SupplierProduct } from "../supplier-product";
import { BULK_IMPORT } from "~/features/imports/kinds/job-kinds";

/*
 * 'Bulk import' (the specification's call 14, `scrape-products`): the whole catalogue of the
 * supplier named by SUPPLIER_URL, as one background job, one at a time. The site is read the
 * first way it offers: a Shopify listing, a WooCommerce Store API, or else its sitemaps' product
 * pages; robots.txt is respected. Each product is imported as 'Import from link' does, and the job
 * stores a checkpoint after each, so a job taken up again after its process died goes on from
 * there; a product imported twice is updated, never duplicated. The outcome counts the main
 * categories, subcategories and products, and what became of each product; each product is a
 * line of the job's list of items, in the order read. A dry run (`dryRun`) reads the supplier
 * the same way and lists what the import would do, writing nothing (decision 027); it is a bulk
 * import too, so it waits for, or is, the one bulk import at a time.
 */

export { BULK_IMPORT };
/** Products read per page of a listing API: a checkpoint falls at most this far back. */
const PAGE_SIZE = 50;
/** Sitemaps followed from an index, and product links kept: a bound on a hostile site. */
const MAX_SITEMAPS = 50;
const MAX_LINKS = 20_000;

const payloadSchema = importPayload.extend({ supplierUrl: z.string() });
export type BulkImportPayload = z.infer<typeof payloadSchema>;

interface BulkCounts {
  /** Products read from the supplier (imported, unchanged or failed). */
  products: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  pictureErrors: number;
}

export interface BulkImportResult extends BulkCounts {
  mainCategories: number;
  subcategories: number;
  mode: CatalogueMode;
}

type CatalogueMode = "shopify" | "woocommerce" | "sitemap";

const checkpointSchema = z.object({
  mode: z.enum(["shopify", "woocommerce", "sitemap"]),
  /** Sitemap mode: the product links, found once. */
  links: z.array(z.string()).optional(),
  /** Listing modes: the page in hand (1-based) and the item on it; sitemap mode: the next link. */
  page: z.number(),
  next: z.number(),
  total: z.number().nullable(),
  wooCategories: z.array(z.object({ id: z.number(), name: z.string(), slug: z.union([z.string(), z.number()]).nullish(), parent: z.number() })).optional(),
  counts: z.object({ products: z.number(), created: z.number(), updated: z.number(), unchanged: z.number(), failed: z.number(), pictureErrors: z.number() }),
  /** Categories seen: ids, or in a dry run paths of categories that do not exist yet. */
  topIds: z.array(z.union([z.number(), z.string()])),
  subIds: z.array(z.union([z.number(), z.string()])),
});
type Checkpoint = z.infer<typeof checkpointSchema>;

/** Queues the bulk import, or answers the one already queued or running. */
export async function queueBulkImport(payload: BulkImportPayload, database?: Database) {
  const queued = await enqueueJob({ kind: BULK_IMPORT, payload, singletonKey: BULK_IMPORT, createdBy: payload.actor.id, maxAttempts: 5 }, database);
  if (queued.added) wakeJobs();
  return queued;
}

const json = (body: Buffer): unknown => {
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    return null;
  }
};

interface Reader {
  fetcher: SafeFetcher;
  signal: AbortSignal;
  robots: { isAllowed(url: string): boolean };
}

/** A document of the supplier's, or null when it is missing, refused or not allowed by robots.txt. */
async function tryFetch({ fetcher, signal, robots }: Reader, url: string, accept: string) {
  if (!robots.isAllowed(url)) return null;
  try {
    const answer = await fetcher.fetch(url, { kind: "document", accept, signal, anyStatus: true });
    return answer.status >= 200 && answer.status < 300 ? answer : null;
  } catch (error) {
    if (error instanceof FetchRefused && error.reason !== "timeout") return null;
    throw error;
  }
}

async function readRobots(fetcher: SafeFetcher, origin: string, userAgent: string, signal: AbortSignal) {
  const url = `${origin}/robots.txt`;
  let text = "";
  try {
    const answer = await fetcher.fetch(url, { kind: "document", accept: "text/plain", signal, anyStatus: true });
    if (answer.status >= 200 && answer.status < 300) text = answer.body.toString("utf8");
  } catch (error) {
    if (!(error instanceof FetchRefused)) throw error;
  }
  // robots.txt's parser, like the page readers below, loads with the first bulk import rather than
  // with every start of the server.
  const { default: robotsParser } = await import("robots-parser");
  const robots = robotsParser(url, text);
  return { isAllowed: (link: string) => robots.isAllowed(link, userAgent) !== false, sitemaps: robots.getSitemaps() };
}

/** How the supplier's catalogue is read, and where reading starts. */
async function discover(reader: Reader, origin: string, sitemapHints: string[]): Promise<Checkpoint> {
  const { readSitemap, readWooCategories } = await import("../link/shop-apis.server");
  const start = { page: 1, next: 0, counts: { products: 0, created: 0, updated: 0, unchanged: 0, failed: 0, pictureErrors: 0 }, topIds: [], subIds: [] };
  const shopify = await tryFetch(reader, `${origin}/products.json?limit=1&page=1`, "application/json");
  if (shopify && Array.isArray((json(shopify.body) as { products?: unknown } | null)?.products)) {
    return { ...start, mode: "shopify", total: null };
  }
  const woo = await tryFetch(reader, `${origin}/wp-json/wc/store/v1/products?per_page=1&page=1`, "application/json");
  if (woo && Array.isArray(json(woo.body))) {
    const categories = await tryFetch(reader, `${origin}/wp-json/wc/store/v1/products/categories?per_page=100`, "application/json");
    const declared = woo.headers["x-wp-total"];
    const total = Number(Array.isArray(declared) ? declared[0] : declared) || null;
    return { ...start, mode: "woocommerce", total, wooCategories: categories ? readWooCategories(json(categories.body)) : [] };
  }
  // Sitemaps: those robots.txt names, else /sitemap.xml; an index is followed one level down.
  const queue = sitemapHints.length > 0 ? [...sitemapHints] : [`${origin}/sitemap.xml`];
  const seen = new Set<string>();
  const links: string[] = [];
  while (queue.length > 0 && seen.size < MAX_SITEMAPS && links.length < MAX_LINKS) {
    const sitemap = queue.shift()!;
    if (seen.has(sitemap) || new URL(sitemap).origin !== origin) continue;
    seen.add(sitemap);
    const answer = await tryFetch(reader, sitemap, "application/xml,text/xml");
    if (!answer) continue;
    const read = readSitemap(answer.body.toString("utf8"), sitemap);
    queue.push(...read.sitemaps);
    for (const link of read.pages) {
      if (new URL(link).origin === origin && reader.robots.isAllowed(link) && !links.includes(link)) links.push(link);
    }
  }
  if (links.length === 0) throw new JobRefused("import.bulk.nothingFound");
  return { ...start, mode: "sitemap", links: links.slice(0, MAX_LINKS), total: links.length, page: 0 };
}

/** The products of the listing page in hand, or null past the last one. */
async function listingPage(reader: Reader, origin: string, state: Checkpoint): Promise<SupplierProduct[] | null> {
  const { readShopifyPage, readWooProduct } = await import("../link/shop-apis.server");
  if (state.mode === "shopify") {
    const answer = await tryFetch(reader, `${origin}/products.json?limit=${PAGE_SIZE}&page=${state.page}`, "application/json");
    if (!answer) throw new Error(`The supplier's listing page ${state.page} could not be read`);
    const { products } = readShopifyPage(json(answer.body), origin);
    return products.length > 0 ? products : null;
  }
  const answer = await tryFetch(reader, `${origin}/wp-json/wc/store/v1/products?per_page=${PAGE_SIZE}&page=${state.page}`, "application/json");
  if (!answer) throw new Error(`The supplier's listing page ${state.page} could not be read`);
  const items = json(answer.body);
  if (!Array.isArray(items) || items.length === 0) return null;
  const categories = (state.wooCategories ?? []) as WooCategory[];
  return items.map((item) => readWooProduct(item, categories, origin)).filter((item): item is SupplierProduct => item !== null);
}

export function bulkImportHandler({ fetcher, userAgent, database }: { fetcher: SafeFetcher; userAgent: string; database?: Database }): JobHandler {
  return async (job: JobContext) => {
    const { signal, report, itemError } = job;
    const payload = payloadSchema.parse(job.job.payload);
    const dryRun = payload.dryRun === true;
    const audit = (detail: Record<string, unknown>) =>
      recordImportFinished({ id: job.job.id, kind: BULK_IMPORT, url: payload.supplierUrl, actor: payload.actor, ipHash: payload.ipHash, dryRun }, detail, database);
    let origin: string;
    try {
      origin = new URL(payload.supplierUrl).origin;
    } catch {
      throw new JobRefused("import.refused.invalidUrl");
    }
    const robots = await readRobots(fetcher, origin, userAgent, signal);
    const reader: Reader = { fetcher, signal, robots };
    const saved = checkpointSchema.safeParse(job.job.checkpoint);
    let state: Checkpoint;
    if (saved.success) {
      state = saved.data;
    } else {
      await report({ currentItem: origin, progress: { done: 0 } });
      try {
        state = await discover(reader, origin, robots.sitemaps);
      } catch (error) {
        if (error instanceof JobRefused) await audit({ outcome: "refused", reason: error.message });
        throw error;
      }
    }
    const topIds = new Set(state.topIds);
    const subIds = new Set(state.subIds);
    const progress = () => ({
      ...state.counts,
      done: state.counts.products,
      ...(state.total === null ? {} : { total: state.total }),
      mainCategories: topIds.size,
      subcategories: subIds.size,
    });
    const store = (currentItem: string | null) =>
      report({ checkpoint: { ...state, topIds: [...topIds], subIds: [...subIds] }, progress: progress(), currentItem });

    const importOne = async (product: SupplierProduct) => {
      let pictureErrors = 0;
      // Products are numbered in the order read; one read again after a restart keeps its number.
      const position = state.counts.products + 1;
      try {
        if (dryRun) {
          const preview = await previewSupplierProduct(product, database);
          state.counts[preview.outcome === "in-trash" ? "unchanged" : preview.outcome] += 1;
          if (preview.topCategoryKey !== null) topIds.add(preview.topCategoryKey);
          if (preview.categoryKey !== null && preview.categoryKey !== preview.topCategoryKey) subIds.add(preview.categoryKey);
          await recordJobItems(
            job.job.id,
            [productItem(position, { ...preview, versionBefore: preview.version, versionAfter: preview.version })],
            database,
          );
          state.counts.products += 1;
          return;
        }
        const imported = await importSupplierProduct(product, {
          fetcher,
          actor: payload.actor,
          ipHash: payload.ipHash,
          jobId: job.job.id,
          resumed: job.job.attempts > 1,
          publish: payload.publish,
          signal,
          database,
          position,
          async itemError(item, message) {
            pictureErrors += 1;
            await itemError(item, message);
          },
        });
        await recordJobItems(job.job.id, [productItem(position, imported)], database);
        state.counts[imported.outcome === "in-trash" ? "unchanged" : imported.outcome] += 1;
        if (imported.topCategoryId !== null) topIds.add(imported.topCategoryId);
        if (imported.categoryId !== null && imported.categoryId !== imported.topCategoryId) subIds.add(imported.categoryId);
      } catch (error) {
        if (signal.aborted) throw error;
        state.counts.failed += 1;
        const message = error instanceof Error ? error.message : String(error);
        await itemError(product.sourceUrl, message);
        await recordJobItems(job.job.id, [{ position, item: product.title || product.sourceUrl, outcome: "fail", message }], database);
      }
      state.counts.pictureErrors += pictureErrors;
      state.counts.products += 1;
    };

    await store(origin);
    if (state.mode === "sitemap") {
      const { readProductPage } = await import("../link/product-page.server");
      const links = state.links ?? [];
      for (; state.next < links.length; ) {
        signal.throwIfAborted();
        const link = links[state.next]!;
        const page = await tryFetch(reader, link, "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5").catch((error: unknown) => {
          if (signal.aborted) throw error;
          return null;
        });
        const product = page && /html|xml/i.test(page.contentType) ? readProductPage(page.body.toString("utf8"), page.url) : null;
        state.next += 1;
        if (product) {
          await importOne({ ...product, sourceUrl: page!.url });
        } else if (state.total !== null) {
          // A page of the sitemap that is no product: not one of the products to count.
          state.total -= 1;
        }
        await store(link);
      }
    } else {
      for (;;) {
        signal.throwIfAborted();
        const products = await listingPage(reader, origin, state);
        if (!products) break;
        for (; state.next < products.length; ) {
          signal.throwIfAborted();
          const product = products[state.next]!;
          await importOne(product);
          state.next += 1;
          await store(product.sourceUrl);
        }
        state.page += 1;
        state.next = 0;
        await store(null);
      }
    }
    const result: BulkImportResult = { ...state.counts, mainCategories: topIds.size, subcategories: subIds.size, mode: state.mode };
    await report({ progress: { ...progress(), total: state.counts.products }, currentItem: null });
    await audit({ outcome: "done", counts: result });
    return result;
  };
}
