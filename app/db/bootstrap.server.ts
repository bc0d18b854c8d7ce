import type { Env } from "~/config/env.server";
import { logger } from "~/lib/logger.server";
import { openDatabase, setDatabase, type DatabaseHandle } from "./client.server";
import { seedDemoCatalogueIfEmpty } from "./seed.server";

/** Opens the configured database, applies migrations and seeds the demo catalogue when empty. */
export async function startDatabase(env: Env): Promise<DatabaseHandle> {
  const handle = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  );
  try {
    await handle.migrate();
    const seed = await seedDemoCatalogueIfEmpty(handle.db);
    if (seed.seeded) logger.info({ ...seed }, "demo catalogue seeded");
  } catch (error) {
    await handle.close();
    throw error;
  }
  logger.info({ driver: handle.driver }, "database ready");
  setDatabase(handle);
  return handle;
}
