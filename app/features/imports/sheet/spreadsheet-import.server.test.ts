import { randomBytes } from "node:crypto";
import { noFrench } from "../../../../tests/support/no-french";
import { eq } from "drizzle-orm";
import writeXlsxFile from "write-excel-file/node";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { auditLog, productCategories, productImages, products } from "~/platform/db/schema";
import { createProduct } from "~/features/catalogue/product-store.server";
import { countJobItems, listJobItemErrors, listJobItems } from "~/platform/jobs/jobs.server";
import {
  imagePath,
  supplierCatalogue,
  type SupplierSite,
} from "../../../../tests/fixtures/supplier-site";
import {
  actor,
  encode,
  sheetImportSetup,
  sheetOf,
} from "../../../../tests/support/sheet-import-setup";
import { testDatabases } from "../../../../tests/support/test-databases";
import { fieldChangesNote, readFieldChanges } from "../field-changes";
import { readItemMessage } from "../item-message";
import { guessMapping } from "./spreadsheet-columns";
import { SHEET_IMPORT, type SheetImportResult } from "./spreadsheet-import.server";
import { readSpreadsheet, sniffDelimiter } from "./spreadsheet-read.server";

/*
 * Reading a spreadsheet, and what an import does with each row, dry run and real run. Imports
 * that change the catalogue at large are in spreadsheet-import-catalogue.server.test.ts.
 */

describe("reading an uploaded spreadsheet", () => {
  it("reads CSV with a byte-order mark, quoted line breaks and the apostrophe our exports put before formulas", async () => {
    const sheet = sheetOf(
      await readSpreadsheet(
        encode(
          '\uFEFFTitle,Description,Size\r\n"\'=Oak","Line one\nLine two",\'-5\r\n\r\nMaple,,\r\n',
        ),
      ),
    );
    expect(sheet.headers).toEqual(["Title", "Description", "Size"]);
    expect(sheet.rows).toEqual([
      { line: 2, cells: ["=Oak", "Line one\nLine two", "-5"] },
      { line: 4, cells: ["Maple", "", ""] },
    ]);
  });

  it("reads semicolons and tabs, GB18030 and UTF-16 text, and XLSX", async () => {
    expect(sniffDelimiter('"a;b",c,d\n')).toBe(",");
    expect(
      sheetOf(await readSpreadsheet(encode("Title;Size\nOak;1200*150mm\n"))).rows[0]!.cells,
    ).toEqual(["Oak", "1200*150mm"]);
    expect(
      sheetOf(await readSpreadsheet(encode("Title\tSize\nOak\t12mm\n"))).rows[0]!.cells,
    ).toEqual(["Oak", "12mm"]);
    // "标题,规格\n橡木,12mm" as Excel on a Chinese Windows saves it.
    const gb = Buffer.from("b1eacce22cb9e6b8f10acff0c4be2c31326d6d0a", "hex");
    expect(sheetOf(await readSpreadsheet(gb))).toMatchObject({
      headers: ["标题", "规格"],
      rows: [{ cells: ["橡木", "12mm"] }],
    });
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from("标题,规格\n橡木,12mm\n", "utf16le"),
    ]);
    expect(sheetOf(await readSpreadsheet(utf16)).headers).toEqual(["标题", "规格"]);
    const xlsx = await writeXlsxFile([
      [{ value: "Title" }, { value: "Display order" }],
      [{ value: "Oak" }, { value: 12, type: Number }],
    ]).toBuffer();
    expect(sheetOf(await readSpreadsheet(new Uint8Array(xlsx)))).toMatchObject({
      format: "xlsx",
      rows: [{ line: 2, cells: ["Oak", "12"] }],
    });
  });

  it("refuses, with one reason each, what is not a spreadsheet it can read", async () => {
    expect(await readSpreadsheet(new Uint8Array())).toEqual({ error: "import.sheet.error.empty" });
    expect(await readSpreadsheet(randomBytes(10 * 1024 * 1024))).toEqual({
      error: "import.sheet.error.encoding",
    });
    expect(
      await readSpreadsheet(Buffer.concat([Buffer.from("PK\u0003\u0004"), randomBytes(4096)])),
    ).toEqual({ error: "import.sheet.error.xlsx" });
    expect(await readSpreadsheet(encode("Title,Size\nOak,12mm,extra\n"))).toEqual({
      error: "import.sheet.error.extraCells",
      values: { line: 2 },
    });
    expect(await readSpreadsheet(encode('Title\n"never closed\n'))).toMatchObject({
      error: "import.sheet.error.csv",
    });
    expect(await readSpreadsheet(encode("Title,Size\n"))).toEqual({
      error: "import.sheet.error.noRows",
    });
    expect(await readSpreadsheet(encode(`Title\n${"Oak\n".repeat(20_001)}`))).toEqual({
      error: "import.sheet.error.tooManyRows",
      values: { max: 20_000 },
    });
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
      coveragePerBox: null,
      boxesPerPallet: 0,
      isPublished: true,
      isFeatured: false,
      displayOrder: 5,
      seoTitle: null,
      seoDescription: null,
      seoKeywords: null,
      ...noFrench,
      picture: null,
      images: [],
    };
    const after = {
      ...before,
      content: "Short.",
      categoryId: -1,
      size: "12mm",
      isPublished: false,
      images: [{ imageUrl: "a.jpg", altText: "Amber" }],
    };
    const note = fieldChangesNote(before, after, (id) => (id === -1 ? "Hardwood > Oak" : null));
    expect(readFieldChanges(note)).toEqual([
      { field: "content", before: "A long description of brushed European…", after: "Short." },
      { field: "categoryId", before: "Wide Plank", after: "Hardwood > Oak" },
      { field: "size", before: null, after: "12mm" },
      { field: "isPublished", before: true, after: false },
      { field: "images", before: null, after: { colours: 1, names: "Amber" } },
    ]);
    // Twenty long fields still fit a row's note.
    const long = {
      ...before,
      title: "標".repeat(200),
      series: '"'.repeat(200),
      seoTitle: "x".repeat(200),
      seoDescription: "y".repeat(900),
      seoKeywords: "z".repeat(200),
    };
    expect(fieldChangesNote(before, long, () => null).length).toBeLessThanOrEqual(2000);
    expect(readFieldChanges("import.sheet.row.inTrash")).toBeNull();
  });

  it("guesses columns from English and Chinese headings, each field once", () => {
    expect(
      guessMapping(["编号", "产品名称", "规格", "颜色图片", "Unknown", "Title", "来源链接"]),
    ).toEqual(["id", "title", "size", "images", null, null, "sourceUrl"]);
    expect(guessMapping([" product name ", "Grade", "Hot recommendation", "Main Picture"])).toEqual(
      ["title", "level", "isFeatured", "picture"],
    );
  });
});

describe.each(testDatabases())("the spreadsheet import on $name", (target) => {
  const { env, importFile, counts, productCount, versionCount } = sheetImportSetup(target);
  let db: Database;
  let site: SupplierSite;
  let engineered: number;
  beforeAll(() => {
    ({ db, site, engineered } = env);
  });

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
        coveragePerBox: null,
        boxesPerPallet: 0,
        isPublished: true,
        isFeatured: false,
        displayOrder: 5,
        seoTitle: null,
        seoDescription: null,
        seoKeywords: null,
        ...noFrench,
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
    const noteOf = (message: string | null) =>
      readFieldChanges(message) ? "changes" : readItemMessage(message ?? "").key;
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
    expect(readFieldChanges(items[0]!.message)).toEqual([
      { field: "size", before: "1520*228*7mm", after: "1520*228*9mm" },
    ]);
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
    expect(counts(real)).toMatchObject({
      total: 7,
      create: 1,
      update: 1,
      fail: 5,
      pictureErrors: 0,
    });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `import #${real.id}`));
    expect(entry).toMatchObject({
      action: "import-finished",
      actorEmail: actor.email,
      detail: { kind: SHEET_IMPORT, url: "file.csv", counts: { create: 1, update: 1, fail: 5 } },
    });
    expect(await productCount()).toBe(before.products + 1);
    const [updated] = await db.select().from(products).where(eq(products.id, existing.id));
    expect(updated).toMatchObject({
      size: "1520*228*9mm",
      version: 2,
      displayOrder: 5,
      isPublished: true,
    });
    const created = (await listJobItems(real.id, { outcome: "create" }, db))[0]!;
    const [birch] = await db.select().from(products).where(eq(products.id, created.productId!));
    expect(birch).toMatchObject({
      title: "Birch Trail",
      categoryId: engineered,
      isPublished: false,
    });
    expect(birch!.picture).toMatch(/^uploads\//);
    const colours = await db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, birch!.id));
    // One download for a link named twice; the colour picture is the same stored file.
    expect(colours.map((image) => [image.altText, image.imageUrl])).toEqual([
      ["Amber", birch!.picture],
    ]);
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
});
