import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { contentEntries, jobs, user } from "~/platform/db/schema";
import type { Invalidation } from "~/platform/cache/read-cache.server";
import { onInvalidation } from "~/platform/cache/cache-bus.server";
import { editor, editorContext, testArticle, entryAuditRows } from "../../../tests/support/content-fixtures";
import { testDatabases } from "../../../tests/support/test-databases";
import { seedRecords } from "./content-seed.server";
import { createEntry, getEntry, listEntryVersions } from "./content-store.server";
import { createEntryAs, PUBLISH_JOB, publishDue, setPublished } from "./content-state.server";
import { entryTag, listTag } from "./content-kinds";

/*
 * A new entry created already published or scheduled (the editor's Publish and Schedule while
 * creating): one transaction writing what creating the draft and then publishing or scheduling it
 * writes, its versions and audit entries alike, and the caches told as publishing tells them.
 */

const actor = editor;
const context = editorContext;
const article = testArticle;

describe.each(testDatabases())("creating an entry published or scheduled on $name", (target) => {
  let db: Database;
  let dispose: () => Promise<void>;
  const announced: Invalidation[] = [];
  let stopHearing: () => void;
  beforeAll(async () => {
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
    await db.insert(user).values({ id: actor.id, email: actor.email, name: "Editor", role: "editor", emailVerified: true });
    stopHearing = onInvalidation((tags) => announced.push(tags));
  });
  afterAll(async () => {
    stopHearing();
    await dispose();
  });

  const auditFor = async (entryId: number) => (await entryAuditRows(db, entryId)).map((row) => [row.action, row.actorEmail ?? null]);

  it("writes what creating the draft and publishing it would, at once, and drops the pages that show it", async () => {
    announced.length = 0;
    const created = await createEntryAs("news", article({ slug: "published-at-once" }), { publish: true }, context, db);
    expect(created).toMatchObject({ ok: true, version: 2 });
    if (!created.ok) return;
    expect(await getEntry("news", created.id, db)).toMatchObject({ isPublished: true, publishAt: null, version: 2 });
    expect((await getEntry("news", created.id, db))!.publishedAt).toBeInstanceOf(Date);
    expect((await listEntryVersions(created.id, 10, db)).map((row) => [row.version, row.snapshot.isPublished, row.actorEmail])).toEqual([
      [2, true, actor.email],
      [1, false, actor.email],
    ]);

    // The same as the two steps staff took before.
    const draft = await createEntry("news", article({ slug: "two-steps", title: "Two steps" }), context, db);
    if (!draft.ok) throw new Error("not created");
    await setPublished("news", [draft.id], true, context, db);
    const actions = (rows: (string | null)[][]) => rows.map(([action]) => action);
    expect(actions(await auditFor(created.id))).toEqual(actions(await auditFor(draft.id)));
    expect(actions(await auditFor(created.id))).toEqual(["content-created", "content-published"]);

    expect(announced[0]).toEqual(expect.arrayContaining([entryTag("news", created.id), listTag("news")]));
  });

  it("writes a draft scheduled for its time with the job that publishes it then, and tells no page", async () => {
    announced.length = 0;
    const at = new Date(Date.now() + 3_600_000);
    const created = await createEntryAs("news", article({ slug: "scheduled-at-once" }), { at }, context, db);
    expect(created).toMatchObject({ ok: true, version: 1 });
    if (!created.ok) return;
    expect(await getEntry("news", created.id, db)).toMatchObject({ isPublished: false, publishAt: at, version: 1 });
    expect((await auditFor(created.id)).map(([action]) => action)).toEqual(["content-created", "content-scheduled"]);
    const job = (await db.select().from(jobs).where(eq(jobs.kind, PUBLISH_JOB))).find(
      (row) => (row.payload as { entryId?: number }).entryId === created.id,
    );
    expect(job!.runAt.getTime()).toBe(at.getTime());
    expect(announced).toEqual([]);
    // Not before its time; at its time, by the site.
    expect(await publishDue(new Date(at.getTime() - 1_000), db)).toEqual([]);
    expect(await publishDue(new Date(at.getTime() + 1_000), db)).toEqual([{ kind: "news", id: created.id }]);
    expect(await getEntry("news", created.id, db)).toMatchObject({ isPublished: true, publishAt: null });
  });

  it("writes nothing when the address is taken, and never creates a second company", async () => {
    const before = (await db.select().from(contentEntries)).length;
    const beforeJobs = (await db.select().from(jobs)).length;
    expect(await createEntryAs("news", article({ slug: "published-at-once", title: "Again" }), { publish: true }, context, db)).toEqual({ ok: false, reason: "slug-taken" });
    expect(await createEntryAs("news", article({ slug: "scheduled-at-once", title: "Again" }), { at: new Date(Date.now() + 60_000) }, context, db)).toEqual({
      ok: false,
      reason: "slug-taken",
    });
    expect(await createEntryAs("company", seedRecords.company()[0]!, { publish: true }, context, db)).toEqual({ ok: false, reason: "not-found" });
    expect((await db.select().from(contentEntries)).length).toBe(before);
    expect((await db.select().from(jobs)).length).toBe(beforeJobs);
  });
});
