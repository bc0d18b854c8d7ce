import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { contentEntries, jobs, user } from "~/platform/db/schema";
import { richTextToPlain } from "~/platform/entities/cells";
import { articles } from "~/content/news";
import { projects } from "~/content/projects";
import { editor, editorContext, testArticle, entryAuditActions } from "../../../tests/support/content-fixtures";
import { testDatabases } from "../../../tests/support/test-databases";
import { seedContentIfEmpty } from "./content-seed.server";
import { createEntry, getEntry, listEntryVersions, readEntry, restoreEntryVersion, saveEntry } from "./content-store.server";
import { PUBLISH_JOB, publishDue, reorderEntries, restoreEntries, scheduleEntry, setPublished, trashEntries } from "./content-state.server";

const actor = editor;
const context = editorContext;
const article = testArticle;

describe.each(testDatabases())("the site's content on $name", (target) => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
    await db.insert(user).values({ id: actor.id, email: actor.email, name: "Editor", role: "editor", emailVerified: true });
  });
  afterAll(() => dispose());

  const auditFor = (entryId: number) => entryAuditActions(db, entryId);

  it("seeds every kind once, published, as the shipped modules had it", async () => {
    expect(await seedContentIfEmpty(db)).toEqual({ news: 4, project: 4, gallery: 8, slide: 3, company: 1 });
    expect(await seedContentIfEmpty(db)).toEqual({});
    const rows = await db.select().from(contentEntries).where(eq(contentEntries.kind, "news"));
    expect(rows.map((row) => [row.slug, row.isPublished, row.version])).toEqual(articles.map((item) => [item.id, true, 1]));
    // The bodies keep every word of the shipped blocks, in order.
    const first = await readEntry(db, "news", rows[0]!.id);
    const shippedText = articles[0]!.content.map((block) => (block.type === "list" ? block.items.join("\n\n") : block.text)).join("\n\n");
    expect(richTextToPlain(first!.record.body)).toBe(shippedText);
    const project = await db.select().from(contentEntries).where(eq(contentEntries.slug, projects[0]!.id));
    expect(project[0]!.data).toMatchObject({ month: "2026-09", area: 3200, category: "Residential" });
  });

  it("creates a draft with its first version and an audit entry, and refuses an address already used", async () => {
    const created = await createEntry("news", article(), context, db);
    expect(created).toMatchObject({ ok: true, version: 1 });
    if (!created.ok) return;
    const entry = await getEntry("news", created.id, db);
    expect(entry).toMatchObject({ isPublished: false, version: 1, record: { title: "Oiled or Lacquered?", slug: "oiled-or-lacquered" } });
    expect((await listEntryVersions(created.id, 10, db)).map((row) => [row.version, row.actorEmail])).toEqual([[1, actor.email]]);
    expect(await auditFor(created.id)).toEqual(["content-created"]);
    const before = (await db.select().from(contentEntries)).length;
    expect(await createEntry("news", article({ title: "Another" }), context, db)).toEqual({ ok: false, reason: "slug-taken" });
    expect(await createEntry("news", article({ slug: "hardwood-selection-guide" }), context, db)).toEqual({ ok: false, reason: "slug-taken" });
    expect((await db.select().from(contentEntries)).length).toBe(before);
  });

  it("saves over the version an editor opened, refuses a stale one, and restores an earlier version as a new one", async () => {
    const created = await createEntry("news", article({ slug: "care-guide", title: "Care Guide" }), context, db);
    if (!created.ok) throw new Error("not created");
    const saved = await saveEntry("news", created.id, article({ slug: "care-guide", title: "Caring for Oak" }), 1, context, db);
    expect(saved).toMatchObject({ ok: true, version: 2, changed: true });
    const unchanged = await saveEntry("news", created.id, article({ slug: "care-guide", title: "Caring for Oak" }), 2, context, db);
    expect(unchanged).toMatchObject({ ok: true, version: 2, changed: false });
    const stale = await saveEntry("news", created.id, article({ slug: "care-guide", title: "Stale" }), 1, context, db);
    expect(stale).toMatchObject({ ok: false, reason: "conflict", current: { version: 2 } });
    expect(await saveEntry("news", created.id, article({ slug: "hardwood-selection-guide" }), 2, context, db)).toEqual({ ok: false, reason: "slug-taken" });
    const restored = await restoreEntryVersion("news", created.id, 1, 2, context, db);
    expect(restored).toMatchObject({ ok: true, version: 3 });
    expect((await getEntry("news", created.id, db))!.record.title).toBe("Care Guide");
    expect(await auditFor(created.id)).toEqual(["content-created", "content-updated", "content-restored-version"]);
  });

  it("publishes and unpublishes, each a new version, and a bulk change only touches what changes", async () => {
    const a = await createEntry("news", article({ slug: "a-1", title: "A" }), context, db);
    const b = await createEntry("news", article({ slug: "b-1", title: "B" }), { ...context, publish: true }, db);
    if (!a.ok || !b.ok) throw new Error("not created");
    expect(await setPublished("news", [a.id, b.id], true, context, db)).toEqual([a.id]);
    expect(await getEntry("news", a.id, db)).toMatchObject({ isPublished: true, version: 2 });
    expect(await setPublished("news", [a.id, b.id], false, context, db)).toEqual([a.id, b.id]);
    expect(await auditFor(a.id)).toEqual(["content-created", "content-published", "content-unpublished"]);
  });

  it("publishes a scheduled draft when its time has come, by a job stored with the schedule", async () => {
    const created = await createEntry("news", article({ slug: "scheduled", title: "Scheduled" }), context, db);
    if (!created.ok) throw new Error("not created");
    const at = new Date(Date.now() + 60_000);
    expect(await scheduleEntry("news", created.id, at, context, db)).toBe(true);
    const [job] = await db.select().from(jobs).where(eq(jobs.kind, PUBLISH_JOB));
    expect(job!.runAt.getTime()).toBe(at.getTime());
    expect(await publishDue(new Date(at.getTime() - 1_000), db)).toEqual([]);
    expect(await getEntry("news", created.id, db)).toMatchObject({ isPublished: false, publishAt: at });
    expect(await publishDue(new Date(at.getTime() + 1_000), db)).toEqual([{ kind: "news", id: created.id }]);
    expect(await getEntry("news", created.id, db)).toMatchObject({ isPublished: true, publishAt: null });
    // A second run (a retried or duplicate job) finds nothing to do.
    expect(await publishDue(new Date(at.getTime() + 2_000), db)).toEqual([]);
    // A published entry is not scheduled again.
    expect(await scheduleEntry("news", created.id, at, context, db)).toBe(false);
  });

  it("moves entries to the Trash unpublished and unscheduled, and restores them as they were", async () => {
    const created = await createEntry("news", article({ slug: "to-trash", title: "To Trash" }), { ...context, publish: true }, db);
    const draft = await createEntry("news", article({ slug: "to-trash-draft", title: "To Trash Draft" }), context, db);
    if (!created.ok || !draft.ok) throw new Error("not created");
    expect(await trashEntries("news", [created.id, draft.id], context, db)).toEqual([created.id, draft.id]);
    expect(await getEntry("news", created.id, db)).toBeNull();
    expect(await readEntry(db, "news", created.id, { trashed: true })).toMatchObject({ isPublished: false });
    expect(await restoreEntries("news", [created.id, draft.id], context, db)).toEqual([created.id, draft.id]);
    // The published one is public again at once; the draft stays a draft.
    expect(await getEntry("news", created.id, db)).toMatchObject({ isPublished: true, deletedAt: null });
    expect(await getEntry("news", draft.id, db)).toMatchObject({ isPublished: false, deletedAt: null });
    // Unpublished, then trashed and restored: a draft again.
    await setPublished("news", [created.id], false, context, db);
    await trashEntries("news", [created.id], context, db);
    await restoreEntries("news", [created.id], context, db);
    expect(await getEntry("news", created.id, db)).toMatchObject({ isPublished: false });
  });

  it("puts a kind's entries in the order given, and says when nothing moved", async () => {
    const rows = async () =>
      (await db.select().from(contentEntries).where(eq(contentEntries.kind, "gallery"))).sort((x, y) => x.position - y.position).map((row) => row.id);
    const order = await rows();
    const wanted = [order[2]!, order[0]!, order[1]!, ...order.slice(3)];
    expect(await reorderEntries("gallery", [order[2]!, order[0]!, order[1]!], context, db)).toBe(true);
    expect(await rows()).toEqual(wanted);
    expect(await reorderEntries("gallery", wanted, context, db)).toBe(false);
  });

  it("keeps the company's details public: they are not unpublished, trashed or scheduled", async () => {
    const [row] = await db.select().from(contentEntries).where(eq(contentEntries.kind, "company"));
    expect(await setPublished("company", [row!.id], false, context, db)).toEqual([]);
    expect(await trashEntries("company", [row!.id], context, db)).toEqual([]);
    expect(await scheduleEntry("company", row!.id, new Date(), context, db)).toBe(false);
    const company = (await getEntry("company", row!.id, db))!;
    const saved = await saveEntry("company", row!.id, { ...company.record, phone: "(905) 555-0199" }, company.version, context, db);
    expect(saved).toMatchObject({ ok: true, changed: true });
    expect(await auditFor(row!.id)).toEqual(["company-updated"]);
  });
});
