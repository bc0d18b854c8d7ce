import { randomBytes } from "node:crypto";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lapseJobLeases } from "../support/job-leases";
import { Browser } from "../support/test-browser";
import { cleanUpServers, randomTestPort, requireBuild, scratchDataDir, startServer, waitForHealth } from "../support/test-server-process";

/*
 * The spreadsheet import through the built server, as staff use it: a file that cannot be read is
 * refused under the field and nothing is kept; a file whose columns mean nothing refuses every row
 * in its dry run; the site's own CSV and XLSX exports import without changing anything; and a
 * server killed (SIGKILL) in the middle of an import leaves a job the restarted server finishes,
 * every row written once.
 */

const ADMIN = { email: "owner@example.ca", password: "walnut-ferry-lantern-42" };

beforeAll(() => {
  requireBuild();
});
afterAll(() => cleanUpServers());

async function startSite(dataDir = scratchDataDir()) {
  const port = randomTestPort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startServer({
    PORT: String(port),
    PUBLIC_URL: origin,
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SESSION_SECRET: "a-fixed-secret-so-sessions-survive-a-restart-0123",
  });
  await waitForHealth(origin);
  const staff = new Browser(origin);
  expect((await staff.signIn(ADMIN.email, ADMIN.password)).status).toBe(303);
  return { origin, staff, server, dataDir };
}

/**
 * One site for the tests that leave the catalogue as they found it (they import dry runs only),
 * started by the first of them; the test that kills its server has a site of its own.
 */
let shared: ReturnType<typeof startSite> | undefined;
const sharedSite = () => (shared ??= startSite());

/** What a person reads on the page: markup and scripts left out. */
const text = (html: string) =>
  html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

function upload(staff: Browser, name: string, bytes: Uint8Array<ArrayBuffer> | string, form: Record<string, string> = {}) {
  const body = new FormData();
  body.set("intent", "upload");
  for (const [key, value] of Object.entries(form)) body.set(key, value);
  body.set("file", new File([bytes], name));
  return staff.request("/admin/import/spreadsheet", { multipart: body });
}

async function ended(staff: Browser, job: string, withinMs = 120_000): Promise<string> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const page = text(await (await staff.request(job)).text());
    if (/Import #\d+ (Finished|Failed|Cancelled)/.test(page)) return page;
    if (Date.now() > deadline) throw new Error(`${job} did not end: ${page.slice(0, 600)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function dryRun(staff: Browser, name: string, bytes: Uint8Array<ArrayBuffer> | string) {
  const response = await upload(staff, name, bytes);
  expect(response.status).toBe(303);
  const job = (response.headers.get("location") ?? "").replace("?new=1", "");
  expect(job).toMatch(/^\/admin\/import\/jobs\/\d+$/);
  return { job, page: await ended(staff, job) };
}

/** Every product of the catalogue as the CSV export writes them (header row left out). */
async function exported(staff: Browser): Promise<string[][]> {
  const response = await staff.request("/admin/products.csv");
  expect(response.status).toBe(200);
  return (parse(await response.text(), { bom: true }) as string[][]).slice(1);
}

describe("spreadsheet import", () => {
  it("refuses a file it cannot read under the field, keeping nothing; a file whose columns mean nothing refuses every row", async () => {
    const { staff } = await sharedSite();
    const before = await exported(staff);

    const random = await upload(staff, "catalogue.csv", randomBytes(10 * 1024 * 1024));
    expect(random.status).toBe(400);
    expect(text(await random.text())).toContain("This file is neither an Excel (XLSX) file nor text in a known encoding");

    const tooBig = await upload(staff, "catalogue.csv", new Uint8Array(21 * 1024 * 1024).fill(65));
    expect(tooBig.status).toBe(413);
    expect(text(await tooBig.text())).toContain("The file is larger than 20 MB");

    const picture = await upload(staff, "photo.png", "not really");
    expect(picture.status).toBe(400);
    expect(text(await picture.text())).toContain("Choose a file ending in .csv or .xlsx");

    const { page } = await dryRun(staff, "stock.csv", "Warehouse,Bin\nA,12\nB,14\n");
    expect(page).toContain("Finished");
    expect(page).toContain("No column is imported as the title: rows for new products will be refused.");
    expect(page).toContain("Nothing would be imported: 0 unchanged, 0 skipped and 2 refused.");
    expect(page).toMatch(/Refused \(2\)/);
    expect(await exported(staff)).toEqual(before);
  });

  it("imports its own CSV and XLSX exports without changing anything", { timeout: 120_000 }, async () => {
    const { staff } = await sharedSite();
    const before = await exported(staff);
    expect(before.length).toBeGreaterThan(5);
    for (const format of ["csv", "xlsx"]) {
      const file = new Uint8Array(await (await staff.request(`/admin/products.${format}`)).arrayBuffer());
      const { page } = await dryRun(staff, `products.${format}`, file);
      expect(page, format).toContain(`Nothing would be imported: ${before.length} unchanged, 0 skipped and 0 refused.`);
      expect(page, format).toContain(`Unchanged (${before.length})`);
    }
    expect(await exported(staff)).toEqual(before);
  });

  it("finishes an import after the server is killed in the middle, every row written once", async () => {
    const rows = 1_000;
    const csv = ["Title,Size,Published", ...Array.from({ length: rows }, (_, row) => `Killed Plank ${row + 1},${row + 1}mm,No`)].join("\n");
    const first = await startSite();
    const before = (await exported(first.staff)).length;
    const { job: dry } = await dryRun(first.staff, "planks.csv", csv);
    const queued = await first.staff.request("/admin/import/spreadsheet", { form: { intent: "run", job: dry.split("/").pop()! } });
    expect(queued.status).toBe(303);
    const job = (queued.headers.get("location") ?? "").replace("?new=1", "");

    // Killed once some rows are written and before the last.
    const deadline = Date.now() + 120_000;
    for (;;) {
      const page = text(await (await first.staff.request(job)).text());
      const done = Number(/([\d,]+) of 1,000 rows/.exec(page)?.[1]?.replace(/,/g, "") ?? 0);
      if (done >= 100 && done < rows) break;
      if (/Finished/.test(page)) throw new Error("the import ended before the server could be killed");
      if (Date.now() > deadline) throw new Error(`the import did not start: ${page.slice(0, 400)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    first.server.child.kill("SIGKILL");
    await first.server.exited;
    // The dead process's lease runs out (30 s after its last renewal): the database is put in that state rather than waited for.
    expect(await lapseJobLeases({ dataDir: first.dataDir }, { jobId: Number(job.split("/").pop()) })).toBe(1);

    const second = await startSite(first.dataDir);
    const page = await ended(second.staff, job, 180_000);
    expect(page).toContain("Finished");
    expect(page).toContain(`Created (${rows.toLocaleString("en-CA")})`);
    const after = await exported(second.staff);
    expect(after).toHaveLength(before + rows);
    const titles = after.map((row) => row[1]).filter((title) => title?.startsWith("Killed Plank "));
    expect(new Set(titles).size).toBe(rows);
  }, 400_000);
});
