import { z } from "zod";
import { TIME_ZONE } from "~/platform/i18n/i18n";
import { enquiryListStatuses, type AdminEnquiryFilter, type EnquiryListStatus } from "~/features/enquiries/admin/admin-enquiries.server";
import { pageParam, parseId, urlText } from "~/platform/http/search-params";
import type { EnquiryKind } from "~/platform/db/schema";
import { isLeadKind, UNASSIGNED } from "./lead-values";

/*
 * The Enquiries tab's filter as its URL says it, shared by the list and its CSV export:
 * `?q=<words>&status=new|contacted|quoted|won|lost|undelivered&kind=quote|samples|contact`
 * `&owner=<account id>|unassigned&product=<id>&from=YYYY-MM-DD&to=YYYY-MM-DD&page=<n>`. Days are
 * the office's (America/Toronto), both ends included. A value that does not fit is ignored,
 * as if absent.
 */

/** A calendar day written YYYY-MM-DD that exists (no 30 February). */
function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1970 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const dayParam = () =>
  urlText(10)
    .optional()
    .transform((value) => (value && isCalendarDay(value) ? value : ""));

export const enquiryListParams = z.object({
  q: urlText(200)
    .optional()
    .transform((value) => value?.trim() ?? ""),
  status: urlText(20)
    .optional()
    .transform((value): EnquiryListStatus | "" =>
      (enquiryListStatuses as readonly string[]).includes(value ?? "") ? (value as EnquiryListStatus) : "",
    ),
  kind: urlText(20)
    .optional()
    .transform((value): EnquiryKind | "" => (isLeadKind(value) ? value : "")),
  /** An account id as better-auth makes them, or `unassigned`. */
  owner: urlText(64)
    .optional()
    .transform((value) => (value && (value === UNASSIGNED || /^[A-Za-z0-9_-]{1,64}$/.test(value)) ? value : "")),
  product: urlText(12)
    .optional()
    .transform((value) => parseId(value) ?? 0),
  from: dayParam(),
  to: dayParam(),
  page: pageParam(),
});

type EnquiryListParams = z.output<typeof enquiryListParams>;

/** How far the time zone's clock is ahead of UTC at that instant, in milliseconds. */
function offsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a calendar day (YYYY-MM-DD, `dayOffset` days later) begins in the time zone. */
export function startOfDay(day: string, timeZone = TIME_ZONE, dayOffset = 0): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date + dayOffset);
  // Twice: the offset at the first guess may differ from the one at the answer around a clock change.
  const guess = wall - offsetMs(wall, timeZone);
  return new Date(wall - offsetMs(guess, timeZone));
}

/** The model's filter for what the URL said. */
export function enquiryFilterOf(params: Omit<EnquiryListParams, "page">): Omit<AdminEnquiryFilter, "page"> {
  return {
    q: params.q,
    status: params.status || null,
    kind: params.kind || null,
    owner: params.owner || null,
    product: params.product || null,
    from: params.from ? startOfDay(params.from) : null,
    before: params.to ? startOfDay(params.to, TIME_ZONE, 1) : null,
  };
}
