import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { productCategories, productImages, products } from "~/platform/db/schema";
import { testDatabases } from "../../../../../tests/support/test-databases";
import { ADMIN_PRODUCTS_PER_PAGE, countCoverageUnknown, listAdminCategories, listAdminProducts } from "./admin-products.server";

describe.each(testDatabases())("the staff product list on $name", (target) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let oak: number;
  let smoked: number;
  beforeAll(async () => {
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
    const [parent] = await db.insert(productCategories).values({ name: "Oak", slug: "oak", displayOrder: 1 }).returning();
    const [child] = await db
      .insert(productCategories)
      .values({ name: "Smoked oak", slug: "smoked-oak", parentId: parent!.id, displayOrder: 1 })
      .returning();
    await db.insert(productCategories).values({ name: "Laminate", slug: "laminate", displayOrder: 2 });
    oak = parent!.id;
    smoked = child!.id;
    await db.insert(products).values([
      { title: "Zebra Walnut Plank", categoryId: oak, isPublished: true, isFeatured: true, displayOrder: 3 },
      { title: "amber oak draft", categoryId: smoked, isPublished: false, displayOrder: 1, series: "Heritage" },
      { title: "Loose Board", categoryId: null, isPublished: true, displayOrder: 2, color: "Silver" },
      ...Array.from({ length: ADMIN_PRODUCTS_PER_PAGE + 5 }, (_, index) => ({
        title: `Bulk plank ${index}`,
        categoryId: oak,
        isPublished: index % 2 === 0,
        displayOrder: 100 + index,
      })),
    ]);
  });
  afterAll(() => dispose());

  it("lists drafts and published products in display order, 50 a page", async () => {
    const first = await listAdminProducts({}, db);
    expect(first.total).toBe(ADMIN_PRODUCTS_PER_PAGE + 8);
    expect(first.pageCount).toBe(2);
    expect(first.rows.slice(0, 3).map((row) => row.title)).toEqual(["amber oak draft", "Loose Board", "Zebra Walnut Plank"]);
    expect(first.rows[0]).toMatchObject({ isPublished: false, categoryName: "Smoked oak" });
    const second = await listAdminProducts({ page: 2 }, db);
    expect(second.rows).toHaveLength(8);
    expect((await listAdminProducts({ page: 99 }, db)).page).toBe(2);
  });

  it("searches words (by prefix) and numbers, and filters by category, status and featured", async () => {
    expect((await listAdminProducts({ q: "walnu" }, db)).rows.map((row) => row.title)).toEqual(["Zebra Walnut Plank"]);
    expect((await listAdminProducts({ q: "heritage" }, db)).rows.map((row) => row.title)).toEqual(["amber oak draft"]);
    const loose = (await listAdminProducts({ q: "silver" }, db)).rows[0]!;
    expect((await listAdminProducts({ q: `#${loose.id}` }, db)).rows.map((row) => row.id)).toEqual([loose.id]);
    expect((await listAdminProducts({ q: "%'; drop table products; --" }, db)).total).toBe(0);
    expect((await listAdminProducts({ category: "none" }, db)).rows.map((row) => row.title)).toEqual(["Loose Board"]);
    expect((await listAdminProducts({ category: smoked }, db)).total).toBe(1);
    expect((await listAdminProducts({ state: "draft", category: oak }, db)).total).toBe(Math.floor((ADMIN_PRODUCTS_PER_PAGE + 5) / 2));
    expect((await listAdminProducts({ featured: true }, db)).rows.map((row) => row.title)).toEqual(["Zebra Walnut Plank"]);
  });

  it("sorts by title or last change as asked", async () => {
    const byTitle = await listAdminProducts({ sort: "title", q: "oak walnut zebra amber loose" }, db);
    expect(byTitle.total).toBe(0);
    const titles = (await listAdminProducts({ sort: "title" }, db)).rows.map((row) => row.title);
    expect(titles[0]).toBe("amber oak draft");
    expect(titles[1]).toMatch(/^Bulk plank/);
    expect((await listAdminProducts({ sort: "title", page: 2 }, db)).rows.slice(-2).map((row) => row.title)).toEqual([
      "Loose Board",
      "Zebra Walnut Plank",
    ]);
    await db.update(products).set({ updatedAt: new Date(Date.now() + 60_000) }).where(eq(products.title, "Loose Board"));
    expect((await listAdminProducts({ sort: "updated" }, db)).rows[0]!.title).toBe("Loose Board");
  });

  it("keeps products in the Trash out of the list, and lists them in the Trash", async () => {
    const [binned] = await db
      .insert(products)
      .values({ title: "Binned Plank", isPublished: false, deletedAt: new Date() })
      .returning();
    expect((await listAdminProducts({ q: "binned" }, db)).total).toBe(0);
    expect((await listAdminProducts({ trash: true }, db)).rows.map((row) => row.id)).toEqual([binned!.id]);
  });

  it("carries the asked declared fields, read by their kind, and each product's colour pictures counted", async () => {
    const [amber] = await db.select().from(products).where(eq(products.title, "amber oak draft"));
    await db.insert(productImages).values([
      { productId: amber!.id, imageUrl: "https://example.com/a.jpg", altText: "Ash", displayOrder: 1 },
      { productId: amber!.id, imageUrl: "https://example.com/b.jpg", altText: "Sand", displayOrder: 2 },
    ]);
    const listed = await listAdminProducts({ q: `#${amber!.id}`, fields: ["series", "isFeatured", "level", "images"] }, db);
    expect(listed.rows[0]).toMatchObject({ fields: { series: "Heritage", isFeatured: false, level: null }, colourPictures: 2 });
    expect(Object.keys(listed.rows[0]!.fields).sort()).toEqual(["isFeatured", "level", "series"]);
    const plain = await listAdminProducts({ q: "silver" }, db);
    expect(plain.rows[0]).toMatchObject({ fields: {}, colourPictures: 0 });
  });

  it("lists and counts the products whose Packing gave no coverage per box, the Trash left out", async () => {
    const [read] = await db
      .insert(products)
      .values([
        { title: "Read packing", packing: "22 sq ft/box", coveragePerBox: "22", boxesPerPallet: null, displayOrder: 501 },
        { title: "Unread packing", packing: "About 20 sq ft a box", displayOrder: 500 },
        { title: "Blank packing", packing: "  ", displayOrder: 502 },
        { title: "Binned unread", packing: "20 sqft", deletedAt: new Date(), displayOrder: 503 },
      ])
      .returning();
    expect((await listAdminProducts({ coverageUnknown: true }, db)).rows.map((row) => row.title)).toEqual(["Unread packing"]);
    expect(await countCoverageUnknown(db)).toBe(1);
    // The measures are read by their kinds: a number, and a blank count as nought.
    const listed = await listAdminProducts({ q: `#${read!.id}`, fields: ["coveragePerBox", "boxesPerPallet"] }, db);
    expect(listed.rows[0]!.fields).toEqual({ coveragePerBox: 22, boxesPerPallet: 0 });
  });

  it("lists categories parents first, each followed by its subcategories", async () => {
    expect((await listAdminCategories(db)).map((row) => [row.name, row.depth])).toEqual([
      ["Oak", 0],
      ["Smoked oak", 1],
      ["Laminate", 0],
    ]);
  });
});
