import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { productCategories, products } from "~/platform/db/schema";
import { testDatabases } from "../../../tests/support/test-databases";
import { listAdminProducts } from "./admin/list/admin-products.server";
import { listCategoryTree, listFeaturedProducts, listPublishedProductDetails, searchPublishedProducts } from "./catalogue.server";
import { getPublishedProduct } from "./product-page.server";

/*
 * The catalogue in French (decision 049), on the embedded database and a PostgreSQL server: the
 * French site reads each French text where there is one and the English, named, where there is
 * none; its search reads French word forms; the English site and the API never see the French;
 * the Products list's 'French missing' filter finds what lacks a French text its English has.
 */

describe.each(testDatabases())("the French catalogue on $name", (target) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let translated: number;
  let english: number;
  beforeAll(async () => {
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
    const [category] = await db.insert(productCategories).values({ name: "Solid Hardwood", nameFr: "Bois franc massif", slug: "solid" }).returning();
    const [untranslatedCategory] = await db.insert(productCategories).values({ name: "Wood Trim", slug: "trim" }).returning();
    const rows = await db
      .insert(products)
      .values([
        {
          title: "White Oak Harbour",
          titleFr: "Chêne blanc du port",
          content: "Wide planks, brushed and oiled.",
          contentFr: "Larges planchers brossés et huilés.",
          series: "Harbour Series",
          seriesFr: "Série du port",
          color: "Natural",
          colorFr: "  ",
          seoTitle: "Harbour oak floors",
          categoryId: category!.id,
          isPublished: true,
          isFeatured: true,
          displayOrder: 1,
        },
        { title: "Walnut Stair Nosing", content: "Matches every walnut floor.", categoryId: untranslatedCategory!.id, isPublished: true, displayOrder: 2 },
        { title: "Draft Maple", titleFr: "Érable brouillon", content: "", isPublished: false, displayOrder: 3 },
      ])
      .returning({ id: products.id });
    translated = rows[0]!.id;
    english = rows[1]!.id;
  });
  afterAll(() => dispose());

  const frenchSearch = async (q: string) =>
    (await searchPublishedProducts({ q, page: 1, pageSize: 50 }, db, "fr")).products.map((product) => product.title);

  it("shows each French text, and the English named where the French is blank", async () => {
    const page = (await searchPublishedProducts({ page: 1, pageSize: 50 }, db, "fr")).products;
    const oak = page.find((product) => product.id === translated)!;
    expect(oak).toMatchObject({ title: "Chêne blanc du port", content: "Larges planchers brossés et huilés.", categoryName: "Bois franc massif" });
    expect(oak.english).toBeUndefined();
    const nosing = page.find((product) => product.id === english)!;
    expect(nosing).toMatchObject({ title: "Walnut Stair Nosing", categoryName: "Wood Trim", english: ["title", "content", "categoryName"] });
    // The page's own product: a blank French colour (spaces) shows the English, named.
    const detail = await getPublishedProduct(translated, db, "fr");
    expect(detail).toMatchObject({ title: "Chêne blanc du port", series: "Série du port", color: "Natural", seoTitle: "Harbour oak floors" });
    expect(detail?.english).toEqual(["color", "seoTitle"]);
    expect(detail?.category).toMatchObject({ name: "Bois franc massif" });
    expect(await getPublishedProduct(english, db, "fr")).toMatchObject({ category: { name: "Wood Trim", english: ["name"] } });
    expect((await listFeaturedProducts(3, db, "fr"))[0]).toMatchObject({ title: "Chêne blanc du port" });
  });

  it("keeps the English site and the API in English, with no French field in them", async () => {
    const page = (await searchPublishedProducts({ page: 1, pageSize: 50 }, db)).products;
    expect(page.map((product) => product.title)).toEqual(["White Oak Harbour", "Walnut Stair Nosing"]);
    for (const product of page) expect(Object.keys(product).filter((key) => key.endsWith("Fr") || key === "english")).toEqual([]);
    const api = await listPublishedProductDetails({}, db);
    expect(Object.keys(api[0]!).filter((key) => key.endsWith("Fr"))).toEqual([]);
    expect((await getPublishedProduct(translated, db))?.title).toBe("White Oak Harbour");
    expect((await listCategoryTree(db)).map((node) => [node.name, node.nameFr])).toEqual([
      ["Solid Hardwood", "Bois franc massif"],
      ["Wood Trim", null],
    ]);
  });

  it("finds French words in French texts, word forms included, and never a draft", async () => {
    expect(await frenchSearch("chêne")).toEqual(["Chêne blanc du port"]);
    // 'plancher' finds 'planchers' as a French word form, and as part of the word.
    expect(await frenchSearch("plancher")).toEqual(["Chêne blanc du port"]);
    expect(await frenchSearch("huilé")).toEqual(["Chêne blanc du port"]);
    // An English word still finds its product on the French site (its English texts are searched too).
    expect(await frenchSearch("walnut")).toEqual(["Walnut Stair Nosing"]);
    expect(await frenchSearch("érable")).toEqual([]);
  });

  it("lists under 'French missing' the products whose English has a text their French lacks", async () => {
    const missing = await listAdminProducts({ frenchMissing: true }, db);
    // The oak lacks only its colour's and SEO title's French; the nosing all of it; the draft's English description is empty.
    expect(missing.rows.map((row) => row.title).sort()).toEqual(["Walnut Stair Nosing", "White Oak Harbour"]);
    await db.update(products).set({ colorFr: "Naturel", seoTitleFr: "Planchers de chêne du port" }).where(eqId(translated));
    expect((await listAdminProducts({ frenchMissing: true }, db)).rows.map((row) => row.title)).toEqual(["Walnut Stair Nosing"]);
  });
});

const eqId = (id: number) => eq(products.id, id);
