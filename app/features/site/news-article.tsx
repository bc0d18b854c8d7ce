import { requestUrl } from "~/platform/http/request-url";
import { ArrowLeft } from "~/ui/icons/icon";
import { langOf } from "~/platform/i18n/localized";
import { copyFor, localizedPath, requestSiteLocale, siteLocaleOf, siteLocaleTags } from "~/platform/i18n/site-locale";
import { siteTextsFrom } from "~/features/site/i18n/site-text";
import { siteNameFrom } from "~/ui/site-name";
import { pageTitle } from "~/platform/http/page-title";
import { data, redirect } from "react-router";
import { SiteLink } from "~/ui/site-link";
import { ArticleCard, ArticleMeta } from "~/features/site/article-card";
import { KeepWords } from "~/ui/keep-words-text";
import { ContentPicture } from "~/ui/content-picture";
import { largeImageUrl } from "~/platform/media/media-source";
import { legacyArticleSlugs, newsArticle } from "~/features/content/public-news.server";
import { cacheTagHeaders, TAGGED_CACHE_SECONDS } from "~/platform/cache/cache-tags";
import { articleSearchText } from "~/features/content/search-text";
import type { ArticleCardData, PublicArticle } from "~/features/content/public-types";
import { Reveal } from "~/ui/reveal";
import { buttonVariants } from "~/ui/button";
import type { ArticleCopy } from "~/content/news";
import { pageCopies } from "~/content/page-copies.server";
import { legacyContentIndex } from "~/features/site/legacy-ids";
import { publicUrlFrom, seo } from "~/ui/seo";
import { cn } from "~/ui/class-names";
import type { PageScriptsHandle } from "~/platform/render/page-scripts";
import type { Route } from "./+types/news-article";

export const handle = { pageCacheSeconds: TAGGED_CACHE_SECONDS, scripts: "none" } satisfies PageScriptsHandle & { pageCacheSeconds: number };

export async function loader({ params, request }: Route.LoaderArgs) {
  const copy = copyFor(request, pageCopies.newsArticle);
  const found = await newsArticle(params.id, requestSiteLocale(request));
  if (!found) {
    // The system this site replaced numbered its articles 1 to 4 in this order; old links still work.
    const legacy = legacyContentIndex(params.id, legacyArticleSlugs.length);
    if (legacy !== null) throw redirect(localizedPath(`/news/${legacyArticleSlugs[legacy]}`, siteLocaleOf(requestUrl(request).pathname)), 301);
    return data({ copy, article: null, related: [] }, { status: 404 });
  }
  return data({ copy, article: found.article, related: found.related }, { headers: cacheTagHeaders(found.tags) });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  // A page whose loader failed has no copy: its error page names itself.
  if (!loaderData?.copy) return [];
  const article = loaderData.article;
  if (!article)
    return [
      { title: pageTitle(loaderData.copy.notFound.title, siteNameFrom(matches)) },
      { name: "robots", content: "noindex" },
    ];
  const origin = publicUrlFrom(matches);
  const locale = siteTextsFrom(matches)?.locale ?? "en";
  const url = `${origin}${localizedPath(`/news/${article.slug}`, locale)}`;
  const image = article.image ? largeImageUrl(article.image, origin) : undefined;
  const organization = {
    "@type": "Organization",
    name: siteNameFrom(matches),
    url: `${origin}/`,
    logo: { "@type": "ImageObject", url: `${origin}/logo.png`, width: 512, height: 512 },
  };
  return [
    ...seo(
      {
        ...articleSearchText(article),
        path: `/news/${article.slug}`,
        imageHref: image,
        type: "article",
      },
      matches,
    ),
    { property: "article:published_time", content: article.date },
    { property: "article:section", content: article.category },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: article.title,
        inLanguage: siteLocaleTags[locale],
        description: article.excerpt,
        datePublished: article.date,
        dateModified: article.updatedAt,
        ...(image ? { image: [image] } : {}),
        articleSection: article.category,
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        url,
        author: organization,
        publisher: organization,
      },
    },
  ];
};

const backLinkClass =
  "inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-walnut transition-colors hover:text-brass-dark";

// The image column is at most 64rem; related cards sit three abreast on desktop, two on tablets.
const articleImageSizes =
  "(min-width: 1088px) 1024px, (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)";
const relatedSizes =
  "(min-width: 1280px) 368px, (min-width: 1024px) 30vw, (min-width: 640px) calc(50vw - 3rem), calc(100vw - 2.5rem)";

export default function NewsArticle({ loaderData }: Route.ComponentProps) {
  return <NewsArticleView copy={loaderData.copy} article={loaderData.article} related={loaderData.related} />;
}

/** The article's page: for visitors, and for staff's preview of a draft. */
export function NewsArticleView({
  copy,
  article,
  related,
}: {
  copy: ArticleCopy;
  article: PublicArticle | null;
  related: readonly ArticleCardData[];
}) {
  const cta = copy.cta;
  if (!article) {
    return (
      <section className="container-site flex flex-col items-center py-28 text-center sm:py-40">
        <p className="eyebrow text-brass">{copy.notFound.eyebrow}</p>
        <h1 className="mt-4 text-4xl sm:text-5xl">{copy.notFound.title}</h1>
        <p className="mt-5 max-w-md text-lg text-bark">{copy.notFound.text}</p>
        <SiteLink to="/news" className={cn(buttonVariants({ size: "lg" }), "mt-10")}>
          <ArrowLeft aria-hidden="true" className="size-4" /> {copy.back}
        </SiteLink>
      </section>
    );
  }

  return (
    <>
      <article className="container-site pt-8 pb-20 sm:pt-12 lg:pb-28">
        <div className="mx-auto max-w-5xl">
          <SiteLink to="/news" className={backLinkClass}>
            <ArrowLeft aria-hidden="true" className="size-4" /> {copy.back}
          </SiteLink>
          <div className="mt-6 overflow-hidden rounded-sm bg-linen">
            <ContentPicture
              source={article.image}
              alt={article.imageAlt}
              altLang={langOf(article, "pictureAlt")}
              sizes={articleImageSizes}
              priority
              className="aspect-[3/2] w-full object-cover sm:aspect-[2/1]"
            />
          </div>
        </div>

        {/* 38rem holds running text near 70 characters a line (max-w-prose's 68ch runs to ~80 in Inter). */}
        <div className="mx-auto mt-12 max-w-[38rem] sm:mt-16">
          <header>
            <ArticleMeta article={article} />
            <h1 className="mt-5 text-4xl sm:text-5xl" lang={langOf(article, "title")}>
              <KeepWords>{article.title}</KeepWords>
            </h1>
            <p className="mt-8 border-l-2 border-brass pl-6 text-lg leading-relaxed text-walnut sm:text-xl" lang={langOf(article, "excerpt")}>
              {article.excerpt}
            </p>
          </header>
          <div className="mt-12 border-t border-sand pt-12">
            {/* Rendered on the server from the stored document, through its schema only (decision 048). */}
            <div className="rich-text" lang={langOf(article, "body")} dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
          </div>

          <section
            aria-labelledby="article-cta-heading"
            className="mt-16 rounded-sm bg-walnut px-8 py-10 text-ivory sm:px-12 sm:py-12"
          >
            <h2 id="article-cta-heading" className="text-3xl text-ivory">
              <KeepWords>{cta.title}</KeepWords>
            </h2>
            <p className="mt-4 text-lg text-sand">{cta.text}</p>
            <SiteLink
              to={cta.cta.to}
              className={cn(buttonVariants({ variant: "light", size: "lg" }), "mt-8")}
            >
              {cta.cta.label}
            </SiteLink>
          </section>
        </div>
      </article>

      {related.length > 0 ? (
        <section className="bg-linen py-16 sm:py-24 lg:py-28" aria-labelledby="related-heading">
          <div className="container-site">
            <h2 id="related-heading" className="text-3xl sm:text-4xl">
              {copy.related}
            </h2>
            <ul className="mt-10 grid gap-x-8 gap-y-14 sm:mt-12 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((item, index) => (
                <Reveal as="li" key={item.slug} delay={index * 0.08}>
                  <ArticleCard article={item} readMore={copy.readMore} headingLevel={3} sizes={relatedSizes} />
                </Reveal>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
