import { articles as shippedArticles } from "~/content/news";
import { entryTag, listTag, type NewsRecord } from "./content-kinds";
import type { ContentEntry } from "./content-store.server";
import type { ArticleCardData, PublicArticle } from "./public-types";
import type { SiteLocale } from "~/platform/i18n/site-locale";
import { publicPicture, publishedBySlug, publishedEntries, recordIn, richTextHtml } from "./public-content.server";

/*
 * News as its pages show it: the cards of /news (newest first), one article with its body as
 * HTML, and its related articles (those staff chose, else others of its category, then the newest).
 */

async function cardOf(stored: NewsRecord, locale: SiteLocale, access: "public" | "signed" = "public"): Promise<ArticleCardData> {
  const record = recordIn("news", stored, locale);
  return {
    english: record.english,
    slug: record.slug,
    title: record.title,
    excerpt: record.excerpt,
    date: record.date,
    category: record.category,
    image: await publicPicture(record.picture, access),
    imageAlt: record.pictureAlt,
  };
}

/** The published articles' cards, newest first, and the tags of what they show. */
export async function newsCards(locale: SiteLocale = "en"): Promise<{ cards: ArticleCardData[]; tags: string[] }> {
  const { entries, tags } = await publishedEntries("news");
  return { cards: await Promise.all(entries.map((entry) => cardOf(entry.record, locale))), tags };
}

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
      ...(await cardOf(entry.record, locale, access)),
      bodyHtml: await richTextHtml(record.body, access, locale),
      seoTitle: record.seoTitle,
      seoDescription: record.seoDescription,
      updatedAt: entry.updatedAt.toISOString(),
    },
    related: await Promise.all(related.map((item) => cardOf(item.record, locale))),
    // Related cards depend on which articles are public and their order.
    tags: [listTag("news"), entryTag("news", entry.id), ...related.map((item) => entryTag("news", item.id))],
  };
}

/** The address an old numeric link (/news/1 to /news/4) named: the shipped articles' order. */
export const legacyArticleSlugs = shippedArticles.map((article) => article.id);
