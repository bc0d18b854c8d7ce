import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { startSupplierSite, supplierCatalogue, type FixtureProduct, type SupplierSite } from "../fixtures/supplier-site";
import { lapseJobLeases } from "../support/job-leases";
import { Browser } from "../support/test-browser";
import { cleanUpServers, randomTestPort, requireBuild, scratchDataDir, startServer, waitForHealth } from "../support/test-server-process";

/*
 * 'Bulk import' through the built server, against the fixture supplier on 127.0.0.1 read each of
 * the three ways (its sitemaps' product pages, a Shopify listing, a WooCommerce Store API): exact
 * counts of main categories, subcategories and products; a second run creates nothing and
 * updates only what changed at the supplier; one bulk import at a time; cancelling stops it; and a
 * server killed (SIGKILL) in the middle of one leaves a job that the restarted server finishes,
 * with the same counts and no product twice.
 */

const ADMIN = { email: "owner@example.ca", password: "walnut-ferry-lantern-42" };
const sites: SupplierSite[] = [];

beforeAll(() => {
  requireBuild();
});
afterEach(async () => {
  cleanUpServers();
  await Promise.all(sites.splice(0).map((site) => site.close()));
});

async function supplierSite(products: FixtureProduct[], offers: { shopify: boolean; woocommerce: boolean }) {
  const site = await startSupplierSite({ products, offers });
  sites.push(site);
  return site;
}

async function startSite(supplier: SupplierSite, dataDir = scratchDataDir()) {
  const port = randomTestPort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startServer({
    PORT: String(port),
    PUBLIC_URL: origin,
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SUPPLIER_URL: supplier.origin,
    IMPORT_ALLOWED_HOSTS: supplier.host,
    SESSION_SECRET: "a-fixed-secret-so-sessions-survive-a-restart-0123",
  });
  await waitForHealth(origin);
  const staff = new Browser(origin);
  expect((await staff.signIn(ADMIN.email, ADMIN.password)).status).toBe(303);
  return { origin, staff, server, dataDir };
}

/** What a person reads on the page: markup and scripts left out. */
const text = (html: string) =>
  html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

async function startBulk(staff: Browser) {
  const response = await staff.request("/admin/import", { form: { intent: "bulk", publish: "on" } });
  expect(response.status).toBe(303);
  const location = response.headers.get("location") ?? "";
  expect(location).toMatch(/^\/admin\/import\/jobs\/\d+\?new=1$/);
  return location.replace("?new=1", "");
}

async function pageOf(staff: Browser, job: string) {
  return text(await (await staff.request(job)).text());
}

async function ended(staff: Browser, job: string, withinMs = 90_000): Promise<string> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const page = await pageOf(staff, job);
    if (/Import #\d+ (Finished|Failed|Cancelled)/.test(page)) return page;
    if (Date.now() > deadline) throw new Error(`${job} did not end: ${page.slice(0, 600)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** The outcome's counts as the job's page shows them. */
function counts(page: string) {
  const read = (label: string) => Number(new RegExp(`${label} ([\\d,]+)`).exec(page)?.[1]?.replace(/,/g, "") ?? NaN);
  return {
    mainCategories: read("Main categories"),
    subcategories: read("Subcategories"),
    products: read("Products"),
    created: read("Created"),
    updated: read("Updated"),
    unchanged: read("Unchanged"),
    failed: read("Failed"),
  };
}

/** Imported products as the public JSON API lists them, by title. */
async function publicTitles(origin: string): Promise<string[]> {
  const titles: string[] = [];
  for (let page = 1; ; page++) {
    const body = (await (await fetch(`${origin}/api/products?limit=100&page=${page}`)).json()) as { data: { title: string }[] };
    titles.push(...body.data.map((item) => item.title));
    if (body.data.length < 100) return titles;
  }
}

const catalogue = supplierCatalogue({ perSubcategory: 2 });
const fullCounts = { mainCategories: 7, subcategories: 10, products: 20, created: 20, updated: 0, unchanged: 0, failed: 0 };

describe("bulk import", () => {
  it.each([
    ["sitemaps' product pages", { shopify: false, woocommerce: false }],
    ["Shopify listing", { shopify: true, woocommerce: false }],
    ["WooCommerce Store API", { shopify: false, woocommerce: true }],
  ])("imports the supplier's catalogue from its %s with exact counts, then only what changed", async (_way, offers) => {
    const supplier = await supplierSite(catalogue, offers);
    const { origin, staff } = await startSite(supplier);

    const first = await ended(staff, await startBulk(staff));
    expect(first).toContain("Finished");
    expect(counts(first)).toEqual(fullCounts);
    const titles = await publicTitles(origin);
    for (const product of catalogue) expect(titles.filter((title) => title === product.title), product.title).toHaveLength(1);

    const changed = new Set([catalogue[3]!.handle, catalogue[12]!.handle]);
    supplier.setProducts(catalogue.map((item) => (changed.has(item.handle) ? { ...item, packing: "20 pcs/box" } : item)));
    const second = await ended(staff, await startBulk(staff));
    expect(counts(second)).toEqual({ ...fullCounts, created: 0, updated: 2, unchanged: 18 });
    expect((await publicTitles(origin)).length).toBe(titles.length);
  }, 240_000);

  it("runs one bulk import at a time, and stops one when asked", async () => {
    const supplier = await supplierSite(supplierCatalogue({ perSubcategory: 20 }), { shopify: false, woocommerce: true });
    const { staff } = await startSite(supplier);
    const job = await startBulk(staff);
    // A second press finds the first.
    expect(await startBulk(staff)).toBe(job);
    await expect.poll(async () => /Created\s*:\s*[1-9]/.test(await pageOf(staff, job)), { timeout: 60_000 }).toBe(true);
    const cancel = await staff.request(job, { form: { intent: "cancel" } });
    expect(cancel.status).toBe(200);
    const page = await ended(staff, job);
    expect(page).toContain("This import was cancelled.");
    const stopped = counts(page);
    expect(stopped.created).toBeGreaterThan(0);
    expect(stopped.created).toBeLessThan(200);
    // Once it ended, a new one may start.
    expect(await startBulk(staff)).not.toBe(job);
  }, 180_000);

  it("finishes a bulk import its server was killed in the middle of, after a restart, with exact counts and no product twice", async () => {
    const products = supplierCatalogue({ perSubcategory: 4 });
    const supplier = await supplierSite(products, { shopify: false, woocommerce: false });
    const first = await startSite(supplier);
    const job = await startBulk(first.staff);
    await expect.poll(async () => /Created\s*:\s*([5-9]|\d\d)/.test(await pageOf(first.staff, job)), { timeout: 60_000, interval: 100 }).toBe(true);
    first.server.child.kill("SIGKILL");
    await first.server.exited;
    // The dead process's lease runs out (30 s after its last renewal): the database is put in that state rather than waited for.
    await lapseJobLeases({ dataDir: first.dataDir }, { jobId: Number(job.split("/").pop()) });

    // The same data, a new process: it takes the job up, its lease having run out.
    const second = await startSite(supplier, first.dataDir);
    const page = await ended(second.staff, job, 120_000);
    expect(page).toContain("Finished");
    expect(counts(page)).toEqual({ mainCategories: 7, subcategories: 10, products: 40, created: 40, updated: 0, unchanged: 0, failed: 0 });
    // Its row-by-row list too: each product once, as created, the ones before the kill included.
    expect(page).toContain("Created (40)");
    expect(page).not.toMatch(/(Updated|Unchanged|Failed) \(\d+\)/);
    const titles = await publicTitles(second.origin);
    for (const product of products) expect(titles.filter((title) => title === product.title), product.title).toHaveLength(1);
  }, 240_000);
});
