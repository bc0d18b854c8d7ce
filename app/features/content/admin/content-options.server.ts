import { and, asc, desc, eq, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { escapeLike } from "~/platform/db/escape-like";
import { db, type Database } from "~/platform/db/client.server";
import { contentEntries, products } from "~/platform/db/schema";
import { getSetting, setSetting } from "~/platform/config/settings.server";
import "../content-settings.server";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { cleanText } from "~/platform/entities/cells";
import type { AuditedBy } from "~/platform/audit/actor.server";
import type { MessageKey } from "~/platform/i18n/i18n";
import { kindSpec, type ContentKind } from "../content-kinds";
import { productSearch } from "~/features/catalogue/catalogue.server";

/*
 * What an editor offers to choose from: the news categories staff keep, and the records a list of
 * references may name (other articles for related articles, the catalogue's products for a
 * project's products used). The catalogue may hold thousands of products: the editor is sent only
 * the ones the entry names, and staff find others by searching (`searchReferences`, through
 * /api/admin/references).
 */

export const newsCategories = () => getSetting("newsCategories");

export type ReferenceKind = "product" | "news";

/** A record a reference may name, as the picker lists it. */
interface ReferenceChoice {
  id: number;
  title: string;
  /** What tells two alike apart: a product's number, series and colour; an article's date. */
  detail: string;
}

/** How many choices a search answers: enough to pick from, few enough to read without scrolling. */
export const REFERENCE_RESULTS = 8;

function productChoices(database: Database, where: SQL | undefined, order: SQL[], limit: number) {
  return database
    .select({ id: products.id, title: products.title, series: products.series, color: products.color })
    .from(products)
    .where(and(isNull(products.deletedAt), where))
    .orderBy(...order)
    .limit(limit)
    .then((rows) =>
      rows.map((row) => ({ id: row.id, title: row.title, detail: [`#${row.id}`, row.series, row.color].filter(Boolean).join(" · ") })),
    );
}

function articleChoices(database: Database, where: SQL | undefined, exceptId: number | null, limit: number) {
  return database
    .select({ id: contentEntries.id, title: sql<string>`${contentEntries.data}->>'title'`, date: sql<string | null>`${contentEntries.data}->>'date'` })
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, "news"), isNull(contentEntries.deletedAt), exceptId === null ? undefined : ne(contentEntries.id, exceptId), where))
    .orderBy(sql`${contentEntries.data}->>'date' desc`, desc(contentEntries.id))
    .limit(limit)
    .then((rows) => rows.map((row) => ({ id: row.id, title: row.title ?? "", detail: [`#${row.id}`, row.date].filter(Boolean).join(" · ") })));
}

/**
 * The records of a kind whose name holds the typed words (a product's series, colour and
 * description too, as the Products tab finds them), or whose number is typed ('12' or '#12');
 * the best matches first, at most 8. An article never lists itself.
 */
export async function searchReferences(
  to: ReferenceKind,
  typed: string,
  exceptId: number | null = null,
  database: Database = db(),
): Promise<ReferenceChoice[]> {
  const text = typed.trim();
  const number = /^#?(\d{1,9})$/.exec(text)?.[1];
  if (to === "news") {
    const words = `%${escapeLike(text.toLowerCase())}%`;
    const byTitle = text ? sql`lower(${contentEntries.data}->>'title') like ${words}` : undefined;
    return articleChoices(database, number ? or(byTitle, eq(contentEntries.id, Number(number))) : byTitle, exceptId, REFERENCE_RESULTS);
  }
  if (!text) return productChoices(database, undefined, [asc(products.title), asc(products.id)], REFERENCE_RESULTS);
  const search = productSearch(text);
  const byWords = search?.where ?? sql`false`;
  const where = number ? or(byWords, eq(products.id, Number(number))) : byWords;
  // A title that starts with the words first, then one that holds them, then the rest of what matched.
  const prefix = `${escapeLike(text.toLowerCase())}%`;
  const inTitle = `%${escapeLike(text.toLowerCase())}%`;
  return productChoices(
    database,
    where,
    [
      ...(number ? [desc(sql`${products.id} = ${Number(number)}`)] : []),
      desc(sql`lower(${products.title}) like ${prefix}`),
      desc(sql`lower(${products.title}) like ${inTitle}`),
      ...(search ? [desc(search.rank)] : []),
      asc(products.title),
      asc(products.id),
    ],
    REFERENCE_RESULTS,
  );
}

/** The named records of a kind that exist (not in the Trash; an article never itself), by id. */
export async function referencesNamed(
  to: ReferenceKind,
  ids: readonly number[],
  exceptId: number | null = null,
  database: Database = db(),
): Promise<Map<number, ReferenceChoice>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows =
    to === "news"
      ? await articleChoices(database, inArray(contentEntries.id, wanted), exceptId, wanted.length)
      : await productChoices(database, inArray(products.id, wanted), [asc(products.id)], wanted.length);
  return new Map(rows.map((row) => [row.id, row]));
}

/** Each references field's ids in a record, by the kind it names. */
function namedIn(kind: ContentKind, record: Record<string, unknown> | null): Record<ReferenceKind, number[]> {
  const named: Record<ReferenceKind, number[]> = { product: [], news: [] };
  if (!record) return named;
  for (const field of kindSpec(kind).entity.fields) {
    if (field.kind !== "references" || !field.refersTo) continue;
    const items = Array.isArray(record[field.key]) ? (record[field.key] as { id?: unknown }[]) : [];
    for (const item of items) if (typeof item?.id === "number") named[field.refersTo as ReferenceKind].push(item.id);
  }
  return named;
}

/**
 * What an editor starts from: the news categories, and the names of the records the entry's
 * references name (the picker shows them; it searches for any other).
 */
export async function editorOptions(kind: ContentKind, id: number | null, record: Record<string, unknown> | null = null) {
  const named = namedIn(kind, record);
  const [categories, articles, catalogue] = await Promise.all([
    kind === "news" ? newsCategories() : Promise.resolve([]),
    referencesNamed("news", named.news, id),
    referencesNamed("product", named.product),
  ]);
  return { categories, articles: [...articles.values()], products: [...catalogue.values()], entryId: id };
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
