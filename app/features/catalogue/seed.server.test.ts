import { count, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { demoProducts } from "./demo-catalogue";
import { productCategories, productImages, products, user } from "~/platform/db/schema";
import { resetDemoCatalogue, seedDemoCatalogueIfEmpty } from "./seed.server";
import { testDatabases } from "../../../tests/support/test-databases";

describe.each(testDatabases())("migrations and seed on $name", (target) => {
  const disposers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    while (disposers.length) await disposers.pop()!();
  });
  const fresh = async () => {
    const handle = await target.create();
    disposers.push(handle.dispose);
    return handle;
  };

  it("creates every table of the data model", async () => {
    const { db } = await fresh();
    const result = (await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )) as unknown as { rows: Array<{ table_name: string }> };
    const tables = result.rows.map((row) => row.table_name);
    for (const table of [
      "account",
      "app_meta",
      "enquiries",
      "product_categories",
      "product_images",
      "products",
      "session",
      "user",
      "verification",
    ]) {
      expect(tables).toContain(table);
    }
  });

  it("applies migrations twice without harm", async () => {
    const handle = await fresh();
    await handle.migrate();
    await handle.ping();
  });

  it("seeds an empty database once, and never again after staff changes", async () => {
    const { db } = await fresh();
    const first = await seedDemoCatalogueIfEmpty(db);
    expect(first.seeded).toBe(true);
    expect(first.products).toBe(demoProducts.length);
    expect(first.categories).toBeGreaterThanOrEqual(7);

    const [imageCount] = await db.select({ n: count() }).from(productImages);
    expect(imageCount!.n).toBe(demoProducts.reduce((total, p) => total + p.images.length, 0));

    // Staff delete everything: a restart must not bring the demo back.
    await db.delete(products);
    await db.delete(productCategories);
    const second = await seedDemoCatalogueIfEmpty(db);
    expect(second.seeded).toBe(false);
    const [productCount] = await db.select({ n: count() }).from(products);
    expect(productCount!.n).toBe(0);

    const reset = await resetDemoCatalogue(db);
    expect(reset.products).toBe(demoProducts.length);
  });

  it("gives new accounts the 'pending' role and defaults products to draft, company 1", async () => {
    const { db } = await fresh();
    const [account] = await db
      .insert(user)
      .values({ id: "u1", name: "Staff", email: "staff@example.ca" })
      .returning();
    expect(account!.role).toBe("pending");
    const [product] = await db.insert(products).values({ title: "Sample" }).returning();
    expect(product).toMatchObject({ isPublished: false, isFeatured: false, displayOrder: 0, companyId: 1 });
  });
});
