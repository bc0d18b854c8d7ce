import { siteRequestOf, type RequestContext } from "~/platform/http/request-context";
import { createHmac, timingSafeEqual } from "node:crypto";
import { symmetricDecrypt } from "better-auth/crypto";
import { site } from "~/content/site";
import { actorOf, keyed } from "~/platform/audit/actor.server";
import { sessionSecret } from "~/platform/config/secret.server";
import {
  rateLimited,
  withPassword,
  type AccountOutcome,
  type SetupView,
} from "./account-change.server";
import { answerOf } from "./auth-answer.server";
import { audit } from "./auth-actions.server";
import { authRequestHeaders } from "./auth-headers.server";
import type { AuthSession } from "./auth.server";
import { clearAttempts, consumeAttempt, releaseAttempt } from "./auth-throttle.server";
import { qrShape } from "./qr-code.server";
import { twoFactorLimits } from "./two-factor-limits.server";
import { unconfirmedTwoFactorSecret } from "./two-factor-queries.server";

/*
 * Setting up two-factor sign-in from the account page, on better-auth's twoFactor plugin: the
 * password starts it (key, QR code and backup codes to show), a code from the app finishes it.
 * docs/decisions/014-two-factor.md.
 */

/** How long the set-up step (scan, save the codes, type a code) may take. */
const SETUP_SECONDS = 15 * 60;

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
  context: RequestContext,
  session: AuthSession,
  token: string,
): Promise<SetupView | null> {
  const stored = await unconfirmedTwoFactorSecret(session.user.id);
  if (!stored) return null;
  const authContext = await siteRequestOf(context).auth.$context;
  const secret = await symmetricDecrypt({ key: authContext.secretConfig, data: stored });
  // better-auth keeps either the raw key or `base32:` and the key as an app shows it.
  const key = secret.startsWith("base32:")
    ? secret.slice(7).toUpperCase()
    : base32(new TextEncoder().encode(secret));
  const { backupCodes } = await siteRequestOf(context).auth.api.viewBackupCodes({
    body: { userId: session.user.id },
  });
  const label = `${encodeURIComponent(site.name)}:${encodeURIComponent(session.user.email)}`;
  const uri = `otpauth://totp/${label}?${new URLSearchParams({ secret: key, issuer: site.name, digits: "6", period: "30" })}`;
  return { qr: qrShape(uri), uri, key, backupCodes, token };
}

/** Step one of setting up: the password, then the key, QR code and backup codes to show. */
export async function startTwoFactorSetup(
  request: Request,
  context: RequestContext,
  session: AuthSession,
  password: string,
): Promise<AccountOutcome<{ setup: SetupView }>> {
  if (session.user.twoFactorEnabled)
    return { ok: false, error: "admin.account.twoFactor.alreadyOn", httpStatus: 409 };
  const answer = await withPassword(session, "password", () =>
    answerOf(
      siteRequestOf(context).auth.api.enableTwoFactor({
        body: { password },
        headers: authRequestHeaders(request.headers, siteRequestOf(context).clientIp),
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
  context: RequestContext,
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
    siteRequestOf(context).auth.api.verifyTOTP({
      body: { code: entry.code },
      headers: authRequestHeaders(request.headers, siteRequestOf(context).clientIp),
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
  await audit("two-factor-enabled", context, { actor: actorOf(session, context).actor });
  // Turning it on replaced this device's session.
  return { ok: true, headers: answer.headers };
}
