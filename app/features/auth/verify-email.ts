import { siteRequestOf } from "~/platform/http/request-context";
import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import { z } from "zod";
import { db } from "~/platform/db/client.server";
import { user } from "~/platform/db/schema";
import { noticeAccountAwaitingApproval } from "~/features/auth/account-notices.server";
import { audit } from "~/features/auth/auth-actions.server";
import { wakeJobs } from "~/platform/jobs/job-runner.server";
import { logger } from "~/platform/log/logger.server";
import { withSearchParams } from "~/platform/http/search-params";
import type { Route } from "./+types/verify-email";

/*
 * GET /auth/verify-email?token=…: the link of the verification e-mail. It confirms the address
 * and sends the person to sign in (a session only ever starts at the sign-in form, behind its
 * limits); the sign-in page says whether the link worked. An account that now awaits approval
 * is announced to every administrator by e-mail (once: a link used again verifies nothing).
 */

/** The account a verification link names (its signature is better-auth's to check), if any. */
async function accountOfLink(token: string) {
  let email: unknown;
  try {
    email = (JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as { email?: unknown }).email;
  } catch {
    return null;
  }
  if (typeof email !== "string") return null;
  const [account] = await db()
    .select({ id: user.id, email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, email.toLowerCase()));
  return account ?? null;
}

async function tellAdministrators(accountId: string) {
  try {
    await db().transaction(async (tx) => {
      const [account] = await tx.select({ email: user.email, role: user.role }).from(user).where(eq(user.id, accountId));
      if (account?.role !== "pending") return;
      const told = await noticeAccountAwaitingApproval(account.email, tx);
      logger.info({ administrators: told }, "an account awaiting approval was announced");
    });
    wakeJobs();
  } catch (error) {
    // The address is verified either way; the Users tab still lists the account as pending.
    logger.error({ err: error }, "administrators could not be told of an account awaiting approval");
  }
}
export const loader = withSearchParams(
  z.object({ token: z.string().max(2000).optional() }),
  async ({ context }: Route.LoaderArgs, { token }) => {
    if (!token) throw redirect("/auth?verified=0", 303);
    try {
      // better-auth answers without the account, so the one the link names is looked at before
      // and after: only an address verified by this request is recorded and announced.
      const before = await accountOfLink(token);
      await siteRequestOf(context).auth.api.verifyEmail({ query: { token } });
      const after = before && !before.emailVerified ? await accountOfLink(token) : null;
      if (after?.emailVerified) {
        await audit("email-verified", context, { actor: { id: after.id, email: after.email } });
        await tellAdministrators(after.id);
      }
      throw redirect("/auth?verified=1", 303);
    } catch (error) {
      if (error instanceof Response) throw error;
      throw redirect("/auth?verified=0", 303);
    }
  },
);
