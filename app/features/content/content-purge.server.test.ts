import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entryAuditActions } from "../../../tests/support/content-fixtures";
import type { Database } from "~/platform/db/client.server";
import { media, products, user } from "~/platform/db/schema";
import { variantFolder } from "~/platform/media/media-variants.server";
import type { UploadStorage } from "~/platform/storage/storage.server";
import { testUploads } from "../../../tests/support/test-uploads";
import { holdAdvisoryLock, testDatabases } from "../../../tests/support/test-databases";
import { PURGE_LOCK_ID } from "~/features/catalogue/trash-purge.server";
import { seedRecords } from "./content-seed.server";
import { createEntry, listEntryVersions, readEntry, saveEntry } from "./content-store.server";
import { trashEntries } from "./content-state.server";
import { purgeContentTrash } from "./content-purge.server";
import type { NewsRecord } from "./content-kinds";

const DAY = 86_400_000;
const actor = { id: "u-purge", email: "editor@example.ca" };
const context = { actor, ipHash: null };

const bodyWith = (src: string): NewsRecord["body"] =>
  ({
    type: "doc",
    content: [
      { type: "paragraph", content: [{ type: "text", text: "Sweep, then wipe." }] },
      { type: "image", attrs: { src, alt: "A board" } },
    ],
  }) as NewsRecord["body"];

describe.each(testDatabases())("the content Trash's purge on $name", (target) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let uploads: Awaited<ReturnType<typeof testUploads>>;
  let storage: UploadStorage;
  let cacheDir: string;

  beforeAll(async () => {
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
    await db.insert(user).values({ id: actor.id, email: actor.email, name: "Editor", role: "editor", emailVerified: true });
    uploads = await testUploads("content-purge-");
    ({ storage, cacheDir } = uploads);
  });
  afterAll(async () => {
    await dispose();
    await uploads.dispose();
  });

  const upload = (key: string) => uploads.upload(key);
  const stored = (key: string) => uploads.stored(key);

  it("deletes entries in the Trash for over 30 days with their history, and the files only they named", async () => {
    const own = await upload("uploads/2026/11/contentown0000000000001.jpg");
    const inHistory = await upload("uploads/2026/11/contenthist000000000001.jpg");
    const shared = await upload("uploads/2026/11/contentshared0000000001.jpg");
    await db.insert(products).values({ title: "Shares a picture", picture: shared });
    await db.insert(media).values([own, inHistory, shared].map((path) => ({ path, fileName: path.split("/").at(-1)!, contentType: "image/jpeg" })));

    const record = (body: NewsRecord["body"]): NewsRecord => ({ ...seedRecords.news()[0]!, slug: "purged-article", title: "Purged", picture: own, body });
    const created = await createEntry("news", record(bodyWith(inHistory)), context, db);
    if (!created.ok) throw new Error("not created");
    // The body's first picture is replaced: only the kept first version still names it.
    const saved = await saveEntry("news", created.id, record(bodyWith(shared)), created.version, context, db);
    expect(saved).toMatchObject({ ok: true });
    await trashEntries("news", [created.id], context, db);

    const early = await purgeContentTrash({ now: new Date(Date.now() + 29 * DAY), database: db, storage, cacheDir });
    expect(early).toEqual({ skipped: false, entries: [], removed: [], kept: [] });
    for (const key of [own, inHistory, shared]) expect(await stored(key)).toBe(true);

    const outcome = await purgeContentTrash({ now: new Date(Date.now() + 31 * DAY), database: db, storage, cacheDir });
    expect(outcome.entries).toEqual([{ kind: "news", id: created.id }]);
    expect(outcome.removed.sort()).toEqual([inHistory, own].sort());
    expect(outcome.kept).toEqual([shared]);
    expect(await stored(own)).toBe(false);
    expect(await stored(inHistory)).toBe(false);
    expect(existsSync(variantFolder(cacheDir, own))).toBe(false);
    expect(await stored(shared)).toBe(true);
    expect(existsSync(variantFolder(cacheDir, shared))).toBe(true);
    // The library no longer offers the removed files; the shared one stays in it.
    expect((await db.select({ path: media.path }).from(media)).map((row) => row.path)).toEqual([shared]);

    expect(await readEntry(db, "news", created.id, { trashed: true })).toBeNull();
    expect(await listEntryVersions(created.id, 10, db)).toEqual([]);
    const actions = await entryAuditActions(db, created.id);
    expect(actions.at(-1)).toBe("content-purged");
  });

  it.skipIf(target.name === "PGlite")("skips a pass while another process holds the purge lock", async () => {
    const created = await createEntry("news", { ...seedRecords.news()[0]!, slug: "waits-its-turn", title: "Waits" }, context, db);
    if (!created.ok) throw new Error("not created");
    await trashEntries("news", [created.id], context, db);
    // Another process's purge (of products or content), mid-pass: it holds the lock until its transaction ends.
    const other = await holdAdvisoryLock(db, PURGE_LOCK_ID);
    try {
      expect(await purgeContentTrash({ now: new Date(Date.now() + 31 * DAY), database: db, storage, cacheDir })).toMatchObject({ skipped: true, entries: [] });
    } finally {
      await other.release();
    }
    expect((await purgeContentTrash({ now: new Date(Date.now() + 31 * DAY), database: db, storage, cacheDir })).entries).toEqual([{ kind: "news", id: created.id }]);
  });
});
