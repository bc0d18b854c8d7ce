import { eq } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { appMeta } from "~/platform/db/schema";

/** Its key in `app_meta` (backups carry and restore it too). */
export const SESSION_SECRET_KEY = "session_secret";

/**
 * The session secret every process on a PostgreSQL server shares: the first process to start
 * stores `candidate`, and every process (that one included) uses what is stored.
 */
export async function sharedSessionSecret(database: Database, candidate: string): Promise<string> {
  await database.insert(appMeta).values({ key: SESSION_SECRET_KEY, value: candidate }).onConflictDoNothing();
  const [row] = await database.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, SESSION_SECRET_KEY));
  if (!row) throw new Error("The session secret could not be stored");
  return row.value;
}
