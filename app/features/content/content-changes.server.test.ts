import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { contentEntries, jobs, user } from "~/platform/db/schema";
import { editor, editorContext, testArticle, entryAuditActions } from "../../../tests/support/content-fixtures";
import { testDatabases } from "../../../tests/support/test-databases";
import { createEntry, getEntry, listEntryVersions, saveEntry } from "./content-store.server";
import { setPublished } from "./content-state.server";
import {
  discardChanges,
  entriesWithChanges,
  PUBLISH_CHANGES_JOB,
  publishChanges,
  publishDueChanges,
  readChanges,
  saveChanges,
  scheduleChanges,
} from "./content-changes.server";

const context = editorContext;
const article = testArticle;

describe.each(testDatabases())("a published entry's draft of changes on $name", (target) => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
    await db.insert(user).values({ id: editor.id, email: editor.email, name: "Editor", role: "editor", emailVerified: true });
  });
  afterAll(() => dispose());

  const auditFor = (entryId: number) => entryAuditActions(db, entryId);
  /** What every public read reads: the entry's own row. */
  const liveRow = async (id: number) => (await db.select().from(contentEntries).where(eq(contentEntries.id, id)))[0]!;
  const published = async (slug: string, title: string) => {
    const created = await createEntry("news", article({ slug, title }), { ...context, publish: true }, db);
    if (!created.ok) throw new Error("not created");
    return created.id;
  };

  it("keeps the live entry as it is while a draft of changes waits, and publishing it makes a new version", async () => {
    const id = await published("live-oak", "Live Oak");
    const before = await liveRow(id);
    expect(await saveChanges("news", id, article({ slug: "live-oak", title: "Live Oak, Revised" }), 1, context, db)).toEqual({ ok: true });
    const after = await liveRow(id);
    expect([after.version, after.data.title, after.updatedAt]).toEqual([before.version, "Live Oak", before.updatedAt]);
    expect(await readChanges("news", id, db)).toMatchObject({ basedOn: 1, actorEmail: editor.email, publishAt: null, record: { title: "Live Oak, Revised" } });
    expect(await entriesWithChanges([id, id + 1000], db)).toEqual(new Set([id]));
    // Saved again: still one draft, the newer one.
    await saveChanges("news", id, article({ slug: "live-oak", title: "Live Oak, Revised Twice" }), 1, context, db);
    expect((await readChanges("news", id, db))!.record.title).toBe("Live Oak, Revised Twice");
    expect(await listEntryVersions(id, 10, db)).toHaveLength(1);

    expect(await publishChanges("news", id, context, db)).toEqual({ ok: true, version: 2 });
    expect(await getEntry("news", id, db)).toMatchObject({ isPublished: true, version: 2, record: { title: "Live Oak, Revised Twice" } });
    const versions = await listEntryVersions(id, 10, db);
    expect(versions.map((row) => [row.version, row.snapshot.fromChanges ?? false])).toEqual([[2, true], [1, false]]);
    expect(await readChanges("news", id, db)).toBeNull();
    expect(await publishChanges("news", id, context, db)).toEqual({ ok: false, reason: "none" });
    expect(await auditFor(id)).toEqual(["content-created", "content-changes-saved", "content-changes-saved", "content-changes-published"]);
  });

  it("takes a draft of changes only for a published entry, over the version its editor opened, at a free address", async () => {
    const draft = await createEntry("news", article({ slug: "not-live", title: "Not Live" }), context, db);
    if (!draft.ok) throw new Error("not created");
    expect(await saveChanges("news", draft.id, article({ slug: "not-live", title: "X" }), 1, context, db)).toEqual({ ok: false, reason: "not-published" });
    const id = await published("stale-opened", "Stale");
    expect(await saveChanges("news", id, article({ slug: "stale-opened", title: "Y" }), 7, context, db)).toMatchObject({ ok: false, reason: "conflict", current: 1 });
    expect(await saveChanges("news", id, article({ slug: "live-oak", title: "Y" }), 1, context, db)).toEqual({ ok: false, reason: "slug-taken" });
    expect(await readChanges("news", id, db)).toBeNull();
  });

  it("refuses to publish changes made from an older version than the live one, and discards them on request", async () => {
    const id = await published("moved-on", "Moved On");
    await saveChanges("news", id, article({ slug: "moved-on", title: "Draft Title" }), 1, context, db);
    // Someone saves the live entry meanwhile.
    expect(await saveEntry("news", id, article({ slug: "moved-on", title: "Live Fix" }), 1, context, db)).toMatchObject({ ok: true, version: 2 });
    expect(await publishChanges("news", id, context, db)).toEqual({ ok: false, reason: "conflict", current: 2, basedOn: 1 });
    expect((await getEntry("news", id, db))!.record.title).toBe("Live Fix");
    expect(await discardChanges("news", id, context, db)).toBe(true);
    expect(await discardChanges("news", id, context, db)).toBe(false);
    expect(await readChanges("news", id, db)).toBeNull();
    expect((await auditFor(id)).at(-1)).toBe("content-changes-discarded");
  });

  it("drops the draft when the editor showing it saves the live entry", async () => {
    const id = await published("saved-live", "Saved Live");
    await saveChanges("news", id, article({ slug: "saved-live", title: "From The Draft" }), 1, context, db);
    await saveEntry("news", id, article({ slug: "saved-live", title: "From The Draft" }), 1, { ...context, dropChanges: true }, db);
    expect(await readChanges("news", id, db)).toBeNull();
    expect((await getEntry("news", id, db))!.record.title).toBe("From The Draft");
  });

  it("publishes scheduled changes by the job stored with the schedule, and leaves stale ones waiting unscheduled", async () => {
    const id = await published("on-time", "On Time");
    const stale = await published("too-late", "Too Late");
    await saveChanges("news", id, article({ slug: "on-time", title: "On Time, Revised" }), 1, context, db);
    await saveChanges("news", stale, article({ slug: "too-late", title: "Too Late, Revised" }), 1, context, db);
    const at = new Date(Date.now() + 60_000);
    expect(await scheduleChanges("news", id, at, context, db)).toEqual({ ok: true });
    expect(await scheduleChanges("news", stale, at, context, db)).toEqual({ ok: true });
    const scheduled = await db.select().from(jobs).where(eq(jobs.kind, PUBLISH_CHANGES_JOB));
    expect(scheduled.map((job) => job.runAt.getTime())).toEqual([at.getTime(), at.getTime()]);
    await setPublished("news", [stale], false, context, db);

    expect(await publishDueChanges(new Date(at.getTime() - 1_000), db)).toEqual({ published: [], refused: [] });
    expect((await getEntry("news", id, db))!.record.title).toBe("On Time");
    expect(await publishDueChanges(new Date(at.getTime() + 1_000), db)).toEqual({ published: [{ kind: "news", id }], refused: [stale] });
    expect(await getEntry("news", id, db)).toMatchObject({ version: 2, record: { title: "On Time, Revised" } });
    expect((await listEntryVersions(id, 1, db))[0]).toMatchObject({ version: 2, actorEmail: editor.email, snapshot: { fromChanges: true } });
    expect(await readChanges("news", stale, db)).toMatchObject({ publishAt: null, record: { title: "Too Late, Revised" } });
    expect((await getEntry("news", stale, db))!.record.title).toBe("Too Late");
    // A second run (a retried or duplicate job) finds nothing to do.
    expect(await publishDueChanges(new Date(at.getTime() + 2_000), db)).toEqual({ published: [], refused: [] });
  });
});
