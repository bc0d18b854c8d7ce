import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { auditLog, productCategories, products } from "~/platform/db/schema";
import { messagesFor } from "~/platform/i18n/locale.server";
import { catalogueExport } from "~/features/catalogue/admin/export/catalogue-export.server";
import { eachExportBatch } from "~/features/catalogue/admin/list/admin-products.server";
import { listJobItems } from "~/platform/jobs/jobs.server";
import { testDatabases } from "../../../../tests/support/test-databases";
import {
  actor,
  encode,
  PUBLIC_URL,
  sheetImportSetup,
} from "../../../../tests/support/sheet-import-setup";
import { queueImportUndo } from "../undo/import-undo.server";
import { readItemMessage } from "../item-message";
import type { SheetImportResult } from "./spreadsheet-import.server";

/*
 * Spreadsheet imports that change the catalogue at large: the categories a file names that do not
 * exist, undoing an import, the catalogue's own export read back, and 10,000 rows. Reading a file
 * and what each row does are in spreadsheet-import.server.test.ts.
 */

describe.each(testDatabases())("the spreadsheet import on $name", (target) => {
  const { env, settled, importFile, counts, productCount, versionCount } = sheetImportSetup(target);
  let db: Database;
  beforeAll(() => {
    ({ db } = env);
  });

  it("offers the categories a file names that do not exist, makes the ticked ones once, audited, and refuses rows naming the others", async () => {
    const csv = [
      "Title,Category",
      "Offered Oak 1,Solid Oak > Smoked Plank",
      "Offered Oak 2,solid oak > smoked plank",
      "Offered Scraped,Engineered > Hand Scraped",
      "Offered Typo,Hardwod",
      "Offered Deep,A > B > C",
      "Offered Chinese,实木 > 橡木",
    ].join("\n");
    const categoryCount = async () =>
      (await db.select({ id: productCategories.id }).from(productCategories)).length;
    const createdEntries = async () =>
      (await db.select().from(auditLog).where(eq(auditLog.action, "category-created"))).length;
    const before = { categories: await categoryCount(), audit: await createdEntries() };

    const dry = await importFile(encode(csv), { dryRun: true });
    // Three levels, or a name with no letters for a web address, cannot be made here: those rows stay refused.
    expect((dry.result as SheetImportResult).newCategories).toEqual([
      { path: "Solid Oak > Smoked Plank", rows: 2 },
      { path: "Engineered > Hand Scraped", rows: 1 },
      { path: "Hardwod", rows: 1 },
    ]);
    expect(counts(dry)).toMatchObject({ create: 4, fail: 2 });
    expect(await categoryCount()).toBe(before.categories);

    const makeCategories = ["Solid Oak > Smoked Plank", "Engineered > Hand Scraped"];
    const real = await importFile(encode(csv), { dryRun: false, makeCategories });
    expect(real.state).toBe("done");
    expect(counts(real)).toMatchObject({ create: 3, fail: 3 });
    expect((real.result as SheetImportResult).madeCategories).toEqual(makeCategories);
    // Parent first, then the subcategories, each through the Categories page's own creation and audit entry.
    const rows = await db.select().from(productCategories);
    const solid = rows.find((row) => row.name === "Solid Oak");
    const smoked = rows.find((row) => row.name === "Smoked Plank");
    const scraped = rows.find((row) => row.name === "Hand Scraped");
    expect(solid).toMatchObject({ slug: "solid-oak", parentId: null });
    expect(smoked).toMatchObject({ slug: "smoked-plank", parentId: solid!.id });
    expect(scraped).toMatchObject({
      slug: "hand-scraped",
      parentId: rows.find((row) => row.name === "Engineered" && row.parentId === null)!.id,
    });
    expect(rows.some((row) => row.name === "Hardwod")).toBe(false);
    expect(await categoryCount()).toBe(before.categories + 3);
    const entries = await db.select().from(auditLog).where(eq(auditLog.action, "category-created"));
    expect(entries.length).toBe(before.audit + 3);
    expect(
      entries.slice(-3).map((entry) => [entry.actorEmail, (entry.detail as { name: string }).name]),
    ).toEqual([
      [actor.email, "Solid Oak"],
      [actor.email, "Smoked Plank"],
      [actor.email, "Hand Scraped"],
    ]);
    const created = await listJobItems(real.id, { outcome: "create" }, db);
    const placed = await db
      .select({ title: products.title, categoryId: products.categoryId })
      .from(products)
      .where(eq(products.categoryId, smoked!.id));
    expect(placed.map((row) => row.title).sort()).toEqual(["Offered Oak 1", "Offered Oak 2"]);
    expect(created).toHaveLength(3);
    const refused = await listJobItems(real.id, { outcome: "fail" }, db);
    expect(refused.map((item) => readItemMessage(item.message!))).toEqual([
      { key: "import.sheet.row.unknownCategory", values: { category: "Hardwod" } },
      { key: "import.sheet.row.unknownCategory", values: { category: "A > B > C" } },
      { key: "import.sheet.row.unknownCategory", values: { category: "实木 > 橡木" } },
    ]);

    // The same run again: the categories are found, not made twice.
    const again = await importFile(encode(csv), { dryRun: false, makeCategories });
    expect(counts(again)).toMatchObject({ create: 3, fail: 3 });
    expect((again.result as SheetImportResult).madeCategories).toEqual([]);
    expect(await categoryCount()).toBe(before.categories + 3);
    expect(await createdEntries()).toBe(before.audit + 3);
    // And a dry run now finds them: only the typo is still offered.
    const later = await importFile(encode(csv), { dryRun: true });
    expect((later.result as SheetImportResult).newCategories).toEqual([
      { path: "Hardwod", rows: 1 },
    ]);
  }, 60_000);

  it("undoes a spreadsheet import: what it created goes to the Trash, what it updated gets its earlier version back", async () => {
    const [first] = await db
      .insert(products)
      .values({ title: "Undo Oak", size: "12mm", version: 1, companyId: 1 })
      .returning();
    const csv = ["ID,Title,Size", `${first!.id},Undo Oak,15mm`, ",Undo Maple,10mm"].join("\n");
    const real = await importFile(encode(csv), { dryRun: false });
    expect(counts(real)).toMatchObject({ create: 1, update: 1 });
    const created = (await listJobItems(real.id, { outcome: "create" }, db))[0]!.productId!;
    const queued = await queueImportUndo({ importJobId: real.id, actor, ipHash: null }, db);
    if (!queued.ok) throw new Error(queued.message);
    expect((await settled(queued.job.id)).state).toBe("done");
    const [oak] = await db.select().from(products).where(eq(products.id, first!.id));
    expect(oak).toMatchObject({ size: "12mm", deletedAt: null });
    const [maple] = await db.select().from(products).where(eq(products.id, created));
    expect(maple!.deletedAt).not.toBeNull();
    expect(await queueImportUndo({ importJobId: real.id, actor, ipHash: null }, db)).toEqual({
      ok: false,
      message: "import.undo.already",
    });
  });

  it("imports its own export of the whole catalogue as CSV and as XLSX without changing anything", async () => {
    // A product with its box's coverage and its pallet's boxes, and one whose pallet is not known.
    await db.insert(products).values([
      { title: "Boxed Oak", packing: "22.50 sq ft/box; 42 boxes/pallet", coveragePerBox: "22.50", boxesPerPallet: 42, version: 1 },
      { title: "Loose Oak", packing: "31.09 sq ft/box", coveragePerBox: "31.09", version: 1 },
    ]);
    for (const [locale, format] of [
      ["en", "csv"],
      ["zh", "xlsx"],
      ["zh", "csv"],
    ] as const) {
      const exported = catalogueExport(format, eachExportBatch({}, 200, db), {
        messages: messagesFor(locale),
        locale,
        publicUrl: PUBLIC_URL,
      });
      const body =
        exported.body instanceof ReadableStream
          ? new Uint8Array(await new Response(exported.body).arrayBuffer())
          : await exported.body;
      if (format === "csv") {
        // The measures' columns, headed in the export's language, their values as numbers.
        const [headings = "", ...lines] = new TextDecoder().decode(body).split(/\r?\n/);
        const heads = headings.replace(/^\uFEFF/, "").split(",");
        const at = (heading: string) => heads.indexOf(heading);
        const boxed = lines.find((line) => line.includes("Boxed Oak"))!.split(",");
        const coverage = locale === "en" ? "Coverage per box (sq ft)" : "每箱面积（平方英尺）";
        const pallet = locale === "en" ? "Boxes per pallet" : "每托盘箱数";
        expect([boxed[at(coverage)], boxed[at(pallet)]], `${locale} ${format}`).toEqual(["22.5", "42"]);
      }
      const before = { products: await productCount(), versions: await versionCount() };
      const job = await importFile(body, { dryRun: false });
      expect(job.state, `${locale} ${format}`).toBe("done");
      expect(counts(job), `${locale} ${format}`).toMatchObject({
        total: before.products,
        unchanged: before.products,
        create: 0,
        update: 0,
        fail: 0,
      });
      expect({ products: await productCount(), versions: await versionCount() }).toEqual(before);
    }
  });

  it("imports 10,000 rows with some invalid ones: each invalid row refused with its reason, every other row written once", async () => {
    const lines = ["Title,Size,Display order,Published"];
    for (let row = 0; row < 10_000; row += 1) {
      if (row % 1000 === 7) lines.push(`,no title,${row},No`);
      else if (row % 1000 === 8) lines.push(`Plank ${row},12mm,twelve,No`);
      else lines.push(`Plank ${row},${row}mm,${row},No`);
    }
    const before = await productCount();
    const job = await importFile(encode(lines.join("\n")), { dryRun: false });
    expect(job.state).toBe("done");
    expect(counts(job)).toMatchObject({ total: 10_000, create: 9_980, fail: 20 });
    expect(await productCount()).toBe(before + 9_980);
    const refused = await listJobItems(job.id, { outcome: "fail" }, db);
    expect(refused.map((item) => item.position).slice(0, 2)).toEqual([9, 10]);
    expect(refused.map((item) => readItemMessage(item.message!).key).slice(0, 2)).toEqual([
      "editor.validation.titleRequired",
      "editor.validation.displayOrderInteger",
    ]);
  }, 180_000);
});
