import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { demoCategories, demoProducts } from "~/db/demo-catalogue";
import { products } from "~/db/schema";
import { seedDemoCatalogueIfEmpty } from "~/db/seed.server";
import { testDatabases } from "~/db/test-databases.server";
import {
  getPublishedProduct,
  listCategoryTree,
  listFeaturedProducts,
  listPublishedProducts,
} from "./catalogue.server";

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

    await db.update(products).set({ isFeatured: false });
    const unfeatured = await listFeaturedProducts(3, db);
    const firstPublished = demoProducts
      .filter((product) => product.isPublished)
      .sort((a, b) => a.displayOrder - b.displayOrder)
      .slice(0, 3)
      .map((product) => product.title);
    expect(unfeatured.map((product) => product.title)).toEqual(firstPublished);
  });

  it("never lists or returns drafts", async () => {
    const published = await listPublishedProducts({}, db);
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
    const inSolid = await listPublishedProducts({ categoryId: solid.id }, db);
    const solidSlugs = new Set(["solid-hardwood", ...solid.subcategories.map((child) => child.slug)]);
    const expected = demoProducts.filter((product) => product.isPublished && solidSlugs.has(product.category));
    expect(inSolid.map((product) => product.title).sort()).toEqual(
      expected.map((product) => product.title).sort(),
    );

    const size = expected[0]!.size!;
    const bySize = await listPublishedProducts({ size }, db);
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
});
