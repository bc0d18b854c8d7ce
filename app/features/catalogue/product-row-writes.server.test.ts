import { asc, eq, inArray } from "drizzle-orm";
import { noFrench } from "../../../tests/support/no-french";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { auditLog, productCategories, productImages, productVersions, user } from "~/platform/db/schema";
import { testDatabases } from "../../../tests/support/test-databases";
import { writeProductRows } from "./product-row-writes.server";
import { createProduct, getEditorProduct, updateProduct, type ProductInput } from "./product-store.server";

const actor = { id: "u-rows", email: "rows@example.ca" };

const input = (overrides: Partial<ProductInput> = {}): ProductInput => ({
  title: "Row Oak",
  content: "",
  categoryId: null,
  size: null,
  series: null,
  color: null,
  level: null,
  packing: null,
  coveragePerBox: null,
  boxesPerPallet: 0,
  isPublished: false,
  isFeatured: false,
  displayOrder: 1,
  seoTitle: null,
  seoDescription: null,
  seoKeywords: null,
  ...noFrench,
  picture: null,
  images: [],
  ...overrides,
});

describe.each(testDatabases())("a spreadsheet import's batch of rows on $name", (target) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let categoryId: number;
  beforeAll(async () => {
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
    await db.insert(user).values({ id: actor.id, email: actor.email, name: "Rows", role: "editor", emailVerified: true });
    const [category] = await db.insert(productCategories).values({ name: "Wide Plank", slug: "wide-plank" }).returning();
    categoryId = category!.id;
  });
  afterAll(() => dispose());

  it("writes each row as the editor would, answering the outcomes and recording the audit entries in the rows' order", async () => {
    const made = await Promise.all(
      ["Kept Oak", "Changed Oak", "Saved Since"].map(async (title) => {
        const created = await createProduct(input({ title }), { actor }, db);
        if (!created.ok) throw new Error("not created");
        return created.id;
      }),
    );
    const [kept, changed, savedSince] = made as [number, number, number];
    // Someone saves after the import read version 1.
    await updateProduct(savedSince, 1, input({ title: "Saved Since", size: "9mm" }), { actor }, db);
    const pictures = [
      { imageUrl: "uploads/a.jpg", altText: "Amber" },
      { imageUrl: "uploads/b.jpg", altText: null },
    ];

    const outcomes = await db.transaction((tx) =>
      writeProductRows(
        tx,
        [
          { match: null, sourceUrl: "https://supplier.example/new-1", input: input({ title: "New 1", categoryId, images: pictures }) },
          { match: { id: changed, version: 1 }, sourceUrl: null, input: input({ title: "Changed Oak", size: "12mm", isPublished: true }) },
          { match: null, sourceUrl: null, input: input({ title: "Gone Category", categoryId: 999_999 }) },
          { match: { id: kept, version: 1 }, sourceUrl: null, input: input({ title: "Kept Oak" }) },
          { match: { id: savedSince, version: 1 }, sourceUrl: null, input: input({ title: "Saved Since", size: "1mm" }) },
          { match: null, sourceUrl: null, input: input({ title: "New 2", isPublished: true }) },
          { match: { id: 999_999, version: 1 }, sourceUrl: null, input: input({ title: "Missing" }) },
        ],
        { actor, ipHash: "hash", jobId: 42 },
      ),
    );
    const created = outcomes.flatMap((outcome) => (outcome.outcome === "created" ? [outcome.id] : []));
    expect(created).toHaveLength(2);
    const [first, second] = created as [number, number];
    expect(first).toBeLessThan(second);
    expect(outcomes).toEqual([
      { outcome: "created", id: first, versionBefore: null, versionAfter: 1, lists: false },
      { outcome: "updated", id: changed, versionBefore: 1, versionAfter: 2, lists: true },
      { outcome: "category-missing", id: null },
      { outcome: "unchanged", id: kept, versionBefore: 1, versionAfter: 1, lists: false },
      { outcome: "conflict", id: savedSince },
      { outcome: "created", id: second, versionBefore: null, versionAfter: 1, lists: true },
      { outcome: "gone", id: 999_999 },
    ]);

    expect(await getEditorProduct(first, db)).toMatchObject({
      version: 1,
      savedBy: actor.email,
      snapshot: { title: "New 1", categoryName: "Wide Plank", images: pictures },
    });
    expect((await getEditorProduct(second, db))!.snapshot).toMatchObject({ title: "New 2", categoryName: null, images: [] });
    expect(
      await db
        .select({ productId: productImages.productId, displayOrder: productImages.displayOrder })
        .from(productImages)
        .where(inArray(productImages.productId, created)),
    ).toEqual([
      { productId: first, displayOrder: 0 },
      { productId: first, displayOrder: 1 },
    ]);
    const versions = await db
      .select({ productId: productVersions.productId, version: productVersions.version, actorEmail: productVersions.actorEmail })
      .from(productVersions)
      .where(inArray(productVersions.productId, created))
      .orderBy(asc(productVersions.productId));
    expect(versions).toEqual([
      { productId: first, version: 1, actorEmail: actor.email },
      { productId: second, version: 1, actorEmail: actor.email },
    ]);
    const [sourced] = await db.select({ detail: auditLog.detail }).from(auditLog).where(eq(auditLog.target, `#${first} New 1`));
    expect(sourced!.detail).toMatchObject({
      productId: first,
      version: 1,
      jobId: 42,
      sourceUrl: "https://supplier.example/new-1",
      after: { title: "New 1", categoryName: "Wide Plank", images: pictures },
    });

    // One entry per product written, in the rows' order: the import's log reads as its file.
    const entries = await db
      .select({ action: auditLog.action, target: auditLog.target, actorEmail: auditLog.actorEmail, ipHash: auditLog.ipHash })
      .from(auditLog)
      .where(inArray(auditLog.action, ["product-imported", "product-import-updated"]))
      .orderBy(asc(auditLog.id));
    expect(entries).toEqual([
      { action: "product-imported", target: `#${first} New 1`, actorEmail: actor.email, ipHash: "hash" },
      { action: "product-import-updated", target: `#${changed} Changed Oak`, actorEmail: actor.email, ipHash: "hash" },
      { action: "product-imported", target: `#${second} New 2`, actorEmail: actor.email, ipHash: "hash" },
    ]);
  });
});
