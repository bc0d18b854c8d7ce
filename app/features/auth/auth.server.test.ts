import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "~/platform/db/schema";
import { testDatabases } from "../../../tests/support/test-databases";
import type { Database } from "~/platform/db/client.server";
import { createAuth, ensureAdministrator, type Auth } from "./auth.server";

describe.each(testDatabases())("accounts on $name", (target) => {
  let db: Database;
  let auth: Auth;
  let dispose: () => Promise<void>;
  const mailed: { kind: string; email: string; token: string }[] = [];

  beforeAll(async () => {
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
    auth = createAuth({
      db,
      secret: "test-secret-that-is-long-enough-0123456789",
      baseURL: "http://127.0.0.1",
      mail: {
        verification: async (account, token) => void mailed.push({ kind: "verification", email: account.email, token }),
        passwordReset: async (account, token) => void mailed.push({ kind: "reset", email: account.email, token }),
      },
    });
  });
  afterAll(() => dispose());

  it("creates the configured administrator once, verified, with a working password", async () => {
    const credentials = { email: "Owner@Example.ca", password: "correct horse battery" };
    expect(await ensureAdministrator(auth, db, credentials)).toBe("created");
    expect(await ensureAdministrator(auth, db, credentials)).toBe("unchanged");
    const [owner] = await db.select().from(user).where(eq(user.email, "owner@example.ca"));
    expect(owner).toMatchObject({ role: "admin", emailVerified: true });
    expect(mailed.filter((mail) => mail.email === "owner@example.ca")).toEqual([]);

    const signedIn = await auth.api.signInEmail({ body: { email: "owner@example.ca", password: "correct horse battery" } });
    expect(signedIn.user.email).toBe("owner@example.ca");
    await expect(auth.api.signInEmail({ body: { email: "owner@example.ca", password: "wrong password" } })).rejects.toThrow();
  });

  it("self-registered accounts start 'pending', cannot ask for a role, and get a verification mail", async () => {
    await expect(
      auth.api.signUpEmail({
        body: { email: "stranger@example.ca", password: "walnut-stair-ferry", name: "Stranger", role: "admin" } as never,
      }),
    ).rejects.toThrow(/role is not allowed/);
    expect(await db.select().from(user).where(eq(user.email, "stranger@example.ca"))).toEqual([]);

    await auth.api.signUpEmail({ body: { email: "stranger@example.ca", password: "walnut-stair-ferry", name: "Stranger" } });
    const [stranger] = await db.select().from(user).where(eq(user.email, "stranger@example.ca"));
    expect(stranger).toMatchObject({ role: "pending", emailVerified: false });
    expect(mailed).toContainEqual(expect.objectContaining({ kind: "verification", email: "stranger@example.ca" }));
  });

  it("answers a registration of a taken address as it answers a new one", async () => {
    const fresh = await auth.api.signUpEmail({
      body: { email: "newcomer@example.ca", password: "maple-tread-harbour", name: "Newcomer" },
      asResponse: true,
    });
    const taken = await auth.api.signUpEmail({
      body: { email: "owner@example.ca", password: "maple-tread-harbour", name: "Impostor" },
      asResponse: true,
    });
    expect(taken.status).toBe(fresh.status);
    expect(Object.keys((await taken.json()) as object).sort()).toEqual(Object.keys((await fresh.json()) as object).sort());
    const [owner] = await db.select().from(user).where(eq(user.email, "owner@example.ca"));
    expect(owner?.name).toBe("Administrator");
  });

  it("refuses new passwords that are short or common, whatever path sets them", async () => {
    for (const [password, code] of [
      ["short7!", "PASSWORD_TOO_SHORT"],
      ["password1", "PASSWORD_TOO_COMMON"],
      ["qwerty123", "PASSWORD_TOO_COMMON"],
    ] as const) {
      await expect(
        auth.api.signUpEmail({ body: { email: `weak-${password}@example.ca`, password, name: "Weak" } }),
        password,
      ).rejects.toMatchObject({ body: { code } });
    }
    expect((await db.select().from(user)).map((row) => row.email).filter((email) => email.startsWith("weak-"))).toEqual([]);
  });

  it("promotes an existing account named as administrator only when its password is ADMIN_PASSWORD", async () => {
    await auth.api.signUpEmail({ body: { email: "staff@example.ca", password: "cedar-bench-lantern", name: "Staff" } });
    expect(await ensureAdministrator(auth, db, { email: "staff@example.ca", password: "someone-elses-password" })).toBe(
      "refused",
    );
    const [still] = await db.select().from(user).where(eq(user.email, "staff@example.ca"));
    expect(still?.role).toBe("pending");

    expect(await ensureAdministrator(auth, db, { email: "staff@example.ca", password: "cedar-bench-lantern" })).toBe(
      "promoted",
    );
    const [staff] = await db.select().from(user).where(eq(user.email, "staff@example.ca"));
    expect(staff).toMatchObject({ role: "admin", emailVerified: true });
  });
});
