import { z } from "zod";

/*
 * Opening hours kept as days and times, not as a sentence: a week (Monday first, each day open
 * from one time to another or closed) and dated exceptions (a holiday closed, a short day). Each
 * language writes them in its own form from the same record ('Monday to Friday 9:00–17:30',
 * « Du lundi au vendredi de 9 h à 17 h 30 »), and search engines read them as schema.org's
 * `openingHoursSpecification` (decision 052). Shared by browser and server.
 */

/** A time of day as a `time` field gives it: '09:00'. */
type ClockTime = string;

interface DayHours {
  opens: ClockTime;
  closes: ClockTime;
}

/** A day that is not like its weekday: closed (no times), or open other hours. */
interface HoursException {
  /** The day, 'YYYY-MM-DD'. */
  date: string;
  hours: DayHours | null;
}

export interface OpeningHours {
  /** Monday to Sunday: each open some hours, or closed (null). */
  week: (DayHours | null)[];
  exceptions: HoursException[];
}

export const DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

/** The most dated exceptions a record keeps. */
const MAX_EXCEPTIONS = 30;

export const closedAllWeek = (): OpeningHours => ({ week: DAYS.map(() => null), exceptions: [] });

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day the calendar has, in a year a website may name ('2026-02-31' is not one). */
export function isCalendarDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 2000 || year > 2199) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const hoursOf = (raw: unknown): DayHours | null => {
  if (!raw || typeof raw !== "object") return null;
  const { opens, closes } = raw as Record<string, unknown>;
  return typeof opens === "string" && typeof closes === "string" && CLOCK.test(opens) && CLOCK.test(closes) && opens < closes ? { opens, closes } : null;
};

/** Hours read back from a kept document: what a well-formed record holds, nothing else. */
export function readOpeningHours(raw: unknown): OpeningHours | null {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null;
  const { week, exceptions } = raw as Record<string, unknown>;
  if (!Array.isArray(week) || week.length !== DAYS.length) return null;
  return {
    week: week.map(hoursOf),
    exceptions: (Array.isArray(exceptions) ? exceptions : []).flatMap((item: unknown) => {
      const { date, hours } = (item && typeof item === "object" ? item : {}) as Record<string, unknown>;
      return typeof date === "string" && isCalendarDay(date) ? [{ date, hours: hoursOf(hours) }] : [];
    }),
  };
}

const ENGLISH_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const SCHEMA_DAYS = ENGLISH_DAYS;

/**
 * Hours written as the site shipped them and as staff typed them before they were kept as days
 * ('Monday to Friday 9:00–17:30, Saturday 10:00–16:00'); null when the sentence says anything else.
 */
export function hoursFromSentence(sentence: string): OpeningHours | null {
  const result = closedAllWeek();
  const parts = sentence.split(/[,;\n]+/).map((part) => part.trim()).filter(Boolean);
  if (!parts.length) return null;
  const dayAt = (name: string) => ENGLISH_DAYS.findIndex((day) => day.toLowerCase() === name.toLowerCase());
  for (const part of parts) {
    const match = /^([A-Za-z]+)(?:\s*(?:to|-|–)\s*([A-Za-z]+))?:?\s+(\d{1,2})[:.](\d{2})\s*[-–]\s*(\d{1,2})[:.](\d{2})$/.exec(part);
    if (!match) return null;
    const first = dayAt(match[1]!);
    const last = match[2] ? dayAt(match[2]) : first;
    const clock = (hour: string, minute: string) => `${hour.padStart(2, "0")}:${minute}`;
    const hours = hoursOf({ opens: clock(match[3]!, match[4]!), closes: clock(match[5]!, match[6]!) });
    if (first < 0 || last < first || !hours) return null;
    for (let day = first; day <= last; day += 1) result.week[day] = hours;
  }
  return result;
}

/** Days next to each other with the same hours, as one group: Monday to Friday 9 to 5:30. */
function groups(week: readonly (DayHours | null)[]): { first: number; last: number; hours: DayHours | null }[] {
  const found: { first: number; last: number; hours: DayHours | null }[] = [];
  week.forEach((hours, day) => {
    const previous = found.at(-1);
    if (previous && previous.hours?.opens === hours?.opens && previous.hours?.closes === hours?.closes) previous.last = day;
    else found.push({ first: day, last: day, hours });
  });
  return found;
}

type HoursLocale = "en" | "fr";

const FRENCH_DAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"];
const NBSP = "\u00a0";

const frenchClock = (time: ClockTime) => {
  const [hour, minute] = time.split(":") as [string, string];
  return `${Number(hour)}${NBSP}h${minute === "00" ? "" : `${NBSP}${minute}`}`;
};
const englishClock = (time: ClockTime) => time.replace(/^0(\d)/, "$1");
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function englishDays(first: number, last: number) {
  if (first === last) return ENGLISH_DAYS[first]!;
  if (last === first + 1) return `${ENGLISH_DAYS[first]} and ${ENGLISH_DAYS[last]}`;
  return `${ENGLISH_DAYS[first]} to ${ENGLISH_DAYS[last]}`;
}

function frenchDays(first: number, last: number) {
  if (first === last) return `le ${FRENCH_DAYS[first]}`;
  if (last === first + 1) return `le ${FRENCH_DAYS[first]} et le ${FRENCH_DAYS[last]}`;
  return `du ${FRENCH_DAYS[first]} au ${FRENCH_DAYS[last]}`;
}

/**
 * The week as lines in a language's own form: 'Monday to Friday 9:00–17:30', 'Sunday: closed';
 * « Du lundi au vendredi de 9 h à 17 h 30 », « Fermé le dimanche ». Closed days are said after
 * the open ones; a week with no hours at all (never set) says nothing.
 */
export function weekLines(hours: OpeningHours, locale: HoursLocale): string[] {
  if (hours.week.every((day) => !day)) return [];
  const all = groups(hours.week);
  const open = all.filter((group) => group.hours);
  const closed = all.filter((group) => !group.hours);
  if (locale === "fr") {
    return [
      ...open.map((group) => capital(`${frenchDays(group.first, group.last)} de ${frenchClock(group.hours!.opens)} à ${frenchClock(group.hours!.closes)}`)),
      ...closed.map((group) => `Fermé ${frenchDays(group.first, group.last)}`),
    ];
  }
  return [
    ...open.map((group) => `${englishDays(group.first, group.last)} ${englishClock(group.hours!.opens)}–${englishClock(group.hours!.closes)}`),
    ...closed.map((group) => `${englishDays(group.first, group.last)}: closed`),
  ];
}

const dayFormat = {
  en: new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" }),
  fr: new Intl.DateTimeFormat("fr-CA", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" }),
};
const dayOf = (date: string) => new Date(`${date}T12:00:00Z`);

/** An exception as a line: 'Friday, December 25, 2026: closed', « Le vendredi 25 décembre 2026 : de 9 h à 13 h ». */
export function exceptionLine(exception: HoursException, locale: HoursLocale): string {
  const day = dayFormat[locale].format(dayOf(exception.date));
  if (locale === "fr") {
    const said = exception.hours ? `de ${frenchClock(exception.hours.opens)} à ${frenchClock(exception.hours.closes)}` : "fermé";
    return `${capital(`le ${day}`)}${NBSP}: ${said}`;
  }
  const said = exception.hours ? `${englishClock(exception.hours.opens)}–${englishClock(exception.hours.closes)}` : "closed";
  return `${day}: ${said}`;
}

/** The exceptions still to come on `today` ('YYYY-MM-DD', the office's day), soonest first. */
export function comingExceptions(hours: OpeningHours, today: string): HoursException[] {
  return hours.exceptions.filter((exception) => exception.date >= today).sort((a, b) => a.date.localeCompare(b.date));
}

/** The whole hours in one sentence of a language (an export's cell, an e-mail). */
export function hoursSentence(hours: OpeningHours, locale: HoursLocale): string {
  return weekLines(hours, locale).join(locale === "fr" ? "; " : ", ");
}

/** schema.org's `openingHoursSpecification` and (when days differ) `specialOpeningHoursSpecification` for the hours. */
export function openingHoursStructuredData(hours: OpeningHours, today: string) {
  const coming = comingExceptions(hours, today);
  return {
    openingHoursSpecification: groups(hours.week)
      .filter((group) => group.hours)
      .map((group) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: SCHEMA_DAYS.slice(group.first, group.last + 1).map((day) => `https://schema.org/${day}`),
        opens: group.hours!.opens,
        closes: group.hours!.closes,
      })),
    // A day closed is opens and closes both at midnight, as schema.org says.
    ...(coming.length
      ? {
          specialOpeningHoursSpecification: coming.map((exception) => ({
            "@type": "OpeningHoursSpecification",
            validFrom: exception.date,
            validThrough: exception.date,
            opens: exception.hours?.opens ?? "00:00",
            closes: exception.hours?.closes ?? "00:00",
          })),
        }
      : {}),
  };
}

/** What a form's hours break, by the part's path: message names the caller maps to its words. */
type HoursProblem = "shape" | "time" | "order" | "date" | "duplicate" | "tooMany";

const asRecord = (raw: unknown): Record<string, unknown> => (raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {});
const asList = (raw: unknown): unknown[] => (Array.isArray(raw) ? raw : []);
const typed = (raw: unknown) => (typeof raw === "string" ? raw.trim() : "");
const ticked = (raw: unknown) => raw === "on" || raw === "true";

/**
 * Hours as a form posts them (`days[i].open` ticked with `opens` and `closes`; `exceptions[i]`
 * with `date`, `closed` ticked or `opens` and `closes`; a row without a date or with `remove`
 * ticked is left out), read into a record, or the problems under the parts that break a rule.
 * Nothing posted is a week closed (a form leaves blank parts out); any other shape is a `shape`
 * problem under the whole field, never thrown at.
 */
export function hoursFromForm(raw: unknown): { value: OpeningHours; problems: { path: (string | number)[]; problem: HoursProblem }[] } {
  const posted = asRecord(raw);
  const problems: { path: (string | number)[]; problem: HoursProblem }[] = [];
  const isPart = (item: unknown) => item === undefined || (Boolean(item) && typeof item === "object" && !Array.isArray(item));
  const isList = (item: unknown) => item === undefined || (Array.isArray(item) && item.every(isPart));
  if (raw !== undefined && (!isPart(raw) || !isList(posted.days) || !isList(posted.exceptions))) {
    return { value: closedAllWeek(), problems: [{ path: [], problem: "shape" }] };
  }
  const timesOf = (part: Record<string, unknown>, path: (string | number)[]): DayHours | null => {
    const opens = typed(part.opens);
    const closes = typed(part.closes);
    if (!CLOCK.test(opens)) return problems.push({ path: [...path, "opens"], problem: "time" }), null;
    if (!CLOCK.test(closes)) return problems.push({ path: [...path, "closes"], problem: "time" }), null;
    if (opens >= closes) return problems.push({ path: [...path, "closes"], problem: "order" }), null;
    return { opens, closes };
  };
  const days = asList(posted.days);
  const week = DAYS.map((_, index) => {
    const day = asRecord(days[index]);
    return ticked(day.open) ? timesOf(day, ["days", index]) : null;
  });
  const seen = new Set<string>();
  const exceptions: HoursException[] = [];
  asList(posted.exceptions).forEach((item, index) => {
    const part = asRecord(item);
    const date = typed(part.date);
    if (date === "" || ticked(part.remove)) return;
    if (!isCalendarDay(date)) return void problems.push({ path: ["exceptions", index, "date"], problem: "date" });
    if (seen.has(date)) return void problems.push({ path: ["exceptions", index, "date"], problem: "duplicate" });
    seen.add(date);
    const hours = ticked(part.closed) ? null : timesOf(part, ["exceptions", index]);
    exceptions.push({ date, hours });
  });
  if (exceptions.length > MAX_EXCEPTIONS) problems.push({ path: ["exceptions"], problem: "tooMany" });
  exceptions.sort((a, b) => a.date.localeCompare(b.date));
  return { value: { week, exceptions }, problems };
}

/** The hours as their form holds them. */
export function hoursToForm(hours: OpeningHours) {
  return {
    days: hours.week.map((day) => ({ open: day ? "on" : "", opens: day?.opens ?? "", closes: day?.closes ?? "" })),
    exceptions: hours.exceptions.map((exception) => ({
      date: exception.date,
      closed: exception.hours ? "" : "on",
      opens: exception.hours?.opens ?? "",
      closes: exception.hours?.closes ?? "",
    })),
  };
}

/** A zod schema for the hours a form posts, each problem named by `messages` under its part. */
export function openingHoursFormSchema<M extends string>(messages: Record<HoursProblem, M>) {
  return z.unknown().transform((raw, context) => {
    const { value, problems } = hoursFromForm(raw);
    for (const { path, problem } of problems) context.addIssue({ code: "custom", message: messages[problem], path });
    return problems.length ? z.NEVER : value;
  });
}
