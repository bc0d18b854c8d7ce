import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { auditLog, contentEntries, contentVersions, user } from "~/platform/db/schema";
import { testDatabases } from "../../../tests/support/test-databases";
import { countStatements, type StatementCounter } from "../../../tests/support/statement-counter";
import { seedRecords } from "./content-seed.server";
import { createEntry } from "./content-store.server";
import { reorderEntries, restoreEntries, setPublished, trashEntries } from "./content-state.server";

/*
 * A change to many entries of the site's content at once (the list's bulk buttons, staff's order)
 * is one statement for them all, however many they are, and still gives each entry its own new
 * version and audit entry, with the values it had before.
 */

const actor = { id: "u-editor", email: "editor@example.ca" };
const context = { actor, ipHash: "hash" };
const MANY = 40;

describe.each(testDatabases())("bulk changes to the site's content on $name", (target) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let counter: StatementCounter;
  const ids: number[] = [];
  beforeAll(async () => {
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
    await db.insert(user).values({ id: actor.id, email: actor.email, name: "Editor", role: "editor", emailVerified: true });
    const picture = seedRecords.gallery()[0]!;
    for (let index = 0; index < MANY; index += 1) {
      const created = await createEntry("gallery", { ...picture, title: `Room ${index}` }, { ...context, publish: index % 4 === 0 }, db);
      if (created.ok) ids.push(created.id);
    }
    counter = await countStatements(db, ["content_entries", "content_versions", "audit_log"]);
  });
  afterAll(() => dispose());

  const rows = () => db.select().from(contentEntries).where(inArray(contentEntries.id, ids)).orderBy(asc(contentEntries.id));
  const logged = async (action: string) =>
    (await db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(asc(auditLog.id))).filter((entry) =>
      ids.includes((entry.detail as { entryId: number }).entryId),
    );

  it("publishes many in one statement, each with its new version and audit entry", async () => {
    const before = await rows();
    const drafts = before.filter((row) => !row.isPublished).map((row) => row.id);
    await counter.reset();
    expect(await setPublished("gallery", ids, true, context, db)).toEqual(drafts);
    expect(await counter.read()).toEqual({ "content_entries UPDATE": 1, "content_versions INSERT": 1, "audit_log INSERT": 1 });
    const after = await rows();
    expect(after.map((row) => [row.isPublished, row.version])).toEqual(before.map((row) => [true, row.isPublished ? 1 : 2]));
    const versions = await db.select().from(contentVersions).where(and(inArray(contentVersions.entryId, drafts), eq(contentVersions.version, 2)));
    expect(versions.length).toBe(drafts.length);
    expect(versions.every((version) => (version.data as { isPublished: boolean }).isPublished && version.actorEmail === actor.email)).toBe(true);
    const published = await logged("content-published");
    expect(published.map((entry) => (entry.detail as { entryId: number }).entryId)).toEqual(drafts);
    expect(published[0]).toMatchObject({ actorEmail: actor.email, ipHash: "hash", target: `gallery#${drafts[0]} Room 1`, detail: { kind: "gallery", entryId: drafts[0] } });
  });

  it("moves many to the Trash and back in one statement each way, each as it was", async () => {
    const some = ids.slice(0, 10);
    await setPublished("gallery", some.slice(0, 5), false, context, db);
    await counter.reset();
    expect(await trashEntries("gallery", ids, context, db)).toEqual(ids);
    expect(await counter.read()).toEqual({ "content_entries UPDATE": 1, "audit_log INSERT": 1 });
    expect((await logged("content-deleted")).length).toBe(MANY);
    await counter.reset();
    expect(await restoreEntries("gallery", ids, context, db)).toEqual(ids);
    // One statement for those that come back published, one for the drafts.
    expect(await counter.read()).toEqual({ "content_entries UPDATE": 2, "audit_log INSERT": 1 });
    const back = await rows();
    expect(back.map((row) => [row.deletedAt, row.isPublished])).toEqual(ids.map((id) => [null, !some.slice(0, 5).includes(id)]));
    expect((await logged("content-restored")).map((entry) => (entry.detail as { published: boolean }).published)).toEqual(ids.map((id) => !some.slice(0, 5).includes(id)));
  });

  it("puts the whole order in one statement", async () => {
    const wanted = [...ids].reverse();
    await counter.reset();
    expect(await reorderEntries("gallery", wanted, context, db)).toBe(true);
    expect(await counter.read()).toEqual({ "content_entries UPDATE": 1, "audit_log INSERT": 1 });
    const ordered = await db.select({ id: contentEntries.id, position: contentEntries.position }).from(contentEntries).where(inArray(contentEntries.id, ids)).orderBy(asc(contentEntries.position));
    expect(ordered.map((row) => row.id)).toEqual(wanted);
    expect(ordered.map((row) => row.position)).toEqual(wanted.map((_, index) => index));
  });
});
