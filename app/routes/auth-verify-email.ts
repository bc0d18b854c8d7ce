import { redirect } from "react-router";
import { z } from "zod";
import { audit } from "~/lib/auth-actions.server";
import { withSearchParams } from "~/lib/search-params";
import type { Route } from "./+types/auth-verify-email";

/*
 * GET /auth/verify-email?token=…: the link of the verification e-mail. It confirms the address
 * and sends the person to sign in (a session only ever starts at the sign-in form, behind its
 * limits); the sign-in page says whether the link worked.
 */
export const loader = withSearchParams(
  z.object({ token: z.string().max(2000).optional() }),
  async ({ context }: Route.LoaderArgs, { token }) => {
    if (!token) throw redirect("/auth?verified=0", 303);
    try {
      const result = await context.auth.api.verifyEmail({ query: { token } });
      const account = (result as { user?: { id: string; email: string } | null } | null)?.user ?? null;
      if (account) await audit("email-verified", context, { actor: { id: account.id, email: account.email } });
      throw redirect("/auth?verified=1", 303);
    } catch (error) {
      if (error instanceof Response) throw error;
      throw redirect("/auth?verified=0", 303);
    }
  },
);
