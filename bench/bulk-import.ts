// A bulk import of the fixture supplier's catalogue (BENCH_IMPORT_PRODUCTS products, default 2,000,
// three colour pictures each) into an empty site, while visitors keep asking for public pages:
// the import's wall time and rate, and the public pages' latency before and during it.
// Usage: [BENCH_IMPORT_PRODUCTS=2000] [BENCH_VISITORS=4] npx tsx bench/bulk-import.ts
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startSupplierSite, supplierCatalogue } from "../tests/fixtures/supplier-site";
import { RESULTS_DIR, signInAsAdmin, sleep, startServer } from "./server";
import { formatTable, intFromEnv, round, timestamp } from "./table";
import { pageText as text, percentile, visitors as visitorsOf } from "./visitors";

const PRODUCTS = intFromEnv("BENCH_IMPORT_PRODUCTS", 2_000, 10, 10_000);
const VISITORS = intFromEnv("BENCH_VISITORS", 4, 1, 32);
const BASELINE_MS = 10_000;
const IMPORT_TIMEOUT_MS = 60 * 60_000;
const ADMIN = { email: "bench-owner@example.ca", password: "bench-walnut-ferry-42" };

async function main(): Promise<void> {
  const [loadBefore = 0] = os.loadavg();
  const perSubcategory = Math.ceil(PRODUCTS / 10);
  const supplier = await startSupplierSite({ products: supplierCatalogue({ perSubcategory, colours: 3 }), offers: { shopify: false, woocommerce: true } });
  process.env.BENCH_PRODUCTS = "0";
  process.env.ADMIN_EMAIL = ADMIN.email;
  process.env.ADMIN_PASSWORD = ADMIN.password;
  process.env.SUPPLIER_URL = supplier.origin;
  process.env.IMPORT_ALLOWED_HOSTS = supplier.host;
  console.log(`Supplier fixture: ${perSubcategory * 10} products, 3 pictures each, WooCommerce Store API at ${supplier.origin}.`);
  console.log("Starting the site…");
  const server = await startServer();
  const origin = server.origin;
  let baseline: number[] = [];
  let during: number[] = [];
  let wallMs = 0;
  let page = "";
  try {
    const cookie = await signInAsAdmin(origin);
    console.log(`Public pages without an import (${BASELINE_MS / 1000} s, ${VISITORS} visitors)…`);
    baseline = await visitorsOf(origin, VISITORS, sleep(BASELINE_MS));

    const started = performance.now();
    const queued = await fetch(`${origin}/admin/import`, {
      method: "POST",
      redirect: "manual",
      headers: { origin, cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "bulk", publish: "on" }),
    });
    const job = (queued.headers.get("location") ?? "").replace("?new=1", "");
    if (queued.status !== 303 || !job) throw new Error(`the bulk import was not queued (${queued.status})`);
    const ended = (async () => {
      for (;;) {
        page = text(await (await fetch(`${origin}${job}`, { headers: { cookie } })).text());
        if (/Import #\d+ (Finished|Failed|Cancelled)/.test(page)) return;
        if (performance.now() - started > IMPORT_TIMEOUT_MS) throw new Error("the import did not end within an hour");
        const counter = /(\d[\d,]*) of (\d[\d,]*) products|(\d[\d,]*) products? so far/.exec(page)?.[0];
        if (counter) process.stdout.write(`\r  ${counter}, ${Math.round((performance.now() - started) / 1000)} s   `);
        await sleep(2_000);
      }
    })();
    console.log(`Bulk import ${job}, with ${VISITORS} visitors meanwhile…`);
    during = await visitorsOf(origin, VISITORS, ended);
    await ended;
    wallMs = performance.now() - started;
    process.stdout.write("\n");
  } finally {
    await server.stop();
    await supplier.close();
  }
  const read = (label: string) => Number(new RegExp(`${label} ([\\d,]+)`).exec(page)?.[1]?.replace(/,/g, "") ?? NaN);
  const counts = Object.fromEntries(
    (["Main categories", "Subcategories", "Products", "Created", "Updated", "Unchanged", "Failed"] as const).map((label) => [label, read(label)]),
  );
  console.log(`\nOutcome: ${page.includes("Finished") ? "Finished" : "did not finish"}; ${Object.entries(counts).map(([label, n]) => `${label.toLowerCase()} ${n}`).join(", ")}.`);
  console.log(`Wall time ${round(wallMs / 1000, 1)} s: ${round((counts.Products ?? 0) / (wallMs / 1000), 1)} products/s.`);
  console.log(
    `\n${formatTable(
      ["public pages", "requests", "p50 ms", "p99 ms", "max ms"],
      [
        ["without an import", baseline.length, round(percentile(baseline, 50), 1), round(percentile(baseline, 99), 1), round(Math.max(...baseline), 1)],
        ["during the bulk import", during.length, round(percentile(during, 50), 1), round(percentile(during, 99), 1), round(Math.max(...during), 1)],
      ],
    )}`,
  );
  console.log(`\nLoad average before the run: ${loadBefore.toFixed(2)}, after: ${os.loadavg()[0]!.toFixed(2)} (${os.cpus().length} cores).`);
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `bulk-import-${timestamp()}.json`);
  await writeFile(file, `${JSON.stringify({ loadBefore, cores: os.cpus().length, products: PRODUCTS, visitors: VISITORS, wallMs, counts, baseline, during }, null, 2)}\n`);
  console.log(`Results: ${path.relative(process.cwd(), file)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
