import { and, count, eq, inArray } from "drizzle-orm";
import { db } from "~/platform/db/client.server";
import { twoFactor, user } from "~/platform/db/schema";
import { STAFF } from "./require-role.server";

/*
 * The few reads and writes of two-factor sign-in that better-auth does not make for us: its
 * tables read directly, and the account's last sign-in.
 */

/** The encrypted secret of a set-up started but not yet confirmed with a code, or null. */
export async function unconfirmedTwoFactorSecret(userId: string): Promise<string | null> {
  const [row] = await db()
    .select({ secret: twoFactor.secret })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), eq(twoFactor.verified, false)));
  return row?.secret ?? null;
}

/** Until when better-auth refuses this account's codes after too many wrong ones, if it does. */
export async function twoFactorLockedUntil(userId: string): Promise<Date | null> {
  const [row] = await db()
    .select({ lockedUntil: twoFactor.lockedUntil })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId));
  return row?.lockedUntil ?? null;
}

/** The account's id and address, or null when there is no such account. */
export async function accountById(userId: string): Promise<{ id: string; email: string } | null> {
  const [account] = await db()
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.id, userId));
  return account ?? null;
}

export async function recordSignInTime(userId: string) {
  await db().update(user).set({ lastSignInAt: new Date() }).where(eq(user.id, userId));
}

/** Staff who have not set up two-factor sign-in, for the administrator deciding to require it. */
export async function staffWithoutTwoFactor(): Promise<number> {
  const [row] = await db()
    .select({ total: count() })
    .from(user)
    .where(and(inArray(user.role, [...STAFF]), eq(user.twoFactorEnabled, false)));
  return row?.total ?? 0;
}
