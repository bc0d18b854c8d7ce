import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { enquiries, enquiryLines, products, type EnquiryKind } from "~/platform/db/schema";
import { testDatabases } from "../../../../tests/support/test-databases";
import { productRequests } from "~/features/catalogue/admin/editor/product-requests";
import { enqueueEnquiry } from "../enquiries.server";
import { isoWeekOf, leadsOverview, overviewMondays } from "./leads-overview.server";
import { readProductRequests } from "./product-requests.server";

/*
 * The Leads overview's numbers and the product editor's panel, on known data: weeks counted
 * Monday to Sunday in the office's time zone (a Sunday evening in Toronto is that week's, though
 * it is Monday in UTC), the window's edges, the top products by their title now (or as sent, once
 * deleted) and the top colours; a product's requests of the last 90 days, newest first.
 */

/** Wednesday 18 March 2026, mid-morning in Toronto: the twelve weeks run from 29 December 2025. */
const NOW = new Date("2026-03-18T15:00:00Z");

describe("the overview's weeks", () => {
  it("are the twelve ISO weeks to this one, numbered as ISO 8601 numbers them", () => {
    const mondays = overviewMondays(NOW);
    expect(mondays).toHaveLength(12);
    expect(mondays[0]).toBe("2025-12-29");
    expect(mondays.at(-1)).toBe("2026-03-16");
    // 1 January 2026 is a Thursday: its week, from 29 December 2025, is week 1.
    expect(mondays.map(isoWeekOf)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(isoWeekOf("2026-12-28")).toBe(53);
    expect(isoWeekOf("2027-01-04")).toBe(1);
    // Sunday night in Toronto is still that week.
    expect(overviewMondays(new Date("2026-03-23T03:30:00Z")).at(-1)).toBe("2026-03-16");
  });
});

describe.each(testDatabases())("the Leads overview on $name", (target) => {
  let db: Database;
  let dispose: () => Promise<void>;
  const ids: Record<string, number> = {};

  async function lead(name: string, kind: EnquiryKind, at: string, lines: { productId: number | null; title: string; colour?: string }[] = []) {
    const row = await enqueueEnquiry(
      { name, email: "lead@example.com", phone: undefined, company: "", interestedIn: "residential", service: "installation", message: "" },
      { sourcePage: "/contact", clientKey: "key" },
      db,
    );
    await db.update(enquiries).set({ kind, createdAt: new Date(at) }).where(eq(enquiries.id, row.id));
    if (lines.length) {
      await db.insert(enquiryLines).values(
        lines.map((line, position) => ({ enquiryId: row.id, position, productId: line.productId, productTitle: line.title, colour: line.colour ?? null })),
      );
    }
    ids[name] = row.id;
  }

  beforeAll(async () => {
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
    const [oak] = await db.insert(products).values({ title: "Oak Natural", content: "" }).returning({ id: products.id });
    const [ash] = await db.insert(products).values({ title: "Ash Grey", content: "" }).returning({ id: products.id });
    ids.oak = oak!.id;
    ids.ash = ash!.id;
    // Monday 16 March, 00:30 in Toronto.
    await lead("Quote Monday", "quote", "2026-03-16T04:30:00Z", [
      { productId: oak!.id, title: "Oak Natural", colour: "Honey" },
      { productId: ash!.id, title: "Ash Grey" },
    ]);
    // Sunday 15 March, 23:30 in Toronto (Monday in UTC): the week of 9 March.
    await lead("Samples Sunday", "samples", "2026-03-16T03:30:00Z", [
      { productId: oak!.id, title: "Oak Natural", colour: "Honey" },
      { productId: oak!.id, title: "Oak Natural", colour: "Smoke" },
      { productId: null, title: "Retired Maple", colour: "Amber" },
    ]);
    await lead("Message Tuesday", "contact", "2026-03-10T16:00:00Z");
    // Monday 29 December, 00:30 in Toronto: the first week's.
    await lead("First Week", "contact", "2025-12-29T05:30:00Z");
    // Sunday 28 December, 23:30 in Toronto, and next Monday: outside the twelve weeks.
    await lead("Too Early", "quote", "2025-12-29T04:30:00Z", [{ productId: ash!.id, title: "Ash Grey", colour: "Smoke" }]);
    await lead("Next Week", "samples", "2026-03-23T04:30:00Z", [{ productId: ash!.id, title: "Ash Grey", colour: "Smoke" }]);
    // Renamed since: counted under its name now.
    await db.update(products).set({ title: "Oak Natural Wide" }).where(eq(products.id, oak!.id));
  });
  afterAll(() => dispose());

  it("counts requests per week by kind, in the office's weeks, within the twelve", async () => {
    const overview = await leadsOverview(NOW, db);
    const byMonday = Object.fromEntries(overview.weeks.map((week) => [week.monday, week]));
    expect(byMonday["2026-03-16"]).toMatchObject({ week: 12, counts: { quote: 1, samples: 0, contact: 0 }, total: 1 });
    expect(byMonday["2026-03-09"]).toMatchObject({ week: 11, counts: { quote: 0, samples: 1, contact: 1 }, total: 2 });
    expect(byMonday["2025-12-29"]).toMatchObject({ week: 1, counts: { quote: 0, samples: 0, contact: 1 }, total: 1 });
    expect(overview.weeks.filter((week) => week.total === 0)).toHaveLength(9);
    expect(overview.total).toBe(4);
  });

  it("ranks the products and the colours asked for, by their names now or as sent", async () => {
    const overview = await leadsOverview(NOW, db);
    expect(overview.products).toEqual([
      { productId: ids.oak, title: "Oak Natural Wide", count: 3 },
      { productId: ids.ash, title: "Ash Grey", count: 1 },
      { productId: null, title: "Retired Maple", count: 1 },
    ]);
    expect(overview.colours).toEqual([
      { productId: ids.oak, title: "Oak Natural Wide", colour: "Honey", count: 2 },
      { productId: null, title: "Retired Maple", colour: "Amber", count: 1 },
      { productId: ids.oak, title: "Oak Natural Wide", colour: "Smoke", count: 1 },
    ]);
    // Ten at most.
    for (let index = 0; index < 11; index++) {
      await lead(`Many ${index}`, "quote", "2026-03-17T15:00:00Z", [{ productId: null, title: `Plank ${String(index).padStart(2, "0")}`, colour: `Tone ${index}` }]);
    }
    const crowded = await leadsOverview(NOW, db);
    expect(crowded.products).toHaveLength(10);
    expect(crowded.products[0]).toMatchObject({ title: "Oak Natural Wide", count: 3 });
    expect(crowded.colours).toHaveLength(10);
  });

  it("gives the product editor a product's requests of the last 90 days, newest first, in the reader's language", async () => {
    const since = new Date(NOW.getTime() - 90 * 86_400_000);
    const oak = await readProductRequests(ids.oak!, "en", { since, database: db });
    expect(oak.total).toBe(2);
    expect(oak.latest.map((request) => [request.name, request.kind, request.state])).toEqual([
      ["Quote Monday", "Quote", "New"],
      ["Samples Sunday", "Samples", "New"],
    ]);
    expect(oak.latest[0]?.href).toBe(`/admin/enquiries/${ids["Quote Monday"]}`);
    expect(oak.allHref).toBe(`/admin/enquiries?product=${ids.oak}`);
    const ash = await readProductRequests(ids.ash!, "zh", { since, database: db });
    expect(ash.total).toBe(3);
    expect(ash.latest.map((request) => [request.name, request.kind])).toEqual([
      ["Next Week", "样品"],
      ["Quote Monday", "报价"],
      ["Too Early", "报价"],
    ]);
    const later = await readProductRequests(ids.ash!, "en", { since: new Date("2026-03-01T00:00:00Z"), database: db });
    expect(later.total).toBe(2);
    // Only staff whose role opens the leads get them.
    expect(await productRequests(ids.oak!, { role: "pending", locale: "en" })).toBeNull();
  });
});
