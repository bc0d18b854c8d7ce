import type { NextFunction, Request, Response } from "express";
import type { Auth, AuthSession } from "~/features/auth/auth.server";
import { authRequestHeaders } from "~/features/auth/auth-headers.server";
import { isPrivateRequestPath, PRIVATE_NO_STORE } from "~/platform/http/cache-control.server";
import { mustSetUpTwoFactor } from "~/features/auth/two-factor-rule.server";
import { logger } from "~/platform/log/logger.server";

/*
 * The private part of the site: the sign-in pages (/auth…) and the admin (/admin…, /api/admin…).
 * Before the router runs, every request there is marked personal and never to be stored (by the
 * browser or any cache between), indexed or framed, a state-changing request from another origin
 * is refused, and the visitor's session (if any) is read once and handed to the loaders and
 * actions through the load context.
 */

// Also the router's data requests for these pages (`/admin.data`, `/auth.data?…`).
export { isPrivateRequestPath };

/**
 * Whether a state-changing request comes from a page of this site. Browsers send Origin with every
 * POST; without it, Sec-Fetch-Site says the same. A request with neither comes from no browser,
 * and so carries no one's cookies against their will.
 */
export function isSameOrigin(req: Pick<Request, "headers">, siteOrigin: string): boolean {
  const origin = req.headers.origin;
  if (origin !== undefined) return origin === siteOrigin;
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined) return site === "same-origin" || site === "none";
  return true;
}

/**
 * Pages whose address carries a secret (a reset or setup link's token): the Referer they cause, to this
 * site's own files or anywhere else, names the origin only. Not `no-referrer`: with it browsers post
 * the page's forms with `Origin: null`, which this area and React Router rightly refuse.
 */
const ORIGIN_ONLY_REFERRER_PATHS = new Set(["/auth/reset-password", "/auth/setup"]);

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function privateArea(auth: Auth, publicUrl: string) {
  const siteOrigin = new URL(publicUrl).origin;
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!isPrivateRequestPath(req.path)) return next();
    res.setHeader("Cache-Control", PRIVATE_NO_STORE);
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    if (ORIGIN_ONLY_REFERRER_PATHS.has(req.path)) res.setHeader("Referrer-Policy", "strict-origin");
    if (!SAFE_METHODS.has(req.method) && !isSameOrigin(req, siteOrigin)) {
      logger.warn({ origin: req.headers.origin, path: req.path }, "cross-origin request to the private area refused");
      const message = "Forbidden: this request did not come from this site.";
      // The admin API answers in its own shape, `{ success, error }`, refusals included.
      if (req.path.startsWith("/api/")) res.status(403).json({ success: false, error: message });
      else res.status(403).type("text/plain").send(message);
      return;
    }
    try {
      const { response, headers } = await auth.api.getSession({
        headers: authRequestHeaders(req.headers, req.ip),
        returnHeaders: true,
      });
      // A refreshed session comes with a new cookie; without it the browser would drop the session early.
      for (const cookie of headers.getSetCookie()) res.append("Set-Cookie", cookie);
      res.locals.session = response ?? null;
      res.locals.twoFactorSetupRequired = await mustSetUpTwoFactor(response ?? null);
      next();
    } catch (error) {
      next(error);
    }
  };
}

export type PrivateSession = AuthSession | null;
