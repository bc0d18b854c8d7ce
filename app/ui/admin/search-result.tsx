import { useRouteLoaderData } from "react-router";
import type { FieldDeclaration } from "~/platform/entities/define";
import { pageTitle } from "~/platform/http/page-title";
import { useT } from "~/platform/i18n/i18n";
import { localizedPath, type SiteLocale } from "~/platform/i18n/site-locale";
import { useSiteName } from "~/ui/site-name";
import { cn } from "~/ui/class-names";

/*
 * What a page gives search engines, as staff type it: under each field declared `seo` (its title
 * or its description) how long the result is against what search engines usually show, and beside
 * them the result as a search engine may show it, for the English page or the French one. Shared
 * by the editors of every entity with a public page: each says what its page makes of its record
 * (the same function its public page's `meta` calls), so what is counted and shown is what the
 * page has.
 */

/** How many characters of a title and a description search engines usually show before cutting. */
const SEO_ADVICE = { title: 60, description: 160 } as const;

type SeoRole = keyof typeof SEO_ADVICE;

/** What a page gives search engines before the company's name is added: its title's words and its description. */
export interface PageSearchText {
  title: string;
  description: string;
}

/** The result as counted and shown. */
export interface SearchResult {
  /** The page's <title>, the company's name included; blank when there is nothing to name it by yet. */
  title: string;
  /** The page's meta description. */
  description: string;
  /** What each counter counts: the whole title; the description as staff wrote it, or else the page's own. */
  counts: Record<SeoRole, number>;
  /** The page's address (English path, written in the page's language), and its language. */
  path: string;
  locale: SiteLocale;
  /** Where a French page's title or description is the English (its French blank): 'en'. */
  english: { title: boolean; description: boolean };
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The form's texts as the page in `locale` reads them (decision 049): on the French page each
 * French text that says something stands for the English it translates; blank, the English shows.
 */
export function textsIn(fields: readonly FieldDeclaration[], values: Readonly<Record<string, unknown>>, locale: SiteLocale): Record<string, string> {
  const texts: Record<string, string> = Object.fromEntries(
    fields.map((field) => [field.key, typeof values[field.key] === "string" ? (values[field.key] as string) : ""]),
  );
  if (locale === "fr")
    for (const field of fields) if (field.translates && texts[field.key]!.trim()) texts[field.translates] = texts[field.key]!;
  return texts;
}

/** Which of `fields` (one part of an editor) are declared `seo`, and their language (French when they translate). */
export function seoFieldsOf(fields: readonly FieldDeclaration[]): { fields: FieldDeclaration[]; locale: SiteLocale } {
  const found = fields.filter((field) => field.seo);
  return { fields: found, locale: found.some((field) => field.translates) ? "fr" : "en" };
}

/**
 * The search result of a page whose texts in `locale` are `texts` (see `textsIn`): `searchText` is
 * what the page's `meta` makes of them; `path` its English address.
 */
export function useSearchResult(
  declared: readonly FieldDeclaration[],
  texts: Readonly<Record<string, string>>,
  searchText: (texts: Record<string, string>) => PageSearchText,
  path: string,
  locale: SiteLocale,
): SearchResult {
  const siteName = useSiteName();
  const page = searchText({ ...texts });
  const title = page.title.trim() ? pageTitle(page.title, siteName) : "";
  const description = oneLine(page.description);
  // The description staff wrote is counted as written, though the page may shorten it: that is what they can change.
  const describer = declared.find((field) => field.seo === "description" && !field.translates);
  const written = oneLine(describer ? (texts[describer.key] ?? "") : "");
  // What the French page would say with no English to fall back on: where it differs, the English shows.
  let english = { title: false, description: false };
  if (locale === "fr") {
    const frenchOnly: Record<string, string> = { ...texts };
    for (const field of declared) if (field.translates && !(texts[field.key] ?? "").trim()) frenchOnly[field.translates] = "";
    const own = searchText(frenchOnly);
    english = { title: oneLine(own.title) !== oneLine(page.title), description: oneLine(own.description) !== description };
  }
  return { title, description, counts: { title: title.length, description: (written || description).length }, path, locale, english };
}

/** Under a field declared `seo`: how long the result is, and a warning past what search engines show. */
export function SeoCounter({ role, result, id }: { role: SeoRole; result: SearchResult; id?: string }) {
  const { t } = useT();
  const count = result.counts[role];
  const limit = SEO_ADVICE[role];
  const over = count > limit;
  return (
    <p id={id} className={cn("mt-2 flex flex-wrap justify-between gap-x-4 text-sm tabular-nums", over ? "text-brass-dark" : "text-stone")}>
      <span>{t("common.seo.counter", { count, limit })}</span>
      {over ? <span>{t("common.seo.tooLongForResults", { limit })}</span> : null}
    </p>
  );
}

const cut = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit - 1).trimEnd()}…` : text);

/** The result as a search engine may show it: the address, the title and the description, cut where they usually are. */
export function SearchResultPreview({
  result,
  emptyTitle,
  emptyDescription,
  className,
}: {
  result: SearchResult;
  /** What stands for a title or a description not written yet (the page's own words by default). */
  emptyTitle?: string;
  emptyDescription?: string;
  className?: string;
}) {
  const { t } = useT();
  const root = useRouteLoaderData("root") as { publicUrl?: string } | undefined;
  const host = (root?.publicUrl ?? "").replace(/^https?:\/\//, "");
  const crumbs = localizedPath(result.path, result.locale).split("/").filter(Boolean);
  const lang = (english: boolean) => (result.locale === "fr" && !english ? "fr-CA" : "en");
  const heading = result.locale === "fr" ? t("common.seo.previewFrench") : t("common.seo.preview");
  return (
    <section aria-label={heading} className={className}>
      <p className="text-sm font-semibold tracking-wide text-bark">{heading}</p>
      <p className="mt-1 text-sm text-stone">{t("common.seo.previewNote")}</p>
      <div className="mt-4 rounded-sm border border-sand bg-white p-5 shadow-sm" aria-live="polite">
        <p className="line-clamp-1 text-sm text-[#3c4043] [overflow-wrap:anywhere]">
          {host}
          <span className="text-stone">{crumbs.map((crumb) => ` › ${crumb}`).join("")}</span>
        </p>
        <p lang={lang(result.english.title)} className="mt-1 text-xl leading-snug text-[#1a0dab] [overflow-wrap:anywhere]">
          {result.title ? cut(result.title, SEO_ADVICE.title) : (emptyTitle ?? t("common.seo.untitled"))}
        </p>
        <p lang={lang(result.english.description)} className="mt-1 text-sm leading-relaxed text-[#4d5156] [overflow-wrap:anywhere]">
          {result.description ? cut(result.description, SEO_ADVICE.description) : (emptyDescription ?? t("common.seo.noDescription"))}
        </p>
      </div>
    </section>
  );
}
