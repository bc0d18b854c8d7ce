import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { migrationsFolder, pgliteExtensions } from "~/platform/db/client.server";

/**
 * An embedded database with the migrations as they were up to the one tagged `lastTag`, for a
 * test of what a later migration does to existing rows: fill it, then `migrateToLatest`.
 */
export async function databaseMigratedUntil(lastTag: string) {
  const before = await mkdtemp(path.join(tmpdir(), "migrations-"));
  await cp(migrationsFolder, before, { recursive: true });
  const journalFile = path.join(before, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration is tagged ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalFile, JSON.stringify(journal));
  const client = await PGlite.create({ extensions: pgliteExtensions });
  await migrate(drizzle(client), { migrationsFolder: before });
  return {
    client,
    /** Applies every migration there is now. */
    migrateToLatest: () => migrate(drizzle(client), { migrationsFolder }),
    async dispose() {
      await client.close();
      await rm(before, { recursive: true, force: true });
    },
  };
}
