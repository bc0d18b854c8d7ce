import { siteRequestOf, type RequestContext } from "~/platform/http/request-context";
import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { db } from "~/platform/db/client.server";
import { user } from "~/platform/db/schema";
import type { MessageKey } from "~/platform/i18n/i18n";
import { resolveLocale } from "~/platform/i18n/locale.server";
import { clearAttempts, consumeAttempt } from "~/features/auth/auth-throttle.server";
import { audit, authLimits } from "./auth-actions.server";
import { keyed } from "~/platform/audit/actor.server";
import { authRequestHeaders } from "./auth-headers.server";
import { logger } from "~/platform/log/logger.server";
import { withPageLocale } from "~/platform/i18n/request-locale.server";
import { isCommonPassword } from "./password-policy.server";

/*
 * 'Forgot password?': asking for a reset link and choosing a new password with it, as the
 * /auth/forgot-password and /auth/reset-password pages do them. Limited per address and per
 * account in the database like signing in, answered alike for known and unknown addresses (the
 * mail is stored and sent by its delivery job, never inline), and recorded in the audit log.
 * better-auth keeps the link: random, one hour, deleted when used, and every other link of the
 * account deleted with it (`onPasswordReset` in auth.server.ts); the reset ends every session.
 */

type ResetRequestOutcome =
  | { status: "sent" }
  | { status: "refused"; error: MessageKey; retryAfterMinutes: number; httpStatus: 429 };

type ResetOutcome =
  | { status: "reset" }
  | { status: "invalid-link" }
  | { status: "invalid"; field: "password"; error: MessageKey }
  | { status: "refused"; error: MessageKey; retryAfterMinutes?: number; httpStatus: number };

const throttled = (retryAfterSeconds: number) =>
  ({
    status: "refused",
    error: "auth.error.rateLimited",
    retryAfterMinutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
    httpStatus: 429,
  }) as const;

/** The longest token a link of ours can carry (better-auth's are 24 characters). */
export const RESET_TOKEN_MAX_LENGTH = 200;

export const isPlausibleResetToken = (token: unknown): token is string =>
  typeof token === "string" && /^[A-Za-z0-9_-]{1,200}$/.test(token);

/** The account a reset link belongs to, while the link is unused and under an hour old; else null. */
export async function resetLinkAccount(
  context: RequestContext,
  token: string,
): Promise<{ id: string; email: string; name: string } | null> {
  if (!isPlausibleResetToken(token)) return null;
  const { internalAdapter } = await siteRequestOf(context).auth.$context;
  const link = await internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!link || link.expiresAt < new Date()) return null;
  const [account] = await db()
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, link.value));
  return account ?? null;
}

/**
 * Sends a reset link when the address has an account. Whether it has one or not, the answer and
 * the work done (one look-up, one stored mail at most) are the same.
 */
export async function requestPasswordReset(
  request: Request,
  context: RequestContext,
  input: { email: string },
): Promise<ResetRequestOutcome> {
  const email = input.email.toLowerCase();
  const byAddress = await consumeAttempt(
    keyed("reset-request-address", siteRequestOf(context).clientIp || "unknown"),
    authLimits.resetRequestPerAddress,
  );
  if (!byAddress.allowed) return throttled(byAddress.retryAfterSeconds);
  // Counted for unknown addresses too, so the limit itself reveals nothing.
  const byAccount = await consumeAttempt(
    keyed("reset-request-account", email),
    authLimits.resetRequestPerAccount,
  );
  if (!byAccount.allowed) return throttled(byAccount.retryAfterSeconds);

  const [account] = await db().select({ id: user.id }).from(user).where(eq(user.email, email));
  try {
    // In the account's language, or else in that of the page the person asked from.
    await withPageLocale(resolveLocale(request), () =>
      siteRequestOf(context).auth.api.requestPasswordReset({
        body: { email },
        headers: authRequestHeaders(request.headers, siteRequestOf(context).clientIp),
      }),
    );
  } catch (error) {
    // The person is told the same either way; whoever reads the logs learns what went wrong.
    logger.error({ err: error }, "password reset link could not be created");
  }
  await audit("password-reset-requested", context, {
    target: email,
    detail: { accountExists: Boolean(account) },
  });
  return { status: "sent" };
}

/** Sets the new password chosen with a reset link; the link then stops working, as do all others. */
export async function resetPassword(
  request: Request,
  context: RequestContext,
  input: { token: string; password: string },
): Promise<ResetOutcome> {
  const byAddress = await consumeAttempt(
    keyed("reset-password-address", siteRequestOf(context).clientIp || "unknown"),
    authLimits.resetPasswordPerAddress,
  );
  if (!byAddress.allowed) return throttled(byAddress.retryAfterSeconds);
  const account = await resetLinkAccount(context, input.token);
  if (!account) return { status: "invalid-link" };
  // better-auth's hook sees no address on a reset; the rule against one's own address or name holds here.
  if (isCommonPassword(input.password, [account.email, account.name])) {
    return { status: "invalid", field: "password", error: "auth.validation.passwordTooCommon" };
  }
  try {
    await siteRequestOf(context).auth.api.resetPassword({
      body: { newPassword: input.password, token: input.token },
      headers: authRequestHeaders(request.headers, siteRequestOf(context).clientIp),
    });
  } catch (error) {
    const code = isAPIError(error)
      ? (error.body as { code?: string } | undefined)?.code
      : undefined;
    if (code === "PASSWORD_TOO_COMMON") {
      return { status: "invalid", field: "password", error: "auth.validation.passwordTooCommon" };
    }
    if (code === "PASSWORD_TOO_SHORT") {
      return {
        status: "invalid",
        field: "password",
        error: "auth.validation.registrationPasswordMin",
      };
    }
    // Used a moment ago in another tab, or expired since the check: the same as any dead link.
    if (code === "INVALID_TOKEN" || code === "USER_NOT_FOUND") return { status: "invalid-link" };
    logger.error({ err: error }, "password reset failed");
    return { status: "refused", error: "common.unknownError", httpStatus: 500 };
  }
  // The owner proved the mailbox: failed sign-ins from before no longer hold the account back.
  await clearAttempts(keyed("sign-in-account", account.email));
  await audit("password-reset", context, { actor: { id: account.id, email: account.email } });
  return { status: "reset" };
}
