import { and, asc, count, eq, sql } from "drizzle-orm";
import { db as defaultDb, type Database } from "~/platform/db/client.server";
import { session, twoFactor, user, type UserRole } from "~/platform/db/schema";
import { noticeAccountDecision } from "~/features/auth/account-notices.server";
import type { AuditAction } from "~/platform/audit/audit-actions";
import { recordAudit } from "~/platform/audit/audit-log.server";

/*
 * The Users tab's data: every account, and the changes an administrator makes to one. Each change
 * is one transaction that checks the rules, writes, ends sessions where access shrinks, and
 * records itself in the audit log; the administrators are locked while it runs, so two people
 * demoting each other at the same moment cannot leave the company without one.
 */

interface StaffAccountRow {
  id: string;
  email: string;
  role: UserRole;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  disabled: boolean;
  createdAt: Date;
  lastSignInAt: Date | null;
  /** Sessions that have not expired. */
  activeSessions: number;
}

/** Every account: those awaiting approval first, then administrators, editors, each by address. */
export async function listStaffAccounts(database: Database = defaultDb()): Promise<StaffAccountRow[]> {
  const live = database
    .select({ userId: session.userId, sessions: count().as("sessions") })
    .from(session)
    .where(sql`${session.expiresAt} > now()`)
    .groupBy(session.userId)
    .as("live");
  const rows = await database
    .select({
      id: user.id,
      email: user.email,
      role: user.role,
      emailVerified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled,
      banned: user.banned,
      createdAt: user.createdAt,
      lastSignInAt: user.lastSignInAt,
      sessions: live.sessions,
    })
    .from(user)
    .leftJoin(live, eq(live.userId, user.id))
    .orderBy(
      sql`case ${user.role} when 'pending' then 0 when 'admin' then 1 else 2 end`,
      asc(user.email),
    );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: (row.role as UserRole) ?? "pending",
    emailVerified: row.emailVerified,
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
    disabled: Boolean(row.banned),
    createdAt: row.createdAt,
    lastSignInAt: row.lastSignInAt,
    activeSessions: Number(row.sessions ?? 0),
  }));
}

export type AccountChange =
  | { kind: "approve"; role: "editor" | "admin" }
  | { kind: "set-role"; role: UserRole }
  | { kind: "disable" }
  | { kind: "enable" }
  | { kind: "end-sessions" }
  /** For someone who lost both their authenticator and their backup codes. */
  | { kind: "reset-two-factor" }
  | { kind: "delete" };

export type AccountChangeRefusal = "own-account" | "last-admin" | "not-found" | "not-pending" | "unchanged";

type AccountChangeResult = { ok: true; email: string } | { ok: false; reason: AccountChangeRefusal };

/** Would this change leave the account without administrator rights (or without any access)? */
const removesAdministrator = (change: AccountChange) =>
  change.kind === "disable" || change.kind === "delete" || (change.kind === "set-role" && change.role !== "admin");

const auditActionOf: Record<AccountChange["kind"], AuditAction> = {
  approve: "account-approved",
  "set-role": "role-changed",
  disable: "account-disabled",
  enable: "account-enabled",
  "end-sessions": "sessions-ended",
  "reset-two-factor": "two-factor-disabled",
  delete: "account-deleted",
};

export async function changeStaffAccount(
  actor: { id: string; email: string },
  targetId: string,
  change: AccountChange,
  ipHash: string | null,
  database: Database = defaultDb(),
): Promise<AccountChangeResult> {
  // Ending one's own sessions is the header's 'sign out everywhere'; everything else on oneself
  // could lock the person out, so none of it is offered or accepted.
  if (targetId === actor.id) return { ok: false, reason: "own-account" };
  return database.transaction(async (tx) => {
    // Lock every enabled administrator (and the target) so the count below stays true until commit.
    const admins = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.role, "admin"), sql`coalesce(${user.banned}, false) = false`))
      .orderBy(asc(user.id))
      .for("update");
    const [target] = await tx.select().from(user).where(eq(user.id, targetId)).for("update");
    if (!target) return { ok: false, reason: "not-found" } as const;

    const targetIsActiveAdmin = target.role === "admin" && !target.banned;
    if (targetIsActiveAdmin && removesAdministrator(change) && admins.length <= 1) {
      return { ok: false, reason: "last-admin" } as const;
    }

    const detail: Record<string, unknown> = {};
    switch (change.kind) {
      case "approve":
        if (target.role !== "pending") return { ok: false, reason: "not-pending" } as const;
        // Approval grants a role, not the address: an unverified account still verifies it first.
        await tx.update(user).set({ role: change.role, updatedAt: new Date() }).where(eq(user.id, target.id));
        detail.role = change.role;
        break;
      case "set-role":
        if (target.role === change.role) return { ok: false, reason: "unchanged" } as const;
        await tx.update(user).set({ role: change.role, updatedAt: new Date() }).where(eq(user.id, target.id));
        // Less access takes effect at once: the person signs in again and sees what is now theirs.
        if (change.role === "pending") await tx.delete(session).where(eq(session.userId, target.id));
        detail.from = target.role;
        detail.to = change.role;
        break;
      case "disable":
        if (target.banned) return { ok: false, reason: "unchanged" } as const;
        await tx.update(user).set({ banned: true, banReason: null, banExpires: null, updatedAt: new Date() }).where(eq(user.id, target.id));
        await tx.delete(session).where(eq(session.userId, target.id));
        break;
      case "enable":
        if (!target.banned) return { ok: false, reason: "unchanged" } as const;
        await tx.update(user).set({ banned: false, banReason: null, banExpires: null, updatedAt: new Date() }).where(eq(user.id, target.id));
        break;
      case "end-sessions": {
        const ended = await tx.delete(session).where(eq(session.userId, target.id)).returning({ id: session.id });
        detail.sessions = ended.length;
        break;
      }
      case "reset-two-factor":
        if (!target.twoFactorEnabled) return { ok: false, reason: "unchanged" } as const;
        // The password alone signs in again; where two-factor is required, setting it up comes next.
        await tx.delete(twoFactor).where(eq(twoFactor.userId, target.id));
        await tx.update(user).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(user.id, target.id));
        await tx.delete(session).where(eq(session.userId, target.id));
        detail.byAdministrator = true;
        break;
      case "delete":
        // Sessions, credentials and two-factor secrets go with the account (foreign keys cascade);
        // the audit log keeps the address it acted under.
        await tx.delete(user).where(eq(user.id, target.id));
        break;
    }
    // The person hears of the decision on their registration (a verified address only: an
    // unverified one may not be theirs); the mail is stored with this change.
    if (target.emailVerified) {
      if (change.kind === "approve") {
        await noticeAccountDecision(target, { approved: true, role: change.role }, tx);
      } else if ((change.kind === "delete" || change.kind === "disable") && target.role === "pending") {
        await noticeAccountDecision(target, { approved: false }, tx);
      }
    }
    await recordAudit(
      { action: auditActionOf[change.kind], actor, target: target.email, detail: Object.keys(detail).length ? detail : null, ipHash },
      tx,
    );
    return { ok: true, email: target.email } as const;
  });
}

/** How many accounts wait for approval (the tab's badge). */
export async function pendingAccountCount(database: Database = defaultDb()): Promise<number> {
  const [row] = await database.select({ n: count() }).from(user).where(eq(user.role, "pending"));
  return row?.n ?? 0;
}
