import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { db as defaultDb, type Database } from "~/platform/db/client.server";
import { appMeta, user } from "~/platform/db/schema";

/*
 * With no administrator and none configured (ADMIN_EMAIL/ADMIN_PASSWORD), the server prints a
 * link that lets one person create the first administrator. The link carries a token derived
 * from the session secret and the moment it was issued, which is all the database keeps: every
 * process (and a restart within the hour) prints the same link, and nothing stored reveals it.
 */

const SETUP_KEY = "first-administrator-setup";
const SETUP_LINK_LIFETIME_MS = 60 * 60 * 1000;

const tokenFor = (secret: string, issuedAt: number) =>
  createHmac("sha256", secret).update(`first-administrator:${issuedAt}`).digest("base64url");

async function hasAdministrator(database: Database = defaultDb()): Promise<boolean> {
  const [row] = await database.select({ id: user.id }).from(user).where(eq(user.role, "admin")).limit(1);
  return Boolean(row);
}

async function issuedAt(database: Database): Promise<number | null> {
  const [row] = await database.select().from(appMeta).where(eq(appMeta.key, SETUP_KEY));
  const value = Number(row?.value);
  return Number.isSafeInteger(value) ? value : null;
}

/** The setup link while no administrator exists (issuing a new one when none is valid), else null. */
export async function firstAdministratorSetupLink(
  options: { secret: string; publicUrl: string; now?: number },
  database: Database = defaultDb(),
): Promise<{ url: string; expiresAt: Date } | null> {
  if (await hasAdministrator(database)) {
    await database.delete(appMeta).where(eq(appMeta.key, SETUP_KEY));
    return null;
  }
  const now = options.now ?? Date.now();
  let issued = await issuedAt(database);
  if (issued === null || now - issued >= SETUP_LINK_LIFETIME_MS) {
    // Two processes starting together agree on one moment: the later write keeps the earlier value.
    await database
      .insert(appMeta)
      .values({ key: SETUP_KEY, value: String(now) })
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: String(now) },
        where: sql`${appMeta.value}::bigint <= ${now - SETUP_LINK_LIFETIME_MS}`,
      });
    issued = (await issuedAt(database)) ?? now;
  }
  return {
    url: `${options.publicUrl}/auth/setup?token=${tokenFor(options.secret, issued)}`,
    expiresAt: new Date(issued + SETUP_LINK_LIFETIME_MS),
  };
}

/** Whether a token opens the setup page: issued within the hour, and still no administrator. */
export async function isSetupTokenValid(
  token: string,
  options: { secret: string; now?: number },
  database: Database = defaultDb(),
): Promise<boolean> {
  const issued = await issuedAt(database);
  if (issued === null || (options.now ?? Date.now()) - issued >= SETUP_LINK_LIFETIME_MS) return false;
  const expected = Buffer.from(tokenFor(options.secret, issued));
  const given = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return !(await hasAdministrator(database));
}

/** Ends the setup: the link never works again. */
export async function closeFirstAdministratorSetup(database: Pick<Database, "delete"> = defaultDb()) {
  await database.delete(appMeta).where(eq(appMeta.key, SETUP_KEY));
}
