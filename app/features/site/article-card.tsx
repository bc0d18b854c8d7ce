import { ArrowRight } from "~/ui/icons/icon";
import { langOf } from "~/platform/i18n/localized";
import { SiteLink } from "~/ui/site-link";
import { KeepWords } from "~/ui/keep-words-text";
import { ContentPicture } from "~/ui/content-picture";
import { formatArticleDate } from "~/content/news";
import { siteLocaleTags, useSiteLocale } from "~/platform/i18n/site-locale";
import type { ArticleCardData } from "~/features/content/public-types";
import { cn } from "~/ui/class-names";

/** Category and publication date (in the page's language), the line above an article's title. */
export function ArticleMeta({ article, className }: { article: ArticleCardData; className?: string }) {
  const locale = useSiteLocale();
  return (
    <p className={cn("flex flex-wrap items-center gap-x-3 gap-y-1 text-sm", className)}>
      <span className="eyebrow text-brass" lang={langOf(article, "category")}>
        {article.category}
      </span>
      <span aria-hidden="true" className="h-px w-5 bg-sand" />
      <time dateTime={article.date} className="text-stone">
        {formatArticleDate(article.date, siteLocaleTags[locale])}
      </time>
    </p>
  );
}

/**
 * A news card: image, category, date, title, excerpt and 'Read More' (`readMore`, in the page's
 * language). The title's link covers the whole card, so there is one link per article and 'Read
 * More' is only its visible cue.
 * `featured` lays the card out side by side on wide screens, for the lead story of a list.
 */
export function ArticleCard({
  article,
  readMore,
  headingLevel = 3,
  featured = false,
  sizes,
}: {
  article: ArticleCardData;
  readMore: string;
  headingLevel?: 2 | 3;
  featured?: boolean;
  sizes: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className={cn(
        "group relative flex h-full flex-col",
        featured && "lg:grid lg:grid-cols-12 lg:items-center lg:gap-12",
      )}
    >
      <div className={cn("overflow-hidden rounded-sm bg-linen", featured && "lg:col-span-7")}>
        <ContentPicture
          source={article.image}
          alt={article.imageAlt}
          altLang={langOf(article, "pictureAlt")}
          sizes={sizes}
          className="aspect-[3/2] w-full object-cover transition-transform duration-700 ease-soft group-hover:scale-[1.03]"
        />
      </div>
      <div className={cn("flex flex-1 flex-col pt-6", featured && "lg:col-span-5 lg:pt-0")}>
        <ArticleMeta article={article} />
        <Heading
          className={cn(
            "mt-4 text-2xl transition-colors duration-300 group-hover:text-brass-dark",
            featured && "lg:text-4xl",
          )}
        >
          <SiteLink
            to={`/news/${article.slug}`}
            className="after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-brass"
            lang={langOf(article, "title")}
          >
            <KeepWords>{article.title}</KeepWords>
          </SiteLink>
        </Heading>
        <p className={cn("mt-4 text-stone", featured && "lg:text-lg")} lang={langOf(article, "excerpt")}>
          {article.excerpt}
        </p>
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-2 pt-6 text-sm font-semibold tracking-wide text-walnut transition-colors duration-300 group-hover:text-brass-dark"
        >
          {readMore}
          <ArrowRight className="size-4 transition-transform duration-300 ease-soft group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}
