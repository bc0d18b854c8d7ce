import { spawn } from "node:child_process";
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
function adminCreate(email: string, password: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/admin-create.ts", "--email", email], {
    env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, SESSION_SECRET: "a-secret-for-the-command-line-test-0123" },
    timeout: 60_000,
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(`${password}\n`);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

describe("npm run admin:create", () => {
  it("creates an administrator, refuses a common password, and promotes with a new password", async () => {
    // The refusals come before the database is opened: they run beside the first creation.
    const [badAddress, weak, created] = await Promise.all([
      adminCreate("not-an-address", "cedar-bench-lantern-9"),
      adminCreate("chief@example.ca", "password1"),
      adminCreate("Chief@Example.ca", "cedar-bench-lantern-9"),
    ]);
    expect(badAddress.status).toBe(1);
    expect(weak.status).toBe(1);
    expect(weak.stderr).toContain("too common");
    expect(created.stdout).toContain("Administrator chief@example.ca created.");
    expect(created.status).toBe(0);
    const again = await adminCreate("chief@example.ca", "another-good-phrase-7");
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
