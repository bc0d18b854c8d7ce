import { eq } from "drizzle-orm";
import { db as defaultDb, type Database } from "~/db/client.server";
import { user } from "~/db/schema";
import type { Locale } from "~/i18n/i18n";

/** Keeps a chosen admin language with the account, so it follows the person to other browsers. */
export async function saveUserLocale(userId: string, locale: Locale, database: Database = defaultDb()) {
  await database.update(user).set({ locale }).where(eq(user.id, userId));
}
