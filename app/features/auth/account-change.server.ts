import { keyed } from "~/platform/audit/actor.server";
import type { MessageKey } from "~/platform/i18n/i18n";
import type { AuthAnswer } from "./auth-answer.server";
import type { AuthSession } from "./auth.server";
import { consumeAttempt, releaseAttempt } from "./auth-throttle.server";
import { retryMinutes, twoFactorLimits } from "./two-factor-limits.server";
import type { QrShape } from "./qr-code.server";

/*
 * What the person's own changes to their sign-in (password, two-factor) answer, and how the
 * password that confirms them is counted.
 */

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

export const rateLimited = (retryAfterSeconds: number) =>
  ({
    ok: false,
    error: "auth.error.rateLimited",
    retryAfterMinutes: retryMinutes(retryAfterSeconds),
    httpStatus: 429,
  }) as const;

/**
 * Runs a change that better-auth confirms with the person's password, counting wrong passwords
 * on the account: five in a quarter of an hour, then the wait.
 */
export async function withPassword(
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
