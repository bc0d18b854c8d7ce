import { createHmac, timingSafeEqual } from "node:crypto";
import { symmetricDecrypt } from "better-auth/crypto";
import { and, count, eq, inArray } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { sessionSecret } from "~/platform/config/secret.server";
import { db } from "~/platform/db/client.server";
import { twoFactor, user } from "~/platform/db/schema";
import type { MessageKey } from "~/platform/i18n/i18n";
import {
  clearAttempts,
  consumeAttempt,
  peekAttempts,
  releaseAttempt,
  type ThrottleRule,
} from "~/features/auth/auth-throttle.server";
import { getSetting, setSetting } from "~/platform/config/settings.server";
import { audit } from "./auth-actions.server";
import { keyed } from "~/platform/audit/actor.server";
import { storedBackupCode } from "./backup-codes.server";
import { authRequestHeaders, setCookiesOf } from "./auth-headers.server";
import type { AuthSession } from "./auth.server";
import { site } from "~/content/site";
import { isCommonPassword } from "./password-policy.server";
import { qrShape, type QrShape } from "./qr-code.server";
import { STAFF } from "./require-role.server";

/*
 * Two-factor sign-in (an authenticator app's 6-digit codes and one-time backup codes) and the
 * person's own account settings, on better-auth's twoFactor plugin, called through `auth.api`
 * like everything else: our limits (per address and per account, in the database), our audit log
 * and our forms stay in charge. docs/decisions/014-two-factor.md.
 */

export const twoFactorLimits = {
  /** Codes tried at sign-in from one address, right or wrong. */
  codesPerAddress: { max: 20, windowSeconds: 15 * 60 },
  /** Wrong codes on one account, at sign-in or while setting up. */
  codeFailuresPerAccount: { max: 10, windowSeconds: 15 * 60 },
  /** An app's code, per account: one sign-in, for longer than the code is accepted. */
  codeOnce: { max: 1, windowSeconds: 120 },
  /** Wrong passwords typed on the account page (they confirm a change), per account. */
  passwordFailuresPerAccount: { max: 5, windowSeconds: 15 * 60 },
} satisfies Record<string, ThrottleRule>;

/** How long the set-up step (scan, save the codes, type a code) may take. */
const SETUP_SECONDS = 15 * 60;

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

interface AuthAnswer {
  ok: boolean;
  status: number;
  code: string | undefined;
  body: Record<string, unknown>;
  headers: Headers;
}

/** Runs an `auth.api` call made with `asResponse: true` and reads what it answered. */
async function answerOf(call: Promise<Response>): Promise<AuthAnswer> {
  const response = await call;
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return {
    ok: response.ok,
    status: response.status,
    code: typeof body.code === "string" ? body.code : undefined,
    body,
    headers: setCookiesOf(response.headers),
  };
}

const actorOf = (session: AuthSession) => ({ id: session.user.id, email: session.user.email });

// ---------------------------------------------------------------- showing the app's key

/** RFC 4648 base32 without padding: how authenticator apps take a key. */
function base32(bytes: Uint8Array): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = 0;
  let value = 0;
  let output = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += alphabet[(value << (5 - bits)) & 31];
  return output;
}

/** What the set-up step shows: the QR code, the same key to type, and the backup codes. */
export interface SetupView {
  qr: QrShape;
  /** The `otpauth://` link the QR code holds: on a phone, the app opens it directly. */
  uri: string;
  /** The key in base32, as an app takes it when typed. */
  key: string;
  backupCodes: string[];
  /** Proves the next post comes from this set-up, shown to this person, a short while ago. */
  token: string;
}

function setupToken(userId: string, issuedAt = Date.now()): string {
  const mac = createHmac("sha256", sessionSecret())
    .update(`two-factor-setup:${userId}:${issuedAt}`)
    .digest("base64url");
  return `${issuedAt}.${mac}`;
}

function setupTokenValid(token: string, userId: string): boolean {
  const [issued = "", mac = ""] = token.split(".");
  const issuedAt = Number(issued);
  if (
    !/^\d{1,15}$/.test(issued) ||
    Date.now() - issuedAt > SETUP_SECONDS * 1000 ||
    issuedAt > Date.now() + 60_000
  ) {
    return false;
  }
  const expected = Buffer.from(setupToken(userId, issuedAt).split(".")[1]!);
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The set-up in progress for this person (started with their password, not yet confirmed with a
 * code), read back from the database: the secret and codes are kept there, encrypted, by
 * better-auth. Null when there is none.
 */
async function pendingSetup(
  context: AppLoadContext,
  session: AuthSession,
  token: string,
): Promise<SetupView | null> {
  const [row] = await db()
    .select({ secret: twoFactor.secret })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, session.user.id), eq(twoFactor.verified, false)));
  if (!row) return null;
  const authContext = await context.auth.$context;
  const secret = await symmetricDecrypt({ key: authContext.secretConfig, data: row.secret });
  // better-auth keeps either the raw key or `base32:` and the key as an app shows it.
  const key = secret.startsWith("base32:")
    ? secret.slice(7).toUpperCase()
    : base32(new TextEncoder().encode(secret));
  const { backupCodes } = await context.auth.api.viewBackupCodes({
    body: { userId: session.user.id },
  });
  const label = `${encodeURIComponent(site.name)}:${encodeURIComponent(session.user.email)}`;
  const uri = `otpauth://totp/${label}?${new URLSearchParams({ secret: key, issuer: site.name, digits: "6", period: "30" })}`;
  return { qr: qrShape(uri), uri, key, backupCodes, token };
}

/** Backup codes still unused, or null without two-factor. */
export async function backupCodesLeft(
  context: AppLoadContext,
  userId: string,
): Promise<number | null> {
  try {
    const { backupCodes } = await context.auth.api.viewBackupCodes({ body: { userId } });
    return backupCodes.length;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- the account page's changes

export type AccountOutcome<T = object> =
  | ({ ok: true; headers?: Headers } & T)
  | {
      ok: false;
      error: MessageKey;
      field?: "currentPassword" | "newPassword" | "password" | "code";
      retryAfterMinutes?: number;
      httpStatus: number;
      /** A set-up still under way, shown again with the message. */
      setup?: SetupView;
    };

const rateLimited = (retryAfterSeconds: number) =>
  ({
    ok: false,
    error: "auth.error.rateLimited",
    retryAfterMinutes: minutes(retryAfterSeconds),
    httpStatus: 429,
  }) as const;

/**
 * Runs a change that better-auth confirms with the person's password, counting wrong passwords
 * on the account: five in a quarter of an hour, then the wait.
 */
async function withPassword(
  session: AuthSession,
  field: "currentPassword" | "password",
  run: () => Promise<AuthAnswer>,
): Promise<AuthAnswer | Extract<AccountOutcome, { ok: false }>> {
  const key = keyed("password-check-account", session.user.id);
  const rule = twoFactorLimits.passwordFailuresPerAccount;
  // Counted before the password is checked, given back unless it was wrong: requests arriving
  // together cannot all slip under the limit (see releaseAttempt).
  const allowed = await consumeAttempt(key, rule);
  if (!allowed.allowed) return rateLimited(allowed.retryAfterSeconds);
  let answer: AuthAnswer;
  try {
    answer = await run();
  } catch (error) {
    await releaseAttempt(key, rule);
    throw error;
  }
  if (answer.code === "INVALID_PASSWORD") {
    return { ok: false, error: "admin.account.error.wrongPassword", field, httpStatus: 400 };
  }
  await releaseAttempt(key, rule);
  return answer;
}

export async function changePassword(
  request: Request,
  context: AppLoadContext,
  session: AuthSession,
  passwords: { currentPassword: string; newPassword: string },
): Promise<AccountOutcome> {
  // The address and name are not in better-auth's body here, so its hook cannot see them.
  if (isCommonPassword(passwords.newPassword, [session.user.email, session.user.name])) {
    return {
      ok: false,
      error: "auth.validation.passwordTooCommon",
      field: "newPassword",
      httpStatus: 400,
    };
  }
  const answer = await withPassword(session, "currentPassword", () =>
    answerOf(
      context.auth.api.changePassword({
        body: { ...passwords, revokeOtherSessions: true },
        headers: authRequestHeaders(request.headers, context.clientIp),
        asResponse: true,
      }),
    ),
  );
  if (!("status" in answer)) return answer;
  if (!answer.ok) {
    if (answer.code === "PASSWORD_TOO_COMMON") {
      return {
        ok: false,
        error: "auth.validation.passwordTooCommon",
        field: "newPassword",
        httpStatus: 400,
      };
    }
    if (answer.code === "PASSWORD_TOO_SHORT") {
      return {
        ok: false,
        error: "auth.validation.registrationPasswordMin",
        field: "newPassword",
        httpStatus: 400,
      };
    }
    if (answer.code === "PASSWORD_TOO_LONG") {
      return {
        ok: false,
        error: "auth.validation.passwordMax",
        field: "newPassword",
        httpStatus: 400,
      };
    }
    return {
      ok: false,
      error: "common.unknownError",
      httpStatus: answer.status >= 500 ? 500 : 400,
    };
  }
  await audit("password-changed", context, {
    actor: actorOf(session),
    detail: { otherSessionsEnded: true },
  });
  // This device's session was replaced by a new one: its cookie must reach the browser.
  return { ok: true, headers: answer.headers };
}

/** Step one of setting up: the password, then the key, QR code and backup codes to show. */
export async function startTwoFactorSetup(
  request: Request,
  context: AppLoadContext,
  session: AuthSession,
  password: string,
): Promise<AccountOutcome<{ setup: SetupView }>> {
  if (session.user.twoFactorEnabled)
    return { ok: false, error: "admin.account.twoFactor.alreadyOn", httpStatus: 409 };
  const answer = await withPassword(session, "password", () =>
    answerOf(
      context.auth.api.enableTwoFactor({
        body: { password },
        headers: authRequestHeaders(request.headers, context.clientIp),
        asResponse: true,
      }),
    ),
  );
  if (!("status" in answer)) return answer;
  if (!answer.ok) {
    if (answer.code === "TOTP_ALREADY_ENABLED")
      return { ok: false, error: "admin.account.twoFactor.alreadyOn", httpStatus: 409 };
    return {
      ok: false,
      error: "common.unknownError",
      httpStatus: answer.status >= 500 ? 500 : 400,
    };
  }
  const setup = await pendingSetup(context, session, setupToken(session.user.id));
  if (!setup) return { ok: false, error: "common.unknownError", httpStatus: 500 };
  return { ok: true, setup };
}

/** Step two: a code from the app turns two-factor sign-in on. */
export async function finishTwoFactorSetup(
  request: Request,
  context: AppLoadContext,
  session: AuthSession,
  entry: { code: string; token: string },
): Promise<AccountOutcome> {
  if (!setupTokenValid(entry.token, session.user.id)) {
    return { ok: false, error: "admin.account.twoFactor.setupExpired", httpStatus: 400 };
  }
  const setup = await pendingSetup(context, session, entry.token);
  if (!setup) return { ok: false, error: "admin.account.twoFactor.setupExpired", httpStatus: 400 };
  const key = keyed("two-factor-account", session.user.id);
  const rule = twoFactorLimits.codeFailuresPerAccount;
  // Counted before the code is checked, given back unless it was wrong (see releaseAttempt).
  const allowed = await consumeAttempt(key, rule);
  if (!allowed.allowed) return { ...rateLimited(allowed.retryAfterSeconds), setup };
  if (!/^\d{6}$/.test(entry.code)) {
    await releaseAttempt(key, rule);
    return { ok: false, error: "auth.twoFactor.codeFormat", field: "code", httpStatus: 400, setup };
  }
  const answer = await answerOf(
    context.auth.api.verifyTOTP({
      body: { code: entry.code },
      headers: authRequestHeaders(request.headers, context.clientIp),
      asResponse: true,
    }),
  ).catch(async (error: unknown) => {
    await releaseAttempt(key, rule);
    throw error;
  });
  if (!answer.ok) {
    if (answer.code === "INVALID_CODE") {
      return {
        ok: false,
        error: "auth.twoFactor.invalidCode",
        field: "code",
        httpStatus: 400,
        setup,
      };
    }
    await releaseAttempt(key, rule);
    return {
      ok: false,
      error: "common.unknownError",
      httpStatus: answer.status >= 500 ? 500 : 400,
      setup,
    };
  }
  await clearAttempts(key);
  await audit("two-factor-enabled", context, { actor: actorOf(session) });
  // Turning it on replaced this device's session.
  return { ok: true, headers: answer.headers };
}

export async function renewBackupCodes(
  request: Request,
  context: AppLoadContext,
  session: AuthSession,
  password: string,
): Promise<AccountOutcome<{ backupCodes: string[] }>> {
  const answer = await withPassword(session, "password", () =>
    answerOf(
      context.auth.api.generateBackupCodes({
        body: { password },
        headers: authRequestHeaders(request.headers, context.clientIp),
        asResponse: true,
      }),
    ),
  );
  if (!("status" in answer)) return answer;
  const codes = answer.body.backupCodes;
  if (!answer.ok || !Array.isArray(codes)) {
    if (answer.code === "TWO_FACTOR_NOT_ENABLED")
      return { ok: false, error: "admin.account.twoFactor.notOn", httpStatus: 409 };
    return {
      ok: false,
      error: "common.unknownError",
      httpStatus: answer.status >= 500 ? 500 : 400,
    };
  }
  await audit("backup-codes-renewed", context, { actor: actorOf(session) });
  return { ok: true, backupCodes: codes.map(String), headers: answer.headers };
}

export async function disableTwoFactor(
  request: Request,
  context: AppLoadContext,
  session: AuthSession,
  password: string,
): Promise<AccountOutcome> {
  if (!session.user.twoFactorEnabled)
    return { ok: false, error: "admin.account.twoFactor.notOn", httpStatus: 409 };
  if (await twoFactorRequiredFor(session)) {
    return { ok: false, error: "admin.account.twoFactor.requiredCannotDisable", httpStatus: 409 };
  }
  const answer = await withPassword(session, "password", () =>
    answerOf(
      context.auth.api.disableTwoFactor({
        body: { password },
        headers: authRequestHeaders(request.headers, context.clientIp),
        asResponse: true,
      }),
    ),
  );
  if (!("status" in answer)) return answer;
  if (!answer.ok)
    return {
      ok: false,
      error: "common.unknownError",
      httpStatus: answer.status >= 500 ? 500 : 400,
    };
  await audit("two-factor-disabled", context, { actor: actorOf(session) });
  // Turning it off replaced this device's session too.
  return { ok: true, headers: answer.headers };
}

// ---------------------------------------------------------------- required for everyone

const isStaff = (role: unknown) => (STAFF as readonly unknown[]).includes(role);

/**
 * Whether this staff member must set up two-factor sign-in before using the admin: the rule is on
 * and they have not. Read once per private request (server/admin-area.ts), and only for staff
 * without two-factor, so it costs the others nothing.
 */
export async function mustSetUpTwoFactor(session: AuthSession | null): Promise<boolean> {
  if (!session || session.user.twoFactorEnabled || !isStaff(session.user.role)) return false;
  return getSetting("requireTwoFactor");
}

/** Whether this person must set up two-factor sign-in before using the admin. */
export async function twoFactorRequiredFor(session: AuthSession): Promise<boolean> {
  return isStaff(session.user.role) && (await getSetting("requireTwoFactor"));
}

/** Staff who have not set up two-factor sign-in, for the administrator deciding to require it. */
export async function staffWithoutTwoFactor(): Promise<number> {
  const [row] = await db()
    .select({ total: count() })
    .from(user)
    .where(and(inArray(user.role, [...STAFF]), eq(user.twoFactorEnabled, false)));
  return row?.total ?? 0;
}

/** An administrator turns the rule on or off; they need two-factor themselves to turn it on. */
export async function setTwoFactorRequired(
  context: AppLoadContext,
  session: AuthSession,
  required: boolean,
): Promise<AccountOutcome<{ required: boolean }>> {
  if (session.user.role !== "admin")
    return { ok: false, error: "admin.account.require.adminsOnly", httpStatus: 403 };
  if (required && !session.user.twoFactorEnabled) {
    return { ok: false, error: "admin.account.require.ownFirst", httpStatus: 409 };
  }
  const changed = await setSetting("requireTwoFactor", required, session.user.id);
  if (changed)
    await audit("two-factor-required", context, { actor: actorOf(session), detail: { required } });
  return { ok: true, required };
}

// ---------------------------------------------------------------- signing in: the second step

/** Whether the browser holds a code step started by a correct password (better-auth's cookie). */
export async function twoFactorChallengeOf(
  request: Request,
  context: AppLoadContext,
): Promise<string | null> {
  const name = (await context.auth.$context).createAuthCookie("two_factor").name;
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return null;
    }
    // A signed cookie is `value.signature`; better-auth checks the signature, this only finds the account.
    const dot = value.lastIndexOf(".");
    return dot > 0 ? value.slice(0, dot) : null;
  }
  return null;
}

/** The account a code step is for, or null when it is unknown or over. */
async function challengeAccount(context: AppLoadContext, challenge: string) {
  if (!challenge.startsWith("2fa-") || challenge.length > 100) return null;
  const authContext = await context.auth.$context;
  const verification = await authContext.internalAdapter.findVerificationValue(challenge);
  if (!verification || new Date(verification.expiresAt).getTime() <= Date.now()) return null;
  const [account] = await db()
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.id, verification.value));
  return account ?? null;
}

/** Seconds until an account's wrong codes are forgotten, when it may not try another now. */
export async function secondStepWait(
  context: AppLoadContext,
  request: Request,
): Promise<number | null> {
  const challenge = await twoFactorChallengeOf(request, context);
  const account = challenge ? await challengeAccount(context, challenge) : null;
  if (!account) return null;
  const verdict = await peekAttempts(
    keyed("two-factor-account", account.id),
    twoFactorLimits.codeFailuresPerAccount,
  );
  return verdict.allowed ? null : verdict.retryAfterSeconds;
}

export type SecondStepOutcome =
  | { status: "signed-in"; headers: Headers }
  /** Back to the password: the code step is over (too many codes, or it expired). */
  | { status: "restart"; reason: "tooManyCodes" | "expired"; headers: Headers }
  | { status: "refused"; error: MessageKey; retryAfterMinutes?: number; httpStatus: number };

/**
 * The code typed after a correct password: an app's 6-digit code, or a backup code (each works
 * once). Limited per address and per account in the database, besides better-auth's five codes
 * per step and its lock after ten wrong codes in a row. Success starts the session.
 */
export async function verifySecondStep(
  request: Request,
  context: AppLoadContext,
  entry: { method: "app" | "backup"; code: string },
): Promise<SecondStepOutcome> {
  const byAddress = await consumeAttempt(
    keyed("two-factor-address", context.clientIp || "unknown"),
    twoFactorLimits.codesPerAddress,
  );
  if (!byAddress.allowed) {
    return {
      status: "refused",
      error: "auth.error.rateLimited",
      retryAfterMinutes: minutes(byAddress.retryAfterSeconds),
      httpStatus: 429,
    };
  }
  const challenge = await twoFactorChallengeOf(request, context);
  const account = challenge ? await challengeAccount(context, challenge) : null;
  if (!account) return { status: "restart", reason: "expired", headers: new Headers() };
  const accountKey = keyed("two-factor-account", account.id);
  const accountRule = twoFactorLimits.codeFailuresPerAccount;
  // Counted before the code is checked and given back unless it was wrong: codes arriving
  // together cannot all slip under the limit (see releaseAttempt).
  const byAccount = await consumeAttempt(accountKey, accountRule);
  if (!byAccount.allowed) {
    return {
      status: "refused",
      error: "auth.error.rateLimited",
      retryAfterMinutes: minutes(byAccount.retryAfterSeconds),
      httpStatus: 429,
    };
  }

  // A code from the app opens one sign-in. It stays valid for up to 90 s (the step before and after
  // are accepted for clock drift), so a code seen over a shoulder or relayed by a phishing page
  // would otherwise open a second one: the first use claims it, for every process at once.
  const codeKey = keyed("two-factor-code", `${account.id}:${entry.code}`);
  if (entry.method === "app" && !(await consumeAttempt(codeKey, twoFactorLimits.codeOnce)).allowed) {
    await audit("sign-in-failed", context, { target: account.email, detail: { reason: "CODE_ALREADY_USED", secondFactor: "app" } });
    return { status: "refused", error: "auth.twoFactor.invalidCode", httpStatus: 400 };
  }

  const headers = authRequestHeaders(request.headers, context.clientIp);
  // A backup code counts however it was typed (case, spaces, hyphen): better-auth is given the stored one.
  const code =
    entry.method === "backup"
      ? await storedBackupCode(context, account.id, entry.code)
      : entry.code;
  // No `trustDevice`: every sign-in of staff asks for the second step (decision 014).
  const answer = await answerOf(
    entry.method === "backup"
      ? context.auth.api.verifyBackupCode({ body: { code }, headers, asResponse: true })
      : context.auth.api.verifyTOTP({ body: { code: entry.code }, headers, asResponse: true }),
  ).catch(async (error: unknown) => {
    await releaseAttempt(accountKey, accountRule);
    throw error;
  });
  const secondFactor = entry.method === "backup" ? "backup-code" : "app";
  // A code that did not sign in is not used up: the person may type it again.
  if (!answer.ok && entry.method === "app") await clearAttempts(codeKey);
  if (answer.ok) {
    await clearAttempts(accountKey);
    await db().update(user).set({ lastSignInAt: new Date() }).where(eq(user.id, account.id));
    await audit("sign-in", context, { actor: account, detail: { secondFactor } });
    return { status: "signed-in", headers: answer.headers };
  }
  const failed = (reason: string) =>
    audit("sign-in-failed", context, { target: account.email, detail: { reason, secondFactor } });
  switch (answer.code) {
    case "INVALID_CODE":
    case "INVALID_BACKUP_CODE":
      // The reserved attempt stays counted.
      await failed(answer.code);
      return {
        status: "refused",
        error:
          entry.method === "backup"
            ? "auth.twoFactor.invalidBackupCode"
            : "auth.twoFactor.invalidCode",
        httpStatus: 400,
      };
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
      // Refused before the code was checked: not a wrong code.
      await releaseAttempt(accountKey, accountRule);
      await failed(answer.code);
      return { status: "restart", reason: "tooManyCodes", headers: answer.headers };
    case "ACCOUNT_TEMPORARILY_LOCKED": {
      await releaseAttempt(accountKey, accountRule);
      await failed(answer.code);
      const [row] = await db()
        .select({ lockedUntil: twoFactor.lockedUntil })
        .from(twoFactor)
        .where(eq(twoFactor.userId, account.id));
      const seconds = row?.lockedUntil ? (row.lockedUntil.getTime() - Date.now()) / 1000 : 15 * 60;
      return {
        status: "refused",
        error: "auth.error.rateLimited",
        retryAfterMinutes: minutes(seconds),
        httpStatus: 429,
      };
    }
    default:
      // The step ended (used up, expired) or two-factor was turned off meanwhile: sign in again.
      await releaseAttempt(accountKey, accountRule);
      return { status: "restart", reason: "expired", headers: answer.headers };
  }
}
