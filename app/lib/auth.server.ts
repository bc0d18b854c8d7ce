import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import * as schema from "~/db/schema";

export const PASSWORD_MIN_LENGTH = 6;

export function createAuth(options: { db: Database; secret: string; baseURL: string }) {
  return betterAuth({
    appName: "Cedarline Flooring admin",
    baseURL: options.baseURL,
    basePath: "/api/auth",
    secret: options.secret,
    database: drizzleAdapter(options.db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
      },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: PASSWORD_MIN_LENGTH },
    user: {
      additionalFields: {
        // Nobody can choose their own role: it is set on the server only.
        role: { type: "string", required: false, defaultValue: "pending", input: false },
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Creates the administrator named by ADMIN_EMAIL/ADMIN_PASSWORD, or makes that account an admin. */
export async function ensureAdministrator(
  auth: Auth,
  db: Database,
  credentials: { email: string; password: string },
): Promise<"created" | "promoted" | "unchanged"> {
  const email = credentials.email.toLowerCase();
  const [existing] = await db.select().from(schema.user).where(eq(schema.user.email, email));
  if (existing) {
    if (existing.role === "admin") return "unchanged";
    await db.update(schema.user).set({ role: "admin" }).where(eq(schema.user.id, existing.id));
    return "promoted";
  }
  await auth.api.signUpEmail({
    body: { email, password: credentials.password, name: "Administrator" },
  });
  await db
    .update(schema.user)
    .set({ role: "admin", emailVerified: true })
    .where(eq(schema.user.email, email));
  return "created";
}
