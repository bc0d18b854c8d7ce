// Command-line entry for `npm run db:migrate` and `npm run db:seed [-- --reset]`.
import { parseEnv } from "~/platform/config/env.server";
import { openDatabase } from "../app/platform/db/client.server";
import { resetDemoCatalogue, seedDemoCatalogueIfEmpty } from "../app/features/catalogue/seed.server";
import { seedContentIfEmpty } from "../app/features/content/content-seed.server";

const command = process.argv[2];
const env = parseEnv();
const handle = await openDatabase(
  env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
);
try {
  await handle.migrate();
  console.log(`Migrations applied (${handle.driver}).`);
  if (command === "seed") {
    const result = process.argv.includes("--reset")
      ? await resetDemoCatalogue(handle.db)
      : await seedDemoCatalogueIfEmpty(handle.db);
    console.log(
      result.seeded
        ? `Seeded ${result.categories} categories, ${result.products} products, ${result.images} colour images.`
        : "The catalogue already has data; nothing seeded (use `npm run db:seed -- --reset` to replace it).",
    );
    const content = await seedContentIfEmpty(handle.db);
    const kinds = Object.entries(content).map(([kind, n]) => `${n} ${kind}`);
    console.log(kinds.length ? `Seeded the site's content: ${kinds.join(", ")}.` : "The site's content already has entries; nothing seeded.");
  } else if (command !== "migrate") {
    console.error("Usage: cli.server.ts migrate|seed [--reset]");
    process.exitCode = 1;
  }
} finally {
  await handle.close();
}
