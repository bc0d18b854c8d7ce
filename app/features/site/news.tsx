import { ArticleCard } from "~/features/site/article-card";
import { companyFrom } from "~/features/site/company";
import { PageHero, pageHeroSizes } from "~/ui/page-hero";
import { preloadImage } from "~/ui/responsive-image";
import { Reveal } from "~/ui/reveal";
import { newsHero } from "~/content/news";
import { data } from "react-router";
import { CATALOGUE_CACHE_SECONDS } from "~/features/catalogue/public/catalogue-query";
import { newsCards } from "~/features/content/public-news.server";
import { contentPageTags } from "~/features/content/public-content.server";
import { seo } from "~/ui/seo";
import { cn } from "~/ui/utils";
import type { Route } from "./+types/news";

export const handle = { ...preloadImage(newsHero.image, pageHeroSizes), pageCacheSeconds: CATALOGUE_CACHE_SECONDS };

export async function loader() {
  const { cards, tags } = await newsCards();
  return data({ articles: cards }, { headers: contentPageTags(tags) });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const company = companyFrom(matches);
  return seo(
    {
      title: newsHero.title,
      description: `Flooring guides, trends, sustainability notes and company news from ${company.name} in ${company.city}, ${company.regionName}.`,
      path: "/news",
      image: newsHero.image,
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
  const { articles } = loaderData;
  return (
    <>
      <PageHero {...newsHero} />

      <section className="container-site py-16 sm:py-24 lg:py-32" aria-label="Articles">
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
