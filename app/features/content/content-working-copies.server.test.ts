import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { auditLog, user, workingCopies } from "~/platform/db/schema";
import { discardWorkingCopy, editorAutosave, purgeWorkingCopies, readWorkingCopy, saveWorkingCopy } from "~/platform/autosave/working-copies.server";
import { editor, editorContext, testArticle } from "../../../tests/support/content-fixtures";
import { testDatabases } from "../../../tests/support/test-databases";
import { createEntry, getEntry, saveEntry } from "./content-store.server";
import { trashEntries } from "./content-state.server";
import { workingCopyKindOf } from "./content-working-copies.server";

const other = { id: "u-other", email: "other@example.ca" };
const NEWS = workingCopyKindOf("news");
const editorAt = (search = "") => new Request(`http://127.0.0.1/admin/content/news/1${search}`);

describe.each(testDatabases())("working copies of the site's content on $name", (target) => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
    for (const person of [editor, other])
      await db.insert(user).values({ id: person.id, email: person.email, name: person.email, role: "editor", emailVerified: true });
  });
  afterAll(() => dispose());

  it("keeps one copy per person and entry, replaced by the next, and writes nothing else", async () => {
    const created = await createEntry("news", testArticle({ slug: "copy-kept", title: "Copy kept" }), editorContext, db);
    if (!created.ok) throw new Error("not created");
    const entry = String(created.id);
    const audited = (await db.select().from(auditLog)).length;
    await saveWorkingCopy({ userId: editor.id, kind: NEWS, entry }, { fields: { title: "First" }, baseVersion: 1 }, db);
    await saveWorkingCopy({ userId: editor.id, kind: NEWS, entry }, { fields: { title: "Second" }, baseVersion: 1 }, db);
    await saveWorkingCopy({ userId: other.id, kind: NEWS, entry }, { fields: { title: "Theirs" }, baseVersion: 1 }, db);
    expect(await readWorkingCopy({ userId: editor.id, kind: NEWS, entry }, db)).toMatchObject({ fields: { title: "Second" }, baseVersion: 1 });
    expect(await readWorkingCopy({ userId: other.id, kind: NEWS, entry }, db)).toMatchObject({ fields: { title: "Theirs" } });
    expect((await getEntry("news", created.id, db))?.record.title).toBe("Copy kept");
    expect((await db.select().from(auditLog)).length).toBe(audited);

    // Only the page that continues from the copy is sent its fields.
    const offered = await editorAutosave(editorAt(), editor.id, NEWS, created.id, 1, { database: db });
    expect(offered).toMatchObject({ kind: NEWS, entry, baseVersion: 1, copy: { baseVersion: 1, fields: null } });
    await discardWorkingCopy({ userId: editor.id, kind: NEWS, entry }, db);
    expect(await readWorkingCopy({ userId: editor.id, kind: NEWS, entry }, db)).toBeNull();
    expect(await readWorkingCopy({ userId: other.id, kind: NEWS, entry }, db)).not.toBeNull();
  });

  it("continues from a copy at the version it started from, so a save after someone else's is a conflict that overwrites nothing", async () => {
    const created = await createEntry("news", testArticle({ slug: "copy-conflict", title: "Before" }), editorContext, db);
    if (!created.ok) throw new Error("not created");
    await saveWorkingCopy({ userId: editor.id, kind: NEWS, entry: String(created.id) }, { fields: { title: "Mine, typed at version 1" }, baseVersion: 1 }, db);
    // Someone else saves meanwhile: the entry is at version 2.
    const theirs = await saveEntry("news", created.id, testArticle({ slug: "copy-conflict", title: "Theirs, version 2" }), 1, { actor: other, ipHash: null }, db);
    expect(theirs).toMatchObject({ ok: true, version: 2 });

    const continued = await editorAutosave(editorAt("?autosaved=continue"), editor.id, NEWS, created.id, 2, { database: db });
    expect(continued).toMatchObject({ baseVersion: 1, copy: { baseVersion: 1, fields: { title: "Mine, typed at version 1" } } });
    const mine = await saveEntry("news", created.id, testArticle({ slug: "copy-conflict", title: "Mine, typed at version 1" }), continued.baseVersion!, editorContext, db);
    expect(mine).toMatchObject({ ok: false, reason: "conflict" });
    expect(await getEntry("news", created.id, db)).toMatchObject({ version: 2, record: { title: "Theirs, version 2" } });
  });

  it("purges copies a month old and those of entries deleted", async () => {
    const kept = await createEntry("news", testArticle({ slug: "copy-purge-kept", title: "Kept" }), editorContext, db);
    const trashed = await createEntry("news", testArticle({ slug: "copy-purge-trashed", title: "Trashed" }), editorContext, db);
    if (!kept.ok || !trashed.ok) throw new Error("not created");
    await db.delete(workingCopies);
    await saveWorkingCopy({ userId: editor.id, kind: NEWS, entry: String(kept.id) }, { fields: { title: "Recent" }, baseVersion: 1 }, db);
    await saveWorkingCopy({ userId: editor.id, kind: NEWS, entry: "new" }, { fields: { title: "Old" }, baseVersion: null }, db);
    await db.execute(sql`update working_copies set saved_at = now() - interval '31 days' where entry = 'new'`);
    await saveWorkingCopy({ userId: other.id, kind: NEWS, entry: String(trashed.id) }, { fields: { title: "Of a trashed entry" }, baseVersion: 1 }, db);
    await trashEntries("news", [trashed.id], editorContext, db);

    expect(await purgeWorkingCopies(new Date(), db)).toEqual({ old: 1, gone: 1 });
    expect((await db.select().from(workingCopies)).map((row) => row.entry)).toEqual([String(kept.id)]);
  });
});
