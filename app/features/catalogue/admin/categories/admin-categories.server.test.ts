import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createCategorySchema,
  deleteCategorySchema,
  editCategorySchema,
} from "~/features/catalogue/admin/categories/category-form-schema";
import type { Database } from "~/platform/db/client.server";
import { auditLog, productCategories, products, user } from "~/platform/db/schema";
import { testDatabases } from "../../../../../tests/support/test-databases";
import {
  createCategory,
  deleteCategory,
  moveCategory,
  slugFrom,
  updateCategory,
} from "./admin-categories.server";
import { countUncategorised, listCategoryTreeWithCounts } from "./category-tree.server";
import { listCategoryTree } from "~/features/catalogue/catalogue.server";

describe("slugs made from names", () => {
  it("keeps letters a–z and digits, joined by single hyphens", () => {
    expect(slugFrom("  Wide Plank — Oak & Maple ")).toBe("wide-plank-oak-and-maple");
    expect(slugFrom("Érable naturel")).toBe("erable-naturel");
    expect(slugFrom("实木地板")).toBe("");
    expect(slugFrom("2024")).toBe("");
    expect(slugFrom("x".repeat(120))).toHaveLength(80);
  });
});

describe("the category forms' schemas", () => {
  it("trim and check names and slugs, and make a blank slug null on creation", () => {
    expect(
      createCategorySchema.parse({
        intent: "create",
        name: "  Oak\u0000 ",
        nameFr: "  Chêne ",
        slug: " ",
        parentId: "",
      }),
    ).toEqual({
      intent: "create",
      name: "Oak",
      nameFr: "Chêne",
      slug: null,
      parentId: null,
    });
    // The French name is optional: blank is none, and the French site shows the English.
    expect(createCategorySchema.parse({ intent: "create", name: "Oak", nameFr: " ", slug: "", parentId: "" }).nameFr).toBeNull();
    const bad = createCategorySchema.safeParse({
      intent: "create",
      name: "",
      nameFr: "x".repeat(101),
      slug: "Not A Slug!",
      parentId: "x",
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["name", "categories.validation.nameRequired"],
      ["nameFr", "categories.validation.nameTooLong"],
      ["slug", "categories.validation.slugInvalid"],
      ["parentId", "categories.validation.parentInvalid"],
    ]);
    expect(
      editCategorySchema.safeParse({ intent: "edit", id: "3", name: "Oak", slug: "", parentId: "" })
        .error?.issues[0]?.message,
    ).toBe("categories.validation.slugRequired");
    expect(
      editCategorySchema.safeParse({
        intent: "edit",
        id: "3",
        name: "Oak",
        slug: "123",
        parentId: "",
      }).error?.issues[0]?.message,
    ).toBe("categories.validation.slugInvalid");
    expect(
      editCategorySchema.parse({
        intent: "edit",
        id: "3",
        name: "Oak",
        slug: "Red-Oak",
        parentId: "7",
      }),
    ).toMatchObject({ id: 3, slug: "red-oak", parentId: 7 });
  });

  it("ask where a deleted category's products go, and to which category when moving them", () => {
    expect(
      deleteCategorySchema.safeParse({ intent: "delete", id: "3" }).error?.issues[0]?.message,
    ).toBe("categories.validation.productsChoice");
    expect(
      deleteCategorySchema.safeParse({ intent: "delete", id: "3", products: "move", targetId: "" })
        .error?.issues[0],
    ).toMatchObject({
      path: ["targetId"],
      message: "categories.validation.targetRequired",
    });
    expect(
      deleteCategorySchema.parse({ intent: "delete", id: "3", products: "move", targetId: "9" }),
    ).toEqual({ intent: "delete", id: 3, products: "move", targetId: 9 });
    expect(
      deleteCategorySchema.parse({
        intent: "delete",
        id: "3",
        products: "uncategorise",
        targetId: "9",
      }).targetId,
    ).toBeNull();
  });
});

describe.each(testDatabases())("category management on $name", (target) => {
  let db: Database;
  let dispose: () => Promise<void>;
  const context = { actor: { id: "staff-1", email: "staff@example.ca" }, ipHash: "hash" };
  beforeAll(async () => {
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
    await db.insert(user).values({
      id: "staff-1",
      email: "staff@example.ca",
      name: "Staff",
      role: "editor",
      emailVerified: true,
    });
  });
  afterAll(() => dispose());

  const create = async (
    name: string,
    fields: { slug?: string | null; parentId?: number | null } = {},
  ) => {
    const result = await createCategory(
      { name, slug: fields.slug ?? null, parentId: fields.parentId ?? null },
      context,
      db,
    );
    if (!result.ok) throw new Error(`not created: ${result.reason}`);
    return result.id;
  };
  const category = async (id: number) =>
    (await db.select().from(productCategories).where(eq(productCategories.id, id)))[0];
  const names = async () =>
    (await listCategoryTreeWithCounts(db)).map(
      (top) => [top.name, top.subcategories.map((child) => child.name)] as const,
    );
  const logged = async (categoryId: number) =>
    (await db.select().from(auditLog).orderBy(asc(auditLog.id))).filter(
      (entry) => (entry.detail as { categoryId?: number } | null)?.categoryId === categoryId,
    );

  it("creates top-level categories and subcategories at the end of their level, making slugs from names", async () => {
    const floors = await create("Floors");
    const oak = await create("Oak Planks", { parentId: floors });
    const oak2 = await create("Oak  planks!", { parentId: floors });
    expect((await category(oak))!).toMatchObject({ slug: "oak-planks", parentId: floors });
    expect((await category(oak2))!.slug).toBe("oak-planks-2");
    expect((await category(oak2))!.displayOrder).toBeGreaterThan(
      (await category(oak))!.displayOrder,
    );
    expect(await names()).toEqual([["Floors", ["Oak Planks", "Oak  planks!"]]]);
    expect(await createCategory({ name: "实木", slug: null, parentId: null }, context, db)).toEqual(
      { ok: false, reason: "slug-needed" },
    );
    expect(
      await createCategory({ name: "Again", slug: "floors", parentId: null }, context, db),
    ).toEqual({ ok: false, reason: "slug-taken", takenBy: "Floors" });
    expect(await createCategory({ name: "Deep", slug: null, parentId: oak }, context, db)).toEqual({
      ok: false,
      reason: "parent-not-top-level",
    });
    expect(
      await createCategory({ name: "Lost", slug: null, parentId: 999_999 }, context, db),
    ).toEqual({ ok: false, reason: "parent-missing" });
    expect(await create("实木地板", { slug: "solid-wood" })).toBeGreaterThan(0);
    const [entry] = await logged(oak);
    expect(entry).toMatchObject({
      action: "category-created",
      actorEmail: "staff@example.ca",
      ipHash: "hash",
      target: `#${oak} Oak Planks`,
    });
    // The public tree (the /products filters and /api/categories) reads the same rows.
    expect(
      (await listCategoryTree(db))
        .find((top) => top.id === floors)
        ?.subcategories.map((child) => child.slug),
    ).toEqual(["oak-planks", "oak-planks-2"]);
  });

  it("renames, changes the slug and moves under another parent, within two levels", async () => {
    const walls = await create("Walls");
    const trim = await create("Trim");
    const baseboard = await create("Baseboard", { parentId: trim });
    const stairs = await create("Stairs");

    expect(
      await updateCategory(
        stairs,
        { name: "Stair Parts", slug: "stair-parts", parentId: null },
        context,
        db,
      ),
    ).toEqual({ ok: true, id: stairs });
    expect((await category(stairs))!).toMatchObject({ name: "Stair Parts", slug: "stair-parts" });
    expect((await logged(stairs)).at(-1)).toMatchObject({
      action: "category-updated",
      detail: {
        categoryId: stairs,
        changes: { name: ["Stairs", "Stair Parts"], slug: ["stairs", "stair-parts"] },
      },
    });
    // Nothing changed writes nothing.
    const before = (await logged(stairs)).length;
    expect(
      await updateCategory(
        stairs,
        { name: "Stair Parts", slug: "stair-parts", parentId: null },
        context,
        db,
      ),
    ).toEqual({ ok: true, id: stairs });
    expect(await logged(stairs)).toHaveLength(before);

    expect(
      await updateCategory(
        stairs,
        { name: "Stair Parts", slug: "walls", parentId: null },
        context,
        db,
      ),
    ).toEqual({ ok: false, reason: "slug-taken", takenBy: "Walls" });
    expect(
      await updateCategory(
        stairs,
        { name: "Stair Parts", slug: "stair-parts", parentId: stairs },
        context,
        db,
      ),
    ).toEqual({ ok: false, reason: "parent-is-self" });
    expect(
      await updateCategory(
        stairs,
        { name: "Stair Parts", slug: "stair-parts", parentId: baseboard },
        context,
        db,
      ),
    ).toEqual({ ok: false, reason: "parent-not-top-level" });
    // A category with subcategories cannot go under another.
    expect(
      await updateCategory(trim, { name: "Trim", slug: "trim", parentId: walls }, context, db),
    ).toEqual({ ok: false, reason: "has-subcategories" });
    expect(
      await updateCategory(999_999, { name: "X", slug: "x", parentId: null }, context, db),
    ).toEqual({ ok: false, reason: "not-found" });

    // Under another parent it goes last; back at the top it goes last too.
    const skirting = await create("Skirting", { parentId: walls });
    expect(
      await updateCategory(
        stairs,
        { name: "Stair Parts", slug: "stair-parts", parentId: walls },
        context,
        db,
      ),
    ).toEqual({ ok: true, id: stairs });
    expect((await names()).find(([name]) => name === "Walls")).toEqual([
      "Walls",
      ["Skirting", "Stair Parts"],
    ]);
    expect(
      await updateCategory(
        skirting,
        { name: "Skirting", slug: "skirting", parentId: null },
        context,
        db,
      ),
    ).toEqual({ ok: true, id: skirting });
    expect((await names()).at(-1)).toEqual(["Skirting", []]);
    expect((await logged(stairs)).at(-1)!.detail).toEqual({
      categoryId: stairs,
      changes: { parentId: [null, walls] },
    });
  });

  it("moves a category up and down among its siblings only", async () => {
    const parent = await create("Order Parent");
    const [a, b, c] = [
      await create("Order A", { parentId: parent }),
      await create("Order B", { parentId: parent }),
      await create("Order C", { parentId: parent }),
    ];
    const children = async () => (await names()).find(([name]) => name === "Order Parent")![1];
    expect(await moveCategory(c, "up", context, db)).toEqual({ position: 2, count: 3 });
    expect(await children()).toEqual(["Order A", "Order C", "Order B"]);
    expect(await moveCategory(a, "up", context, db)).toEqual({ position: 1, count: 3 });
    expect(await moveCategory(a, "down", context, db)).toEqual({ position: 2, count: 3 });
    expect(await children()).toEqual(["Order C", "Order A", "Order B"]);
    expect(await moveCategory(b, "down", context, db)).toEqual({ position: 3, count: 3 });
    expect(await moveCategory(999_999, "down", context, db)).toBeNull();
    expect(
      (await logged(a))
        .filter((entry) => entry.action === "category-reordered")
        .map((entry) => entry.detail),
    ).toEqual([{ categoryId: a, from: 1, to: 2 }]);
    const tops = (await names()).map(([name]) => name);
    expect(await moveCategory(parent, "up", context, db)).toMatchObject({
      position: tops.indexOf("Order Parent"),
    });
  });

  it("deletes a category with its products moved to another, or left uncategorised, and refuses one with subcategories", async () => {
    const from = await create("Delete From");
    const child = await create("Delete Child", { parentId: from });
    const to = await create("Delete To");
    const [live, trashed] = await db
      .insert(products)
      .values([
        { title: "Held Live", categoryId: child },
        { title: "Held Trashed", categoryId: child, deletedAt: new Date() },
      ])
      .returning();
    expect(
      (await listCategoryTreeWithCounts(db)).find((top) => top.id === from)?.subcategories[0]
        ?.productCount,
    ).toBe(1);

    expect(await deleteCategory(from, { kind: "uncategorise" }, context, db)).toEqual({
      ok: false,
      reason: "has-subcategories",
    });
    expect(await deleteCategory(child, { kind: "move", categoryId: child }, context, db)).toEqual({
      ok: false,
      reason: "target-is-self",
    });
    expect(await deleteCategory(child, { kind: "move", categoryId: 999_999 }, context, db)).toEqual(
      { ok: false, reason: "target-missing" },
    );

    expect(await deleteCategory(child, { kind: "move", categoryId: to }, context, db)).toEqual({
      ok: true,
      name: "Delete Child",
      products: 2,
      movedTo: { id: to, name: "Delete To" },
    });
    expect(await category(child)).toBeUndefined();
    const moved = await db
      .select()
      .from(products)
      .where(eq(products.categoryId, to))
      .orderBy(asc(products.id));
    expect(moved.map((row) => [row.title, row.version])).toEqual([
      ["Held Live", 2],
      ["Held Trashed", 2],
    ]);
    const productEntries = (await db.select().from(auditLog).orderBy(asc(auditLog.id))).filter(
      (entry) => (entry.detail as { productId?: number } | null)?.productId === live!.id,
    );
    expect(productEntries.map((entry) => [entry.action, entry.detail])).toEqual([
      ["product-updated", { productId: live!.id, changes: { categoryId: [child, to] } }],
    ]);
    expect((await logged(child)).at(-1)).toMatchObject({
      action: "category-deleted",
      detail: { products: 2, productsTo: { id: to, name: "Delete To" } },
    });

    const uncategorisedBefore = await countUncategorised(db);
    expect(await deleteCategory(to, { kind: "uncategorise" }, context, db)).toEqual({
      ok: true,
      name: "Delete To",
      products: 2,
      movedTo: null,
    });
    expect(
      (await db.select().from(products).where(eq(products.id, trashed!.id)))[0]!.categoryId,
    ).toBeNull();
    expect(await countUncategorised(db)).toBe(uncategorisedBefore + 1);
    // With its child gone, the first can go too.
    expect(await deleteCategory(from, { kind: "uncategorise" }, context, db)).toEqual({
      ok: true,
      name: "Delete From",
      products: 0,
      movedTo: null,
    });
    expect(await deleteCategory(from, { kind: "uncategorise" }, context, db)).toEqual({
      ok: false,
      reason: "not-found",
    });
  });

  it("keeps a script in a name as plain text", async () => {
    const id = await create('<script>alert("x")</script>', { slug: "script-test" });
    expect((await category(id))!.name).toBe('<script>alert("x")</script>');
  });
});
