import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { products } from "~/platform/db/schema";
import { testDatabases } from "../../../tests/support/test-databases";
import { listAdminProducts } from "./admin/list/admin-products.server";
import {
  containsPattern,
  listPublishedProductDetails,
  searchPublishedProducts,
  searchTerms,
} from "./catalogue.server";

const catalogue = [
  {
    title: "安大略橡木 5 英寸实木地板",
    series: "加拿大系列",
    color: "自然色",
    content: "北美硬木，手工刷油。",
    isPublished: true,
    displayOrder: 5,
  },
  { title: "枫木地板", content: "颜色比橡木更浅。", isPublished: true, displayOrder: 1 },
  {
    title: "Ontario Red Oak 5-inch Solid",
    series: "Heritage",
    color: "Natural",
    content: "Code CL-OAK-512. Wide planks, brushed and oiled.",
    isPublished: true,
    displayOrder: 4,
  },
  { title: "Hickory Board", content: "Paler than red oak.", isPublished: true, displayOrder: 2 },
  {
    title: "Maple 100% Solid",
    content: "Grade A_B, kept in C:\\floors.",
    isPublished: true,
    displayOrder: 6,
  },
  {
    title: "Walnut Board 1000",
    content: "Grade AxB, for floors.",
    isPublished: true,
    displayOrder: 7,
  },
  { title: "草稿橡木样品", content: "Draft CL-OAK-900", isPublished: false, displayOrder: 8 },
];

describe.each(testDatabases())("substring search on $name", (target) => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
    await db.insert(products).values(catalogue);
  });
  afterAll(() => dispose());

  const publicTitles = async (q: string) =>
    (await searchPublishedProducts({ q, page: 1, pageSize: 50 }, db)).products.map(
      (product) => product.title,
    );
  const adminTitles = async (q: string) =>
    (await listAdminProducts({ q }, db)).rows.map((row) => row.title).sort();

  it("finds part of a Chinese word, two characters or more, title matches first", async () => {
    expect(await publicTitles("橡木")).toEqual(["安大略橡木 5 英寸实木地板", "枫木地板"]);
    expect(await publicTitles("大略橡")).toEqual(["安大略橡木 5 英寸实木地板"]);
    expect(await publicTitles("橡木 实木")).toEqual(["安大略橡木 5 英寸实木地板"]);
    expect(await publicTitles("系列")).toEqual(["安大略橡木 5 英寸实木地板"]);
    expect(await publicTitles("刷油")).toEqual(["安大略橡木 5 英寸实木地板"]);
    // The JSON API reads the same search.
    expect(
      (await listPublishedProductDetails({ q: "橡木" }, db)).map((product) => product.title).sort(),
    ).toEqual(["安大略橡木 5 英寸实木地板", "枫木地板"].sort());
  });

  it("finds part of an English word and of a product code, in any case, title matches first", async () => {
    expect(await publicTitles("tario")).toEqual(["Ontario Red Oak 5-inch Solid"]);
    expect(await publicTitles("OAK-51")).toEqual(["Ontario Red Oak 5-inch Solid"]);
    expect(await publicTitles("cl-oak")).toEqual(["Ontario Red Oak 5-inch Solid"]);
    expect(await publicTitles("red oak")).toEqual([
      "Ontario Red Oak 5-inch Solid",
      "Hickory Board",
    ]);
    expect(await publicTitles("ritag")).toEqual(["Ontario Red Oak 5-inch Solid"]);
    // English word forms still find each other.
    expect(await publicTitles("boards")).toEqual(["Hickory Board", "Walnut Board 1000"]);
  });

  it("takes %, _ and \\ literally", async () => {
    expect(await publicTitles("100%")).toEqual(["Maple 100% Solid"]);
    expect(await publicTitles("A_B")).toEqual(["Maple 100% Solid"]);
    expect(await publicTitles("\\f")).toEqual(["Maple 100% Solid"]);
    expect(await publicTitles("%")).toEqual(["Maple 100% Solid"]);
    expect(await publicTitles("_")).toEqual(["Maple 100% Solid"]);
    expect(await publicTitles("%'; drop table products; --")).toEqual([]);
  });

  it("shows drafts to staff only, with the same search", async () => {
    expect(await adminTitles("橡木")).toEqual(
      ["安大略橡木 5 英寸实木地板", "枫木地板", "草稿橡木样品"].sort(),
    );
    expect(await adminTitles("oak-9")).toEqual(["草稿橡木样品"]);
    expect(await adminTitles("OAK-51")).toEqual(["Ontario Red Oak 5-inch Solid"]);
    expect(await adminTitles("100%")).toEqual(["Maple 100% Solid"]);
    expect(await adminTitles("A_B")).toEqual(["Maple 100% Solid"]);
    expect(await adminTitles("tario")).toEqual(["Ontario Red Oak 5-inch Solid"]);
    expect(await publicTitles("草稿")).toEqual([]);
  });
});

describe("search words", () => {
  it("splits at any space, keeps eight words of 40 characters at most", () => {
    expect(searchTerms("  橡木\u3000实木  oak ")).toEqual(["橡木", "实木", "oak"]);
    expect(searchTerms("a b c d e f g h i j")).toHaveLength(8);
    expect(searchTerms("x".repeat(60))).toEqual(["x".repeat(40)]);
    expect(searchTerms("   ")).toEqual([]);
  });

  it("escapes the pattern characters of ILIKE", () => {
    expect(containsPattern("100%")).toBe("%100\\%%");
    expect(containsPattern("a_b\\c")).toBe("%a\\_b\\\\c%");
  });
});
