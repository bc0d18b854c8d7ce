import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import { db } from "~/platform/db/client.server";
import { contentEntries, products } from "~/platform/db/schema";
import { getSetting } from "~/platform/config/settings.server";
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
