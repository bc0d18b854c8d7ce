import { existsSync, readdirSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSupplierSite, supplierCatalogue, type FixtureProduct, type SupplierSite } from "../fixtures/supplier-site";
import { Browser } from "../support/test-browser";
import { cleanUpServers, randomTestPort, requireBuild, scratchDataDir, startServer, waitForHealth } from "../support/test-server-process";

/*
 * Dry runs and undo of imports (decision 027) through the built server, against the fixture
 * supplier on 127.0.0.1, as staff use them: a dry run of the bulk import lists every product it
 * would create and changes nothing (products, categories, stored files); 'Run import' then does
 * it; after changes at the supplier a dry run lists exactly what changed; a dry run of a hostile
 * link lists it as refused and reaches nothing. Undoing a bulk import trashes what it created,
 * brings back what it updated, leaves alone a product edited after it, and is refused a second
 * time.
 */

const ADMIN = { email: "owner@example.ca", password: "walnut-ferry-lantern-42" };

let supplier: SupplierSite;
let trap: http.Server;
let trapPort = 0;
const trapHits: string[] = [];
let origin = "";
let dataDir = "";
let staff: Browser;
const catalogue = supplierCatalogue({ perSubcategory: 2 });

beforeAll(async () => {
  requireBuild();
  supplier = await startSupplierSite({ products: catalogue, offers: { shopify: false, woocommerce: true } });
  trap = http.createServer((req, res) => {
    trapHits.push(req.url ?? "");
    res.end("internal");
  });
  await new Promise<void>((resolve) => trap.listen(0, "127.0.0.1", resolve));
  trapPort = (trap.address() as AddressInfo).port;
  const port = randomTestPort();
  origin = `http://127.0.0.1:${port}`;
  dataDir = scratchDataDir();
  startServer({
    PORT: String(port),
    PUBLIC_URL: origin,
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SUPPLIER_URL: supplier.origin,
    IMPORT_ALLOWED_HOSTS: supplier.host,
  });
  await waitForHealth(origin);
  staff = new Browser(origin);
  expect((await staff.signIn(ADMIN.email, ADMIN.password)).status).toBe(303);
}, 90_000);

afterAll(async () => {
  cleanUpServers();
  await supplier?.close();
  await new Promise((resolve) => trap?.close(resolve));
});

/** What a person reads on the page: markup and scripts left out. */
const text = (html: string) =>
  html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

/** Posts a form that queues a job; the job's page. */
async function queue(path: string, form: Record<string, string>) {
  const response = await staff.request(path, { form });
  expect(response.status, await response.clone().text().then((body) => text(body).slice(0, 300))).toBe(303);
  const location = response.headers.get("location") ?? "";
  expect(location).toMatch(/^\/admin\/import\/jobs\/\d+\?new=1$/);
  return location.replace("?new=1", "");
}

const bulk = (dryRun: boolean) => queue("/admin/import", { intent: "bulk", publish: "on", ...(dryRun ? { dryRun: "on" } : {}) });

async function ended(job: string): Promise<string> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const page = text(await (await staff.request(job)).text());
    if (/ (Finished|Failed|Cancelled) /.test(page.slice(0, page.indexOf("Started")))) return page;
    if (Date.now() > deadline) throw new Error(`${job} did not end: ${page.slice(0, 600)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The rows of a job's list, as the page shows them: item, outcome, note, and the product it links to. */
async function rows(job: string, outcome?: string) {
  const html = await (await staff.request(`${job}${outcome ? `?outcome=${outcome}` : ""}`)).text();
  const list = html.slice(html.indexOf('id="job-items"'));
  const body = list.slice(list.indexOf("<tbody"), list.indexOf("</tbody>"));
  return body
    .split("<tr")
    .slice(1)
    .map((row) => {
      const cells = row.split("<td").slice(1).map((cell) => text(`<td${cell}`).trim());
      const label = (value: string | undefined, name: string) => (value ?? "").replace(new RegExp(`^${name}\\s*`), "");
      return {
        // The line's number is in the item's cell too, for phones, where the number column is hidden.
        item: label(cells[1], "Item").replace(/^\d[\d,]*\s+/, ""),
        outcome: label(cells[2], "Outcome"),
        note: label(cells[3], "Note"),
        productId: Number(/href="\/admin\/products\/(\d+)"/.exec(row)?.[1] ?? NaN),
      };
    });
}

/** What users can count: products in the list and the Trash, categories, stored files. */
async function footprint() {
  const count = async (url: string) => Number(/(\d+) products?\b/.exec(text(await (await staff.request(url)).text()))?.[1] ?? NaN);
  const categories = (await (await fetch(`${origin}/api/categories`)).json()) as { data: { subcategories: unknown[] }[] };
  const files = (dir: string): number =>
    existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => sum + (entry.isDirectory() ? files(path.join(dir, entry.name)) : 1), 0) : 0;
  return {
    products: await count("/admin"),
    trash: await count("/admin?view=trash"),
    categories: categories.data.reduce((sum, top) => sum + 1 + top.subcategories.length, 0),
    files: files(path.join(dataDir, "uploads")),
  };
}

/** A product's field as its editor shows it. */
async function editorValue(id: number, name: string) {
  const html = await (await staff.request(`/admin/products/${id}`)).text();
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? "";
  return /value="([^"]*)"/.exec(input)?.[1] ?? null;
}

describe("dry runs and undo of imports", () => {
  let firstImport = "";

  it("a dry run of the bulk import lists every product as one it would create, and changes nothing; 'Run import' then imports them", async () => {
    const before = await footprint();
    const dry = await bulk(true);
    const page = await ended(dry);
    expect(page).toContain("Finished");
    expect(page).toContain("This was a dry run: nothing was changed.");
    expect(page).toContain("What the import would do");
    expect(page).toContain("Would create (20)");
    expect(page).not.toContain("Would update");
    const listed = await rows(dry);
    expect(listed.map((row) => row.item).sort()).toEqual(catalogue.map((product) => product.title).sort());
    expect(new Set(listed.map((row) => row.outcome))).toEqual(new Set(["Would create"]));
    // Nothing written: no product, category, picture or stored file.
    expect(await footprint()).toEqual(before);
    const activity = text(await (await staff.request("/admin/activity?action=import-dry-run")).text());
    expect(activity).toContain("Import dry run (nothing changed)");

    firstImport = await queue(dry, { intent: "run" });
    expect(firstImport).not.toBe(dry);
    const real = await ended(firstImport);
    expect(real).toContain("Finished");
    expect(real).not.toContain("This was a dry run");
    expect(real).toContain("Created (20)");
    const after = await footprint();
    expect(after.products).toBe(before.products + 20);
    expect(after.files).toBeGreaterThan(before.files);
  }, 180_000);

  it("after changes at the supplier a dry run lists exactly the changed products as updates, the new ones as creations, the rest unchanged", async () => {
    const changed = new Set([catalogue[3]!.handle, catalogue[12]!.handle, catalogue[15]!.handle]);
    const added: FixtureProduct[] = [
      { ...catalogue[0]!, handle: "undo-new-1", title: "Undo Test Oak No. 1" },
      { ...catalogue[1]!, handle: "undo-new-2", title: "Undo Test Maple No. 2" },
    ];
    supplier.setProducts([...catalogue.map((item) => (changed.has(item.handle) ? { ...item, packing: "20 pcs/box" } : item)), ...added]);
    const before = await footprint();
    const dry = await bulk(true);
    const page = await ended(dry);
    expect(page).toContain("Would create (2)");
    expect(page).toContain("Would update (3)");
    expect(page).toContain("Unchanged (17)");
    expect((await rows(dry, "update")).map((row) => row.item).sort()).toEqual(
      catalogue.filter((item) => changed.has(item.handle)).map((item) => item.title).sort(),
    );
    expect((await rows(dry, "create")).map((row) => row.item).sort()).toEqual(added.map((item) => item.title).sort());
    expect(await rows(dry, "unchanged")).toHaveLength(17);
    expect(await footprint()).toEqual(before);

    // Real, then undone: what it created goes to the Trash, what it updated comes back, except a
    // product someone changed after the import.
    const job = await queue(dry, { intent: "run" });
    const real = await ended(job);
    expect(real).toContain("Created (2)");
    expect(real).toContain("Updated (3)");
    const updated = await rows(job, "update");
    const created = await rows(job, "create");
    expect(updated).toHaveLength(3);
    for (const row of updated) expect(await editorValue(row.productId, "packing")).toBe("20 pcs/box");
    const [edited, ...restored] = updated;
    const unpublished = await staff.request("/admin?index", { form: { intent: "unpublish", ids: String(edited!.productId), confirmed: "1" } });
    expect(unpublished.status).toBe(200);
    const trashBefore = (await footprint()).trash;

    expect(real).toContain("Undo this import");
    const undo = await queue(job, { intent: "undo" });
    const undone = await ended(undo);
    expect(undone).toContain(`Undo of import #${job.split("/").pop()}`);
    expect(undone).toContain("Finished");
    expect(undone).toContain("Undone (4)");
    expect(undone).toContain("Left alone (1)");
    const lines = await rows(undo);
    expect(lines.find((row) => row.productId === edited!.productId)).toMatchObject({ outcome: "Left alone", note: "Changed after the import: left as it is" });
    for (const row of created) expect(lines.find((line) => line.productId === row.productId)).toMatchObject({ outcome: "Undone", note: "Moved to the Trash" });
    for (const row of restored) {
      expect(lines.find((line) => line.productId === row.productId)).toMatchObject({ outcome: "Undone", note: "Its version from before the import is back" });
      const original = catalogue.find((item) => item.title === row.item)!;
      expect(await editorValue(row.productId, "packing")).toBe(original.packing);
    }
    expect(await editorValue(edited!.productId, "packing")).toBe("20 pcs/box");
    // The created ones are in the Trash, restorable; no longer in the public list.
    expect((await footprint()).trash).toBe(trashBefore + 2);
    const trash = text(await (await staff.request("/admin?view=trash")).text());
    for (const item of added) expect(trash).toContain(item.title);
    const publicTitles = ((await (await fetch(`${origin}/api/products?limit=100`)).json()) as { data: { title: string }[] }).data.map((item) => item.title);
    for (const item of added) expect(publicTitles).not.toContain(item.title);
    const activity = text(await (await staff.request("/admin/activity?action=import-undone")).text());
    expect(activity).toContain("Import undone");

    // Undone once: the import's page says so, and a second undo is refused.
    const again = await staff.request(job, { form: { intent: "undo" } });
    expect(again.status).toBe(409);
    expect(text(await again.text())).toContain("This import has already been undone, or is being undone.");
    const importPage = text(await (await staff.request(job)).text());
    expect(importPage).toContain("This import has been undone.");
    expect(importPage).not.toContain("Undo this import");
    supplier.setProducts(catalogue);
  }, 240_000);

  it("a dry run is not undone, nor run twice as a dry run's page offers; the first import stays undoable", async () => {
    const dry = await bulk(true);
    await ended(dry);
    const refused = await staff.request(dry, { form: { intent: "undo" } });
    expect(refused.status).toBe(409);
    expect(text(await refused.text())).toContain("Only an import that has ended and changed products can be undone.");
    const runOnReal = await staff.request(firstImport, { form: { intent: "run" } });
    expect(runOnReal.status).toBe(409);
    expect(text(await (await staff.request(firstImport)).text())).toContain("Undo this import");
  }, 120_000);

  it("a dry run of a hostile link lists it as refused and reaches nothing", async () => {
    const link = `${supplier.origin}/go?to=${encodeURIComponent(`http://127.0.0.1:${trapPort}/secret`)}`;
    const job = await queue("/admin/import", { intent: "link", url: link, dryRun: "on" });
    const page = await ended(job);
    expect(page).toContain("Failed");
    expect(page).toContain("This was a dry run: nothing was changed.");
    const [line, ...more] = await rows(job);
    expect(more).toEqual([]);
    expect(line).toMatchObject({ item: link, outcome: "Refused" });
    expect(line!.note).toContain("usual ports");
    expect(page).not.toContain("Run import");
    expect(trapHits).toEqual([]);
  }, 60_000);
});
