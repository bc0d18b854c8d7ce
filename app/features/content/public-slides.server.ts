import type { SiteLocale } from "~/platform/i18n/site-locale";
import { entryTag, listTag } from "./content-kinds";
import { publicCard, publishedEntries } from "./public-content.server";
import type { PublicSlide } from "./public-types";
import type { ContentEntry } from "./content-store.server";
import { COMPANY_TIME_ZONE } from "./company-time";

/*
 * The home page's slides: the published ones whose days include today, in staff's order. Days are
 * the company's (Mississauga, Eastern time), so a promotion 'until November 30' shows all of that
 * day in Ontario.
 */

const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: COMPANY_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The company's day at `now`, '2026-11-28'. */
export const companyDay = (now = new Date()) => dayFormat.format(now);

/** Whether a slide with these days shows on `day` (either end may be open). */
export const showsOn = (day: string, from: string | null, until: string | null) =>
  (from === null || from <= day) && (until === null || day <= until);

/**
 * The slides the home page shows on `now`'s day, as the kind's public read declares them (or, for
 * staff's preview, on `preview.day`, with `preview.slide` among them as if published, pictures as
 * signed links).
 */
export async function activeSlides(
  now = new Date(),
  locale: SiteLocale = "en",
  preview?: { day: string; slide: ContentEntry<"slide"> | null },
): Promise<{ slides: PublicSlide[]; tags: string[] }> {
  const day = preview?.day ?? companyDay(now);
  const access = preview ? "signed" : "public";
  const { entries: published } = await publishedEntries("slide");
  const entries = preview?.slide
    ? published.some((entry) => entry.id === preview.slide!.id)
      ? published.map((entry) => (entry.id === preview.slide!.id ? preview.slide! : entry))
      : [...published, preview.slide].sort((a, b) => a.position - b.position)
    : published;
  const shown = entries.filter((entry) => showsOn(day, entry.record.activeFrom, entry.record.activeUntil));
  const slides = await Promise.all(shown.map((entry) => publicCard("slide", entry, locale, access)));
  // Slides out of their days are tagged too: publishing or editing one may bring it in.
  return { slides, tags: [listTag("slide"), ...entries.map((entry) => entryTag("slide", entry.id))] };
}
