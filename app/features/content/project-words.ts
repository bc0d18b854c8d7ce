import { siteLocaleTags, type SiteLocale } from "~/platform/i18n/site-locale";

/*
 * A project's month and area as its pages write them, in the page's language: what its card
 * declares (content-kinds.ts) and its page shows. Shared by browser and server.
 */

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

// A calendar month: read and written in UTC, so no time zone moves it.
const frenchMonth = new Intl.DateTimeFormat(siteLocaleTags.fr, { year: "numeric", month: "long", timeZone: "UTC" });

/** "2026-09" → "September 2026", in French "septembre 2026". */
export function monthText(month: string, locale: SiteLocale = "en"): string {
  const [year, number] = month.split("-");
  if (locale === "fr" && /^\d{4}$/.test(year ?? "") && Number(number) >= 1 && Number(number) <= 12)
    return frenchMonth.format(new Date(Date.UTC(Number(year), Number(number) - 1, 1)));
  return `${MONTHS[Number(number) - 1] ?? ""} ${year}`.trim();
}

/** "September 2026" → "2026-09" (how the shipped projects wrote their month). */
export function monthOf(text: string): string {
  const [name, year] = text.split(" ");
  const index = MONTHS.indexOf(name ?? "");
  if (index < 0 || !/^\d{4}$/.test(year ?? "")) throw new Error(`Not a month: ${text}`);
  return `${year}-${String(index + 1).padStart(2, "0")}`;
}

/**
 * 3200 → "3,200 sq ft", in French "3 200 pi²" (non-breaking spaces between thousands and before
 * the unit, a decimal comma); nothing when not given.
 */
export function areaText(squareFeet: number, locale: SiteLocale = "en"): string {
  if (!(squareFeet > 0)) return "";
  if (locale === "en") return `${squareFeet.toLocaleString("en-CA")} sq ft`;
  return `${squareFeet.toLocaleString(siteLocaleTags.fr).replace(/\s/g, "\u00a0")}\u00a0pi²`;
}
