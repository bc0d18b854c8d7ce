import { eq, sql } from "drizzle-orm";
import { db as defaultDb, type Database } from "~/platform/db/client.server";
import { appSetting } from "~/platform/db/schema";

/*
 * The settings administrators change in the admin, one typed value per key. Read from the
 * database on each use (one primary-key lookup), so every process sees a change at once. A
 * feature with a setting of its own adds it to `Settings` (declaration merging) and registers its
 * default with `registerSetting` (decision 057).
 */

export interface Settings {
  /** Every administrator and editor must have two-factor sign-in before using the admin. */
  requireTwoFactor: boolean;
}

const defaults: Partial<Settings> = {
  requireTwoFactor: false,
};

/** Registers the value a feature's setting has until someone changes it. */
export function registerSetting<K extends keyof Settings>(key: K, fallback: Settings[K]) {
  defaults[key] = fallback;
}

function defaultOf<K extends keyof Settings>(key: K): Settings[K] {
  const fallback = defaults[key];
  if (fallback === undefined) throw new Error(`The setting "${key}" has no registered default.`);
  return fallback as Settings[K];
}

/** A stored value of the right type, else the default (a row written by hand, an old shape). */
function valid<K extends keyof Settings>(key: K, value: unknown): Settings[K] {
  const fallback = defaultOf(key);
  if (Array.isArray(fallback))
    return (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === "string") ? value : fallback) as Settings[K];
  return typeof value === typeof fallback ? (value as Settings[K]) : fallback;
}

export async function getSetting<K extends keyof Settings>(
  key: K,
  database: Database = defaultDb(),
): Promise<Settings[K]> {
  const [row] = await database
    .select({ value: appSetting.value })
    .from(appSetting)
    .where(eq(appSetting.key, key));
  return row ? valid(key, row.value) : defaultOf(key);
}

/** Stores a setting and who changed it; returns whether the value changed. */
export async function setSetting<K extends keyof Settings>(
  key: K,
  value: Settings[K],
  updatedBy: string | null,
  database: Database = defaultDb(),
): Promise<boolean> {
  const before = await getSetting(key, database);
  await database
    .insert(appSetting)
    .values({ key, value, updatedBy })
    .onConflictDoUpdate({
      target: appSetting.key,
      set: {
        value: sql`excluded.value`,
        updatedBy: sql`excluded.updated_by`,
        updatedAt: sql`now()`,
      },
    });
  return before !== value;
}
