import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { escapeLike } from "~/platform/db/escape-like";
import { z } from "zod";
import type { Queryable } from "~/platform/db/client.server";
import { media, pictureFileName } from "~/platform/db/schema";
import { mediaUseSource, mediaUseSourceNames } from "~/platform/media/media-uses.server";

/*
 * The media library's list (decision 065): a page of pictures, newest first, found by their file
 * name, descriptions or the records that use them, and filtered by use, source, uploader and date.
 * One query per page and one count, over indexes, whatever the number of pictures.
 */

export const MEDIA_PAGE_SIZE = 48;

/** The list's address parameters: what the screen's filters and the picker's JSON both read. */
export const mediaQuerySchema = z.object({
  q: z.string().trim().max(100).catch("").default(""),
  use: z.enum(["all", "unused", "used"]).catch("all").default("all"),
  source: z.string().max(40).catch("").default(""),
  by: z.string().max(100).catch("").default(""),
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().catch(undefined),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type MediaQuery = z.infer<typeof mediaQuerySchema>;

export function readMediaQuery(params: URLSearchParams): MediaQuery {
  return mediaQuerySchema.parse(Object.fromEntries([...params].filter(([, value]) => value !== "")));
}

const fileName = pictureFileName(media.path);
const union = (queries: SQL[]) => sql.join(queries, sql` union all `);

/** The file names every registered source holds: what is used. */
function namesInUse(names = mediaUseSourceNames()): SQL {
  const queries = names.flatMap((name) => {
    const source = mediaUseSource(name);
    return source ? [source.fileNamesInUse()] : [];
  });
  if (queries.length === 0) return sql`select null::text as name where false`;
  return sql`select name from (${union(queries)}) as used where name is not null`;
}

function conditions(query: MediaQuery): SQL[] {
  const where: SQL[] = [];
  const words = query.q.toLowerCase();
  if (words) {
    const pattern = `%${escapeLike(words)}%`;
    const byRecords = mediaUseSourceNames().flatMap((name) => mediaUseSource(name)?.fileNamesOfRecordsMatching?.(escapeLike(words)) ?? []);
    where.push(
      byRecords.length
        ? sql`(${media.searchText} like ${pattern} or ${fileName} in (select name from (${union(byRecords)}) as named))`
        : sql`${media.searchText} like ${pattern}`,
    );
  }
  if (query.use === "unused") where.push(sql`${fileName} not in (${namesInUse()})`);
  if (query.use === "used") where.push(sql`${fileName} in (${namesInUse()})`);
  if (query.source && mediaUseSource(query.source)) where.push(sql`${fileName} in (${namesInUse([query.source])})`);
  if (query.by) where.push(eq(media.uploadedBy, query.by));
  if (query.from) where.push(gte(media.uploadedAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) where.push(lt(media.uploadedAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000)));
  return where;
}

export interface MediaListItem {
  id: number;
  path: string;
  fileName: string;
  width: number;
  height: number;
  bytes: number;
  version: string;
  descriptionEn: string;
  descriptionFr: string;
  uploadedAt: Date;
  uploadedByEmail: string | null;
}

/** One page of the library and how many pictures match in all. */
export async function listMedia(
  query: MediaQuery,
  database: Queryable,
  pageSize = MEDIA_PAGE_SIZE,
): Promise<{ items: MediaListItem[]; total: number }> {
  const where = and(...conditions(query));
  const columns = {
    id: media.id,
    path: media.path,
    fileName: media.fileName,
    width: media.width,
    height: media.height,
    bytes: media.bytes,
    version: media.version,
    descriptionEn: media.descriptionEn,
    descriptionFr: media.descriptionFr,
    uploadedAt: media.uploadedAt,
    uploadedByEmail: media.uploadedByEmail,
  };
  const countAll = async () => (await database.select({ total: count() }).from(media).where(where))[0]?.total ?? 0;
  const order = [desc(media.uploadedAt), desc(media.id)] as const;
  const offset = (query.page - 1) * pageSize;
  // Without a filter over the records' pictures, the page is the index's first rows and the count
  // is cheap: two queries. With one, the union over every source is the cost, so the total rides
  // on each row (a window over the matches) and the union is evaluated once.
  if (query.use === "all" && !query.source && !query.q) {
    const items = await database.select(columns).from(media).where(where).orderBy(...order).limit(pageSize).offset(offset);
    return { items, total: await countAll() };
  }
  const rows = await database
    .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(media)
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset(offset);
  const items = rows.map(({ total: _total, ...item }) => item);
  if (rows[0]) return { items, total: rows[0].total };
  // A page past the last one has no row to carry the total.
  return { items, total: query.page === 1 ? 0 : await countAll() };
}

/** The people who uploaded pictures, for the "uploaded by" filter. */
export async function mediaUploaders(database: Queryable): Promise<{ id: string; email: string }[]> {
  const rows = await database
    .selectDistinct({ id: media.uploadedBy, email: media.uploadedByEmail })
    .from(media)
    .where(sql`${media.uploadedBy} is not null`)
    .orderBy(media.uploadedByEmail);
  return rows.flatMap((row) => (row.id ? [{ id: row.id, email: row.email ?? "" }] : []));
}
