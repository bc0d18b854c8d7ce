import { and, asc, desc, eq, inArray, isNull, or } from "drizzle-orm";
import type { Actor } from "~/platform/audit/actor.server";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { db as defaultDb, type Database, type Queryable, type Tx } from "~/platform/db/client.server";
import { enquiries, enquiryEvents, user, type EnquiryState } from "~/platform/db/schema";
import { STAFF_ROLES } from "~/platform/entities/define";
import type { StoredEnquiry } from "../enquiries.server";

/*
 * A lead's pipeline, as staff work it: its state (new, contacted, quoted, won, lost: any move
 * allowed), its owner among the staff, and notes. Each change is one transaction that writes the
 * enquiry, adds the event to its timeline (who, when, from what to what) and records itself in the
 * audit log; a change that changes nothing writes nothing.
 */

export interface StaffMember {
  id: string;
  email: string;
}

/** Staff who may own a lead: administrators and editors whose account is not disabled, by address. */
export async function activeStaff(database: Queryable = defaultDb()): Promise<StaffMember[]> {
  return database
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(and(inArray(user.role, [...STAFF_ROLES]), or(eq(user.banned, false), isNull(user.banned))))
    .orderBy(asc(user.email));
}

/**
 * The owners staff may filter the list by: active staff, and anyone who still owns a lead though
 * no longer staff (so their leads can be found and handed on).
 */
export async function ownerChoices(database: Queryable = defaultDb()): Promise<StaffMember[]> {
  const [staff, holders] = await Promise.all([
    activeStaff(database),
    database
      .selectDistinct({ id: user.id, email: user.email })
      .from(enquiries)
      .innerJoin(user, eq(user.id, enquiries.ownerId)),
  ]);
  const known = new Set(staff.map((member) => member.id));
  return [...staff, ...holders.filter((holder) => !known.has(holder.id))].sort((a, b) => a.email.localeCompare(b.email));
}

export type TimelineEvent = typeof enquiryEvents.$inferSelect;

/** A lead's events, newest first. */
export function leadTimeline(id: number, database: Queryable = defaultDb()): Promise<TimelineEvent[]> {
  return database
    .select()
    .from(enquiryEvents)
    .where(eq(enquiryEvents.enquiryId, id))
    .orderBy(desc(enquiryEvents.createdAt), desc(enquiryEvents.id));
}

export type PipelineRefusal = "not-found" | "unchanged" | "unknown-owner";
export type PipelineResult = { ok: true; enquiry: StoredEnquiry } | { ok: false; reason: PipelineRefusal };

/** What the audit log names an enquiry by: its number and sender. */
const auditTarget = (row: Pick<StoredEnquiry, "id" | "name">) => `#${row.id} ${row.name}`;

/** Runs `change` on the locked enquiry, in one transaction; `not-found` when there is none. */
function onLead(
  id: number,
  database: Database,
  change: (tx: Tx, current: StoredEnquiry) => Promise<PipelineResult>,
): Promise<PipelineResult> {
  return database.transaction(async (tx) => {
    const [current] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for("update");
    if (!current) return { ok: false, reason: "not-found" } as const;
    return change(tx, current);
  });
}

/** Moves a lead to `state`, recording who moved it and when. */
export function moveLead(actor: Actor, id: number, state: EnquiryState, ipHash: string | null, database: Database = defaultDb()): Promise<PipelineResult> {
  return onLead(id, database, async (tx, current) => {
    if (current.state === state) return { ok: false, reason: "unchanged" };
    const now = new Date();
    const [updated] = await tx
      .update(enquiries)
      .set({ state, stateChangedAt: now, stateChangedBy: actor.email, updatedAt: now })
      .where(eq(enquiries.id, id))
      .returning();
    await tx.insert(enquiryEvents).values({
      enquiryId: id,
      kind: "state",
      fromValue: current.state,
      toValue: state,
      actorId: actor.id,
      actorName: actor.email,
      createdAt: now,
    });
    await recordAudit({ action: "enquiry-state-changed", actor, target: auditTarget(current), detail: { from: current.state, to: state }, ipHash }, tx);
    return { ok: true, enquiry: updated! };
  });
}

/** Gives a lead to a member of staff (`null`: nobody), who must be active staff. */
export function assignLead(actor: Actor, id: number, ownerId: string | null, ipHash: string | null, database: Database = defaultDb()): Promise<PipelineResult> {
  return onLead(id, database, async (tx, current) => {
    let owner: StaffMember | null = null;
    if (ownerId !== null) {
      owner = (await activeStaff(tx)).find((member) => member.id === ownerId) ?? null;
      if (!owner) return { ok: false, reason: "unknown-owner" };
    }
    if (current.ownerId === ownerId) return { ok: false, reason: "unchanged" };
    const [previous] = current.ownerId ? await tx.select({ email: user.email }).from(user).where(eq(user.id, current.ownerId)) : [];
    const now = new Date();
    const [updated] = await tx.update(enquiries).set({ ownerId, updatedAt: now }).where(eq(enquiries.id, id)).returning();
    await tx.insert(enquiryEvents).values({
      enquiryId: id,
      kind: "owner",
      // The addresses as they were: the timeline reads the same after an account changes or goes.
      fromValue: previous?.email ?? null,
      toValue: owner?.email ?? null,
      actorId: actor.id,
      actorName: actor.email,
      createdAt: now,
    });
    await recordAudit(
      { action: "enquiry-assigned", actor, target: auditTarget(current), detail: { from: previous?.email ?? null, to: owner?.email ?? null }, ipHash },
      tx,
    );
    return { ok: true, enquiry: updated! };
  });
}

/** Adds a note to a lead's timeline (already checked: trimmed, 1 to 2,000 characters). */
export function addLeadNote(actor: Actor, id: number, note: string, ipHash: string | null, database: Database = defaultDb()): Promise<PipelineResult> {
  return onLead(id, database, async (tx, current) => {
    const now = new Date();
    const [updated] = await tx.update(enquiries).set({ updatedAt: now }).where(eq(enquiries.id, id)).returning();
    await tx.insert(enquiryEvents).values({ enquiryId: id, kind: "note", note, actorId: actor.id, actorName: actor.email, createdAt: now });
    // The note itself stays with the lead; the log says that one was written, and how long.
    await recordAudit({ action: "enquiry-noted", actor, target: auditTarget(current), detail: { characters: note.length }, ipHash }, tx);
    return { ok: true, enquiry: updated! };
  });
}
