import { type RequestContext } from "~/platform/http/request-context";
import { actorOf } from "~/platform/audit/actor.server";
import { getSetting, setSetting } from "~/platform/config/settings.server";
import type { AccountOutcome } from "./account-change.server";
import { audit } from "./auth-actions.server";
import type { AuthSession } from "./auth.server";
import { STAFF } from "./require-role.server";

/*
 * "Two-factor sign-in for everyone": a setting administrators turn on or off, which then sends
 * staff without it to their account page until they set it up. docs/decisions/014-two-factor.md.
 */

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

/** An administrator turns the rule on or off; they need two-factor themselves to turn it on. */
export async function setTwoFactorRequired(
  context: RequestContext,
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
    await audit("two-factor-required", context, {
      actor: actorOf(session, context).actor,
      detail: { required },
    });
  return { ok: true, required };
}
