import { requestUrl } from "~/platform/http/request-url";
import { siteRequestOf, type RequestContext } from "~/platform/http/request-context";
import { redirect } from "react-router";
import { STAFF_ROLES } from "~/platform/entities/define";
import { SESSION_MAX_AGE_MS, type AuthSession, type Role } from "./auth.server";
import { safeRedirectPath } from "~/platform/http/safe-redirect";

/*
 * The one gate of the private area: every admin loader, action and resource route starts with
 * `requireUser` or `requireRole`. The session was read before routing (server/admin-area.ts);
 * the pages only hide what these already refuse.
 */

const isApiRequest = (request: Request) => requestUrl(request).pathname.startsWith("/api/");

// No Cache-Control here: the private area marks every answer under /api/admin `no-store` already.
// The admin API answers in its own shape, `{ success, error }`, refusals included.
function refuse(status: 401 | 403, message: string): never {
  throw Response.json({ success: false, error: message }, { status });
}

/** The signed-in person's session, or null (also when it outlived the seven-day limit). */
export function currentSession(context: RequestContext): AuthSession | null {
  const session = siteRequestOf(context).session;
  if (!session) return null;
  if (Date.now() - new Date(session.session.createdAt).getTime() > SESSION_MAX_AGE_MS) return null;
  return session;
}

/**
 * The signed-in person, or a redirect to the sign-in page that comes back here afterwards (for a
 * resource route under /api, a 401). Pending accounts pass: they may see the waiting page.
 */
export function requireUser(request: Request, context: RequestContext): AuthSession {
  const session = currentSession(context);
  if (session) return session;
  if (isApiRequest(request)) refuse(401, "Sign in first.");
  const url = requestUrl(request);
  const back = url.pathname + url.search;
  // A path the sign-in page would not return to (too long, odd characters) is not carried there.
  const keep = back !== "/admin" && safeRedirectPath(back, "") === back;
  throw redirect(keep ? `/auth?redirectTo=${encodeURIComponent(back)}` : "/auth", 303);
}

/**
 * The signed-in person if their role is one of `roles`. A pending account is sent to the page
 * that says its access awaits approval; any other missing right is a 403. While two-factor
 * sign-in is required for everyone, a staff member without it is sent to their account page to
 * set it up (`allowWithoutTwoFactor`: that page itself).
 */
export function requireRole(
  request: Request,
  context: RequestContext,
  roles: readonly Role[],
  options: { allowWithoutTwoFactor?: boolean } = {},
): AuthSession {
  const session = requireUser(request, context);
  const role = session.user.role as Role;
  if (roles.includes(role)) {
    if (siteRequestOf(context).twoFactorSetupRequired && !options.allowWithoutTwoFactor) {
      if (isApiRequest(request)) refuse(403, "Set up two-factor sign-in first.");
      throw redirect("/admin/account", 303);
    }
    return session;
  }
  if (isApiRequest(request)) refuse(403, "Your account may not do this.");
  if (role === "pending") throw redirect("/admin/pending", 303);
  throw Response.json({ error: "Your account may not do this." }, { status: 403 });
}

/** Staff who run the catalogue, imports and enquiries. */
export const STAFF: readonly Role[] = STAFF_ROLES;
export const ADMINS: readonly Role[] = ["admin"];
