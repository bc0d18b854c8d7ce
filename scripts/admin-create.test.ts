import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/platform/db/client.server";
import { user } from "~/platform/db/schema";
import { createAuth } from "~/features/auth/auth.server";

const dataDir = mkdtempSync(path.join(tmpdir(), "admin-create-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run admin:create` as an operator runs it, the password piped in. */
function adminCreate(email: string, password: string) {
  return spawnSync(process.execPath, ["--import", "tsx", "scripts/admin-create.ts", "--email", email], {
    input: `${password}\n`,
    env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, SESSION_SECRET: "a-secret-for-the-command-line-test-0123" },
    encoding: "utf8",
    timeout: 60_000,
  });
}

describe("npm run admin:create", () => {
  it("creates an administrator, refuses a common password, and promotes with a new password", async () => {
    expect(adminCreate("not-an-address", "cedar-bench-lantern-9").status).toBe(1);
    const weak = adminCreate("chief@example.ca", "password1");
    expect(weak.status).toBe(1);
    expect(weak.stderr).toContain("too common");
    const created = adminCreate("Chief@Example.ca", "cedar-bench-lantern-9");
    expect(created.stdout).toContain("Administrator chief@example.ca created.");
    expect(created.status).toBe(0);
    const again = adminCreate("chief@example.ca", "another-good-phrase-7");
    expect(again.stdout).toContain("is now an administrator");

    const handle = await openDatabase({ dataDir });
    try {
      const [chief] = await handle.db.select().from(user).where(eq(user.email, "chief@example.ca"));
      expect(chief).toMatchObject({ role: "admin", emailVerified: true });
      const auth = createAuth({ db: handle.db, secret: "a-secret-for-the-command-line-test-0123", baseURL: "http://127.0.0.1" });
      const signedIn = await auth.api.signInEmail({ body: { email: "chief@example.ca", password: "another-good-phrase-7" } });
      expect(signedIn.user.email).toBe("chief@example.ca");
    } finally {
      await handle.close();
    }
  }, 120_000);
});
