import { and, eq, lt, sql } from "drizzle-orm";
import { db as defaultDb, type Database } from "~/platform/db/client.server";
import { authThrottle } from "~/platform/db/schema";

export interface ThrottleRule {
  max: number;
  windowSeconds: number;
}

interface ThrottleVerdict {
  allowed: boolean;
  /** Seconds until the window ends and attempts are counted afresh. */
  retryAfterSeconds: number;
}

const retryAfter = (rule: ThrottleRule) =>
  sql<number>`greatest(1, ceil(extract(epoch from (${authThrottle.windowStart} + make_interval(secs => ${rule.windowSeconds}) - now()))))::int`;

/**
 * Counts one attempt under `key` in a fixed window and says whether it is within the rule. One
 * statement, so attempts from several processes at once are all counted.
 */
export async function consumeAttempt(
  key: string,
  rule: ThrottleRule,
  database: Database = defaultDb(),
): Promise<ThrottleVerdict> {
  const windowStart = sql`${authThrottle.windowStart}`;
  const expired = sql`${windowStart} <= now() - make_interval(secs => ${rule.windowSeconds})`;
  const [row] = await database
    .insert(authThrottle)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        count: sql`case when ${expired} then 1 else ${authThrottle.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${windowStart} end`,
      },
    })
    .returning({
      count: authThrottle.count,
      retryAfterSeconds: retryAfter(rule),
    });
  if (!row) throw new Error("The attempt was not counted");
  return { allowed: row.count <= rule.max, retryAfterSeconds: Number(row.retryAfterSeconds) };
}

/**
 * Gives back one attempt counted by {@link consumeAttempt} that turned out not to count against
 * the rule (the password was right). A limit on failures reserves the attempt before checking it
 * and releases it afterwards: counted only after the check, attempts arriving together would all
 * see the count below the limit and all be checked. Only a window still running is touched.
 */
export async function releaseAttempt(
  key: string,
  rule: ThrottleRule,
  database: Database = defaultDb(),
): Promise<void> {
  await database
    .update(authThrottle)
    .set({ count: sql`greatest(${authThrottle.count} - 1, 0)` })
    .where(
      and(
        eq(authThrottle.key, key),
        sql`${authThrottle.windowStart} > now() - make_interval(secs => ${rule.windowSeconds})`,
      ),
    );
}

/** Whether `key` is already at its rule's limit, without counting an attempt. */
export async function peekAttempts(
  key: string,
  rule: ThrottleRule,
  database: Database = defaultDb(),
): Promise<ThrottleVerdict> {
  const [row] = await database
    .select({ count: authThrottle.count, retryAfterSeconds: retryAfter(rule) })
    .from(authThrottle)
    .where(and(eq(authThrottle.key, key), sql`${authThrottle.windowStart} > now() - make_interval(secs => ${rule.windowSeconds})`));
  if (!row) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: row.count < rule.max, retryAfterSeconds: Number(row.retryAfterSeconds) };
}

/** Forgets the attempts under `key`, e.g. an account's failed sign-ins once its owner gets in. */
export async function clearAttempts(key: string, database: Database = defaultDb()) {
  await database.delete(authThrottle).where(eq(authThrottle.key, key));
}

/** Drops windows that ended more than a day ago. */
export async function pruneAttempts(database: Database = defaultDb()) {
  await database.delete(authThrottle).where(lt(authThrottle.windowStart, sql`now() - interval '1 day'`));
}
