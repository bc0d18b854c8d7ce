import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, isNull } from "drizzle-orm";
import writeXlsxFile from "write-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSessionSecret } from "~/platform/config/secret.server";
import type { Database } from "~/platform/db/client.server";
import { auditLog, productCategories, productImages, products, productVersions, user } from "~/platform/db/schema";
import { testDatabases } from "../../../../tests/support/test-databases";
import { messagesFor } from "~/platform/i18n/locale.server";
import { catalogueExport } from "~/features/catalogue/admin/export/catalogue-export.server";
import { parseAllowedHosts } from "~/platform/fetch/fetch-guard.server";
import { startJobRunner, type JobRunner } from "~/platform/jobs/job-runner.server";
import { createSafeFetcher } from "~/platform/fetch/safe-fetch.server";
import { localStorage, type UploadStorage } from "~/platform/storage/storage.server";
import { eachExportBatch } from "~/features/catalogue/admin/list/admin-products.server";
import { createProduct } from "~/features/catalogue/admin/editor/product-store.server";
import { countJobItems, findJob, listJobItemErrors, listJobItems, type StoredJob } from "~/platform/jobs/jobs.server";
import { imagePath, startSupplierSite, supplierCatalogue, type SupplierSite } from "../../../../tests/fixtures/supplier-site";
import { importUndoHandler, queueImportUndo } from "../undo/import-undo.server";
import { fieldChangesNote, readFieldChanges } from "../field-changes";
import { readItemMessage } from "../item-message";
import { IMPORT_UNDO } from "../kinds/job-kinds";
import { guessMapping } from "./spreadsheet-columns";
import { queueSheetImport, sheetImportHandler, SHEET_IMPORT, storeSpreadsheet, type SheetImportResult } from "./spreadsheet-import.server";
import { readSpreadsheet, sniffDelimiter, type Sheet, type SheetRefusal } from "./spreadsheet-read.server";

const actor = { id: "u-sheet", email: "sheets@example.ca" };
const PUBLIC_URL = "http://localhost:3000";
const quiet = { info() {}, warn() {}, error() {} };
const encode = (text: string) => new TextEncoder().encode(text);
const sheetOf = (value: Sheet | SheetRefusal) => {
  if ("error" in value) throw new Error(`refused: ${value.error}`);
  return value;
};

describe("reading an uploaded spreadsheet", () => {
  it("reads CSV with a byte-order mark, quoted line breaks and the apostrophe our exports put before formulas", async () => {
    const sheet = sheetOf(await readSpreadsheet(encode('\uFEFFTitle,Description,Size\r\n"\'=Oak","Line one\nLine two",\'-5\r\n\r\nMaple,,\r\n')));
    expect(sheet.headers).toEqual(["Title", "Description", "Size"]);
    expect(sheet.rows).toEqual([
      { line: 2, cells: ["=Oak", "Line one\nLine two", "-5"] },
      { line: 4, cells: ["Maple", "", ""] },
    ]);
  });

  it("reads semicolons and tabs, GB18030 and UTF-16 text, and XLSX", async () => {
    expect(sniffDelimiter('"a;b",c,d\n')).toBe(",");
    expect(sheetOf(await readSpreadsheet(encode("Title;Size\nOak;1200*150mm\n"))).rows[0]!.cells).toEqual(["Oak", "1200*150mm"]);
    expect(sheetOf(await readSpreadsheet(encode("Title\tSize\nOak\t12mm\n"))).rows[0]!.cells).toEqual(["Oak", "12mm"]);
    // "标题,规格\n橡木,12mm" as Excel on a Chinese Windows saves it.
    const gb = Buffer.from("b1eacce22cb9e6b8f10acff0c4be2c31326d6d0a", "hex");
    expect(sheetOf(await readSpreadsheet(gb))).toMatchObject({ headers: ["标题", "规格"], rows: [{ cells: ["橡木", "12mm"] }] });
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("标题,规格\n橡木,12mm\n", "utf16le")]);
    expect(sheetOf(await readSpreadsheet(utf16)).headers).toEqual(["标题", "规格"]);
    const xlsx = await writeXlsxFile([
      [{ value: "Title" }, { value: "Display order" }],
      [{ value: "Oak" }, { value: 12, type: Number }],
    ]).toBuffer();
    expect(sheetOf(await readSpreadsheet(new Uint8Array(xlsx)))).toMatchObject({ format: "xlsx", rows: [{ line: 2, cells: ["Oak", "12"] }] });
  });

  it("refuses, with one reason each, what is not a spreadsheet it can read", async () => {
    expect(await readSpreadsheet(new Uint8Array())).toEqual({ error: "import.sheet.error.empty" });
    expect(await readSpreadsheet(randomBytes(10 * 1024 * 1024))).toEqual({ error: "import.sheet.error.encoding" });
    expect(await readSpreadsheet(Buffer.concat([Buffer.from("PK\u0003\u0004"), randomBytes(4096)]))).toEqual({ error: "import.sheet.error.xlsx" });
    expect(await readSpreadsheet(encode("Title,Size\nOak,12mm,extra\n"))).toEqual({ error: "import.sheet.error.extraCells", values: { line: 2 } });
    expect(await readSpreadsheet(encode('Title\n"never closed\n'))).toMatchObject({ error: "import.sheet.error.csv" });
    expect(await readSpreadsheet(encode("Title,Size\n"))).toEqual({ error: "import.sheet.error.noRows" });
    expect(await readSpreadsheet(encode(`Title\n${"Oak\n".repeat(20_001)}`))).toEqual({ error: "import.sheet.error.tooManyRows", values: { max: 20_000 } });
  });

  it("notes what an update changes, field by field, with long values shortened", () => {
    const before = {
      title: "Harbour Oak",
      content: "A long description of brushed European oak boards. ".repeat(20),
      categoryId: 4,
      categoryName: "Wide Plank",
      size: null,
      series: "Harbour",
      color: null,
      level: null,
      packing: null,
      isPublished: true,
      isFeatured: false,
      displayOrder: 5,
      seoTitle: null,
      seoDescription: null,
      seoKeywords: null,
      picture: null,
      images: [],
    };
    const after = { ...before, content: "Short.", categoryId: -1, size: "12mm", isPublished: false, images: [{ imageUrl: "a.jpg", altText: "Amber" }] };
    const note = fieldChangesNote(before, after, (id) => (id === -1 ? "Hardwood > Oak" : null));
    expect(readFieldChanges(note)).toEqual([
      { field: "content", before: "A long description of brushed European…", after: "Short." },
      { field: "categoryId", before: "Wide Plank", after: "Hardwood > Oak" },
      { field: "size", before: null, after: "12mm" },
      { field: "isPublished", before: true, after: false },
      { field: "images", before: null, after: { colours: 1, names: "Amber" } },
    ]);
    // Twenty long fields still fit a row's note.
    const long = { ...before, title: "標".repeat(200), series: '"'.repeat(200), seoTitle: "x".repeat(200), seoDescription: "y".repeat(900), seoKeywords: "z".repeat(200) };
    expect(fieldChangesNote(before, long, () => null).length).toBeLessThanOrEqual(2000);
    expect(readFieldChanges("import.sheet.row.inTrash")).toBeNull();
  });

  it("guesses columns from English and Chinese headings, each field once", () => {
    expect(guessMapping(["编号", "产品名称", "规格", "颜色图片", "Unknown", "Title", "来源链接"])).toEqual(["id", "title", "size", "images", null, null, "sourceUrl"]);
    expect(guessMapping([" product name ", "Grade", "Hot recommendation", "Main Picture"])).toEqual(["title", "level", "isFeatured", "picture"]);
  });
});

describe.each(testDatabases())("the spreadsheet import on $name", (target) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let storage: UploadStorage;
  let storageDir: string;
  let runner: JobRunner;
  let site: SupplierSite;
  let engineered: number;

  beforeAll(async () => {
    // Stored pictures answer with a signed preview link.
    await loadSessionSecret({ SESSION_SECRET: "a-test-secret-that-is-long-enough-to-sign", DATA_DIR: "unused" });
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
    await db.insert(user).values({ id: actor.id, email: actor.email, name: "Sheets", role: "editor", emailVerified: true });
    const [parent] = await db.insert(productCategories).values({ name: "Engineered", slug: "engineered" }).returning();
    const [child] = await db.insert(productCategories).values({ name: "Wide Plank", slug: "wide-plank", parentId: parent!.id }).returning();
    engineered = child!.id;
    storageDir = await mkdtemp(path.join(tmpdir(), "sheet-import-"));
    storage = localStorage(storageDir);
    site = await startSupplierSite({ products: supplierCatalogue({ perSubcategory: 1 }) });
    const fetcher = createSafeFetcher({ userAgent: "Test-Importer/1.0", allowedHosts: parseAllowedHosts(site.host) });
    runner = startJobRunner({
      database: db,
      // No visitors here to leave the database to: the import runs flat out.
      handlers: {
        [SHEET_IMPORT]: sheetImportHandler({ fetcher, publicUrl: PUBLIC_URL, database: db, storage, rest: 0 }),
        [IMPORT_UNDO]: importUndoHandler({ database: db }),
      },
      timing: { leaseMs: 3_000, heartbeatMs: 500, pollMs: 100 },
      retryDelayMs: () => 100,
      logger: quiet,
    });
  });
  afterAll(async () => {
    await runner.stop();
    await site.close();
    await dispose();
    await rm(storageDir, { recursive: true, force: true });
  });

  const settled = async (id: number): Promise<StoredJob> => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const job = await findJob(id, db);
      if (job && ["done", "failed", "cancelled"].includes(job.state)) return job;
      if (Date.now() > deadline) throw new Error(`job ${id} did not finish`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const importFile = async (
    bytes: Uint8Array,
    {
      dryRun,
      publish = false,
      makeCategories = [],
    }: { dryRun: boolean; publish?: boolean; makeCategories?: string[] },
  ) => {
    const sheet = sheetOf(await readSpreadsheet(bytes));
    const fileKey = await storeSpreadsheet(bytes, sheet.format, storage);
    const job = await queueSheetImport(
      {
        fileKey,
        fileName: `file.${sheet.format}`,
        mapping: guessMapping(sheet.headers),
        dryRun,
        publish,
        makeCategories,
        actor,
        ipHash: null,
      },
      db,
    );
    return settled(job.id);
  };

  const counts = (job: StoredJob) => (job.result as SheetImportResult).counts;
  // The catalogue as the Products tab shows and exports it: the Trash left out.
  const productCount = async () => (await db.select({ id: products.id }).from(products).where(isNull(products.deletedAt))).length;
  const versionCount = async () => (await db.select({ id: productVersions.id }).from(productVersions)).length;

  it("lists in a dry run what each row would do and changes nothing; the real run does exactly that", async () => {
    const existing = await createProduct(
      {
        title: "Harbour Oak",
        content: "Brushed.",
        categoryId: engineered,
        size: "1520*228*7mm",
        series: null,
        color: null,
        level: null,
        packing: null,
        isPublished: true,
        isFeatured: false,
        displayOrder: 5,
        seoTitle: null,
        seoDescription: null,
        seoKeywords: null,
        picture: null,
        images: [],
      },
      { actor },
      db,
    );
    if (!existing.ok) throw new Error("not created");
    const colour = supplierCatalogue({ perSubcategory: 1 })[0]!;
    const pictureUrl = `${site.origin}${imagePath(colour, colour.colours[0]!)}`;
    const csv = [
      "ID,Title,Category,Size,Published,Main picture,Colour pictures",
      `${existing.id},Harbour Oak,Engineered > Wide Plank,1520*228*9mm,Yes,,`,
      `,Birch Trail,Wide Plank,,否,${pictureUrl},"Amber | ${pictureUrl}"`,
      ",,Engineered,,,,",
      ",Ghost,No Such Category,,,,",
      "424242,Missing,,,,,",
      `${existing.id},Harbour Oak again,,,,,`,
      ",Bad switch,,,maybe,,",
    ].join("\n");
    const before = { products: await productCount(), versions: await versionCount() };

    const dry = await importFile(encode(csv), { dryRun: true });
    expect(dry.state).toBe("done");
    // The missing category is offered: its row counts as one to create if it is made.
    expect(counts(dry)).toMatchObject({
      total: 7,
      create: 2,
      update: 1,
      unchanged: 0,
      skip: 0,
      fail: 4,
    });
    expect((dry.result as SheetImportResult).newCategories).toEqual([
      { path: "No Such Category", rows: 1 },
    ]);
    const items = await listJobItems(dry.id, {}, db);
    const noteOf = (message: string | null) => (readFieldChanges(message) ? "changes" : readItemMessage(message ?? "").key);
    expect(items.map((item) => [item.position, item.outcome, noteOf(item.message)])).toEqual([
      [2, "update", "changes"],
      [3, "create", ""],
      [4, "fail", "editor.validation.titleRequired"],
      [5, "create", "import.sheet.row.newCategory"],
      [6, "fail", "import.sheet.row.unknownId"],
      [7, "fail", "import.sheet.row.duplicate"],
      [8, "fail", "import.sheet.row.notYesNo"],
    ]);
    expect(readItemMessage(items[3]!.message!).values).toEqual({ category: "No Such Category" });
    // The update says what it changes: the size, before and after.
    expect(readFieldChanges(items[0]!.message)).toEqual([{ field: "size", before: "1520*228*7mm", after: "1520*228*9mm" }]);
    expect({ products: await productCount(), versions: await versionCount() }).toEqual(before);
    expect(
      await db
        .select()
        .from(productCategories)
        .where(eq(productCategories.name, "No Such Category")),
    ).toEqual([]);
    expect(site.hits.filter((hit) => hit.startsWith("/images/"))).toEqual([]);
    const [dryEntry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `import #${dry.id}`));
    expect(dryEntry).toMatchObject({
      action: "import-dry-run",
      detail: { dryRun: true, counts: { create: 2, update: 1, fail: 4 } },
    });

    // Run without ticking the category: its row is refused as before, and no category is made.
    const real = await importFile(encode(csv), { dryRun: false });
    expect(real.state).toBe("done");
    expect(counts(real)).toMatchObject({ total: 7, create: 1, update: 1, fail: 5, pictureErrors: 0 });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.target, `import #${real.id}`));
    expect(entry).toMatchObject({ action: "import-finished", actorEmail: actor.email, detail: { kind: SHEET_IMPORT, url: "file.csv", counts: { create: 1, update: 1, fail: 5 } } });
    expect(await productCount()).toBe(before.products + 1);
    const [updated] = await db.select().from(products).where(eq(products.id, existing.id));
    expect(updated).toMatchObject({ size: "1520*228*9mm", version: 2, displayOrder: 5, isPublished: true });
    const created = (await listJobItems(real.id, { outcome: "create" }, db))[0]!;
    const [birch] = await db.select().from(products).where(eq(products.id, created.productId!));
    expect(birch).toMatchObject({ title: "Birch Trail", categoryId: engineered, isPublished: false });
    expect(birch!.picture).toMatch(/^uploads\//);
    const colours = await db.select().from(productImages).where(eq(productImages.productId, birch!.id));
    // One download for a link named twice; the colour picture is the same stored file.
    expect(colours.map((image) => [image.altText, image.imageUrl])).toEqual([["Amber", birch!.picture]]);
    expect(site.hits.filter((hit) => hit.startsWith("/images/"))).toHaveLength(1);
    expect(await countJobItems(real.id, db)).toEqual({ create: 1, update: 1, fail: 5 });
    expect(
      readItemMessage((await listJobItems(real.id, { outcome: "fail" }, db))[1]!.message!),
    ).toEqual({
      key: "import.sheet.row.unknownCategory",
      values: { category: "No Such Category" },
    });
    expect(
      await db
        .select()
        .from(productCategories)
        .where(eq(productCategories.name, "No Such Category")),
    ).toEqual([]);
    expect((await listJobItems(real.id, { outcome: "update" }, db))[0]).toMatchObject({
      productId: existing.id,
      versionBefore: 1,
      versionAfter: 2,
    });
    expect((await listJobItemErrors(real.id, {}, db)).map((error) => error.item)).toEqual([
      "4: ",
      "5: Ghost",
      "6: Missing",
      "7: Harbour Oak again",
      "8: Bad switch",
    ]);

    // The same file again: the Birch row has no ID, so it would be made twice (and the Ghost row with its
    // category, still offered); the rest is as it was.
    const again = await importFile(encode(csv), { dryRun: true });
    expect(counts(again)).toMatchObject({ create: 2, update: 0, unchanged: 1 });
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
    const [first] = await db.insert(products).values({ title: "Undo Oak", size: "12mm", version: 1, companyId: 1 }).returning();
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
    expect(await queueImportUndo({ importJobId: real.id, actor, ipHash: null }, db)).toEqual({ ok: false, message: "import.undo.already" });
  });

  it("imports its own export of the whole catalogue as CSV and as XLSX without changing anything", async () => {
    for (const [locale, format] of [
      ["en", "csv"],
      ["zh", "xlsx"],
      ["zh", "csv"],
    ] as const) {
      const exported = catalogueExport(format, eachExportBatch({}, 200, db), { messages: messagesFor(locale), locale, publicUrl: PUBLIC_URL });
      const body = exported.body instanceof ReadableStream ? new Uint8Array(await new Response(exported.body).arrayBuffer()) : await exported.body;
      const before = { products: await productCount(), versions: await versionCount() };
      const job = await importFile(body, { dryRun: false });
      expect(job.state, `${locale} ${format}`).toBe("done");
      expect(counts(job), `${locale} ${format}`).toMatchObject({ total: before.products, unchanged: before.products, create: 0, update: 0, fail: 0 });
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
    expect(refused.map((item) => readItemMessage(item.message!).key).slice(0, 2)).toEqual(["editor.validation.titleRequired", "editor.validation.displayOrderInteger"]);
  }, 180_000);
});
