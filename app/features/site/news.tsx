import { ArticleCard } from "~/features/site/article-card";
import { companyFrom } from "~/features/site/use-company";
import { PageHero, pageHeroSizes } from "~/ui/page-hero";
import { preloadImage } from "~/ui/responsive-image";
import { Reveal } from "~/ui/reveal";
import { newsHeroImage } from "~/content/news";
import { fillPlaceholders } from "~/platform/text/fill";
import { pageCopies } from "~/content/page-copies.server";
import { copyFor, requestSiteLocale } from "~/platform/i18n/site-locale";
import { data } from "react-router";
import { newsCards } from "~/features/content/public-news.server";
import { cacheTagHeaders, TAGGED_CACHE_SECONDS } from "~/platform/cache/cache-tags";
import { seo } from "~/ui/seo";
import { cn } from "~/ui/class-names";
import type { PageScriptsHandle } from "~/platform/render/page-scripts";
import type { Route } from "./+types/news";

export const handle = { ...preloadImage(newsHeroImage, pageHeroSizes), pageCacheSeconds: TAGGED_CACHE_SECONDS, scripts: "none" } satisfies PageScriptsHandle & { pageCacheSeconds: number };

export async function loader({ request }: Route.LoaderArgs) {
  const { cards, tags } = await newsCards(requestSiteLocale(request));
  return data({ copy: copyFor(request, pageCopies.news), articles: cards }, { headers: cacheTagHeaders(tags) });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  // A page whose loader failed has no copy: its error page names itself.
  if (!loaderData?.copy) return [];
  const company = companyFrom(matches);
  const { meta, hero } = loaderData.copy;
  return seo(
    {
      title: meta.title,
      description: fillPlaceholders(meta.description, { company: company.name, city: company.city, region: company.regionName }),
      path: "/news",
      image: hero.image,
    },
    matches,
  );
};

// The lead story spans the row on desktop; the others share it three abreast (two on tablets).
const leadSizes =
  "(min-width: 1280px) 680px, (min-width: 1024px) 55vw, (min-width: 640px) calc(50vw - 3rem), calc(100vw - 2.5rem)";
const cardSizes =
  "(min-width: 1280px) 368px, (min-width: 1024px) 30vw, (min-width: 640px) calc(50vw - 3rem), calc(100vw - 2.5rem)";

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const { copy, articles } = loaderData;
  return (
    <>
      <PageHero {...copy.hero} />

      <section className="container-site py-16 sm:py-24 lg:py-32" aria-label={copy.listLabel}>
        <ul className="grid gap-x-8 gap-y-16 sm:grid-cols-2 lg:grid-cols-3 lg:gap-y-20">
          {articles.map((article, index) => (
            <Reveal
              as="li"
              key={article.slug}
              delay={index * 0.08}
              className={cn(index === 0 && "lg:col-span-3 lg:border-b lg:border-sand lg:pb-20")}
            >
              <ArticleCard
                article={article}
                readMore={copy.readMore}
                headingLevel={2}
                featured={index === 0}
                sizes={index === 0 ? leadSizes : cardSizes}
              />
            </Reveal>
          ))}
        </ul>
      </section>
    </>
  );
}
