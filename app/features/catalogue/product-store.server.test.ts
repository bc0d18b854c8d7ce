import { desc, eq } from "drizzle-orm";
import { noFrench } from "../../../tests/support/no-french";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { auditLog, productCategories, productImages, products, productVersions, user } from "~/platform/db/schema";
import { testDatabases } from "../../../tests/support/test-databases";
import { productFormSchema } from "~/features/catalogue/admin/editor/product-form-schema";
import {
  createProduct,
  getEditorProduct,
  listProductVersions,
  restoreProductVersion,
  updateProduct,
  type ProductInput,
} from "./product-store.server";

const actor = { id: "u-editor", email: "editor@example.ca" };
const other = { id: "u-other", email: "other@example.ca" };

const input = (overrides: Partial<ProductInput> = {}): ProductInput => ({
  title: "Harbour Oak",
  content: "Wide plank, brushed.",
  categoryId: null,
  size: "1520*228*7mm",
  series: "Harbour",
  color: "Natural",
  level: "AB",
  packing: "8 boards",
  coveragePerBox: null,
  boxesPerPallet: 0,
  isPublished: false,
  isFeatured: false,
  displayOrder: 3,
  seoTitle: null,
  seoDescription: null,
  seoKeywords: null,
  ...noFrench,
  picture: null,
  images: [],
  ...overrides,
});

describe("the product form's schema", () => {
  it("cleans text, reads numbers and switches as a form posts them, and names each bad field", () => {
    const parsed = productFormSchema.safeParse({
      title: "  Oak\u0000 ",
      content: "line\r\nline",
      categoryId: "",
      displayOrder: " 12 ",
      isPublished: "on",
      seoKeywords: "oak，wide plank, , grey",
      images: [{ imageUrl: "a.jpg", altText: " " }],
      version: "4",
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      title: "Oak",
      content: "line\nline",
      categoryId: null,
      size: null,
      displayOrder: 12,
      isPublished: true,
      isFeatured: false,
      seoKeywords: "oak, wide plank, grey",
      images: [{ imageUrl: "a.jpg", altText: null }],
      version: 4,
      overwriteVersion: null,
    });
    const refused = productFormSchema.safeParse({ title: " ", displayOrder: "1.5", categoryId: "x" });
    expect(refused.success).toBe(false);
    const messages = Object.fromEntries(refused.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toEqual({
      title: "editor.validation.titleRequired",
      displayOrder: "editor.validation.displayOrderInteger",
      categoryId: "editor.validation.categoryInvalid",
    });
  });
});

describe.each(testDatabases())("the product editor on $name", (target) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let categoryId: number;
  beforeAll(async () => {
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
    for (const person of [actor, other]) {
      await db.insert(user).values({ id: person.id, email: person.email, name: person.email, role: "editor", emailVerified: true });
    }
    const [category] = await db.insert(productCategories).values({ name: "Engineered", slug: "engineered" }).returning();
    categoryId = category!.id;
  });
  afterAll(() => dispose());

  it("puts new products at the end of the list, each in a place of its own, even when made at once", async () => {
    const [last] = await db.select({ order: products.displayOrder }).from(products).orderBy(desc(products.displayOrder)).limit(1);
    const before = last?.order ?? 0;
    const made = await Promise.all(
      ["End One", "End Two", "End Three"].map((title) => createProduct({ ...input({ title, categoryId }), displayOrder: "end" }, { actor }, db)),
    );
    const ids = made.map((result) => (result.ok ? result.id : 0));
    const orders = (await db.select({ id: products.id, order: products.displayOrder }).from(products)).filter((row) => ids.includes(row.id)).map((row) => row.order);
    expect(new Set(orders).size).toBe(3);
    expect(Math.min(...orders)).toBeGreaterThan(before);
  });

  const auditOf = async (productId: number) =>
    (await db.select().from(auditLog)).filter((row) => (row.detail as { productId?: number } | null)?.productId === productId);

  it("creates a product with its colour pictures, version 1 in the history, and an audit entry", async () => {
    const created = await createProduct(
      input({ categoryId, images: [{ imageUrl: "grey.jpg", altText: "Grey" }, { imageUrl: "sand.jpg", altText: null }] }),
      { actor, ipHash: "hash" },
      db,
    );
    expect(created).toMatchObject({ ok: true, version: 1 });
    if (!created.ok) return;
    const product = await getEditorProduct(created.id, db);
    expect(product).toMatchObject({ version: 1, savedBy: actor.email, snapshot: { title: "Harbour Oak", categoryName: "Engineered" } });
    expect(product!.snapshot.images).toEqual([
      { imageUrl: "grey.jpg", altText: "Grey" },
      { imageUrl: "sand.jpg", altText: null },
    ]);
    const history = await listProductVersions(created.id, 50, db);
    expect(history.map((row) => [row.version, row.actorEmail])).toEqual([[1, actor.email]]);
    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({ action: "product-created", actorEmail: actor.email, target: `#${created.id} Harbour Oak`, ipHash: "hash" });
    expect((entry!.detail as { after: { size: string } }).after.size).toBe("1520*228*7mm");
  });

  it("refuses a category that does not exist, writing nothing", async () => {
    const before = (await db.select().from(products)).length;
    expect(await createProduct(input({ categoryId: 999_999 }), { actor }, db)).toEqual({ ok: false, reason: "category-missing" });
    expect((await db.select().from(products)).length).toBe(before);
  });

  it("updates over the version it was opened at; a stale version is a conflict that writes nothing", async () => {
    const created = await createProduct(input({ title: "Lake Walnut" }), { actor }, db);
    if (!created.ok) throw new Error("not created");
    const id = created.id;
    const saved = await updateProduct(id, 1, input({ title: "Lake Walnut", size: "1900*190*15mm", isPublished: true }), { actor: other }, db);
    // Published by this save: the public lists change too.
    expect(saved).toEqual({ ok: true, id, version: 2, changed: true, lists: true });

    // Someone who opened version 1 saves afterwards: refused, with the current state to compare.
    const stale = await updateProduct(id, 1, input({ title: "Lake Walnut, renamed" }), { actor }, db);
    expect(stale.ok).toBe(false);
    if (stale.ok || stale.reason !== "conflict") throw new Error("expected a conflict");
    expect(stale.current).toMatchObject({ version: 2, savedBy: other.email, snapshot: { size: "1900*190*15mm", isPublished: true } });
    const [row] = await db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ title: "Lake Walnut", version: 2 });
    expect((await listProductVersions(id, 50, db)).map((version) => version.version)).toEqual([2, 1]);

    // Keeping one's changes after seeing the conflict: a save over the version now seen.
    expect(await updateProduct(id, 2, input({ title: "Lake Walnut, renamed" }), { actor }, db)).toMatchObject({ ok: true, version: 3 });

    const updates = (await auditOf(id)).filter((entry) => entry.action === "product-updated");
    expect(updates).toHaveLength(2);
    expect(updates.map((entry) => entry.detail)).toContainEqual({
      productId: id,
      version: 2,
      before: { size: "1520*228*7mm", isPublished: false },
      after: { size: "1900*190*15mm", isPublished: true },
    });
  });

  it("a save that changes nothing keeps the version as it is", async () => {
    const created = await createProduct(input({ title: "Quiet Ash" }), { actor }, db);
    if (!created.ok) throw new Error("not created");
    expect(await updateProduct(created.id, 1, input({ title: "Quiet Ash" }), { actor }, db)).toEqual({
      ok: true,
      id: created.id,
      version: 1,
      changed: false,
      lists: false,
    });
    expect(await listProductVersions(created.id, 50, db)).toHaveLength(1);
  });

  it("keeps a product's state from before the history (or from a bulk change) when it is next saved", async () => {
    const [row] = await db.insert(products).values({ title: "Seeded Maple", version: 4 }).returning();
    expect(await updateProduct(row!.id, 4, input({ title: "Seeded Maple, edited" }), { actor }, db)).toMatchObject({ ok: true, version: 5 });
    const history = await listProductVersions(row!.id, 50, db);
    expect(history.map((version) => [version.version, version.actorEmail, version.snapshot.title])).toEqual([
      [5, actor.email, "Seeded Maple, edited"],
      [4, null, "Seeded Maple"],
    ]);
  });

  it("restores any version as a new one, pictures and category included, recorded in the audit log", async () => {
    const created = await createProduct(
      input({ title: "Cedar Grove", categoryId, images: [{ imageUrl: "one.jpg", altText: "One" }] }),
      { actor },
      db,
    );
    if (!created.ok) throw new Error("not created");
    const id = created.id;
    await updateProduct(id, 1, input({ title: "Cedar Grove II", categoryId: null, images: [] }), { actor }, db);

    expect(await restoreProductVersion(id, 1, 1, { actor: other }, db)).toMatchObject({ ok: false, reason: "conflict" });
    expect(await restoreProductVersion(id, 9, 2, { actor: other }, db)).toEqual({ ok: false, reason: "version-missing" });

    expect(await restoreProductVersion(id, 1, 2, { actor: other }, db)).toEqual({ ok: true, id, version: 3, changed: true, lists: false });
    const product = await getEditorProduct(id, db);
    expect(product!.snapshot).toMatchObject({ title: "Cedar Grove", categoryId, images: [{ imageUrl: "one.jpg", altText: "One" }] });
    expect(await db.select().from(productImages).where(eq(productImages.productId, id))).toHaveLength(1);
    const history = await listProductVersions(id, 50, db);
    expect(history.map((version) => [version.version, version.actorEmail])).toEqual([
      [3, other.email],
      [2, actor.email],
      [1, actor.email],
    ]);
    const restored = (await auditOf(id)).find((entry) => entry.action === "product-restored-version");
    expect(restored).toMatchObject({ actorEmail: other.email });
    expect(restored!.detail).toMatchObject({ restoredVersion: 1, version: 3, before: { title: "Cedar Grove II" }, after: { title: "Cedar Grove" } });

    // Restoring the state it already has still counts as a version of its own.
    expect(await restoreProductVersion(id, 3, 3, { actor }, db)).toMatchObject({ ok: true, version: 4 });
    expect((await db.select().from(productVersions).where(eq(productVersions.productId, id))).length).toBe(4);
  });

  it("a product in the Trash is not opened, saved or restored", async () => {
    const created = await createProduct(input({ title: "Binned Pine" }), { actor }, db);
    if (!created.ok) throw new Error("not created");
    await db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, created.id));
    expect(await getEditorProduct(created.id, db)).toBeNull();
    expect(await updateProduct(created.id, 1, input(), { actor }, db)).toEqual({ ok: false, reason: "not-found" });
    expect(await restoreProductVersion(created.id, 1, 1, { actor }, db)).toEqual({ ok: false, reason: "not-found" });
  });
});
