import { X } from "~/ui/icons/icon";
import { siteNameFrom } from "~/ui/site-name";
import { useEffect } from "react";
import { useLocation, useNavigation } from "react-router";
import { SiteLink } from "~/ui/site-link";
import { PageHero, pageHeroSizes } from "~/ui/page-hero";
import {
  EMPTY_RESULT_DESCRIPTION,
  ProductResults,
} from "~/features/catalogue/public/products-results";
import { preloadImage } from "~/ui/responsive-image";
import {
  CategoryTree,
  PhoneFilters,
  SizeRadios,
} from "~/features/catalogue/public/products-filters";
import {
  CATALOGUE_CACHE_SECONDS,
  hasFilters,
  PRODUCTS_PER_PAGE,
  productsHref,
} from "~/features/catalogue/public/catalogue-query";
import { catalogueSearchParams } from "~/features/catalogue/public/catalogue-params";
import { Pagination } from "~/features/catalogue/public/products-pagination";
import { SearchForm } from "~/features/catalogue/public/products-search";
import { productsPage } from "~/features/catalogue/public/products.server";
import { withSearchParams } from "~/platform/http/search-params";
import { seo } from "~/ui/seo";
import { notify } from "~/ui/toast";
import type { Route } from "./+types/products";

/*
 * `/products`, the public catalogue: the products of a category, a size or a search, a page at
 * a time, with the filters beside the list (products-filters.tsx), the search box
 * (products-search.tsx), the cards (products-results.tsx) and the page links
 * (products-pagination.tsx). The data comes from products.server.ts.
 */

export const handle = {
  ...preloadImage("scene/products", pageHeroSizes),
  // The same for every visitor: rendered once per address every few seconds (page-cache.server.ts).
  pageCacheSeconds: CATALOGUE_CACHE_SECONDS,
};

export const loader = withSearchParams(
  catalogueSearchParams,
  ({ request }: Route.LoaderArgs, query) => productsPage(request, query),
);

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const category = loaderData?.category ?? null;
  const query = loaderData?.query;
  const page = query?.page ?? 1;
  const title = [
    category ? `${category.name} Flooring` : "Our Products",
    page > 1 ? `Page ${page}` : "",
  ]
    .filter(Boolean)
    .join(", ");
  return seo(
    {
      title,
      description: category
        ? `${category.name} from ${siteNameFrom(matches)} in Mississauga: sizes, series, colours, grades and packing for every product, with quotes the same business day.`
        : "Solid and engineered hardwood, SPC, laminate, trim and stair parts from a Mississauga distributor serving more than 500 Ontario stores.",
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
  const { query, categories, category, sizes, products, total, pageCount } = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/products";
  const filtered = hasFilters(query);
  const emptyResult = filtered && total === 0;

  useEffect(() => {
    if (emptyResult) {
      void notify("info", "No products found", { description: EMPTY_RESULT_DESCRIPTION });
    }
    // Once per visited address, including back and forward.
  }, [emptyResult, location.key]);

  const first = (query.page - 1) * PRODUCTS_PER_PAGE + 1;
  const last = first + products.length - 1;
  const resultsTitle = query.q
    ? `Results for “${query.q}”`
    : (category?.name ?? (query.category ? "Unknown category" : "All Products"));

  return (
    <>
      <PageHero
        image="scene/products"
        imageAlt=""
        eyebrow="Catalogue"
        title="Our Products"
        subtitle="Discover Premium Flooring Solutions"
      />

      <section className="container-site pt-10 pb-20 sm:pt-14 lg:pt-20 lg:pb-32">
        <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
          <aside className="hidden lg:block" aria-label="Product filters">
            <CategoryTree categories={categories} query={query} activeId={category?.id ?? null} />
            {sizes.length > 0 ? <SizeRadios sizes={sizes} query={query} /> : null}
          </aside>

          <div className="min-w-0">
            {/* A category given by number shows as its name: the select's options are slugs. */}
            <PhoneFilters
              categories={categories}
              sizes={sizes}
              query={{ ...query, category: category?.slug ?? query.category }}
            />
            <SearchForm query={query} />

            <div className="mt-8 flex flex-wrap items-end justify-between gap-x-6 gap-y-3 border-b border-sand pb-5">
              <div>
                <h2 className="text-2xl sm:text-3xl">{resultsTitle}</h2>
                <p className="mt-2 text-[0.95rem] text-stone" aria-live="polite">
                  {total > 0
                    ? `Showing ${first}–${last} of ${total} ${total === 1 ? "product" : "products"}`
                    : filtered
                      ? "No matching products"
                      : ""}
                </p>
              </div>
              {filtered ? (
                <SiteLink
                  to="/products"
                  className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-walnut underline-offset-4 hover:text-brass-dark hover:underline"
                >
                  <X aria-hidden="true" className="size-4" /> Clear filters
                </SiteLink>
              ) : null}
            </div>

            <ProductResults products={products} loading={loading} filtered={filtered} />

            {pageCount > 1 ? <Pagination query={query} pageCount={pageCount} /> : null}
          </div>
        </div>
      </section>
    </>
  );
}
