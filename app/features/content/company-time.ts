import { isCalendarDay } from "~/platform/text/opening-hours";

/*
 * Times as the office reads and types them: in Mississauga's time zone, whatever the server's or
 * the browser's. A schedule typed '2026-12-01T09:00' means 9 a.m. in Mississauga. Shared by
 * browser and server.
 */

export const COMPANY_TIME_ZONE = "America/Toronto";

const parts = new Intl.DateTimeFormat("en-CA", {
  timeZone: COMPANY_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** How far the office's clock is ahead of UTC at `date`, in milliseconds (negative: behind). */
function offsetAt(date: Date): number {
  const value = Object.fromEntries(parts.formatToParts(date).map((part) => [part.type, part.value]));
  const local = Date.UTC(Number(value.year), Number(value.month) - 1, Number(value.day), Number(value.hour), Number(value.minute), Number(value.second));
  return local - Math.floor(date.getTime() / 1000) * 1000;
}

/** A time typed in a `datetime-local` field ('2026-12-01T09:00'), read in the office's zone; null when it is not one. */
export function fromCompanyTime(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  // A day the calendar has, in this site's lifetime: '2026-02-31' and year 9999 are typing slips.
  if (!isCalendarDay(text.trim().slice(0, 10)) || hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Twice: the offset at the guessed instant may differ from the one at the answer near a change of clocks.
  let instant = wall - offsetAt(new Date(wall));
  instant = wall - offsetAt(new Date(instant));
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A moment as a `datetime-local` field shows it, in the office's zone ('2026-12-01T09:00'). */
export function toCompanyTime(date: Date): string {
  const value = Object.fromEntries(parts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${value.year}-${value.month}-${value.day}T${value.hour}:${value.minute}`;
}
