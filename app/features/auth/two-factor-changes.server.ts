import { siteRequestOf, type RequestContext } from "~/platform/http/request-context";
import { actorOf } from "~/platform/audit/actor.server";
import { withPassword, type AccountOutcome } from "./account-change.server";
import { answerOf } from "./auth-answer.server";
import { audit } from "./auth-actions.server";
import { authRequestHeaders } from "./auth-headers.server";
import type { AuthSession } from "./auth.server";
import { twoFactorRequiredFor } from "./two-factor-rule.server";

/*
 * Two-factor sign-in once it is on: the backup codes left, new ones, and turning it off, each
 * confirmed with the password. docs/decisions/014-two-factor.md.
 */

/** Backup codes still unused, or null without two-factor. */
export async function backupCodesLeft(
  context: RequestContext,
  userId: string,
): Promise<number | null> {
  try {
    const { backupCodes } = await siteRequestOf(context).auth.api.viewBackupCodes({ body: { userId } });
    return backupCodes.length;
  } catch {
    return null;
  }
}

export async function renewBackupCodes(
  request: Request,
  context: RequestContext,
  session: AuthSession,
  password: string,
): Promise<AccountOutcome<{ backupCodes: string[] }>> {
  const answer = await withPassword(session, "password", () =>
    answerOf(
      siteRequestOf(context).auth.api.generateBackupCodes({
        body: { password },
        headers: authRequestHeaders(request.headers, siteRequestOf(context).clientIp),
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
  await audit("backup-codes-renewed", context, { actor: actorOf(session, context).actor });
  return { ok: true, backupCodes: codes.map(String), headers: answer.headers };
}

export async function disableTwoFactor(
  request: Request,
  context: RequestContext,
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
      siteRequestOf(context).auth.api.disableTwoFactor({
        body: { password },
        headers: authRequestHeaders(request.headers, siteRequestOf(context).clientIp),
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
  await audit("two-factor-disabled", context, { actor: actorOf(session, context).actor });
  // Turning it off replaced this device's session too.
  return { ok: true, headers: answer.headers };
}
