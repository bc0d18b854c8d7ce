import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import { db } from "~/platform/db/client.server";
import { contentEntries, products } from "~/platform/db/schema";
import { getSetting, setSetting } from "~/platform/config/settings.server";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { cleanText } from "~/platform/entities/cells";
import type { AuditedBy } from "~/platform/audit/actor.server";
import type { MessageKey } from "~/platform/i18n/i18n";
import type { ContentKind } from "../content-kinds";

/*
 * What an editor offers to choose from: the news categories staff keep, the other articles (for
 * related articles) and the catalogue's products (for a project's products used).
 */

export const newsCategories = () => getSetting("newsCategories");

export async function editorOptions(kind: ContentKind, id: number | null) {
  const [categories, articles, catalogue] = await Promise.all([
    kind === "news" ? newsCategories() : Promise.resolve([]),
    kind === "news"
      ? db()
          .select({ id: contentEntries.id, title: sql<string>`${contentEntries.data}->>'title'` })
          .from(contentEntries)
          .where(and(eq(contentEntries.kind, "news"), isNull(contentEntries.deletedAt), id === null ? undefined : ne(contentEntries.id, id)))
          .orderBy(sql`${contentEntries.data}->>'date' desc`)
      : Promise.resolve([]),
    kind === "project"
      ? db().select({ id: products.id, title: products.title }).from(products).where(isNull(products.deletedAt)).orderBy(asc(products.title)).limit(5_000)
      : Promise.resolve([]),
  ]);
  return { categories, articles, products: catalogue };
}

/**
 * Staff's list of news categories, typed one a line: at least one, at most 20, each at most 40
 * characters, repeats dropped. A category an article still has cannot be taken away.
 */
export async function saveNewsCategories(typed: string, who: AuditedBy): Promise<{ ok: boolean; message: MessageKey; name?: string }> {
  const categories = [...new Set(cleanText(typed).split("\n").map((line) => line.trim()).filter(Boolean))];
  if (categories.length === 0) return { ok: false, message: "content.categories.empty" };
  if (categories.length > 20) return { ok: false, message: "content.categories.tooMany" };
  if (categories.some((name) => name.length > 40)) return { ok: false, message: "content.categories.tooLong" };
  const used = await db()
    .selectDistinct({ name: sql<string>`${contentEntries.data}->>'category'` })
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, "news"), isNull(contentEntries.deletedAt)));
  const missing = used.map((row) => row.name).find((name) => name && !categories.includes(name));
  if (missing) return { ok: false, message: "content.categories.inUse", name: missing };
  const before = await newsCategories();
  if (await setSetting("newsCategories", categories, who.actor.id))
    await recordAudit({ action: "news-categories-changed", actor: who.actor, ipHash: who.ipHash, target: "news categories", detail: { before, after: categories } });
  return { ok: true, message: "content.categories.saved" };
}
