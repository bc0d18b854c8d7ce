import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDatabase, type DatabaseHandle } from "~/platform/db/client.server";
import { demoProducts } from "~/features/catalogue/demo-catalogue";
import { products } from "~/platform/db/schema";
import { seedDemoCatalogueIfEmpty } from "~/features/catalogue/seed.server";
import { testDatabases } from "../../../../tests/support/test-databases";
import { projects } from "~/content/projects";
import { catalogueChanged, publicListing, publicProduct, publicProductsNamed } from "./public-catalogue.server";

const query = { category: "spc-floor", size: null, q: "", page: 1 };

describe.each(testDatabases())("the public catalogue on $name", (target) => {
  let handle: DatabaseHandle & { dispose(): Promise<void> };

  beforeAll(async () => {
    handle = await target.create();
    await seedDemoCatalogueIfEmpty(handle.db);
    setDatabase(handle);
    catalogueChanged();
  });
  afterAll(async () => {
    setDatabase(undefined);
    catalogueChanged();
    await handle.dispose();
  });

  it("assembles a list page: category, its sizes, resolved cards and page count", async () => {
    const listing = await publicListing(query);
    expect(listing.category?.slug).toBe("spc-floor");
    expect(listing.unknownCategory).toBe(false);
    expect(listing.sizes).toEqual(["1220*180*5.5mm", "1220*180*5mm", "1520*228*7mm"]);
    const spc = demoProducts.filter((product) => product.isPublished && product.category.startsWith("spc-"));
    expect(listing.total).toBe(spc.length);
    expect(listing.pageCount).toBe(1);
    expect(listing.products[0]).toMatchObject({ image: { kind: "generated", key: spc[0]!.picture } });
    expect(listing.categories[2]).toMatchObject({ slug: "spc-floor", subcategories: [{ slug: "spc-7mm-click" }, { slug: "spc-5mm-click" }] });

    const unknown = await publicListing({ ...query, category: "no-such-floor" });
    expect(unknown).toMatchObject({ unknownCategory: true, total: 0, products: [] });
    const stale = await publicListing({ ...query, size: "123*45*6mm" });
    expect(stale.sizes).toContain("123*45*6mm");
  });

  it("reuses reads until the catalogue is reported changed", async () => {
    const before = await publicListing(query);
    const first = before.products[0]!;
    await handle.db.update(products).set({ isPublished: false }).where(eq(products.id, first.id));
    expect((await publicListing(query)).products[0]!.id).toBe(first.id);
    expect(await publicProduct(first.id)).toBeNull();

    catalogueChanged();
    const after = await publicListing(query);
    expect(after.products.map((product) => product.id)).not.toContain(first.id);
    expect(after.total).toBe(before.total - 1);
    expect(await publicProduct(first.id)).toBeNull();
    await handle.db.update(products).set({ isPublished: true }).where(eq(products.id, first.id));
    catalogueChanged();
    expect((await publicProduct(first.id))?.title).toBe(first.title);
  });

  it("finds published products by title, ignoring case and spacing, and never drafts", async () => {
    const draft = demoProducts.find((product) => !product.isPublished)!;
    const found = await publicProductsNamed(["  lakeshore 7 MM   spc ", "No Such Floor", draft.title, "Lakeshore 7 mm SPC"]);
    expect(found.map((entry) => entry.name)).toEqual(["  lakeshore 7 MM   spc ", "No Such Floor", draft.title, "Lakeshore 7 mm SPC"]);
    expect(found[0]!.id).toEqual(expect.any(Number));
    expect(found[3]!.id).toBe(found[0]!.id);
    expect((await publicProduct(found[0]!.id!))?.title).toBe("Lakeshore 7 mm SPC");
    expect(found[1]!.id).toBeNull();
    expect(found[2]!.id).toBeNull();
    expect(await publicProductsNamed([])).toEqual([]);
  });

  it("links every product a project names that the demo catalogue publishes", async () => {
    for (const project of projects) {
      const found = await publicProductsNamed(project.productsUsed);
      const published = project.productsUsed.filter((name) =>
        demoProducts.some((product) => product.isPublished && product.title === name),
      );
      expect(found.filter((entry) => entry.id !== null).map((entry) => entry.name), project.id).toEqual(published);
      expect(published.length, project.id).toBeGreaterThan(0);
    }
  });
});
