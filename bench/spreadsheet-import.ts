// A spreadsheet import of BENCH_SHEET_ROWS rows (default 10,000) into the site, through the admin
// as staff do it: the upload and its dry run, then the real import, while visitors keep asking for
// public pages: each step's wall time, and the public pages' latency before and during the import.
// Usage: [BENCH_SHEET_ROWS=10000] [BENCH_VISITORS=4] npx tsx bench/spreadsheet-import.ts
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { RESULTS_DIR, signInAsAdmin, sleep, startServer } from "./server";
import { formatTable, intFromEnv, round, timestamp } from "./table";
import { pageText as text, percentile, visitors as visitorsOf } from "./visitors";

const ROWS = intFromEnv("BENCH_SHEET_ROWS", 10_000, 10, 20_000);
const VISITORS = intFromEnv("BENCH_VISITORS", 4, 1, 32);
const BASELINE_MS = 10_000;
const TIMEOUT_MS = 60 * 60_000;
const ADMIN = { email: "bench-owner@example.ca", password: "bench-walnut-ferry-42" };

/** A catalogue spreadsheet as an office would keep one: every text field, categories by name, one row in 500 broken. */
function spreadsheet(rows: number): string {
  const lines = ["Title,Description,Category,Size,Series,Colour,Grade,Packing,Published"];
  const categories = ["Solid Hardwood", "Engineered Hardwood", "SPC Floor", "Engineered Hardwood > Herringbone"];
  for (let row = 0; row < rows; row++) {
    const title = row % 500 === 499 ? "" : `Bench Plank ${row + 1}`;
    lines.push(
      [title, `"Wide plank, brushed and oiled.\nRow ${row + 1}."`, categories[row % categories.length], `1900*190*${12 + (row % 4)}mm`, `Series ${row % 40}`, `Colour ${row % 25}`, "AB", "8 boards", row % 2 ? "Yes" : "No"].join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

async function main(): Promise<void> {
  const [loadBefore = 0] = os.loadavg();
  // The demo catalogue only: the import's rows are the products.
  process.env.BENCH_PRODUCTS = "0";
  process.env.ADMIN_EMAIL = ADMIN.email;
  process.env.ADMIN_PASSWORD = ADMIN.password;
  console.log("Starting the site…");
  const server = await startServer();
  const origin = server.origin;
  let baseline: number[] = [];
  let during: number[] = [];
  let dryMs = 0;
  let wallMs = 0;
  let page = "";
  try {
    const cookie = await signInAsAdmin(origin);
    console.log(`Public pages without an import (${BASELINE_MS / 1000} s, ${VISITORS} visitors)…`);
    baseline = await visitorsOf(origin, VISITORS, sleep(BASELINE_MS));

    const finished = async (job: string, started: number) => {
      for (;;) {
        page = text(await (await fetch(`${origin}${job}`, { headers: { cookie } })).text());
        if (/Import #\d+ (Finished|Failed|Cancelled)/.test(page)) return;
        if (performance.now() - started > TIMEOUT_MS) throw new Error("the import did not end within an hour");
        await sleep(1_000);
      }
    };
    const body = new FormData();
    body.set("intent", "upload");
    body.set("file", new File([spreadsheet(ROWS)], "catalogue.csv", { type: "text/csv" }));
    const dryStarted = performance.now();
    const uploaded = await fetch(`${origin}/admin/import/spreadsheet`, { method: "POST", redirect: "manual", headers: { origin, cookie }, body });
    const dryJob = (uploaded.headers.get("location") ?? "").replace("?new=1", "");
    if (uploaded.status !== 303 || !dryJob) throw new Error(`the spreadsheet was not taken (${uploaded.status})`);
    await finished(dryJob, dryStarted);
    dryMs = performance.now() - dryStarted;
    console.log(`Upload and dry run of ${ROWS} rows: ${round(dryMs / 1000, 1)} s.`);

    const started = performance.now();
    const queued = await fetch(`${origin}/admin/import/spreadsheet`, {
      method: "POST",
      redirect: "manual",
      headers: { origin, cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "run", job: dryJob.split("/").pop()!, publish: "on" }),
    });
    const job = (queued.headers.get("location") ?? "").replace("?new=1", "");
    if (queued.status !== 303 || !job) throw new Error(`the import was not queued (${queued.status})`);
    const ended = finished(job, started);
    console.log(`Import ${job}, with ${VISITORS} visitors meanwhile…`);
    during = await visitorsOf(origin, VISITORS, ended);
    await ended;
    wallMs = performance.now() - started;
  } finally {
    await server.stop();
  }
  console.log(`\nOutcome: ${/Finished/.test(page) ? "Finished" : "did not finish"}.`);
  console.log(`Import wall time ${round(wallMs / 1000, 1)} s: ${round(ROWS / (wallMs / 1000), 1)} rows/s (dry run before it: ${round(dryMs / 1000, 1)} s).`);
  console.log(
    `\n${formatTable(
      ["public pages", "requests", "p50 ms", "p99 ms", "max ms"],
      [
        ["without an import", baseline.length, round(percentile(baseline, 50), 1), round(percentile(baseline, 99), 1), round(Math.max(...baseline), 1)],
        ["during the import", during.length, round(percentile(during, 50), 1), round(percentile(during, 99), 1), round(Math.max(...during), 1)],
      ],
    )}`,
  );
  console.log(`\nLoad average before the run: ${loadBefore.toFixed(2)}, after: ${os.loadavg()[0]!.toFixed(2)} (${os.cpus().length} cores).`);
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `spreadsheet-import-${timestamp()}.json`);
  await writeFile(file, `${JSON.stringify({ loadBefore, cores: os.cpus().length, rows: ROWS, visitors: VISITORS, dryMs, wallMs, baseline, during }, null, 2)}\n`);
  console.log(`Results: ${path.relative(process.cwd(), file)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
