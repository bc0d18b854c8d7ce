import { and, asc, count, desc, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import { db as defaultDb, type Queryable } from "~/platform/db/client.server";
import { enquiries, enquiryLines, products, type EnquiryKind } from "~/platform/db/schema";
import { TIME_ZONE } from "~/platform/i18n/i18n";
import { startOfDay } from "./enquiry-list-params.server";
import { leadKinds } from "./lead-values";

/*
 * The Leads overview's numbers: requests per ISO week (Monday to Sunday in the office's time zone)
 * for the last 12 weeks, this one included, by kind; and the ten products and the ten colours
 * asked for most in those weeks, counting the lines of quote and sample requests. A product is
 * named by its title now, or, once deleted, by the title its lines were sent with.
 */

export const OVERVIEW_WEEKS = 12;
const TOP = 10;

export interface OverviewWeek {
  /** The week's Monday, YYYY-MM-DD. */
  monday: string;
  /** Its ISO week number. */
  week: number;
  counts: Record<EnquiryKind, number>;
  total: number;
}

export interface RequestedProduct {
  productId: number | null;
  title: string;
  count: number;
}

export interface RequestedColour extends RequestedProduct {
  colour: string;
}

export interface LeadsOverview {
  weeks: OverviewWeek[];
  total: number;
  products: RequestedProduct[];
  colours: RequestedColour[];
}

/** The office's calendar day of an instant, YYYY-MM-DD. */
function officeDay(instant: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
const dayOf = (number: number) => new Date(number * 86_400_000).toISOString().slice(0, 10);

/** The Monday of the ISO week a day is in. */
function mondayOf(day: string): string {
  const number = dayNumber(day);
  // 1 January 1970 was a Thursday: day 0 is weekday 3 counting from Monday.
  return dayOf(number - ((number + 3) % 7));
}

/** The ISO week number of a Monday: the week holding that year's first Thursday is week 1. */
export function isoWeekOf(monday: string): number {
  const thursday = dayNumber(monday) + 3;
  const yearStart = dayNumber(`${dayOf(thursday).slice(0, 4)}-01-01`);
  return Math.floor((thursday - yearStart) / 7) + 1;
}

/** The last `OVERVIEW_WEEKS` weeks' Mondays, oldest first, the week of `now` last. */
export function overviewMondays(now: Date): string[] {
  const current = dayNumber(mondayOf(officeDay(now)));
  return Array.from({ length: OVERVIEW_WEEKS }, (_, index) => dayOf(current - 7 * (OVERVIEW_WEEKS - 1 - index)));
}

// The time zone is the code's own constant, written into the statement so that the grouped
// expression is one and the same wherever it appears.
const officeWeek = sql<string>`to_char(date_trunc('week', timezone(${sql.raw(`'${TIME_ZONE}'`)}, ${enquiries.createdAt})), 'YYYY-MM-DD')`;
/** One product, whether it still exists or not. */
const productKey = sql`coalesce(${enquiryLines.productId}::text, 'sent:' || ${enquiryLines.productTitle})`;
const productTitle = sql<string>`coalesce(max(${products.title}), max(${enquiryLines.productTitle}))`;
const productId = sql<number | null>`max(${enquiryLines.productId})`;

export async function leadsOverview(now = new Date(), database: Queryable = defaultDb()): Promise<LeadsOverview> {
  const mondays = overviewMondays(now);
  const since = startOfDay(mondays[0]!);
  const until = startOfDay(mondays.at(-1)!, TIME_ZONE, 7);
  const inWindow = and(gte(enquiries.createdAt, since), lt(enquiries.createdAt, until));
  const lines = () =>
    database
      .select({ productId, title: productTitle, count: count() })
      .from(enquiryLines)
      .innerJoin(enquiries, eq(enquiries.id, enquiryLines.enquiryId))
      .leftJoin(products, eq(products.id, enquiryLines.productId));
  const [byWeek, topProducts, topColours] = await Promise.all([
    database.select({ monday: officeWeek, kind: enquiries.kind, count: count() }).from(enquiries).where(inWindow).groupBy(officeWeek, enquiries.kind),
    lines().where(inWindow).groupBy(productKey).orderBy(desc(count()), asc(productTitle)).limit(TOP),
    database
      .select({ productId, title: productTitle, colour: enquiryLines.colour, count: count() })
      .from(enquiryLines)
      .innerJoin(enquiries, eq(enquiries.id, enquiryLines.enquiryId))
      .leftJoin(products, eq(products.id, enquiryLines.productId))
      .where(and(inWindow, isNotNull(enquiryLines.colour)))
      .groupBy(productKey, enquiryLines.colour)
      .orderBy(desc(count()), asc(enquiryLines.colour), asc(productTitle))
      .limit(TOP),
  ]);
  const weeks = mondays.map((monday): OverviewWeek => {
    const counts = Object.fromEntries(leadKinds.map((kind) => [kind, 0])) as Record<EnquiryKind, number>;
    for (const row of byWeek) if (row.monday === monday) counts[row.kind] += Number(row.count);
    return { monday, week: isoWeekOf(monday), counts, total: leadKinds.reduce((sum, kind) => sum + counts[kind], 0) };
  });
  return {
    weeks,
    total: weeks.reduce((sum, week) => sum + week.total, 0),
    products: topProducts.map((row) => ({ productId: row.productId === null ? null : Number(row.productId), title: row.title, count: Number(row.count) })),
    colours: topColours.map((row) => ({
      productId: row.productId === null ? null : Number(row.productId),
      title: row.title,
      colour: row.colour ?? "",
      count: Number(row.count),
    })),
  };
}
