import { siteRequestOf } from "~/platform/http/request-context";
import { withPassword, type AccountOutcome } from "~/features/auth/account-change.server";
import { answerOf } from "~/features/auth/auth-answer.server";
import { audit } from "~/features/auth/auth-actions.server";
import { authRequestHeaders } from "~/features/auth/auth-headers.server";
import { isCommonPassword } from "~/features/auth/password-policy.server";
import { actorOf } from "~/platform/audit/actor.server";
import { changePasswordSchema, errorsOf } from "./account-form-schema";
import { answer, formText, invalid, type IntentArgs } from "./account-answer.server";

/*
 * The password change of the account page: the current password confirms it (wrong ones counted
 * on the account), better-auth makes it and ends the person's other sessions.
 */

async function changePassword(
  { request, context, session }: Omit<IntentArgs, "form">,
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
      siteRequestOf(context).auth.api.changePassword({
        body: { ...passwords, revokeOtherSessions: true },
        headers: authRequestHeaders(request.headers, siteRequestOf(context).clientIp),
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
    actor: actorOf(session, context).actor,
    detail: { otherSessionsEnded: true },
  });
  // This device's session was replaced by a new one: its cookie must reach the browser.
  return { ok: true, headers: answer.headers };
}

/** `intent=change-password`: the current password, the new one and its confirmation. */
export async function changePasswordIntent(args: IntentArgs) {
  const parsed = changePasswordSchema.safeParse({
    currentPassword: formText(args.form, "currentPassword"),
    newPassword: formText(args.form, "newPassword"),
    confirmPassword: formText(args.form, "confirmPassword"),
  });
  if (!parsed.success) return invalid("change-password", errorsOf(parsed.error));
  return answer("change-password", await changePassword(args, parsed.data), "password");
}
