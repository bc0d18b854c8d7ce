import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { demoCategories, demoProducts } from "~/features/catalogue/demo-catalogue";
import { productCategories, productImages, products, productVersions } from "~/platform/db/schema";
import { seedDemoCatalogueIfEmpty } from "~/features/catalogue/seed.server";
import { testDatabases } from "../../../tests/support/test-databases";
import { categoryScope } from "~/features/catalogue/public/catalogue-query";
import { listCategoryTree, listFeaturedProducts, listPublishedProductDetails, listPublishedSizes, searchPublishedProducts, type CatalogueFilter, toPrefixTsQuery } from "./catalogue.server";
import { getPublishedProduct, listPublishedProductDates } from "./product-page.server";
import { listImageValuesNaming, listPublishedImageValuesMentioning } from "./product-files.server";

const published = demoProducts.filter((product) => product.isPublished);
const drafts = demoProducts.filter((product) => !product.isPublished);
const byOrder = <T extends { displayOrder: number }>(list: T[]) => [...list].sort((a, b) => a.displayOrder - b.displayOrder);

describe.each(testDatabases())("catalogue data on $name", (target) => {
  let db: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
    await seedDemoCatalogueIfEmpty(db);
  });
  afterAll(() => dispose());

  it("builds the category tree in display order with subcategories", async () => {
    const tree = await listCategoryTree(db);
    expect(tree.map((category) => category.name)).toEqual([
      "Solid Hardwood",
      "Engineered Hardwood",
      "SPC Floor",
      "Laminate Floor",
      "Wood Trim",
      "Iron Spindle & Accessories",
      "Stair Tread & Riser",
    ]);
    const solid = tree[0]!;
    expect(solid.slug).toBe("solid-hardwood");
    expect(solid.subcategories.map((child) => child.slug)).toEqual(
      demoCategories[0]!.children.map((child) => child.slug),
    );
  });

  it("lists featured products first, then other published ones, three at most", async () => {
    const featured = await listFeaturedProducts(3, db);
    const expected = demoProducts
      .filter((product) => product.isPublished && product.isFeatured)
      .sort((a, b) => a.displayOrder - b.displayOrder)
      .slice(0, 3)
      .map((product) => product.title);
    expect(featured.map((product) => product.title)).toEqual(expected);
    expect(featured[0]?.categoryName).toBeTruthy();
    // A card shows two lines of the description: it is sent no more than the beginning.
    const described = demoProducts.find((product) => product.title === featured[0]!.title)!;
    expect(described.content.length).toBeGreaterThan(180);
    expect(featured[0]!.content).toBe(described.content.slice(0, 180));

    await db.update(products).set({ isFeatured: false });
    const unfeatured = await listFeaturedProducts(3, db);
    const firstPublished = demoProducts
      .filter((product) => product.isPublished)
      .sort((a, b) => a.displayOrder - b.displayOrder)
      .slice(0, 3)
      .map((product) => product.title);
    expect(unfeatured.map((product) => product.title)).toEqual(firstPublished);
  });

  /** Every published product matching a filter, in one page. */
  const listed = async (filter: CatalogueFilter = {}) =>
    (await searchPublishedProducts({ ...filter, page: 1, pageSize: 1000 }, db)).products;

  it("never lists or returns drafts", async () => {
    const published = await listed();
    const drafts = demoProducts.filter((product) => !product.isPublished);
    expect(drafts.length).toBeGreaterThan(0);
    expect(published).toHaveLength(demoProducts.length - drafts.length);
    for (const draft of drafts) {
      expect(published.some((product) => product.title === draft.title)).toBe(false);
      const [row] = await db.select().from(products).where(eq(products.title, draft.title));
      expect(await getPublishedProduct(row!.id, db)).toBeNull();
    }
  });

  it("includes subcategories when filtering by a top-level category, and filters by size", async () => {
    const tree = await listCategoryTree(db);
    const solid = tree.find((category) => category.slug === "solid-hardwood")!;
    const inSolid = await listed({ categoryIds: categoryScope(solid) });
    const solidSlugs = new Set(["solid-hardwood", ...solid.subcategories.map((child) => child.slug)]);
    const expected = demoProducts.filter((product) => product.isPublished && solidSlugs.has(product.category));
    expect(inSolid.map((product) => product.title).sort()).toEqual(
      expected.map((product) => product.title).sort(),
    );

    const size = expected[0]!.size!;
    const bySize = await listed({ size });
    expect(bySize.length).toBe(demoProducts.filter((p) => p.isPublished && p.size === size).length);
  });

  it("returns a published product with its category and colour images in order", async () => {
    const flagship = demoProducts.find((product) => product.images.length >= 4 && product.isPublished)!;
    const [row] = await db.select().from(products).where(eq(products.title, flagship.title));
    const product = await getPublishedProduct(row!.id, db);
    expect(product?.title).toBe(flagship.title);
    expect(product?.category?.slug).toBe(flagship.category);
    expect(product?.images.map((image) => image.altText)).toEqual(
      flagship.images.map((image) => image.colour),
    );
    expect(await getPublishedProduct(999_999, db)).toBeNull();
  });

  it("pages through published products in display order, with the total", async () => {
    const first = await searchPublishedProducts({ page: 1, pageSize: 24 }, db);
    expect(first.total).toBe(published.length);
    expect(first.products.map((product) => product.title)).toEqual(
      byOrder(published).slice(0, 24).map((product) => product.title),
    );
    const second = await searchPublishedProducts({ page: 2, pageSize: 24 }, db);
    expect(second.products.map((product) => product.title)).toEqual(
      byOrder(published).slice(24, 48).map((product) => product.title),
    );
    const beyond = await searchPublishedProducts({ page: 99, pageSize: 24 }, db);
    expect(beyond).toEqual({ products: [], total: published.length });
    // Cards carry only the start of the description.
    expect(Math.max(...first.products.map((product) => product.content.length))).toBeLessThanOrEqual(180);
  });

  it("searches title, series, colour and description by word prefixes, published products only", async () => {
    const walnut = await searchPublishedProducts({ q: "walnut", page: 1, pageSize: 100 }, db);
    const expected = published.filter((product) =>
      [product.title, product.content, product.series ?? "", product.color ?? ""].some((text) => /walnut/i.test(text)),
    );
    expect(walnut.total).toBe(expected.length);
    expect(walnut.total).toBeGreaterThan(1);
    // Title matches rank first.
    expect(walnut.products[0]!.title).toMatch(/walnut/i);

    const prefix = await searchPublishedProducts({ q: "Canad Seve", page: 1, pageSize: 100 }, db);
    expect(prefix.products.map((product) => product.title)).toContain(
      "Canadian Seven Series 7-inch Full-Colour Solid Oak",
    );
    const colour = await searchPublishedProducts({ q: "senior grey", page: 1, pageSize: 100 }, db);
    expect(colour.total).toBeGreaterThan(0);

    for (const draft of drafts) {
      const found = await searchPublishedProducts({ q: draft.title, page: 1, pageSize: 100 }, db);
      expect(found.products.map((product) => product.title)).not.toContain(draft.title);
    }
    expect((await searchPublishedProducts({ q: "!!! ???", page: 1, pageSize: 10 }, db)).total).toBe(0);
    expect((await searchPublishedProducts({ q: "zebrawood", page: 1, pageSize: 10 }, db)).total).toBe(0);
  });

  it("turns any text into a safe prefix query", () => {
    expect(toPrefixTsQuery("White  OAK!")).toBe("white:* & oak:*");
    expect(toPrefixTsQuery("a') | (b:*")).toBe("a:* & b:*");
    expect(toPrefixTsQuery("—")).toBeNull();
  });

  it("combines category scope, size and search", async () => {
    const tree = await listCategoryTree(db);
    const spc = tree.find((category) => category.slug === "spc-floor")!;
    const ids = [spc.id, ...spc.subcategories.map((child) => child.id)];
    const spcSlugs = new Set(["spc-floor", ...spc.subcategories.map((child) => child.slug)]);
    const inSpc = published.filter((product) => spcSlugs.has(product.category));
    const result = await searchPublishedProducts({ categoryIds: ids, page: 1, pageSize: 100 }, db);
    expect(result.products.map((product) => product.title).sort()).toEqual(inSpc.map((product) => product.title).sort());

    const sizes = await listPublishedSizes({ categoryIds: ids }, db);
    expect(sizes).toEqual(
      [...new Set(inSpc.map((product) => product.size).filter(Boolean))].sort((a, b) =>
        a!.localeCompare(b!, "en", { numeric: true }),
      ),
    );
    const size = sizes[0]!;
    const sized = await searchPublishedProducts({ categoryIds: ids, size, page: 1, pageSize: 100 }, db);
    expect(sized.total).toBe(inSpc.filter((product) => product.size === size).length);
    expect((await searchPublishedProducts({ categoryIds: [], page: 1, pageSize: 10 }, db)).total).toBe(0);

    const details = await listPublishedProductDetails({ categoryIds: ids, size }, db);
    expect(details.map((product) => product.title).sort()).toEqual(
      inSpc.filter((product) => product.size === size).map((product) => product.title).sort(),
    );
    expect(details[0]).toMatchObject({ size, categoryName: expect.any(String) });
  });

  it("offers only sizes of published products", async () => {
    const all = await listPublishedSizes({}, db);
    expect(new Set(all)).toEqual(new Set(published.map((product) => product.size).filter(Boolean)));
    const draftOnly = drafts
      .map((product) => product.size)
      .filter((size) => size && !published.some((product) => product.size === size));
    for (const size of draftOnly) expect(all).not.toContain(size);
  });

  it("lists published products for the sitemap with their category and last change", async () => {
    const dates = await listPublishedProductDates(db);
    expect(dates).toHaveLength(published.length);
    expect(dates[0]!.updatedAt).toBeInstanceOf(Date);
    const categorised = dates.filter((row) => row.categoryId !== null);
    expect(categorised).toHaveLength(published.filter((product) => product.category).length);
  });

  it("finds stored image values of published products only", async () => {
    const [category] = await db.select().from(productCategories).limit(1);
    const [live] = await db
      .insert(products)
      .values({ title: "Uploaded oak", isPublished: true, categoryId: category!.id, picture: "products/uploads/live_1.jpg" })
      .returning();
    const [draft] = await db
      .insert(products)
      .values({ title: "Draft oak", isPublished: false, picture: "uploads/draft_1.jpg" })
      .returning();
    await db.insert(productImages).values([
      { productId: live!.id, imageUrl: "https://x.example.co/storage/v1/object/public/products/uploads/colour_1.jpg" },
      { productId: draft!.id, imageUrl: "uploads/draft-colour.jpg" },
    ]);
    expect(await listPublishedImageValuesMentioning("live_1.jpg", db)).toEqual(["products/uploads/live_1.jpg"]);
    expect(await listPublishedImageValuesMentioning("colour_1.jpg", db)).toEqual([
      "https://x.example.co/storage/v1/object/public/products/uploads/colour_1.jpg",
    ]);
    expect(await listPublishedImageValuesMentioning("draft_1.jpg", db)).toEqual([]);
    expect(await listPublishedImageValuesMentioning("draft-colour.jpg", db)).toEqual([]);
    // '_' is a LIKE wildcard: it must only match itself.
    expect(await listPublishedImageValuesMentioning("live1.jpg", db)).toEqual([]);
    expect(await listPublishedImageValuesMentioning("liveX1.jpg", db)).toEqual([]);
    // Only the file name matches, not a part of it.
    expect(await listPublishedImageValuesMentioning("1.jpg", db)).toEqual([]);
    await db.delete(products).where(eq(products.id, live!.id));
    await db.delete(products).where(eq(products.id, draft!.id));
  });

  it("finds values by file name however the value spells the path: encoded, with a query, or left in the Trash", async () => {
    const [encoded] = await db
      .insert(products)
      .values({ title: "Encoded oak", isPublished: true, picture: " https://x.example.co/storage/v1/object/public/products/oak%2Fnatural%2001.jpg?t=1#top " })
      .returning();
    const [trashed] = await db
      .insert(products)
      .values({ title: "Trashed oak", isPublished: true, deletedAt: new Date(), picture: "uploads/2025/07/trashed.jpg" })
      .returning();
    expect(await listPublishedImageValuesMentioning("natural 01.jpg", db)).toEqual([encoded!.picture]);
    // A product in the Trash is never public, even if a write left it marked published.
    expect(await listPublishedImageValuesMentioning("trashed.jpg", db)).toEqual([]);
    await db.delete(products).where(eq(products.id, encoded!.id));
    await db.delete(products).where(eq(products.id, trashed!.id));
  });

  it("finds every value still naming a file: drafts, the Trash, colour images and saved versions", async () => {
    const [draft] = await db.insert(products).values({ title: "Kept draft", picture: "uploads/kept-a.jpg" }).returning();
    const [trashed] = await db.insert(products).values({ title: "Kept trash", deletedAt: new Date() }).returning();
    await db.insert(productImages).values({ productId: trashed!.id, imageUrl: "products/uploads/kept-b.jpg" });
    await db.insert(productVersions).values([
      { productId: draft!.id, version: 1, data: { title: "Kept draft", picture: "uploads/kept-c.jpg", images: [{ imageUrl: "uploads/kept-d.jpg", altText: null }] } },
      { productId: draft!.id, version: 2, data: { title: "Odd", images: "not a list" } },
    ]);
    expect(new Set(await listImageValuesNaming(["kept-a.jpg", "kept-b.jpg", "kept-d.jpg", "unused.jpg"], db))).toEqual(
      new Set(["uploads/kept-a.jpg", "products/uploads/kept-b.jpg", "uploads/kept-c.jpg", "uploads/kept-d.jpg"]),
    );
    expect(await listImageValuesNaming(["unused.jpg"], db)).toEqual([]);
    expect(await listImageValuesNaming([], db)).toEqual([]);
    await db.delete(products).where(eq(products.id, draft!.id));
    await db.delete(products).where(eq(products.id, trashed!.id));
  });
});

