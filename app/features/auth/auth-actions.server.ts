import { siteRequestOf, type RequestContext } from "~/platform/http/request-context";
import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { addressHash, keyed } from "~/platform/audit/actor.server";
import { db } from "~/platform/db/client.server";
import { user } from "~/platform/db/schema";
import type { MessageKey } from "~/platform/i18n/i18n";
import { resolveLocale } from "~/platform/i18n/locale.server";
import { recordAudit, type AuditAction } from "~/platform/audit/audit-log.server";
import {
  clearAttempts,
  consumeAttempt,
  releaseAttempt,
  type ThrottleRule,
} from "~/features/auth/auth-throttle.server";
import { authRequestHeaders, setCookiesOf } from "./auth-headers.server";
import { logger } from "~/platform/log/logger.server";
import { withPageLocale } from "~/platform/i18n/request-locale.server";

/*
 * Signing in, registering and signing out, as the sign-in page's action does them: limited per
 * address and per account in the database (better-auth's own limiter never sees server calls),
 * answered alike for an unknown address and a wrong password, and recorded in the audit log.
 */

export const authLimits = {
  /** Attempts from one address, successful or not. */
  signInPerAddress: { max: 20, windowSeconds: 15 * 60 },
  /** Failed attempts on one account: slows a guesser down, then lets the owner in again. */
  signInFailuresPerAccount: { max: 5, windowSeconds: 15 * 60 },
  registerPerAddress: { max: 5, windowSeconds: 60 * 60 },
  /** Reset links asked for from one address… */
  resetRequestPerAddress: { max: 5, windowSeconds: 60 * 60 },
  /** …and for one address typed into the form, known or not, so the answer tells nothing. */
  resetRequestPerAccount: { max: 3, windowSeconds: 60 * 60 },
  /** New passwords sent with a reset link from one address. */
  resetPasswordPerAddress: { max: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, ThrottleRule>;

type AuthOutcome =
  | { status: "signed-in"; headers: Headers }
  /** The password was right; the code step follows (/auth/two-factor), its cookie in `headers`. */
  | { status: "two-factor"; headers: Headers }
  | { status: "registered" }
  | {
      status: "refused";
      error: MessageKey;
      field?: "email" | "password";
      retryAfterMinutes?: number;
      httpStatus: number;
    };

function throttled(retryAfterSeconds: number): AuthOutcome {
  return {
    status: "refused",
    error: "auth.error.rateLimited",
    retryAfterMinutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
    httpStatus: 429,
  };
}

export async function audit(
  action: AuditAction,
  context: RequestContext,
  entry: {
    actor?: { id: string; email: string } | null;
    target?: string | null;
    detail?: Record<string, unknown>;
  },
) {
  try {
    await recordAudit({ action, ipHash: addressHash(siteRequestOf(context).clientIp), ...entry });
  } catch (error) {
    // The action itself happened; a lost log line must not undo it, but someone should know.
    logger.error({ err: error, action }, "audit entry could not be written");
  }
}

export async function signIn(
  request: Request,
  context: RequestContext,
  credentials: { email: string; password: string },
): Promise<AuthOutcome> {
  const email = credentials.email.toLowerCase();
  const addressKey = keyed("sign-in-address", siteRequestOf(context).clientIp || "unknown");
  const accountKey = keyed("sign-in-account", email);
  const byAddress = await consumeAttempt(addressKey, authLimits.signInPerAddress);
  if (!byAddress.allowed) return throttled(byAddress.retryAfterSeconds);
  // The failure is counted before the password is checked, and given back when it was right:
  // attempts arriving together are counted together, so no more than the limit are ever checked.
  const byAccount = await consumeAttempt(accountKey, authLimits.signInFailuresPerAccount);
  if (!byAccount.allowed) return throttled(byAccount.retryAfterSeconds);
  const release = () => releaseAttempt(accountKey, authLimits.signInFailuresPerAccount);

  let response: Response;
  try {
    // An unverified account gets a fresh link, in the language of this page if it has none of its own.
    response = await withPageLocale(resolveLocale(request), () =>
      siteRequestOf(context).auth.api.signInEmail({
        body: { email, password: credentials.password },
        headers: authRequestHeaders(request.headers, siteRequestOf(context).clientIp),
        asResponse: true,
      }),
    );
  } catch (error) {
    // Nothing was decided: the attempt does not count.
    await release();
    throw error;
  }
  const body = (await response.json().catch(() => ({}))) as {
    code?: string;
    user?: { id: string; email: string };
    twoFactorRedirect?: boolean;
  };
  if (!response.ok) {
    if (body.code === "EMAIL_NOT_VERIFIED") {
      // Only reached with the right password: the owner learns what to do, nobody else anything.
      await release();
      return { status: "refused", error: "auth.verify.required", httpStatus: 403 };
    }
    if (body.code === "BANNED_USER") {
      // Also only after the right password: the person learns why, a guesser learns nothing new.
      await release();
      await audit("sign-in-failed", context, { target: email, detail: { reason: body.code } });
      return { status: "refused", error: "auth.error.disabled", httpStatus: 403 };
    }
    // A wrong password (or no such account): the reserved attempt stays counted.
    await audit("sign-in-failed", context, {
      target: email,
      detail: { reason: body.code ?? String(response.status) },
    });
    return { status: "refused", error: "auth.error.invalidCredentials", httpStatus: 400 };
  }
  await clearAttempts(accountKey);
  // better-auth ended the session it had started: it begins, and is recorded, after the code.
  if (body.twoFactorRedirect) return { status: "two-factor", headers: setCookiesOf(response.headers) };
  if (body.user) {
    await db().update(user).set({ lastSignInAt: new Date() }).where(eq(user.id, body.user.id));
    await audit("sign-in", context, { actor: { id: body.user.id, email: body.user.email } });
  }
  return { status: "signed-in", headers: setCookiesOf(response.headers) };
}

export async function register(
  request: Request,
  context: RequestContext,
  credentials: { email: string; password: string },
): Promise<AuthOutcome> {
  const byAddress = await consumeAttempt(
    keyed("register-address", siteRequestOf(context).clientIp || "unknown"),
    authLimits.registerPerAddress,
  );
  if (!byAddress.allowed) return throttled(byAddress.retryAfterSeconds);
  const email = credentials.email.toLowerCase();
  try {
    // A taken address is answered exactly like a new one (better-auth returns a stand-in account).
    const startedAt = new Date(Date.now() - 1000);
    // The verification mail, and every mail after it, speaks the language the person registered in.
    const locale = resolveLocale(request);
    await withPageLocale(locale, () =>
      siteRequestOf(context).auth.api.signUpEmail({
        body: { email, password: credentials.password, name: email.split("@")[0] ?? email },
        headers: authRequestHeaders(request.headers, siteRequestOf(context).clientIp),
      }),
    );
    // The log names a new account only; a second registration of a taken address changes nothing.
    const [created] = await db()
      .select({ id: user.id, email: user.email, createdAt: user.createdAt })
      .from(user)
      .where(eq(user.email, email));
    if (created && created.createdAt >= startedAt) {
      await db().update(user).set({ locale }).where(eq(user.id, created.id));
      await audit("registered", context, { actor: { id: created.id, email: created.email } });
    }
    return { status: "registered" };
  } catch (error) {
    const code = isAPIError(error)
      ? (error.body as { code?: string } | undefined)?.code
      : undefined;
    if (code === "PASSWORD_TOO_COMMON") {
      return {
        status: "refused",
        error: "auth.validation.passwordTooCommon",
        field: "password",
        httpStatus: 400,
      };
    }
    if (code === "PASSWORD_TOO_SHORT") {
      return {
        status: "refused",
        error: "auth.validation.registrationPasswordMin",
        field: "password",
        httpStatus: 400,
      };
    }
    logger.warn({ err: error }, "registration failed");
    return { status: "refused", error: "auth.toast.registrationFailed", httpStatus: 400 };
  }
}

/** Ends this session, or (everywhere) every session of the account; the cookies to clear. */
export async function signOut(
  request: Request,
  context: RequestContext,
  everywhere: boolean,
): Promise<Headers> {
  const session = siteRequestOf(context).session;
  const headers = authRequestHeaders(request.headers, siteRequestOf(context).clientIp);
  if (session && everywhere) await siteRequestOf(context).auth.api.revokeSessions({ headers });
  const response = await siteRequestOf(context).auth.api.signOut({ headers, asResponse: true });
  if (session) {
    await audit(everywhere ? "sign-out-everywhere" : "sign-out", context, {
      actor: { id: session.user.id, email: session.user.email },
    });
  }
  return setCookiesOf(response.headers);
}
