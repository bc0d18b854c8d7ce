import type { Env } from "~/platform/config/env.server";
import { logger } from "~/platform/log/logger.server";
import { openDatabase, setDatabase, type DatabaseHandle } from "./client.server";

/**
 * Opens the configured database, applies migrations and runs `prepare` (the site's: the demo
 * catalogue when empty, the secret, the first administrator), all under the start-up lock: several
 * processes starting at once on one PostgreSQL server do each of these once.
 */
export async function startDatabase(
  env: Env,
  prepare?: (handle: DatabaseHandle) => Promise<void>,
): Promise<DatabaseHandle> {
  const handle = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  );
  try {
    await handle.migrate(async () => {
      await prepare?.(handle);
    });
  } catch (error) {
    await handle.close();
    throw error;
  }
  logger.info({ driver: handle.driver }, "database ready");
  setDatabase(handle);
  return handle;
}
