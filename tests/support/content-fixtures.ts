import type { Database } from "~/platform/db/client.server";
import { auditLog } from "~/platform/db/schema";
import { seedRecords } from "~/features/content/content-seed.server";
import type { NewsRecord } from "~/features/content/content-kinds";

/** The editor the content store's tests write as, and the audit context their writes carry. */
export const editor = { id: "u-editor", email: "editor@example.ca" };
export const editorContext = { actor: editor, ipHash: "hash" };

/** A shipped article under another title and address, with any field changed. */
export const testArticle = (overrides: Partial<NewsRecord> = {}): NewsRecord => ({
  ...seedRecords.news()[0]!,
  title: "Oiled or Lacquered?",
  slug: "oiled-or-lacquered",
  date: "2026-11-20",
  ...overrides,
});

/** The audit log's entries about one content entry, oldest first. */
export async function entryAuditRows(db: Pick<Database, "select">, entryId: number) {
  return (await db.select().from(auditLog)).filter((row) => (row.detail as { entryId?: number } | null)?.entryId === entryId);
}

/** The actions the audit log recorded about one content entry, oldest first. */
export const entryAuditActions = async (db: Pick<Database, "select">, entryId: number) => (await entryAuditRows(db, entryId)).map((row) => row.action);
