import { isNotNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { productImages, products } from "~/platform/db/schema";
import { testDatabases } from "../../../tests/support/test-databases";
import { catalogueChangesSetup } from "../../../tests/support/catalogue-changes-setup";
import { bulkChangeProducts } from "./product-changes.server";
import { purgeTrash, restoreProducts, trashProducts } from "./product-trash.server";

describe.each(testDatabases())("catalogue changes on $name", (target) => {
  const { database, context, product, get, entries } = catalogueChangesSetup(target);
  let db: Database;
  beforeAll(() => {
    db = database();
  });

  it("moves products to the Trash (off the site) and back as they were, and purges them after 30 days", async () => {
    const live = await product("Trash Me", { isPublished: true, isFeatured: true });
    await db.insert(productImages).values({ productId: live.id, imageUrl: "colours/a.jpg", altText: "A" });
    expect(await trashProducts([live.id], context, db)).toBe(1);
    expect((await get(live.id))!).toMatchObject({ isPublished: false, isFeatured: false, version: 2 });
    expect((await get(live.id))!.deletedAt).toBeInstanceOf(Date);
    expect(await bulkChangeProducts([live.id], { kind: "publish" }, context, db)).toBe(0);
    expect(await trashProducts([live.id], context, db)).toBe(0);

    expect(await restoreProducts([live.id], context, db)).toBe(1);
    expect((await get(live.id))!).toMatchObject({
      deletedAt: null,
      isPublished: true,
      isFeatured: true,
    });

    await trashProducts([live.id], context, db);
    expect(await purgeTrash(new Date(), db)).toEqual([]);
    const later = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
    expect(await purgeTrash(later, db)).toEqual([{ id: live.id, pictures: ["colours/a.jpg"] }]);
    expect(await get(live.id)).toBeUndefined();
    expect((await entries(live.id)).map((entry) => entry.action)).toEqual([
      "product-deleted",
      "product-restored",
      "product-deleted",
      "product-purged",
    ]);
  });

  it("restores a draft as a draft, and a product deleted twice as it was the last time", async () => {
    const draft = await product("Draft To Trash");
    await trashProducts([draft.id], context, db);
    await restoreProducts([draft.id], context, db);
    expect((await get(draft.id))!).toMatchObject({
      deletedAt: null,
      isPublished: false,
      isFeatured: false,
    });

    const twice = await product("Twice Deleted", { isPublished: true });
    await trashProducts([twice.id], context, db);
    await restoreProducts([twice.id], context, db);
    expect((await get(twice.id))!).toMatchObject({ isPublished: true, isFeatured: false });
    await bulkChangeProducts([twice.id], { kind: "unpublish" }, context, db);
    await trashProducts([twice.id], context, db);
    await restoreProducts([twice.id], context, db);
    expect((await get(twice.id))!).toMatchObject({ deletedAt: null, isPublished: false });
  });

  it("deletes chosen products of the Trash for good at once, or the whole Trash, naming who did it", async () => {
    const kept = await product("Kept Out Of Trash");
    const first = await product("Purge Me First");
    const second = await product("Purge Me Second");
    await trashProducts([first.id, second.id, kept.id], context, db);
    await restoreProducts([kept.id], context, db);
    // Only what is in the Trash goes: a product out of it is never deleted for good.
    expect(await purgeTrash(new Date(), db, { ids: [first.id, kept.id], ...context })).toEqual([
      { id: first.id, pictures: [] },
    ]);
    expect(await get(first.id)).toBeUndefined();
    expect(await get(kept.id)).toBeDefined();
    expect((await entries(first.id)).at(-1)).toMatchObject({
      action: "product-purged",
      actorEmail: "staff@example.ca",
      target: `#${first.id} Purge Me First`,
    });

    const purged = await purgeTrash(new Date(), db, { ids: "all", ...context });
    expect(purged.map((row) => row.id)).toContain(second.id);
    expect(await get(second.id)).toBeUndefined();
    expect(await get(kept.id)).toBeDefined();
    expect(await db.select().from(products).where(isNotNull(products.deletedAt))).toEqual([]);
  });
});
