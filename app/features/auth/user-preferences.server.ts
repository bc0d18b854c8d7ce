import { eq } from "drizzle-orm";
import { db as defaultDb, type Database } from "~/platform/db/client.server";
import { user } from "~/platform/db/schema";
import type { Locale } from "~/platform/i18n/i18n";

/** Keeps a chosen admin language with the account, so it follows the person to other browsers. */
export async function saveUserLocale(userId: string, locale: Locale, database: Database = defaultDb()) {
  await database.update(user).set({ locale }).where(eq(user.id, userId));
}
