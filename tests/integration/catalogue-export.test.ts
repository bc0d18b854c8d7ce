import { readSheet } from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser } from "../support/test-browser";
import { cleanUpServers, randomTestPort, requireBuild, startServer, waitForHealth } from "../support/test-server-process";

/*
 * The Products tab's exports through the built server: every product the list's filter matches,
 * every field under the headings an import reads, in CSV (formulas neutralised) and XLSX (text
 * stays text), and each export in the activity log.
 */

const ADMIN = { email: "owner@example.ca", password: "walnut-ferry-lantern-42" };
const HEADERS = [
  "ID",
  "Title",
  "Description",
  "Category",
  "Size",
  "Series",
  "Colour",
  "Level",
  "Packing",
  "Coverage per box (sq ft)",
  "Boxes per pallet",
  "Display order",
  "Published",
  "Hot recommendation",
  "Main picture",
  "SEO title",
  "SEO description",
  "Keywords",
  "Title (French)",
  "Description (French)",
  "Series (French)",
  "Colour (French)",
  "Level (French)",
  "Packing (French)",
  "SEO title (French)",
  "SEO description (French)",
  "Colour pictures",
  "Source URL",
];
const FORMULA = '=HYPERLINK("http://example.com/x","Click")';

let origin = "";
let staff: Browser;
let productCount = 0;

beforeAll(async () => {
  requireBuild();
  const port = randomTestPort();
  origin = `http://127.0.0.1:${port}`;
  startServer({ PORT: String(port), PUBLIC_URL: origin, LOG_LEVEL: "warn", ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  await waitForHealth(origin);
  staff = new Browser(origin);
  expect((await staff.signIn(ADMIN.email, ADMIN.password)).status).toBe(303);
  const created = await staff.request("/admin/products/new", {
    form: { title: FORMULA, content: "First line.\nSecond line, with a comma.", size: "1200*150*12mm", series: "+Plus Series", displayOrder: "900" },
  });
  expect(created.status).toBe(303);
  const list = await (await staff.request("/admin")).text();
  productCount = Number(/([\d,]+) products/.exec(list)?.[1]?.replace(/,/g, ""));
  expect(productCount).toBeGreaterThan(40);
}, 90_000);

afterAll(cleanUpServers);

describe("catalogue export", () => {
  it("writes every product and field as CSV, with formulas neutralised and line breaks kept in their cell", async () => {
    const response = await staff.request("/admin/products.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.subarray(3).toString("utf8");
    expect(csv.split("\r\n")[0]).toBe(HEADERS.join(","));
    // Rows end in CRLF; a line break inside a description is a lone LF inside its quoted cell.
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(productCount + 1);
    expect(csv).toContain(`"'=HYPERLINK(""http://example.com/x"",""Click"")","First line.\nSecond line, with a comma.",,1200*150*12mm,'+Plus Series,`);
  });

  it("writes the same as XLSX, where text stays text, and follows the list's filter", async () => {
    const response = await staff.request("/admin/products.xlsx");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const rows = await readSheet(Buffer.from(await response.arrayBuffer()));
    expect(rows[0]).toEqual(HEADERS);
    expect(rows).toHaveLength(productCount + 1);
    const mine = rows.find((row) => row[1] === FORMULA);
    expect(mine?.slice(1, 6)).toEqual([FORMULA, "First line.\nSecond line, with a comma.", null, "1200*150*12mm", "+Plus Series"]);
    const published = HEADERS.indexOf("Published");
    expect(mine?.[published]).toBe("No");

    // The demo catalogue's colour pictures, one per line, named; its category by its path.
    const first = rows.find((row) => row[0] === 1);
    expect(first?.[3]).toMatch(/^Solid Hardwood > /);
    const colours = HEADERS.indexOf("Colour pictures");
    expect(String(first?.[colours]).split("\n").length).toBeGreaterThan(1);
    expect(String(first?.[colours]).split("\n")[0]).toMatch(/^[^|]+ \| \S+$/);
    // Its box's coverage and its pallet's boxes, as numbers.
    expect([first?.[HEADERS.indexOf("Coverage per box (sq ft)")], first?.[HEADERS.indexOf("Boxes per pallet")]]).toEqual([22, 42]);

    // Drafts only: the demo catalogue's draft and the new product.
    const drafts = await readSheet(Buffer.from(await (await staff.request("/admin/products.xlsx?state=draft")).arrayBuffer()));
    expect(drafts.slice(1).map((row) => row[published])).toEqual(Array(drafts.length - 1).fill("No"));
    expect(drafts.some((row) => row[1] === FORMULA)).toBe(true);
    expect(drafts.length).toBeLessThan(rows.length);
  });

  it("records each export in the activity log, and refuses strangers", async () => {
    const activity = await (await staff.request("/admin/activity?action=products-exported")).text();
    expect(activity).toContain("Products exported");
    const stranger = await fetch(`${origin}/admin/products.csv`, { redirect: "manual" });
    expect(stranger.status).toBe(303);
    expect(stranger.headers.get("location")).toBe("/auth?redirectTo=%2Fadmin%2Fproducts.csv");
  });
});
