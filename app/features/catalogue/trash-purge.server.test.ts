import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { productImages, products, productVersions } from "~/platform/db/schema";
import { holdAdvisoryLock, testDatabases } from "../../../tests/support/test-databases";
import { variantFolder } from "~/platform/media/media-variants.server";
import type { UploadStorage } from "~/platform/storage/storage.server";
import { testUploads } from "../../../tests/support/test-uploads";
import { PURGE_LOCK_ID, purgeExpiredTrash, startTrashPurge } from "./trash-purge.server";

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabases())("the Trash's purge on $name", (target) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let uploads: Awaited<ReturnType<typeof testUploads>>;
  let storage: UploadStorage;
  let cacheDir: string;

  beforeAll(async () => {
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
    uploads = await testUploads("purge-test-");
    ({ storage, cacheDir } = uploads);
  });
  afterAll(async () => {
    await dispose();
    await uploads.dispose();
  });

  const upload = (key: string) => uploads.upload(key);
  const stored = (key: string) => uploads.stored(key);
  const hasVariants = (key: string) => existsSync(variantFolder(cacheDir, key));
  const trashedAgo = (days: number) => new Date(Date.now() - days * DAY);

  it("deletes products in the Trash for over 30 days and removes the files nothing else uses, with their variants", async () => {
    const own = await upload("uploads/2025/01/own000000000000000000001.jpg");
    const colour = await upload("uploads/2025/01/colour000000000000000001.jpg");
    const shared = await upload("uploads/2025/01/shared000000000000000001.jpg");
    const inHistory = await upload("uploads/2025/01/history00000000000000001.jpg");
    const otherHistory = await upload("uploads/2025/01/otherhist00000000000001.jpg");
    const recentTrash = await upload("uploads/2025/01/recent000000000000000001.jpg");

    const [old] = await db
      .insert(products)
      .values({ title: "Old trash", deletedAt: trashedAgo(31), picture: own })
      .returning();
    await db.insert(productImages).values([
      { productId: old!.id, imageUrl: `products/${colour}` },
      { productId: old!.id, imageUrl: shared },
      { productId: old!.id, imageUrl: "swatch/nature" },
      { productId: old!.id, imageUrl: "https://cdn.example.com/remote.jpg" },
    ]);
    // Its own earlier picture, kept only in its history, goes with it.
    await db.insert(productVersions).values({ productId: old!.id, version: 1, data: { title: "Old trash", picture: otherHistory, images: [] } });

    // A published product shares one colour picture; a draft's history names the other.
    const [live] = await db.insert(products).values({ title: "Live", isPublished: true, picture: `products/${shared}` }).returning();
    const [draft] = await db.insert(products).values({ title: "Draft", picture: null }).returning();
    await db.insert(productVersions).values({ productId: draft!.id, version: 1, data: { title: "Draft", picture: null, images: [{ imageUrl: inHistory, altText: "Ash" }] } });
    await db.insert(productImages).values({ productId: old!.id, imageUrl: inHistory });
    // Recently trashed: kept, with its file.
    const [recent] = await db.insert(products).values({ title: "Recent trash", deletedAt: trashedAgo(5), picture: recentTrash }).returning();

    const outcome = await purgeExpiredTrash({ database: db, storage, cacheDir });
    expect(outcome.skipped).toBe(false);
    expect(outcome.products).toEqual([old!.id]);
    expect(new Set(outcome.removed)).toEqual(new Set([own, colour, otherHistory]));
    expect(new Set(outcome.kept)).toEqual(new Set([shared, inHistory]));

    for (const key of [own, colour, otherHistory]) {
      expect(await stored(key), key).toBe(false);
      expect(hasVariants(key), key).toBe(false);
    }
    // A file still used by another product (or by another product's history) is kept.
    for (const key of [shared, inHistory, recentTrash]) {
      expect(await stored(key), key).toBe(true);
      expect(hasVariants(key), key).toBe(true);
    }
    expect(await db.select().from(products).where(eq(products.id, old!.id))).toEqual([]);
    expect((await db.select().from(products).where(eq(products.id, recent!.id))).length).toBe(1);
    expect((await db.select().from(products).where(eq(products.id, live!.id))).length).toBe(1);

    const again = await purgeExpiredTrash({ database: db, storage, cacheDir });
    expect(again).toEqual({ skipped: false, products: [], removed: [], kept: [] });
  });

  it("keeps a file that two purged products shared only if a remaining one names it", async () => {
    const both = await upload("uploads/2025/02/both0000000000000000001.jpg");
    await db.insert(products).values([
      { title: "Twin A", deletedAt: trashedAgo(40), picture: both },
      { title: "Twin B", deletedAt: trashedAgo(35), picture: both },
    ]);
    const outcome = await purgeExpiredTrash({ database: db, storage, cacheDir });
    expect(outcome.products).toHaveLength(2);
    expect(outcome.removed).toEqual([both]);
    expect(await stored(both)).toBe(false);
  });

  it("runs on a schedule in the server process, clearing variants of the former layout first", async () => {
    const file = await upload("uploads/2025/03/sched000000000000000001.jpg");
    const former = path.join(cacheDir, "0a", "0a0123456789abcdef012345-640.avif");
    await mkdir(path.dirname(former), { recursive: true });
    await writeFile(former, "a variant of the former layout");
    await db.insert(products).values({ title: "Scheduled", deletedAt: trashedAgo(60), picture: file });
    const purge = startTrashPurge({ database: db, storage, cacheDir, firstDelayMs: 10, intervalMs: 60_000 });
    try {
      await expect.poll(() => stored(file), { timeout: 5_000 }).toBe(false);
      expect(existsSync(former)).toBe(false);
      // `run` joins a pass under way; the one after it is a pass of its own, with nothing left to do.
      await purge.run();
      expect((await purge.run())?.products).toEqual([]);
    } finally {
      await purge.stop();
    }
  });

  it.skipIf(target.name === "PGlite")("skips a pass while another process holds the purge lock", async () => {
    const file = await upload("uploads/2025/04/locked00000000000000001.jpg");
    const [row] = await db.insert(products).values({ title: "Locked", deletedAt: trashedAgo(45), picture: file }).returning();
    // Another process's purge, mid-pass: it holds the lock until its transaction ends.
    const other = await holdAdvisoryLock(db, PURGE_LOCK_ID);
    expect(await purgeExpiredTrash({ database: db, storage, cacheDir })).toEqual({ skipped: true, products: [], removed: [], kept: [] });
    expect(await stored(file)).toBe(true);
    await other.release();
    expect((await purgeExpiredTrash({ database: db, storage, cacheDir })).products).toEqual([row!.id]);
    expect(await stored(file)).toBe(false);
  });

  it.skipIf(target.name === "PGlite")("purges once when several processes run it at the same moment", async () => {
    const file = await upload("uploads/2025/05/race000000000000000001.jpg");
    const [row] = await db.insert(products).values({ title: "Raced", deletedAt: trashedAgo(45), picture: file }).returning();
    const outcomes = await Promise.all([1, 2, 3].map(() => purgeExpiredTrash({ database: db, storage, cacheDir })));
    expect(outcomes.flatMap((outcome) => outcome.products)).toEqual([row!.id]);
    expect(outcomes.flatMap((outcome) => outcome.removed)).toEqual([file]);
  });
});
