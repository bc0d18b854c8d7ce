import { TAGGED_CACHE_SECONDS } from "~/platform/cache/cache-tags";
import { X } from "~/ui/icons/icon";
import { langOf } from "~/platform/i18n/localized";
import { siteNameFrom } from "~/ui/site-name";
import { SiteLink } from "~/ui/site-link";
import { PageHero, pageHeroSizes } from "~/ui/page-hero";
import { ProductResults } from "~/features/catalogue/public/products-results";
import { preloadImage } from "~/ui/responsive-image";
import {
  CategoryTree,
  PhoneFilters,
  SizeRadios,
} from "~/features/catalogue/public/products-filters";
import {
  hasFilters,
  PRODUCTS_PER_PAGE,
  productsHref,
} from "~/features/catalogue/public/catalogue-query";
import { catalogueSearchParams } from "~/features/catalogue/public/catalogue-params";
import { Pagination } from "~/features/catalogue/public/products-pagination";
import { SearchForm } from "~/features/catalogue/public/products-search";
import { productsPage } from "~/features/catalogue/public/products.server";
import { fill, plural } from "~/features/catalogue/public/copy-text";
import { productsHeroImage } from "~/content/products";
import { withSearchParams } from "~/platform/http/search-params";
import { seo } from "~/ui/seo";
import type { PageScriptsHandle } from "~/platform/render/page-scripts";
import { ProductCardsWords } from "~/features/catalogue/public/product-cards-words";
import type { Route } from "./+types/products";

/*
 * `/products`, the public catalogue: the products of a category, a size or a search, a page at
 * a time, with the filters beside the list (products-filters.tsx), the search box
 * (products-search.tsx), the cards (products-results.tsx) and the page links
 * (products-pagination.tsx). The data comes from products.server.ts, with every word of the page
 * in the address's language (`copy`, decision 049).
 */

export const handle = {
  ...preloadImage(productsHeroImage, pageHeroSizes),
  // The same for every visitor: rendered once per address every few seconds (page-cache.server.ts).
  pageCacheSeconds: TAGGED_CACHE_SECONDS,
  // Links and GET forms, made smoother by a small module of its own instead of the app (decision 071).
  scripts: "none",
  enhance: "app/islands/products-page.ts",
} satisfies PageScriptsHandle & { pageCacheSeconds: number };

export const loader = withSearchParams(
  catalogueSearchParams,
  ({ request }: Route.LoaderArgs, query) => productsPage(request, query),
);

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  // Without its data (an error page) the list has nothing of its own to say.
  if (!loaderData) return [];
  const { category, query, copy, locale } = loaderData;
  const page = query.page;
  const title = [
    category ? fill(copy.meta.categoryTitle, { category: category.name }) : copy.meta.title,
    page > 1 ? fill(copy.meta.page, { page }, locale) : "",
  ]
    .filter(Boolean)
    .join(", ");
  return seo(
    {
      title,
      description: category
        ? fill(copy.meta.categoryDescription, { category: category.name, company: siteNameFrom(matches) })
        : copy.meta.description,
      // Size and search narrow a page without making a new one: the canonical page is the category's.
      path: productsHref({ category: category?.slug ?? null, page }),
      image: "scene/products",
      // Search results and unknown categories are not pages of their own.
      noindex: Boolean(query?.q) || (query?.category != null && !category),
    },
    matches,
  );
};

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { query, categories, category, sizes, products, total, pageCount, locale, copy, card } = loaderData;
  const filtered = hasFilters(query);
  const emptyResult = filtered && total === 0;

  const first = (query.page - 1) * PRODUCTS_PER_PAGE + 1;
  const last = first + products.length - 1;
  const { results } = copy;
  const resultsTitle = query.q
    ? fill(results.searchTitle, { query: query.q })
    : (category?.name ?? (query.category ? results.unknownCategory : results.all));

  return (
    <>
      <PageHero
        image={productsHeroImage}
        imageAlt=""
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        subtitle={copy.hero.subtitle}
      />

      <section className="container-site pt-10 pb-20 sm:pt-14 lg:pt-20 lg:pb-32">
        <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
          <aside className="hidden lg:block" aria-label={copy.filters}>
            <CategoryTree categories={categories} query={query} activeId={category?.id ?? null} copy={copy.categories} />
            {sizes.length > 0 ? <SizeRadios sizes={sizes} query={query} copy={copy.sizes} /> : null}
          </aside>

          <div className="min-w-0">
            {/* A category given by number shows as its name: the select's options are slugs. */}
            <PhoneFilters
              categories={categories}
              sizes={sizes}
              query={{ ...query, category: category?.slug ?? query.category }}
              copy={copy}
            />
            <SearchForm query={query} copy={copy.search} />

            <div className="mt-8 flex flex-wrap items-end justify-between gap-x-6 gap-y-3 border-b border-sand pb-5">
              <div>
                <h2 className="text-2xl sm:text-3xl" lang={query.q ? undefined : langOf(category, "name")}>
                  {resultsTitle}
                </h2>
                <p className="mt-2 text-[0.95rem] text-stone" aria-live="polite">
                  {total > 0
                    ? plural(results.showing, total, { first, last, total }, locale)
                    : filtered
                      ? results.noMatch
                      : ""}
                </p>
              </div>
              {filtered ? (
                <SiteLink
                  to="/products"
                  className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-walnut underline-offset-4 hover:text-brass-dark hover:underline"
                >
                  <X aria-hidden="true" className="size-4" /> {results.clear}
                </SiteLink>
              ) : null}
            </div>

            <ProductResults products={products} filtered={filtered} copy={copy} card={card} />

            {pageCount > 1 ? <Pagination query={query} pageCount={pageCount} copy={copy.pagination} locale={locale} /> : null}
          </div>
        </div>
      </section>
      {/* What the page's module says and where it leads (islands/products-page.ts), in the page's language. */}
      <ProductCardsWords
        copy={card}
        more={{
          "data-loading": copy.results.loading,
          "data-empty-title": emptyResult ? copy.empty.title : undefined,
          "data-empty-text": emptyResult ? copy.empty.text : undefined,
        }}
      />
    </>
  );
}
