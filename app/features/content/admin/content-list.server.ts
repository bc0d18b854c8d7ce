import { and, asc, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { escapeLike } from "~/platform/db/escape-like";
import { frenchMissingWhere, itemsMissingFrench } from "~/platform/entities/missing-french.server";
import { z } from "zod";
import { db as defaultDb, type Database } from "~/platform/db/client.server";
import { contentEntries } from "~/platform/db/schema";
import { pageParam, urlText } from "~/platform/http/search-params";
import { kindDeclaration, kindSpec, type ContentKind } from "../content-kinds";
import { entryOf } from "../content-store.server";
import { entriesWithChanges } from "../content-changes.server";
import { companyDay, showsOn } from "../public-slides.server";

/*
 * A kind's list in the admin: every entry (drafts, scheduled and, on request, the Trash), in the
 * order visitors see the public ones, searched by title or address, 50 a page. Its filter is the
 * URL's: `?q=<words>&status=published|draft|scheduled|trash&page=<n>`.
 */

const CONTENT_PAGE_SIZE = 50;
const contentStatuses = ["published", "draft", "scheduled", "trash"] as const;
type ContentStatus = (typeof contentStatuses)[number];

export const contentListParams = z.object({
  q: urlText(200)
    .optional()
    .transform((value) => value?.trim() ?? ""),
  status: urlText(20)
    .optional()
    .transform((value): ContentStatus | "" => ((contentStatuses as readonly string[]).includes(value ?? "") ? (value as ContentStatus) : "")),
  /** `missing`: only entries with a French text missing (decision 049). */
  french: urlText(10)
    .optional()
    .transform((value) => value === "missing"),
  page: pageParam(),
});
export type ContentListFilter = z.output<typeof contentListParams>;

interface ContentListRow {
  id: number;
  title: string;
  slug: string | null;
  /** The public page, for kinds that have one. */
  path: string | null;
  state: "published" | "draft" | "scheduled" | "trash";
  publishAt: string | null;
  updatedAt: string;
  /** For slides: whether today is within its days. */
  shownToday: boolean;
  /** Whether a draft of changes is waiting to be published over it (decision 067). */
  hasChanges: boolean;
}

/** What names an entry in the list: its title, or the name of a kind without one. */
const entryName = sql`coalesce(${contentEntries.data}->>'title', ${contentEntries.data}->>'name')`;

/** Each declared text of a kind as its entries' data hold it; a rich text as 'x' when it has words, '' when not. */
function storedTexts(kind: ContentKind): Record<string, SQL> {
  return Object.fromEntries(
    kindSpec(kind).entity.fields.map((field) => [
      field.key,
      field.kind === "richText"
        ? sql`(case when jsonb_path_exists(coalesce(${contentEntries.data} -> ${field.key}, 'null'::jsonb), '$.**.text ? (@ != "")') then 'x' else '' end)`
        : sql`(${contentEntries.data} ->> ${field.key})`,
    ]),
  );
}

/** A declared French text blank where its English has text: a field, or a part of a gallery's picture. */
function frenchMissing(kind: ContentKind): SQL {
  const { fields } = kindSpec(kind).entity;
  const galleries = fields
    .filter((field) => field.kind === "pictures")
    .map((field) => itemsMissingFrench(sql`(${contentEntries.data} -> ${field.key})`, PICTURE_TWINS));
  return or(frenchMissingWhere(fields, storedTexts(kind)), ...galleries)!;
}

/** A gallery picture's English parts and their French twins. */
const PICTURE_TWINS = [["alt", "altFr"], ["caption", "captionFr"]] as const;

function statusCondition(status: ContentStatus | ""): SQL | undefined {
  switch (status) {
    case "trash":
      return isNotNull(contentEntries.deletedAt);
    case "published":
      return and(isNull(contentEntries.deletedAt), eq(contentEntries.isPublished, true));
    case "draft":
      return and(isNull(contentEntries.deletedAt), eq(contentEntries.isPublished, false), isNull(contentEntries.publishAt));
    case "scheduled":
      return and(isNull(contentEntries.deletedAt), eq(contentEntries.isPublished, false), isNotNull(contentEntries.publishAt));
    default:
      return isNull(contentEntries.deletedAt);
  }
}

export async function listContent(
  kind: ContentKind,
  filter: ContentListFilter,
  database: Database = defaultDb(),
): Promise<{ rows: ContentListRow[]; total: number; page: number; pageCount: number }> {
  const words = filter.q ? `%${escapeLike(filter.q.toLowerCase())}%` : null;
  const where = and(
    eq(contentEntries.kind, kind),
    statusCondition(filter.status),
    words ? or(sql`lower(${entryName}) like ${words}`, sql`lower(coalesce(${contentEntries.slug}, '')) like ${words}`) : undefined,
    filter.french ? frenchMissing(kind) : undefined,
  );
  const [total] = await database.select({ n: count() }).from(contentEntries).where(where);
  const pageCount = Math.max(1, Math.ceil((total?.n ?? 0) / CONTENT_PAGE_SIZE));
  const page = Math.min(filter.page, pageCount);
  const order = kindSpec(kind).order;
  const rows = await database
    .select()
    .from(contentEntries)
    .where(where)
    .orderBy(
      ...(order.by === "field" ? [desc(sql`${contentEntries.data}->>${order.field}`)] : []),
      asc(contentEntries.position),
      asc(contentEntries.id),
    )
    .limit(CONTENT_PAGE_SIZE)
    .offset((page - 1) * CONTENT_PAGE_SIZE);
  const today = companyDay();
  const path = kindDeclaration(kind).path ?? null;
  const withChanges = await entriesWithChanges(rows.map((row) => row.id), database);
  return {
    total: total?.n ?? 0,
    page,
    pageCount,
    rows: rows.map((row) => {
      const entry = entryOf(kind, row);
      const record = entry.record as Record<string, unknown>;
      return {
        id: row.id,
        // A kind with no title is named by its name (a person's, a company's), as its editor and audit name it.
        title: String(record.title ?? record.name ?? ""),
        slug: row.slug,
        path: path && row.slug ? path(row.slug) : null,
        state: row.deletedAt ? "trash" : row.isPublished ? "published" : row.publishAt ? "scheduled" : "draft",
        publishAt: row.publishAt?.toISOString() ?? null,
        updatedAt: row.updatedAt.toISOString(),
        hasChanges: withChanges.has(row.id),
        shownToday: kind !== "slide" || showsOn(today, (record.activeFrom as string | null) ?? null, (record.activeUntil as string | null) ?? null),
      };
    }),
  };
}

/** The titles of entries by id (what a confirmation names). */
export async function entryTitles(kind: ContentKind, ids: readonly number[], database: Database = defaultDb()): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await database
    .select({ id: contentEntries.id, title: sql<string>`${entryName}` })
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, kind), sql`${contentEntries.id} = any(${sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::int[]`})`));
  return ids.map((id) => rows.find((row) => row.id === id)?.title ?? `#${id}`);
}
