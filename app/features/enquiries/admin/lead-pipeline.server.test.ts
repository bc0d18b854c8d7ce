import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { auditLog, enquiries, enquiryEvents, user } from "~/platform/db/schema";
import { testDatabases } from "../../../../tests/support/test-databases";
import { enqueueEnquiry } from "../enquiries.server";
import { getAdminEnquiry } from "./admin-enquiries.server";
import { enquiryAction } from "./enquiry-actions.server";
import { activeStaff, addLeadNote, assignLead, leadTimeline, moveLead, ownerChoices } from "./lead-pipeline.server";
import { NOTE_MAX } from "./lead-pipeline";

/*
 * The pipeline's writes on a real database: a lead moved through its states, given to a member of
 * staff and noted, each change with its event (who, when, from what to what) and its audit entry;
 * and the bad input the page's action refuses (an unknown state or owner, a note empty or too long,
 * an enquiry that does not exist) with its message, writing nothing.
 */

describe.each(testDatabases())("a lead's pipeline on $name", (target) => {
  let db: Database;
  let dispose: () => Promise<void>;
  const editor = { id: "pipeline-editor", email: "editor@example.ca" };
  const admin = { id: "pipeline-admin", email: "owner@example.ca" };
  const who = { actor: editor, ipHash: "hash" };

  beforeAll(async () => {
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
    await db.insert(user).values([
      { ...editor, name: "Editor", role: "editor", emailVerified: true },
      { ...admin, name: "Owner", role: "admin", emailVerified: true },
      { id: "pipeline-pending", email: "waiting@example.ca", name: "Waiting", role: "pending", emailVerified: true },
      { id: "pipeline-disabled", email: "gone@example.ca", name: "Gone", role: "editor", emailVerified: true, banned: true },
    ]);
  });
  afterAll(() => dispose());

  async function lead(name: string) {
    const row = await enqueueEnquiry(
      { name, email: "lead@example.com", phone: undefined, company: "Lead Co", interestedIn: "residential", service: "installation", message: "Oak, please." },
      { sourcePage: "/contact", clientKey: "key" },
      db,
    );
    return row.id;
  }

  const audit = (action: string, target: string) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.target, target)));

  /** Everything the writes touch, to prove a refusal changed none of it. */
  const stateOf = async (id: number) => ({
    enquiry: await getAdminEnquiry(id, db),
    events: await leadTimeline(id, db),
    audit: (await db.select().from(auditLog)).length,
  });

  it("offers active administrators and editors as owners, and anyone who still holds a lead", async () => {
    expect((await activeStaff(db)).map((member) => member.email)).toEqual(["editor@example.ca", "owner@example.ca"]);
    const id = await lead("Held Lead");
    await db.update(enquiries).set({ ownerId: "pipeline-disabled" }).where(eq(enquiries.id, id));
    expect((await ownerChoices(db)).map((member) => member.email)).toEqual(["editor@example.ca", "gone@example.ca", "owner@example.ca"]);
    await db.update(enquiries).set({ ownerId: null }).where(eq(enquiries.id, id));
  });

  it("moves a lead from new to won with a note and an owner, each change an event and an audit entry", async () => {
    const id = await lead("Paula Pipeline");
    const target = `#${id} Paula Pipeline`;

    const contacted = await moveLead(editor, id, "contacted", "hash", db);
    expect(contacted.ok).toBe(true);
    expect(await moveLead(editor, id, "contacted", null, db)).toEqual({ ok: false, reason: "unchanged" });
    expect((await assignLead(editor, id, admin.id, "hash", db)).ok).toBe(true);
    expect(await assignLead(editor, id, admin.id, null, db)).toEqual({ ok: false, reason: "unchanged" });
    expect((await addLeadNote(editor, id, "Called back: wants 374 sq ft of Honey.", "hash", db)).ok).toBe(true);
    // Any move is allowed: straight to won.
    expect((await moveLead(admin, id, "won", "hash", db)).ok).toBe(true);
    expect((await assignLead(admin, id, null, "hash", db)).ok).toBe(true);

    const row = await getAdminEnquiry(id, db);
    expect(row).toMatchObject({ state: "won", stateChangedBy: admin.email, ownerId: null });
    expect(row?.stateChangedAt).toBeInstanceOf(Date);

    const events = await leadTimeline(id, db);
    expect(events.map(({ kind, fromValue, toValue, note, actorId, actorName }) => ({ kind, fromValue, toValue, note, actorId, actorName }))).toEqual([
      { kind: "owner", fromValue: admin.email, toValue: null, note: null, actorId: admin.id, actorName: admin.email },
      { kind: "state", fromValue: "contacted", toValue: "won", note: null, actorId: admin.id, actorName: admin.email },
      { kind: "note", fromValue: null, toValue: null, note: "Called back: wants 374 sq ft of Honey.", actorId: editor.id, actorName: editor.email },
      { kind: "owner", fromValue: null, toValue: admin.email, note: null, actorId: editor.id, actorName: editor.email },
      { kind: "state", fromValue: "new", toValue: "contacted", note: null, actorId: editor.id, actorName: editor.email },
    ]);

    expect((await audit("enquiry-state-changed", target)).map((entry) => entry.detail)).toEqual([
      { from: "new", to: "contacted" },
      { from: "contacted", to: "won" },
    ]);
    expect((await audit("enquiry-assigned", target)).map((entry) => [entry.actorEmail, entry.detail])).toEqual([
      [editor.email, { from: null, to: admin.email }],
      [admin.email, { from: admin.email, to: null }],
    ]);
    expect(await audit("enquiry-noted", target)).toMatchObject([{ actorId: editor.id, ipHash: "hash", detail: { characters: 38 } }]);
  });

  it("refuses an unknown state or owner, an empty or too long note and a missing enquiry with a message, writing nothing", async () => {
    const id = await lead("Rita Refused");
    const before = await stateOf(id);
    const post = (fields: Record<string, string | string[]>, enquiryId: number | null = id) => {
      const form = new URLSearchParams();
      for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) form.append(name, one);
      return enquiryAction(form, enquiryId, who, db);
    };
    const refusals = [
      [await post({ intent: "state", state: "closed" }), 400, "enquiries.pipeline.error.state", "state"],
      [await post({ intent: "state" }), 400, "enquiries.pipeline.error.state", "state"],
      [await post({ intent: "owner", owner: "no-such-account" }), 400, "enquiries.pipeline.error.owner", "owner"],
      // Not staff: waiting for approval, or disabled.
      [await post({ intent: "owner", owner: "pipeline-pending" }), 400, "enquiries.pipeline.error.owner", "owner"],
      [await post({ intent: "owner", owner: "pipeline-disabled" }), 400, "enquiries.pipeline.error.owner", "owner"],
      [await post({ intent: "owner", owner: "<script>" }), 400, "enquiries.pipeline.error.owner", "owner"],
      [await post({ intent: "note", note: "   \n  " }), 400, "enquiries.pipeline.error.noteEmpty", "note"],
      [await post({ intent: "note", note: "x".repeat(NOTE_MAX + 1) }), 400, "enquiries.pipeline.error.noteLong", "note"],
      [await post({ intent: "note", note: ["one", "two"] }), 400, "enquiries.error.invalid", undefined],
      [await post({ intent: "promote" }), 400, "enquiries.error.invalid", undefined],
      [await post({}), 400, "enquiries.error.invalid", undefined],
      [await post({ intent: "state", state: "won" }, 999_999), 404, "enquiries.error.notFound", undefined],
      [await post({ intent: "note", note: "Lost?" }, 999_999), 404, "enquiries.error.notFound", undefined],
      [await post({ intent: "owner", owner: editor.id }, null), 404, "enquiries.error.notFound", undefined],
      [await post({ intent: "state", state: "new" }), 409, "enquiries.error.unchanged", undefined],
    ] as const;
    for (const [reply, status, message, field] of refusals) {
      expect({ status: reply.status, message: reply.body.message, field: reply.body.field }).toEqual({ status, message, field });
      expect(reply.body.ok).toBe(false);
    }
    // What was typed comes back with the note's refusal.
    const long = await post({ intent: "note", note: "x".repeat(NOTE_MAX + 1) });
    expect(long.body.result?.initialValue?.note).toHaveLength(NOTE_MAX + 1);
    expect(await stateOf(id)).toEqual(before);
    expect(await db.select().from(enquiryEvents).where(eq(enquiryEvents.enquiryId, 999_999))).toEqual([]);

    // The same forms, right, are taken: a note at the limit, trimmed.
    const note = await post({ intent: "note", note: `  ${"y".repeat(NOTE_MAX)}  ` });
    expect(note.status).toBe(200);
    expect(note.body).toMatchObject({ ok: true, message: "enquiries.done.note", intent: "note" });
    expect((await leadTimeline(id, db))[0]?.note).toBe("y".repeat(NOTE_MAX));
    expect((await post({ intent: "owner", owner: editor.id })).body).toMatchObject({ ok: true, message: "enquiries.done.owner" });
    expect((await post({ intent: "owner", owner: "unassigned" })).body).toMatchObject({ ok: true });
    expect((await post({ intent: "state", state: "lost" })).body).toMatchObject({ ok: true, message: "enquiries.done.state" });
    expect((await getAdminEnquiry(id, db))?.state).toBe("lost");
  });
});
