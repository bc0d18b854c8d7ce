import { siteRequestOf, type RequestContext } from "~/platform/http/request-context";
import { keyed } from "~/platform/audit/actor.server";
import type { MessageKey } from "~/platform/i18n/i18n";
import { answerOf } from "./auth-answer.server";
import { audit } from "./auth-actions.server";
import { authRequestHeaders } from "./auth-headers.server";
import {
  clearAttempts,
  consumeAttempt,
  peekAttempts,
  releaseAttempt,
} from "./auth-throttle.server";
import { storedBackupCode } from "./backup-codes.server";
import { retryMinutes, twoFactorLimits } from "./two-factor-limits.server";
import { accountById, recordSignInTime, twoFactorLockedUntil } from "./two-factor-queries.server";

/*
 * Signing in, the second step: after a correct password, an authenticator app's 6-digit code or a
 * one-time backup code, on better-auth's twoFactor plugin, called through `auth.api`: our limits
 * (per address and per account, in the database) and our audit log stay in charge.
 * docs/decisions/014-two-factor.md.
 */

/** Whether the browser holds a code step started by a correct password (better-auth's cookie). */
export async function twoFactorChallengeOf(
  request: Request,
  context: RequestContext,
): Promise<string | null> {
  const name = (await siteRequestOf(context).auth.$context).createAuthCookie("two_factor").name;
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
async function challengeAccount(context: RequestContext, challenge: string) {
  if (!challenge.startsWith("2fa-") || challenge.length > 100) return null;
  const authContext = await siteRequestOf(context).auth.$context;
  const verification = await authContext.internalAdapter.findVerificationValue(challenge);
  if (!verification || new Date(verification.expiresAt).getTime() <= Date.now()) return null;
  return accountById(verification.value);
}

/** Seconds until an account's wrong codes are forgotten, when it may not try another now. */
export async function secondStepWait(
  context: RequestContext,
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

type SecondStepOutcome =
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
  context: RequestContext,
  entry: { method: "app" | "backup"; code: string },
): Promise<SecondStepOutcome> {
  const byAddress = await consumeAttempt(
    keyed("two-factor-address", siteRequestOf(context).clientIp || "unknown"),
    twoFactorLimits.codesPerAddress,
  );
  if (!byAddress.allowed) {
    return {
      status: "refused",
      error: "auth.error.rateLimited",
      retryAfterMinutes: retryMinutes(byAddress.retryAfterSeconds),
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
      retryAfterMinutes: retryMinutes(byAccount.retryAfterSeconds),
      httpStatus: 429,
    };
  }

  // A code from the app opens one sign-in. It stays valid for up to 90 s (the step before and after
  // are accepted for clock drift), so a code seen over a shoulder or relayed by a phishing page
  // would otherwise open a second one: the first use claims it, for every process at once.
  const codeKey = keyed("two-factor-code", `${account.id}:${entry.code}`);
  if (
    entry.method === "app" &&
    !(await consumeAttempt(codeKey, twoFactorLimits.codeOnce)).allowed
  ) {
    await audit("sign-in-failed", context, {
      target: account.email,
      detail: { reason: "CODE_ALREADY_USED", secondFactor: "app" },
    });
    return { status: "refused", error: "auth.twoFactor.invalidCode", httpStatus: 400 };
  }

  const headers = authRequestHeaders(request.headers, siteRequestOf(context).clientIp);
  // A backup code counts however it was typed (case, spaces, hyphen): better-auth is given the stored one.
  const code =
    entry.method === "backup"
      ? await storedBackupCode(context, account.id, entry.code)
      : entry.code;
  // No `trustDevice`: every sign-in of staff asks for the second step (decision 014).
  const answer = await answerOf(
    entry.method === "backup"
      ? siteRequestOf(context).auth.api.verifyBackupCode({ body: { code }, headers, asResponse: true })
      : siteRequestOf(context).auth.api.verifyTOTP({ body: { code: entry.code }, headers, asResponse: true }),
  ).catch(async (error: unknown) => {
    await releaseAttempt(accountKey, accountRule);
    throw error;
  });
  const secondFactor = entry.method === "backup" ? "backup-code" : "app";
  // A code that did not sign in is not used up: the person may type it again.
  if (!answer.ok && entry.method === "app") await clearAttempts(codeKey);
  if (answer.ok) {
    await clearAttempts(accountKey);
    await recordSignInTime(account.id);
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
      const lockedUntil = await twoFactorLockedUntil(account.id);
      const seconds = lockedUntil ? (lockedUntil.getTime() - Date.now()) / 1000 : 15 * 60;
      return {
        status: "refused",
        error: "auth.error.rateLimited",
        retryAfterMinutes: retryMinutes(seconds),
        httpStatus: 429,
      };
    }
    default:
      // The step ended (used up, expired) or two-factor was turned off meanwhile: sign in again.
      await releaseAttempt(accountKey, accountRule);
      return { status: "restart", reason: "expired", headers: answer.headers };
  }
}
