import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { auditLog, session, twoFactor, user } from "~/platform/db/schema";
import { testDatabases } from "../../../tests/support/test-databases";
import { changeStaffAccount, listStaffAccounts, pendingAccountCount } from "./staff-accounts.server";

describe.each(testDatabases())("staff accounts on $name", (target) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let serial = 0;
  beforeAll(async () => {
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
  });
  afterAll(() => dispose());

  async function account(role: "admin" | "editor" | "pending", extra: Partial<typeof user.$inferInsert> = {}) {
    serial += 1;
    const id = `u-${serial}-${Math.random().toString(36).slice(2, 8)}`;
    const email = `${role}-${serial}@example.ca`;
    await db.insert(user).values({ id, email, name: email, role, emailVerified: true, ...extra });
    return { id, email };
  }

  async function signedIn(userId: string) {
    await db.insert(session).values({
      id: `s-${userId}-${Math.random()}`,
      token: `t-${userId}-${Math.random()}`,
      userId,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
  }

  const roleOf = async (id: string) => (await db.select({ role: user.role }).from(user).where(eq(user.id, id)))[0]?.role;
  const sessionsOf = async (id: string) => (await db.select().from(session).where(eq(session.userId, id))).length;

  it("lists accounts awaiting approval first, with their live sessions", async () => {
    const waiting = await account("pending", { emailVerified: false });
    const boss = await account("admin");
    await signedIn(boss.id);
    const rows = await listStaffAccounts(db);
    expect(rows[0]!.role).toBe("pending");
    const bossRow = rows.find((row) => row.id === boss.id)!;
    expect(bossRow).toMatchObject({ role: "admin", emailVerified: true, disabled: false, activeSessions: 1 });
    expect(rows.find((row) => row.id === waiting.id)).toMatchObject({ emailVerified: false, activeSessions: 0 });
    expect(await pendingAccountCount(db)).toBeGreaterThanOrEqual(1);
  });

  it("approves, changes roles, disables (ending sessions), enables and deletes, each in the audit log", async () => {
    const admin = await account("admin");
    const other = await account("admin");
    const person = await account("pending");
    expect(await changeStaffAccount(admin, person.id, { kind: "approve", role: "editor" }, "hash", db)).toEqual({
      ok: true,
      email: person.email,
    });
    expect(await roleOf(person.id)).toBe("editor");
    expect(await changeStaffAccount(admin, person.id, { kind: "approve", role: "admin" }, null, db)).toEqual({
      ok: false,
      reason: "not-pending",
    });

    await signedIn(person.id);
    expect((await changeStaffAccount(admin, person.id, { kind: "disable" }, null, db)).ok).toBe(true);
    expect(await sessionsOf(person.id)).toBe(0);
    expect((await changeStaffAccount(admin, person.id, { kind: "enable" }, null, db)).ok).toBe(true);
    await signedIn(person.id);
    await signedIn(person.id);
    expect((await changeStaffAccount(admin, person.id, { kind: "end-sessions" }, null, db)).ok).toBe(true);
    expect(await sessionsOf(person.id)).toBe(0);
    expect((await changeStaffAccount(admin, other.id, { kind: "set-role", role: "editor" }, null, db)).ok).toBe(true);
    expect(await roleOf(other.id)).toBe("editor");
    expect((await changeStaffAccount(admin, person.id, { kind: "delete" }, null, db)).ok).toBe(true);
    expect(await roleOf(person.id)).toBeUndefined();

    const entries = await db.select().from(auditLog).where(eq(auditLog.actorId, admin.id));
    expect(entries.map((entry) => [entry.action, entry.target])).toEqual([
      ["account-approved", person.email],
      ["account-disabled", person.email],
      ["account-enabled", person.email],
      ["sessions-ended", person.email],
      ["role-changed", other.email],
      ["account-deleted", person.email],
    ]);
    expect(entries[0]!.detail).toEqual({ role: "editor" });
    expect(entries[0]!.ipHash).toBe("hash");
    expect(entries[3]!.detail).toEqual({ sessions: 2 });
    expect(entries[4]!.detail).toEqual({ from: "admin", to: "editor" });
  });

  it("refuses every change to one's own account", async () => {
    const admin = await account("admin");
    await account("admin");
    for (const change of [
      { kind: "set-role", role: "editor" },
      { kind: "disable" },
      { kind: "delete" },
      { kind: "end-sessions" },
    ] as const) {
      expect(await changeStaffAccount(admin, admin.id, change, null, db)).toEqual({ ok: false, reason: "own-account" });
    }
    expect(await roleOf(admin.id)).toBe("admin");
  });

  it("keeps the last administrator, even when two try to demote each other at once", async () => {
    // Start from a company with exactly two enabled administrators.
    await db.update(user).set({ role: "editor" }).where(eq(user.role, "admin"));
    const first = await account("admin");
    const second = await account("admin");
    const results = await Promise.all([
      changeStaffAccount(first, second.id, { kind: "set-role", role: "editor" }, null, db),
      changeStaffAccount(second, first.id, { kind: "disable" }, null, db),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: "last-admin" }]);
    const admins = (await listStaffAccounts(db)).filter((row) => row.role === "admin" && !row.disabled);
    expect(admins).toHaveLength(1);

    const survivor = admins[0]!;
    const helper = await account("editor");
    for (const change of [{ kind: "delete" }, { kind: "disable" }, { kind: "set-role", role: "pending" }] as const) {
      expect(await changeStaffAccount(helper, survivor.id, change, null, db)).toEqual({ ok: false, reason: "last-admin" });
    }
  });

  it("moving someone back to pending ends their sessions; an unknown account is not found", async () => {
    const admin = await account("admin");
    const person = await account("editor");
    await signedIn(person.id);
    expect((await changeStaffAccount(admin, person.id, { kind: "set-role", role: "pending" }, null, db)).ok).toBe(true);
    expect(await sessionsOf(person.id)).toBe(0);
    expect(await changeStaffAccount(admin, "nobody", { kind: "disable" }, null, db)).toEqual({ ok: false, reason: "not-found" });
    expect(await changeStaffAccount(admin, person.id, { kind: "set-role", role: "pending" }, null, db)).toEqual({
      ok: false,
      reason: "unchanged",
    });
  });

  it("resets a person's two-factor: the secret goes, the sessions end, and it is logged", async () => {
    const admin = await account("admin");
    const person = await account("editor", { twoFactorEnabled: true });
    await db.insert(twoFactor).values({ id: `tf-${person.id}`, userId: person.id, secret: "s", backupCodes: "c" });
    await signedIn(person.id);
    expect(await changeStaffAccount(admin, person.id, { kind: "reset-two-factor" }, null, db)).toEqual({ ok: true, email: person.email });
    expect(await db.select().from(twoFactor).where(eq(twoFactor.userId, person.id))).toEqual([]);
    expect((await db.select().from(user).where(eq(user.id, person.id)))[0]!.twoFactorEnabled).toBe(false);
    expect(await sessionsOf(person.id)).toBe(0);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.actorId, admin.id));
    expect(entry).toMatchObject({ action: "two-factor-disabled", target: person.email, detail: { byAdministrator: true } });
    expect(await changeStaffAccount(admin, person.id, { kind: "reset-two-factor" }, null, db)).toEqual({ ok: false, reason: "unchanged" });
  });
});
