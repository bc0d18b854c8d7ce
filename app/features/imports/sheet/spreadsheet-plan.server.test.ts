import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { products, productVersions } from "~/platform/db/schema";
import { cellCodecs } from "~/platform/entities/cells";
import { productFormSchema } from "~/features/catalogue/admin/editor/product-form-schema";
import { createProduct } from "~/features/catalogue/product-store.server";
import { emptyProductFields } from "~/features/catalogue/product-snapshot";
import { product } from "~/features/catalogue/product.entity";
import { listJobItems } from "~/platform/jobs/jobs.server";
import { actor, encode, sheetImportSetup } from "../../../../tests/support/sheet-import-setup";
import { testDatabases } from "../../../../tests/support/test-databases";
import { readItemMessage } from "../item-message";
import { sheetColumnsOf, type SheetTarget } from "./spreadsheet-columns";
import { planRows, type PlanContext } from "./spreadsheet-plan.server";
import type { SheetProduct } from "./spreadsheet-store.server";

/*
 * What a row's cells become: read by their fields' codecs (app/platform/entities/cells.ts), then
 * checked and stored as the product editor's form schema would. What a whole import does is in
 * spreadsheet-import.server.test.ts.
 */

const SUPPLIER = "https://supplier.example/pictures";

function planOf(
  columns: [SheetTarget, string][],
  more: Partial<PlanContext> & { current?: Partial<SheetProduct["snapshot"]> } = {},
) {
  const { current, ...context } = more;
  const match: SheetProduct[] = current
    ? [{ id: 7, version: 3, sourceUrl: null, inTrash: false, snapshot: { ...emptyProductFields(), categoryName: null, ...current } }]
    : [];
  const targets = [...(current ? (["id"] as const) : []), ...columns.map(([target]) => target)];
  const cells = [...(current ? ["7"] : []), ...columns.map(([, cell]) => cell)];
  return planRows(
    { format: "csv", headers: targets.map(String), rows: [{ line: 2, cells }] },
    {
      mapping: targets,
      products: match,
      categories: [],
      pictureValues: new Set(),
      uploadExists: async () => false,
      publicUrl: "http://localhost:3000",
      publish: false,
      firstDisplayOrder: 10,
      ...context,
    },
  ).then((plans) => plans[0]!);
}

/** The import's modules, tests aside, as written. */
function importSources(): { file: string; text: string }[] {
  const root = path.resolve(import.meta.dirname, "..");
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => ({ file, text: readFileSync(path.join(root, file), "utf8") }));
}

describe("planning a spreadsheet row", () => {
  it("reads a colour pictures cell with its codec only: no module of the import splits that cell itself", async () => {
    const cell = `Amber | Smoke | ${SUPPLIER}/a.jpg\n| ${SUPPLIER}/b.jpg\r\n\n${SUPPLIER}/c.jpg`;
    const row = await planOf([
      ["title", "Oak"],
      ["images", cell],
    ]);
    expect(row.outcome).toBe("create");
    expect(row.input!.images).toEqual([
      { imageUrl: `${SUPPLIER}/a.jpg`, altText: "Amber | Smoke" },
      { imageUrl: `${SUPPLIER}/b.jpg`, altText: null },
      { imageUrl: `${SUPPLIER}/c.jpg`, altText: null },
    ]);
    expect(row.input!.images).toEqual(
      cellCodecs.colourImages
        .parse(cell, product.fields.find((field) => field.key === "images")!)
        .map((item) => ({ imageUrl: item.picture.trim(), altText: item.colourName })),
    );
    expect(row.downloads).toEqual([`${SUPPLIER}/a.jpg`, `${SUPPLIER}/b.jpg`, `${SUPPLIER}/c.jpg`]);
    // The codec's refusal of a colour's name is said in the import's words, naming the column's part.
    const long = await planOf([
      ["title", "Oak"],
      ["images", `${"A".repeat(201)} | ${SUPPLIER}/a.jpg`],
    ]);
    expect(long.outcome).toBe("fail");
    expect(readItemMessage(long.message!)).toEqual({
      key: "import.sheet.row.tooLong",
      values: { field: "import.sheet.column.colourName", max: 200 },
    });
    // Nothing else in the import reads 'Colour name | address' lines.
    const splitters = importSources().filter(({ text }) =>
      /lastIndexOf\(\s*["'`] \| ["'`]\s*\)|split\(\s*["'`] \| ["'`]|startsWith\(\s*["'`]\|["'`]\s*\)/.test(text),
    );
    expect(splitters.map(({ file }) => file)).toEqual([]);
    expect(importSources().length).toBeGreaterThan(20);
  });

  it("refuses a row the editor's schema refuses, with the editor's message", async () => {
    // An SEO title kept from before its limit was lowered: the editor would not save it, nor does the import.
    const row = await planOf([["size", "12mm"]], {
      current: { title: "Oak", seoTitle: "S".repeat(201) },
    });
    expect(row).toMatchObject({ outcome: "fail", message: "editor.validation.seoTitleTooLong", input: null });
    expect(await planOf([["size", "12mm"]], { current: { title: "Oak", seoTitle: "S".repeat(200) } })).toMatchObject({
      outcome: "update",
    });
  });

  it("stores keywords as the editor stores them, and keeps the current ones when the editor would store the same", async () => {
    const typed = "oak,floor， wide ,,";
    const created = await planOf([
      ["title", "Oak"],
      ["seoKeywords", typed],
    ]);
    expect(created.input!.seoKeywords).toBe("oak, floor, wide");
    const editor = productFormSchema.safeParse({ title: "Oak", seoKeywords: typed });
    expect(editor.success && editor.data.seoKeywords).toBe(created.input!.seoKeywords);
    // Written as an older import stored them: the row changes nothing.
    const same = await planOf([["seoKeywords", "oak,floor"]], { current: { title: "Oak", seoKeywords: "oak,floor" } });
    expect(same).toMatchObject({ outcome: "unchanged", input: { seoKeywords: "oak,floor" } });
    const changed = await planOf([["seoKeywords", "oak,floor"]], { current: { title: "Oak", seoKeywords: "oak" } });
    expect(changed).toMatchObject({ outcome: "update", input: { seoKeywords: "oak, floor" } });
  });
});

describe("a box's coverage and a pallet's boxes", () => {
  it("reads the coverage and pallet columns, in English or Chinese headings, and refuses what is not a measure", async () => {
    expect(sheetColumnsOf(product).guess(["Title", "Coverage per box (sq ft)", "Boxes per pallet"])).toEqual(["title", "coveragePerBox", "boxesPerPallet"]);
    expect(sheetColumnsOf(product).guess(["标题", "每箱面积（平方英尺）", "每托盘箱数"])).toEqual(["title", "coveragePerBox", "boxesPerPallet"]);
    const row = await planOf([
      ["title", "Oak"],
      ["coveragePerBox", "22,5"],
      ["boxesPerPallet", "42"],
    ]);
    expect(row.input).toMatchObject({ coveragePerBox: 22.5, boxesPerPallet: 42 });
    expect(await planOf([["title", "Oak"], ["coveragePerBox", "lots"]])).toMatchObject({ outcome: "fail", message: "editor.validation.coverageInvalid" });
    expect(await planOf([["title", "Oak"], ["coveragePerBox", "123456"]])).toMatchObject({ outcome: "fail", message: "editor.validation.coverageInvalid" });
  });

  it("reads them from Packing when the sheet has no such column, and only into a product that has none", async () => {
    const packing = "8 pcs/box, 31.09 sq ft/box, 40 boxes/pallet";
    expect((await planOf([["title", "Oak"], ["packing", packing]])).input).toMatchObject({ coveragePerBox: 31.09, boxesPerPallet: 40 });
    // What staff gave stays; what is blank is read.
    const kept = await planOf([["packing", packing]], { current: { title: "Oak", coveragePerBox: 30, boxesPerPallet: 0 } });
    expect(kept).toMatchObject({ outcome: "update", input: { coveragePerBox: 30, boxesPerPallet: 40 } });
    // A sheet that has the column says it, blank or not: its own export imports back unchanged.
    const given = await planOf([["packing", packing], ["coveragePerBox", ""], ["boxesPerPallet", ""]], { current: { title: "Oak", packing } });
    expect(given).toMatchObject({ outcome: "unchanged", input: { coveragePerBox: null, boxesPerPallet: 0 } });
  });
});

describe("new products' places in line", () => {
  it("gives new products without an order the next places in line, in row order; a refused row takes none", async () => {
    const plans = await planRows(
      {
        format: "csv",
        headers: ["Title", "Size", "Display order"],
        rows: [
          { line: 2, cells: ["Oak", "12mm", ""] },
          { line: 3, cells: ["Ash", "x".repeat(201), ""] },
          { line: 4, cells: ["Elm", "", "3"] },
          { line: 5, cells: ["Yew", "", ""] },
        ],
      },
      {
        mapping: ["title", "size", "displayOrder"],
        products: [],
        categories: [],
        pictureValues: new Set(),
        uploadExists: async () => false,
        publicUrl: "http://localhost:3000",
        publish: true,
        firstDisplayOrder: 10,
      },
    );
    expect(plans.map((row) => [row.outcome, row.input?.displayOrder ?? null, row.input?.isPublished ?? null])).toEqual([
      ["create", 11, true],
      ["fail", null, null],
      ["create", 3, true],
      ["create", 12, true],
    ]);
    expect(readItemMessage(plans[1]!.message!)).toEqual({
      key: "import.sheet.row.tooLong",
      values: { field: "editor.field.size", max: 200 },
    });
  });
});

describe.each(testDatabases())("the spreadsheet import checked by the editor's schema on $name", (target) => {
  const { env, importFile, counts } = sheetImportSetup(target);
  let db: Database;
  beforeAll(() => {
    ({ db } = env);
  });

  it("refuses a row the editor would refuse and writes nothing for it; stores keywords as the editor would", async () => {
    const existing = await createProduct(
      { ...emptyProductFields(), title: "Overlong Oak", size: "12mm", displayOrder: 1 },
      { actor },
      db,
    );
    if (!existing.ok) throw new Error("not created");
    await db.update(products).set({ seoTitle: "S".repeat(201) }).where(eq(products.id, existing.id));
    const versionsOf = async (id: number) =>
      (await db.select().from(productVersions).where(eq(productVersions.productId, id))).length;
    const versionsBefore = await versionsOf(existing.id);
    const csv = ["ID,Title,Size,Keywords", `${existing.id},Overlong Oak,15mm,`, ",Keyword Oak,,\"oak,floor， wide\""].join("\n");

    const job = await importFile(encode(csv), { dryRun: false });
    expect(job.state).toBe("done");
    expect(counts(job)).toMatchObject({ total: 2, create: 1, update: 0, fail: 1 });
    const [refused] = await listJobItems(job.id, { outcome: "fail" }, db);
    expect(refused).toMatchObject({ position: 2, message: "editor.validation.seoTitleTooLong" });
    const [unchanged] = await db.select().from(products).where(eq(products.id, existing.id));
    expect(unchanged).toMatchObject({ size: "12mm", version: 1 });
    expect(await versionsOf(existing.id)).toBe(versionsBefore);

    const [created] = await listJobItems(job.id, { outcome: "create" }, db);
    const [stored] = await db.select().from(products).where(eq(products.id, created!.productId!));
    expect(stored).toMatchObject({ title: "Keyword Oak", seoKeywords: "oak, floor, wide" });
  });
});
