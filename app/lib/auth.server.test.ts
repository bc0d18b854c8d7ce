import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "~/db/schema";
import { testDatabases } from "~/db/test-databases.server";
import type { Database } from "~/db/client.server";
import { createAuth, ensureAdministrator, type Auth } from "./auth.server";

describe.each(testDatabases())("accounts on $name", (target) => {
  let db: Database;
  let auth: Auth;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
    auth = createAuth({ db, secret: "test-secret-that-is-long-enough-0123456789", baseURL: "http://127.0.0.1" });
  });
  afterAll(() => dispose());

  it("creates the configured administrator once, with a working password", async () => {
    const credentials = { email: "Owner@Example.ca", password: "correct horse battery" };
    expect(await ensureAdministrator(auth, db, credentials)).toBe("created");
    expect(await ensureAdministrator(auth, db, credentials)).toBe("unchanged");
    const [owner] = await db.select().from(user).where(eq(user.email, "owner@example.ca"));
    expect(owner?.role).toBe("admin");

    const signedIn = await auth.api.signInEmail({
      body: { email: "owner@example.ca", password: "correct horse battery" },
    });
    expect(signedIn.user.email).toBe("owner@example.ca");
    await expect(
      auth.api.signInEmail({ body: { email: "owner@example.ca", password: "wrong password" } }),
    ).rejects.toThrow();
  });

  it("self-registered accounts stay 'pending' even if they ask for a role", async () => {
    // A role in the sign-up body is ignored: the field is server-only.
    await auth.api.signUpEmail({
      body: { email: "stranger@example.ca", password: "secret-enough", name: "Stranger", role: "admin" } as never,
    });
    const [stranger] = await db.select().from(user).where(eq(user.email, "stranger@example.ca"));
    expect(stranger?.role).toBe("pending");

    await auth.api.signUpEmail({ body: { email: "staff@example.ca", password: "secret-enough", name: "Staff" } });
    const [staff] = await db.select().from(user).where(eq(user.email, "staff@example.ca"));
    expect(staff?.role).toBe("pending");
  });

  it("promotes an existing account named as administrator", async () => {
    expect(await ensureAdministrator(auth, db, { email: "staff@example.ca", password: "ignored-here" })).toBe(
      "promoted",
    );
    const [staff] = await db.select().from(user).where(eq(user.email, "staff@example.ca"));
    expect(staff?.role).toBe("admin");
  });
});
