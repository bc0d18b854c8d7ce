// better-auth's minimal entry and the two plugins by their own paths: the full entry adds Kysely
// (for database connections of its own; the site hands it a Drizzle adapter) and the plugins
// index every other plugin, hundreds of modules a start would load for nothing.
import { betterAuth } from "better-auth/minimal";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { admin } from "better-auth/plugins/admin";
import { twoFactor } from "better-auth/plugins/two-factor";
import { createAccessControl } from "better-auth/plugins/access";
import { adminAc, defaultStatements } from "better-auth/plugins/admin/access";
import { and, eq, like, ne } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import * as schema from "~/platform/db/schema";
import { site } from "~/content/site";
import { generateBackupCodes } from "./backup-codes.server";
import { isCommonPassword, NEW_PASSWORD_MIN_LENGTH } from "./password-policy.server";

/** The specification's minimum, kept for signing in; new passwords need NEW_PASSWORD_MIN_LENGTH. */
const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_MAX_LENGTH = 128;

/** How long the code step after a correct password stays open. */
const TWO_FACTOR_CHALLENGE_SECONDS = 10 * 60;

/** A session ends after this long without use… */
const SESSION_IDLE_SECONDS = 12 * 60 * 60;
/** …and in any case this long after sign-in. */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Who may do what: administrators everything, editors the catalogue, pending accounts nothing. */
const accessControl = createAccessControl({ ...defaultStatements, catalogue: ["read", "write"] } as const);
const roles = {
  admin: accessControl.newRole({ ...adminAc.statements, catalogue: ["read", "write"] }),
  editor: accessControl.newRole({ catalogue: ["read", "write"] }),
  pending: accessControl.newRole({}),
};

/** The paths (relative to better-auth's base) that set a new password, and the field that holds it. */
const newPasswordFields: Record<string, string> = {
  "/sign-up/email": "password",
  "/change-password": "newPassword",
  "/reset-password": "newPassword",
  "/admin/create-user": "password",
  "/admin/set-user-password": "newPassword",
};

export interface AuthMail {
  /** Sends the link that verifies a newly registered address. */
  verification(user: { id: string; email: string; locale?: string | null }, token: string): Promise<void>;
  /** Sends the link that sets a new password (valid one hour, usable once). */
  passwordReset(user: { id: string; email: string; locale?: string | null }, token: string): Promise<void>;
}

interface AuthOptions {
  db: Database;
  secret: string;
  baseURL: string;
  mail?: AuthMail;
}

export function createAuth(options: AuthOptions) {
  const { db } = options;
  return betterAuth({
    appName: `${site.name} admin`,
    baseURL: options.baseURL,
    basePath: "/api/auth",
    secret: options.secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      // Sign-up, reset and revocation each write several rows: all or nothing.
      transaction: true,
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // No session before the address is verified; a duplicate registration looks like a new one.
      requireEmailVerification: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await options.mail?.passwordReset(user, token);
      },
      onPasswordReset: async ({ user }) => {
        // Every other reset link of the account dies with the one that was used.
        await db
          .delete(schema.verification)
          .where(and(eq(schema.verification.value, user.id), like(schema.verification.identifier, "reset-password:%")));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // An unverified person who signs in with the right password gets a fresh link.
      sendOnSignIn: true,
      // The link confirms the address; signing in stays behind the sign-in form and its limits.
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60,
      sendVerificationEmail: async ({ user, token }) => {
        await options.mail?.verification(user, token);
      },
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      // Sliding the idle expiry costs a write; once every five minutes of use is enough.
      updateAge: 5 * 60,
      freshAge: 60 * 60,
      // Never cache the session in a cookie: a disabled account must lose access at once.
      cookieCache: { enabled: false },
    },
    user: {
      additionalFields: {
        // Nobody can choose their own role or language through better-auth: the server sets them.
        role: { type: "string", required: false, defaultValue: "pending", input: false },
        locale: { type: "string", required: false, input: false },
        lastSignInAt: { type: "date", required: false, input: false },
      },
    },
    advanced: {
      cookiePrefix: "cedarline",
      // The client address as Express resolved it (TRUST_PROXY), never a header the client chose.
      ipAddress: { ipAddressHeaders: ["x-client-ip"] },
    },
    // Requests never reach better-auth's own HTTP handler, so its limiter would guard nothing;
    // sign-in, registration, reset and codes are limited per address and account in the database.
    rateLimit: { enabled: false },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const field = newPasswordFields[ctx.path];
        const body = ctx.body as Record<string, unknown> | undefined;
        const password = field ? body?.[field] : undefined;
        if (typeof password !== "string") return;
        if (password.length < NEW_PASSWORD_MIN_LENGTH) {
          throw new APIError("BAD_REQUEST", { code: "PASSWORD_TOO_SHORT", message: "Password too short" });
        }
        if (isCommonPassword(password, [body?.email as string | undefined, body?.name as string | undefined])) {
          throw new APIError("BAD_REQUEST", { code: "PASSWORD_TOO_COMMON", message: "Password is too common" });
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // Whatever a registration sends, a self-registered account starts with no access.
          before: async (user, ctx) =>
            ctx?.path === "/sign-up/email" ? { data: { ...user, role: "pending" } } : undefined,
        },
      },
      session: {
        update: {
          // The idle expiry slides with use, but never past seven days after sign-in.
          before: async (data, ctx) => {
            const current = ctx?.context.session?.session;
            if (!current || !data.expiresAt) return;
            const cap = new Date(new Date(current.createdAt).getTime() + SESSION_MAX_AGE_MS);
            if (new Date(data.expiresAt) > cap) return { data: { ...data, expiresAt: cap } };
          },
        },
      },
    },
    plugins: [
      admin({ ac: accessControl, roles, defaultRole: "pending", adminRoles: ["admin"] }),
      twoFactor({
        issuer: site.name,
        // An app's code must be entered once before two-factor sign-in is on.
        skipVerificationOnEnable: false,
        totpOptions: { digits: 6, period: 30 },
        // Codes without look-alikes, typed in any case (app/features/auth/backup-codes.server.ts).
        backupCodeOptions: {
          storeBackupCodes: "encrypted",
          customBackupCodesGenerate: generateBackupCodes,
        },
        // The sign-in step after the password lasts ten minutes and allows five codes; ten wrong
        // codes in a row lock the account's second step for 15 minutes
        // (docs/decisions/014-two-factor.md). No trusted devices: we never send `trustDevice`.
        twoFactorCookieMaxAge: TWO_FACTOR_CHALLENGE_SECONDS,
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
      }),
    ],
    telemetry: { enabled: false },
    // Its warnings (e.g. a reset asked for an unknown address) are answers we give on purpose.
    logger: { level: "error" },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;
export type Role = schema.UserRole;

/**
 * Makes sure the administrator named by ADMIN_EMAIL/ADMIN_PASSWORD exists. An account of that
 * address that is not an administrator is promoted only when its password is ADMIN_PASSWORD:
 * whoever registered the owner's address first must not become an administrator by it.
 */
export async function ensureAdministrator(
  auth: Auth,
  db: Database,
  credentials: { email: string; password: string },
): Promise<"created" | "promoted" | "unchanged" | "refused"> {
  const email = credentials.email.toLowerCase();
  const [existing] = await db.select().from(schema.user).where(eq(schema.user.email, email));
  if (!existing) {
    await auth.api.createUser({
      body: { email, password: credentials.password, name: "Administrator", role: "admin", data: { emailVerified: true } },
    });
    return "created";
  }
  if (existing.role === "admin") return "unchanged";
  const [credential] = await db
    .select({ password: schema.account.password })
    .from(schema.account)
    .where(and(eq(schema.account.userId, existing.id), eq(schema.account.providerId, "credential"), ne(schema.account.password, "")));
  const context = await auth.$context;
  const matches = credential?.password
    ? await context.password.verify({ hash: credential.password, password: credentials.password })
    : false;
  if (!matches) return "refused";
  await db.update(schema.user).set({ role: "admin", emailVerified: true }).where(eq(schema.user.id, existing.id));
  return "promoted";
}
