// `npm run admin:create -- --email you@example.ca`: creates an administrator, or makes an existing
// account one (with the new password), on the configured database. The password is typed at a
// hidden prompt (twice), or read from the first line of standard input when it is not a terminal.
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { parseEnv } from "~/platform/config/env.server";
import { loadSessionSecret } from "~/platform/config/secret.server";
import { openDatabase } from "~/platform/db/client.server";
import { user } from "~/platform/db/schema";
import { createAuth } from "~/features/auth/auth.server";
import { isCommonPassword, NEW_PASSWORD_MIN_LENGTH } from "~/features/auth/password-policy.server";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { closeFirstAdministratorSetup } from "~/features/auth/first-administrator.server";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const emailArg = process.argv.indexOf("--email");
const parsedEmail = z.email().safeParse(emailArg >= 0 ? process.argv[emailArg + 1]?.trim() : undefined);
if (!parsedEmail.success) fail("Usage: npm run admin:create -- --email you@example.ca");
const email = parsedEmail.data.toLowerCase();

/** One line from the terminal without echoing it, or from standard input as it is. */
async function readSecret(prompt: string, lines: AsyncIterator<string> | null): Promise<string> {
  if (lines) return ((await lines.next()).value as string | undefined) ?? "";
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const reader = createInterface({ input: process.stdin, output, terminal: true });
  const answer = new Promise<string>((resolve) => reader.question(prompt, resolve));
  muted = true;
  const value = await answer;
  reader.close();
  process.stdout.write("\n");
  return value;
}

const piped = process.stdin.isTTY ? null : createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const password = await readSecret(`New password for ${email}: `, piped);
if (!piped && (await readSecret("Once more: ", null)) !== password) fail("The two passwords differ; nothing was changed.");
if (password.length < NEW_PASSWORD_MIN_LENGTH) fail(`The password needs at least ${NEW_PASSWORD_MIN_LENGTH} characters.`);
if (isCommonPassword(password, [email])) fail("This password is too common; choose another.");

const env = parseEnv();
const handle = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
try {
  await handle.migrate();
  const auth = createAuth({ db: handle.db, secret: await loadSessionSecret(env), baseURL: env.PUBLIC_URL });
  const [existing] = await handle.db.select().from(user).where(eq(user.email, email));
  let userId: string;
  if (existing) {
    const context = await auth.$context;
    const hash = await context.password.hash(password);
    const accounts = await context.internalAdapter.findAccounts(existing.id);
    if (accounts.some((account) => account.providerId === "credential")) {
      await context.internalAdapter.updatePassword(existing.id, hash);
    } else {
      await context.internalAdapter.linkAccount({ userId: existing.id, providerId: "credential", accountId: existing.id, password: hash });
    }
    await handle.db.update(user).set({ role: "admin", emailVerified: true, banned: false }).where(eq(user.id, existing.id));
    userId = existing.id;
    console.log(`${email} is now an administrator, with the new password.`);
  } else {
    const created = await auth.api.createUser({
      body: { email, password, name: "Administrator", role: "admin", data: { emailVerified: true } },
    });
    userId = created.user.id;
    console.log(`Administrator ${email} created.`);
  }
  await closeFirstAdministratorSetup(handle.db);
  await recordAudit(
    { action: "administrator-created", actor: { id: userId, email }, target: `user:${userId}`, detail: { via: "command line" } },
    handle.db,
  );
} finally {
  await handle.close();
}
