import { eq } from "drizzle-orm";
import { db as defaultDb, type Database } from "~/platform/db/client.server";
import { importedFiles } from "~/platform/db/schema";

/* Pictures imports downloaded, by the link they came from (see `importedFiles` in the schema). */

type ImportedFile = typeof importedFiles.$inferSelect;

export async function findImportedFile(sourceUrl: string, database: Database = defaultDb()): Promise<ImportedFile | null> {
  const [row] = await database.select().from(importedFiles).where(eq(importedFiles.sourceUrl, sourceUrl));
  return row ?? null;
}

export async function recordImportedFile(
  file: { sourceUrl: string; sha256: string; storageKey: string },
  database: Database = defaultDb(),
): Promise<void> {
  await database
    .insert(importedFiles)
    .values(file)
    .onConflictDoUpdate({ target: importedFiles.sourceUrl, set: { sha256: file.sha256, storageKey: file.storageKey, importedAt: new Date() } });
}
