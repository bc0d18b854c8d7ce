import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productPath, startSupplierSite, supplierCatalogue, type FixtureProduct, type SupplierSite } from "../fixtures/supplier-site";
import { Browser } from "../support/test-browser";
import { cleanUpServers, randomTestPort, requireBuild, startServer, waitForHealth } from "../support/test-server-process";

/*
 * 'Import from link' through the built server, as staff use it: the form queues a job, the job
 * reads the fixture supplier's page on 127.0.0.1 (allowed by IMPORT_ALLOWED_HOSTS), and its page
 * shows the product it made. Importing again changes nothing; a change at the supplier updates the
 * same product. Hostile links are refused, in the form or by the job, and a trap server that
 * listens on loopback counts every request that reaches it: none may.
 */

const ADMIN = { email: "owner@example.ca", password: "walnut-ferry-lantern-42" };

let supplier: SupplierSite;
let catalogue: FixtureProduct[];
let trap: http.Server;
let trapPort = 0;
const trapHits: string[] = [];
let origin = "";
let staff: Browser;

beforeAll(async () => {
  requireBuild();
  catalogue = supplierCatalogue({ perSubcategory: 2 });
  supplier = await startSupplierSite({ products: catalogue });
  trap = http.createServer((req, res) => {
    trapHits.push(req.url ?? "");
    res.end("internal");
  });
  await new Promise<void>((resolve) => trap.listen(0, "127.0.0.1", resolve));
  trapPort = (trap.address() as AddressInfo).port;
  const port = randomTestPort();
  origin = `http://127.0.0.1:${port}`;
  startServer({
    PORT: String(port),
    PUBLIC_URL: origin,
    LOG_LEVEL: "warn",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
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

/** What a person reads on the page: its markup and scripts (which carry the message catalogue) left out. */
const text = (html: string) =>
  html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/\s+/g, " ");

/** Posts the link form; the job's page when it was queued, else the form's answer. */
async function importLink(url: string, publish = true) {
  const response = await staff.request("/admin/import", { form: { intent: "link", url, ...(publish ? { publish: "on" } : {}) } });
  if (response.status !== 303) return { queued: null, status: response.status, page: text(await response.text()) };
  const location = response.headers.get("location") ?? "";
  expect(location).toMatch(/^\/admin\/import\/jobs\/\d+\?new=1$/);
  return { queued: location, status: 303, page: "" };
}

/** The job's page once the job has ended, read as text. */
async function ended(jobPath: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const page = text(await (await staff.request(jobPath)).text());
    if (/\b(Finished|Failed|Cancelled)\b/.test(page)) return page;
    if (Date.now() > deadline) throw new Error(`${jobPath} did not end: ${page.slice(0, 400)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function publicProducts(): Promise<{ id: number; title: string; product_categories: { name: string } | null }[]> {
  const body = (await (await fetch(`${origin}/api/products?limit=200`)).json()) as { data: { id: number; title: string; product_categories: { name: string } | null }[] };
  return body.data;
}

/** Every category's name in the public tree (`/api/categories`). */
async function publicCategoryNames(): Promise<string[]> {
  const tree = (await (await fetch(`${origin}/api/categories`)).json()) as { data: { name: string; subcategories: { name: string }[] }[] };
  return tree.data.flatMap((top) => [top.name, ...top.subcategories.map((sub) => sub.name)]);
}

describe("import from link", () => {
  it("imports one product from its page, then finds it unchanged, then updates it when the supplier changed it", async () => {
    const product = catalogue.find((item) => item.colours.length === 3)!;
    const link = `${supplier.origin}${productPath(product)}`;
    // The public category tree, read once before: it is then the one the site keeps in memory.
    expect(await publicCategoryNames()).not.toContain(product.subcategory);

    const first = await importLink(link);
    const page = await ended(first.queued!);
    expect(page).toContain("Finished");
    expect(page).toContain("A new product was created.");
    expect(page).toContain(product.title);
    expect(page).toContain(`Category ${product.subcategory}`);
    expect(page).toContain("3 gallery images");
    const listed = (await publicProducts()).filter((item) => item.title === product.title);
    expect(listed).toHaveLength(1);
    expect(listed[0]?.product_categories?.name).toBe(product.subcategory);
    // The category the import created is in the public tree at once, not when the kept one expires.
    expect(await publicCategoryNames()).toContain(product.subcategory);
    // Its page and its pictures are public: it was published.
    const productPage = await (await fetch(`${origin}/products/${listed[0]!.id}`)).text();
    expect(productPage).toContain("Harbour Grey");

    const again = await ended((await importLink(link)).queued!);
    expect(again).toContain("The product imported before from this link is already up to date.");

    supplier.setProducts(catalogue.map((item) => (item === product ? { ...item, title: `${item.title} (new finish)`, size: "1900*190*15mm" } : item)));
    try {
      const changed = await ended((await importLink(link)).queued!);
      expect(changed).toContain("The product imported before from this link was updated.");
      const titles = (await publicProducts()).map((item) => item.title);
      expect(titles.filter((title) => title.startsWith(product.title))).toEqual([`${product.title} (new finish)`]);
    } finally {
      supplier.setProducts(catalogue);
    }

    const activity = text(await (await staff.request("/admin/activity?action=import-finished")).text());
    expect(activity.match(/Import finished/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
  }, 120_000);

  it("imports a product whose picture is missing without it, and lists the problem, also as CSV", async () => {
    const base = catalogue[5]!;
    const broken: FixtureProduct = { ...base, handle: "broken-pictures-1", title: "Oak With A Missing Picture", colours: [base.colours[0]!, { name: "Ghost", hex: "none" }] };
    supplier.setProducts([...catalogue, broken]);
    try {
      const page = await ended((await importLink(`${supplier.origin}${productPath(broken)}`)).queued!);
      expect(page).toContain("Finished");
      expect(page).toContain("1 gallery image");
      expect(page).toContain("Problems with single items");
      expect(page).toContain(`${supplier.origin}/images/broken-pictures-1-ghost.jpg`);
      expect(page).toContain("The site did not return the page");
      const job = /Import #(\d+)/.exec(page)?.[1];
      const csv = await staff.request(`/admin/import/jobs/${job}/errors.csv`);
      expect(csv.status).toBe(200);
      expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      // A byte-order mark first, so that Excel reads it as UTF-8.
      const bytes = Buffer.from(await csv.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(bytes.subarray(3).toString("utf8")).toBe(
        `Item,Problem\r\n${supplier.origin}/images/broken-pictures-1-ghost.jpg,The site did not return the page (it may have moved or be unavailable)\r\n`,
      );
    } finally {
      supplier.setProducts(catalogue);
    }
  }, 60_000);

  it("asks for a link, and says so in the form", async () => {
    const empty = await importLink("   ");
    expect(empty.status).toBe(400);
    expect(empty.page).toContain("Please enter the product link");
  });

  it("refuses hostile links in the form or in the job, and none reaches its target", async () => {
    const loopback = (host: string) => `http://${host}:${trapPort}/secret`;
    const inTheForm: [string, string][] = [
      [loopback("127.0.0.1"), "usual ports"],
      [loopback("127.1"), "usual ports"],
      [loopback("0x7f000001"), "usual ports"],
      [loopback("2130706433"), "usual ports"],
      [loopback("[::1]"), "usual ports"],
      [loopback("[::ffff:127.0.0.1]"), "usual ports"],
      [loopback("localhost"), "usual ports"],
      ["http://127.0.0.1/secret", "private network"],
      ["http://0x7f000001/secret", "private network"],
      ["http://[::1]/secret", "private network"],
      ["http://[::ffff:127.0.0.1]/", "private network"],
      ["http://169.254.169.254/latest/meta-data/", "private network"],
      ["http://10.0.0.1/", "private network"],
      ["http://0.0.0.0/", "private network"],
      ["file:///etc/passwd", "Only http:// and https://"],
      ["data:text/html,<h1>x</h1>", "Only http:// and https://"],
      [`ftp://127.0.0.1:${trapPort}/`, "Only http:// and https://"],
      [`gopher://127.0.0.1:${trapPort}/_GET`, "Only http:// and https://"],
      [`http://user:secret@${supplier.host}${productPath(catalogue[0]!)}`, "user name or password"],
      ["javascript:alert(1)", "Only http:// and https://"],
    ];
    for (const [link, says] of inTheForm) {
      const answer = await importLink(link);
      expect(answer.status, link).toBe(400);
      expect(answer.page, link).toContain(says);
    }
    const inTheJob: [string, string][] = [
      // A name that resolves to loopback.
      ["http://localhost/secret", "inside a private network"],
      // Redirects from the allowed supplier to loopback.
      [`${supplier.origin}/go?to=${encodeURIComponent(`http://127.0.0.1:${trapPort}/secret`)}`, "usual ports"],
      [`${supplier.origin}/go?to=${encodeURIComponent("http://localhost/secret")}`, "inside a private network"],
      [`${supplier.origin}/go?to=${encodeURIComponent("file:///etc/passwd")}`, "Only http:// and https://"],
      [`${supplier.origin}/huge`, "too large"],
      [`${supplier.origin}/about/`, "No product was found"],
    ];
    for (const [link, says] of inTheJob) {
      const answer = await importLink(link);
      expect(answer.status, link).toBe(303);
      const page = await ended(answer.queued!);
      expect(page, link).toContain("Failed");
      expect(page, link).toContain(says);
    }
    expect(inTheForm.length + inTheJob.length).toBeGreaterThanOrEqual(20);
    expect(trapHits).toEqual([]);
  }, 120_000);
});
