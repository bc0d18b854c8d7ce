import { asc, eq, inArray, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { auditLog, productImages, products } from "~/platform/db/schema";
import { testDatabases } from "../../../tests/support/test-databases";
import { catalogueChangesSetup } from "../../../tests/support/catalogue-changes-setup";
import { countStatements } from "../../../tests/support/statement-counter";
import { bulkChangeProducts, duplicateProduct, moveProduct } from "./product-changes.server";
import { restoreProducts, trashProducts } from "./product-trash.server";

describe.each(testDatabases())("catalogue changes on $name", (target) => {
  const { database, context, product, get, entries } = catalogueChangesSetup(target);
  let db: Database;
  beforeAll(() => {
    db = database();
  });

  it("publishes, features and moves many at once, each product counted as a new version and logged with before and after", async () => {
    const a = await product("Bulk A");
    const b = await product("Bulk B", { isPublished: true });
    expect(await bulkChangeProducts([a.id, b.id], { kind: "publish" }, context, db)).toBe(1);
    expect((await get(a.id))!).toMatchObject({ isPublished: true, version: 2 });
    expect((await get(b.id))!.version).toBe(1);
    expect(await bulkChangeProducts([a.id, b.id], { kind: "feature" }, context, db)).toBe(2);
    expect(await bulkChangeProducts([a.id], { kind: "category", categoryId: null }, context, db)).toBe(0);
    const log = await entries(a.id);
    expect(log.map((entry) => entry.action)).toEqual(["product-published", "product-featured"]);
    expect(log[0]!.detail).toEqual({ productId: a.id, changes: { isPublished: [false, true] } });
    expect(log[0]).toMatchObject({ actorEmail: "staff@example.ca", ipHash: "hash", target: `#${a.id} Bulk A` });
  });

  it("duplicates a product with its colour images, as a draft", async () => {
    const source = await product("Original Oak", { isPublished: true, isFeatured: true, size: "1520*228*7mm", sourceUrl: "https://supplier.example/p/1" });
    await db.insert(productImages).values([
      { productId: source.id, imageUrl: "c/1.jpg", altText: "Natural", displayOrder: 0 },
      { productId: source.id, imageUrl: "c/2.jpg", altText: "Smoked", displayOrder: 1 },
    ]);
    const copyId = (await duplicateProduct(source.id, (title) => `${title} (copy)`, context, db))!;
    expect((await get(copyId))!).toMatchObject({ title: "Original Oak (copy)", isPublished: false, isFeatured: false, size: "1520*228*7mm", sourceUrl: null });
    const images = await db.select().from(productImages).where(eq(productImages.productId, copyId)).orderBy(asc(productImages.displayOrder));
    expect(images.map((image) => image.altText)).toEqual(["Natural", "Smoked"]);
    expect(await duplicateProduct(999_999, (title) => title, context, db)).toBeNull();
  });

  it("puts a product at any position of the display order, renumbering in steps of ten", async () => {
    await db.update(products).set({ deletedAt: new Date() }).where(isNull(products.deletedAt));
    const [one, two, three] = [await product("One", { displayOrder: 5 }), await product("Two", { displayOrder: 5 }), await product("Three", { displayOrder: 7 })];
    const order = async () =>
      (await db.select().from(products).where(isNull(products.deletedAt)).orderBy(asc(products.displayOrder), asc(products.id))).map((row) => [row.title, row.displayOrder]);
    expect(await moveProduct(three!.id, 1, context, db)).toEqual({ from: 3, to: 1 });
    expect(await order()).toEqual([["Three", 10], ["One", 20], ["Two", 30]]);
    // Only the moved product counts a new version: someone editing one of the others meets no conflict.
    expect([(await get(three!.id))!.version, (await get(one!.id))!.version, (await get(two!.id))!.version]).toEqual([2, 1, 1]);
    expect(await moveProduct(three!.id, 99, context, db)).toEqual({ from: 1, to: 3 });
    expect(await order()).toEqual([["One", 10], ["Two", 20], ["Three", 30]]);
    expect(await moveProduct(one!.id, 2, context, db)).toEqual({ from: 1, to: 2 });
    expect((await order()).map(([title]) => title)).toEqual(["Two", "One", "Three"]);
    expect((await entries(three!.id)).map((entry) => entry.detail)).toEqual([
      { productId: three!.id, from: 3, to: 1 },
      { productId: three!.id, from: 1, to: 3 },
    ]);
    expect(await moveProduct(two!.id, 0, context, db)).toEqual({ from: 1, to: 1 });
    expect(await moveProduct(999_999, 1, context, db)).toBeNull();
  });
  it("changes many products in one statement for each value, with one audit entry per product in one insert, and the right values", async () => {
    const made = await db
      .insert(products)
      .values(Array.from({ length: 120 }, (_, index) => ({ title: `Batch ${index}`, isPublished: index % 3 === 0, isFeatured: index % 4 === 0 })))
      .returning();
    const ids = made.map((row) => row.id);
    const drafts = made.filter((row) => !row.isPublished).map((row) => row.id);
    const counter = await countStatements(db, ["products", "audit_log"]);
    const logged = async (action: string) =>
      (await db.select().from(auditLog).orderBy(asc(auditLog.id))).filter((entry) => entry.action === action && ids.includes((entry.detail as { productId: number }).productId));

    expect(await bulkChangeProducts(ids, { kind: "publish" }, context, db)).toBe(drafts.length);
    expect(await counter.read()).toEqual({ "products UPDATE": 1, "audit_log INSERT": 1 });
    const after = await db.select().from(products).where(inArray(products.id, ids)).orderBy(asc(products.id));
    expect(after.every((row) => row.isPublished)).toBe(true);
    // Only the products the change changed count a new version; the others are as they were.
    expect(after.map((row) => row.version)).toEqual(made.map((row) => (row.isPublished ? 1 : 2)));
    const published = await logged("product-published");
    expect(published.map((entry) => (entry.detail as { productId: number }).productId)).toEqual(drafts);
    expect(published[0]).toMatchObject({
      actorEmail: "staff@example.ca",
      ipHash: "hash",
      target: `#${drafts[0]} Batch 1`,
      detail: { productId: drafts[0], changes: { isPublished: [false, true] } },
    });

    // To the Trash and back: one UPDATE each way for each way they come back (featured or not), one insert of entries.
    await counter.reset();
    expect(await trashProducts(ids, context, db)).toBe(120);
    expect(await counter.read()).toEqual({ "products UPDATE": 1, "audit_log INSERT": 1 });
    await counter.reset();
    expect(await restoreProducts(ids, context, db)).toBe(120);
    expect(await counter.read()).toEqual({ "products UPDATE": 2, "audit_log INSERT": 1 });
    const restored = await db.select().from(products).where(inArray(products.id, ids)).orderBy(asc(products.id));
    expect(restored.map((row) => [row.deletedAt, row.isPublished, row.isFeatured, row.version])).toEqual(
      made.map((row) => [null, true, row.isFeatured, row.isPublished ? 3 : 4]),
    );
    expect((await logged("product-deleted")).length).toBe(120);
    expect((await logged("product-restored")).length).toBe(120);
  });
});
