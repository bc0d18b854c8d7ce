import { articles as shippedArticles } from "~/content/news";
import { entryTag, listTag } from "./content-kinds";
import type { ContentEntry } from "./content-store.server";
import type { ArticleCardData, PublicArticle } from "./public-types";
import type { SiteLocale } from "~/platform/i18n/site-locale";
import { publicCard, publicCards, publishedBySlug, publishedEntries, recordIn, richTextHtml } from "./public-content.server";

/*
 * News as its pages show it: the cards of /news (newest first, as the kind's public read declares
 * them), one article with its body as HTML, and its related articles (those staff chose, else
 * others of its category, then the newest).
 */

/** The published articles' cards, newest first, and the tags of what they show. */
export const newsCards = (locale: SiteLocale = "en"): Promise<{ cards: ArticleCardData[]; tags: string[] }> => publicCards("news", locale);

const RELATED_COUNT = 3;

/** Staff's choice first; without one, others of the same category, then the rest, newest first. */
function relatedEntries(article: ContentEntry<"news">, all: readonly ContentEntry<"news">[]): ContentEntry<"news">[] {
  const others = all.filter((entry) => entry.id !== article.id);
  const chosen = article.record.related
    .map((item) => others.find((entry) => entry.id === item.id))
    .filter((entry): entry is ContentEntry<"news"> => Boolean(entry));
  if (chosen.length) return chosen.slice(0, RELATED_COUNT);
  const sameCategory = others.filter((entry) => entry.record.category === article.record.category);
  return [...sameCategory, ...others.filter((entry) => !sameCategory.includes(entry))].slice(0, RELATED_COUNT);
}

/**
 * The published article at this address, its related cards, and the tags of what the page shows;
 * null when there is none.
 */
export async function newsArticle(
  slug: string,
  locale: SiteLocale = "en",
): Promise<{ article: PublicArticle; related: ArticleCardData[]; tags: string[] } | null> {
  const entry = await publishedBySlug("news", slug);
  return entry ? articleView(entry, "public", locale) : null;
}

/** An article's page as visitors see it (or will: a draft's preview, its pictures signed). */
export async function articleView(entry: ContentEntry<"news">, access: "public" | "signed", locale: SiteLocale = "en") {
  const { entries } = await publishedEntries("news");
  const related = relatedEntries(entry, entries);
  const record = recordIn("news", entry.record, locale);
  return {
    article: {
      ...(await publicCard("news", entry, locale, access)),
      bodyHtml: await richTextHtml(record.body, access, locale),
      seoTitle: record.seoTitle,
      seoDescription: record.seoDescription,
      updatedAt: entry.updatedAt.toISOString(),
    },
    related: await Promise.all(related.map((item) => publicCard("news", item, locale))),
    // Related cards depend on which articles are public and their order.
    tags: [listTag("news"), entryTag("news", entry.id), ...related.map((item) => entryTag("news", item.id))],
  };
}

/** The address an old numeric link (/news/1 to /news/4) named: the shipped articles' order. */
export const legacyArticleSlugs = shippedArticles.map((article) => article.id);
