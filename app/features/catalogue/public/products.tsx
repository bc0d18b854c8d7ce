import { ChevronDown, LoaderCircle, Search, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type ChangeEvent, type RefObject } from "react";
import { data, Form, Link, redirect, useLocation, useNavigate, useNavigation } from "react-router";
import { PageHero, pageHeroSizes } from "~/ui/page-hero";
import { ProductCard } from "~/features/catalogue/public/product-card";
import { preloadImage } from "~/ui/responsive-image";
import { Reveal } from "~/ui/reveal";
import { buttonVariants } from "~/ui/button";
import { NativeSelect } from "~/ui/field";
import { site } from "~/content/site";
import {
  CATALOGUE_CACHE_SECONDS,
  hasFilters,
  MAX_QUERY_LENGTH,
  PRODUCTS_PER_PAGE,
  productsHref,
  type CatalogueQuery,
} from "~/features/catalogue/public/catalogue-query";
import { catalogueSearchParams } from "~/features/catalogue/public/catalogue-params";
import { withSearchParams } from "~/platform/http/search-params";
import { groupSizes, type SizeOption } from "~/features/catalogue/product-size";
import { seo } from "~/ui/seo";
import { notify } from "~/ui/toast";
import { cn } from "~/ui/utils";
import { pageTags, publicListing, type CategoryChoice } from "~/features/catalogue/public/public-catalogue.server";
import type { Route } from "./+types/products";

export const handle = {
  ...preloadImage("scene/products", pageHeroSizes),
  // The same for every visitor: rendered once per address every few seconds (page-cache.server.ts).
  pageCacheSeconds: CATALOGUE_CACHE_SECONDS,
};

/**
 * Width of one card picture: beside the 16rem sidebar on desktop the grid has 3 columns
 * (lg, ≈ 290 px each inside the 1280 px container), 2 on tablets and 1 on phones.
 */
const cardSizes =
  "(min-width: 1280px) 290px, (min-width: 1024px) calc((100vw - 96px - 16rem - 3rem - 64px) / 3), (min-width: 640px) calc((100vw - 96px) / 2), calc(100vw - 40px)";

const EMPTY_RESULT_DESCRIPTION =
  "No products match the current filters. Try another category or size, or clear the filters.";

export const loader = withSearchParams(catalogueSearchParams, async ({ request }: Route.LoaderArgs, query) => {
  const url = new URL(request.url);
  // One address per state: 'all', empty values and page=1 are dropped (GET forms send them).
  const tidy = productsHref(query);
  const given = url.pathname + url.search;
  const untidy = ["category", "size", "q", "page"].some((name) => url.searchParams.has(name));
  if (untidy && tidy !== given) throw redirect(tidy);

  const listing = await publicListing(query);
  if (query.page > listing.pageCount) throw redirect(productsHref({ ...query, page: listing.pageCount }));
  // A category that does not exist is not a page.
  return data(
    { query, ...listing },
    {
      status: listing.unknownCategory ? 404 : 200,
      headers: pageTags(
        listing.products.map((product) => product.id),
        true,
      ),
    },
  );
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const category = loaderData?.category ?? null;
  const query = loaderData?.query;
  const page = query?.page ?? 1;
  const title = [category ? `${category.name} Flooring` : "Our Products", page > 1 ? `Page ${page}` : ""]
    .filter(Boolean)
    .join(", ");
  return seo(
    {
      title,
      description: category
        ? `${category.name} from ${site.name} in Mississauga: sizes, series, colours, grades and packing for every product, with quotes the same business day.`
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
            <PhoneFilters categories={categories} sizes={sizes} query={{ ...query, category: category?.slug ?? query.category }} />
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
                <Link
                  to="/products"
                  className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-walnut underline-offset-4 hover:text-brass-dark hover:underline"
                >
                  <X aria-hidden="true" className="size-4" /> Clear filters
                </Link>
              ) : null}
            </div>

            <div className="relative" aria-busy={loading}>
              {loading ? (
                <p className="absolute inset-x-0 top-10 z-10 flex justify-center" role="status">
                  <span className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm text-bark shadow-md">
                    <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> Loading products…
                  </span>
                </p>
              ) : null}
              {products.length > 0 ? (
                <ul
                  className={cn(
                    "mt-8 grid gap-6 transition-opacity duration-300 *:min-w-0 sm:grid-cols-2 lg:gap-8 xl:grid-cols-3",
                    loading && "opacity-50",
                  )}
                >
                  {products.map((product, index) => (
                    <Reveal as="li" key={product.id} delay={index * 0.05}>
                      <ProductCard product={product} sizes={cardSizes} />
                    </Reveal>
                  ))}
                </ul>
              ) : filtered ? (
                <EmptyResult />
              ) : (
                <EmptyCatalogue />
              )}
            </div>

            {pageCount > 1 ? <Pagination query={query} pageCount={pageCount} /> : null}
          </div>
        </div>
      </section>
    </>
  );
}

function CategoryTree({
  categories,
  query,
  activeId,
}: {
  categories: CategoryChoice[];
  query: CatalogueQuery;
  activeId: number | null;
}) {
  // Every top-level category starts expanded; toggles only collapse what the visitor chooses.
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(() => new Set());
  const id = useId();
  const toggle = (categoryId: number) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(categoryId)) next.add(categoryId);
      return next;
    });
  // Choosing a category keeps the search; sizes differ by category, so the size is dropped.
  const href = (slug: string | null) => productsHref({ category: slug, q: query.q });

  return (
    <nav aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="eyebrow font-sans text-stone">
        Product Category
      </h2>
      <ul className="mt-4 space-y-0.5">
        <li>
          <CategoryLink href={href(null)} active={activeId === null && !query.category}>
            All Categories
          </CategoryLink>
        </li>
        {categories.map((category) => {
          const open = !collapsed.has(category.id);
          const listId = `${id}-sub-${category.id}`;
          return (
            <li key={category.id}>
              <div className="flex items-center gap-1">
                <CategoryLink href={href(category.slug)} active={activeId === category.id} className="flex-1">
                  {category.name}
                </CategoryLink>
                {category.subcategories.length > 0 ? (
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-controls={listId}
                    onClick={() => toggle(category.id)}
                    className="flex size-11 shrink-0 items-center justify-center rounded-sm text-stone transition-colors hover:bg-linen hover:text-charcoal no-js:hidden"
                  >
                    <ChevronDown
                      aria-hidden="true"
                      className={cn("size-4 transition-transform duration-300", !open && "-rotate-90")}
                    />
                    <span className="sr-only">
                      {open ? "Collapse" : "Expand"} {category.name}
                    </span>
                  </button>
                ) : null}
              </div>
              {category.subcategories.length > 0 ? (
                <ul id={listId} hidden={!open} className="mb-2 ml-3 space-y-0.5 border-l border-sand pl-3">
                  {category.subcategories.map((child) => (
                    <li key={child.id}>
                      <CategoryLink href={href(child.slug)} active={activeId === child.id} small>
                        {child.name}
                      </CategoryLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function CategoryLink({
  href,
  active,
  small = false,
  className,
  children,
}: {
  href: string;
  active: boolean;
  small?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Link
      to={href}
      preventScrollReset
      aria-current={active ? "page" : undefined}
      className={cn("filter-link", small ? "text-[0.95rem]" : "font-medium", className)}
    >
      {children}
    </Link>
  );
}

/**
 * A choice made while the page was still loading found no handler: apply it once the page is
 * interactive instead of leaving a control that disagrees with the list. A name the form has
 * no control for (no sizes to offer) reads as null and is skipped.
 */
function useChoiceMadeWhileLoading(
  formRef: RefObject<HTMLFormElement | null>,
  shown: Record<string, string>,
  apply: (name: string, value: string) => void,
) {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const values = new FormData(form);
    for (const [name, value] of Object.entries(shown)) {
      const chosen = values.get(name);
      if (typeof chosen === "string" && chosen !== value) return apply(name, chosen);
    }
    // Once, when the form first becomes interactive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** Sizes listed before the rest fold under 'Show all sizes' (a whole catalogue has about 25). */
const FIRST_SIZES = 8;

function SizeRadios({ sizes, query }: { sizes: string[]; query: CatalogueQuery }) {
  const navigate = useNavigate();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const apply = (_name: string, size: string) => {
    void navigate(productsHref({ ...query, size: size === "all" ? null : size, page: 1 }), {
      preventScrollReset: true,
    });
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => apply("size", event.currentTarget.value);
  useChoiceMadeWhileLoading(formRef, { size: query.size ?? "all" }, apply);
  const chosen = query.size ?? "all";
  const options = [{ value: "all", label: "All Sizes" }, ...groupSizes(sizes).flatMap((group) => group.options)];
  // Folding away only one or two sizes would hide them for nothing.
  const shown = options.length > FIRST_SIZES + 3 ? FIRST_SIZES + 1 : options.length;
  const radio = (option: SizeOption, index: number) => (
    <label key={option.value} htmlFor={`${id}-${index}`} className="filter-option">
      <input
        id={`${id}-${index}`}
        type="radio"
        name="size"
        value={option.value}
        defaultChecked={chosen === option.value}
        onChange={onChange}
        className="size-4 shrink-0 accent-brass"
      />
      <span className="tabular-nums">{option.label}</span>
    </label>
  );
  const folded = options.slice(shown);
  return (
    <form ref={formRef} method="get" action="/products" className="mt-10 border-t border-sand pt-8">
      {query.category ? <input type="hidden" name="category" value={query.category} /> : null}
      {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
      <fieldset>
        <legend className="eyebrow text-stone">Product Size</legend>
        {/* Keyed by the size in the URL, so back and forward show the right choice. */}
        <div key={chosen} className="mt-4 space-y-0.5">
          {options.slice(0, shown).map(radio)}
          {folded.length > 0 ? (
            // Open when the chosen size is among the folded ones, so the choice is always in view.
            <details className="group" open={folded.some((option) => option.value === chosen)}>
              <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-sm px-3 text-sm font-semibold text-walnut transition-colors hover:bg-linen hover:text-brass-dark [&::-webkit-details-marker]:hidden">
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 transition-transform duration-300 group-open:rotate-180"
                />
                <span className="group-open:hidden">Show all sizes ({folded.length} more)</span>
                <span className="hidden group-open:inline">Show fewer sizes</span>
              </summary>
              <div className="space-y-0.5">{folded.map((option, index) => radio(option, shown + index))}</div>
            </details>
          ) : null}
        </div>
      </fieldset>
      {/* Without JavaScript a choice needs a button to take effect. */}
      <div className="mt-4 hidden no-js:block">
        <button type="submit" className={buttonVariants({ variant: "outline", size: "sm" })}>
          Apply size
        </button>
      </div>
    </form>
  );
}

/** A labelled dropdown of the phone filters, showing the choice in the URL ('all' when none). */
function FilterSelect({
  id,
  label,
  name,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  name: string;
  value: string | null;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="eyebrow mb-2 block text-stone">
        {label}
      </label>
      {/* Keyed by the choice in the URL, so back and forward show the right one. */}
      <NativeSelect id={id} name={name} defaultValue={value ?? "all"} key={value ?? "all"} onChange={onChange}>
        {children}
      </NativeSelect>
    </div>
  );
}

function PhoneFilters({
  categories,
  sizes,
  query,
}: {
  categories: CategoryChoice[];
  sizes: string[];
  query: CatalogueQuery;
}) {
  const navigate = useNavigate();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const apply = (name: string, value: string) => {
    const chosen = value === "all" ? null : value;
    const next =
      name === "category"
        ? { category: chosen, q: query.q }
        : { ...query, size: chosen, page: 1 };
    void navigate(productsHref(next), { preventScrollReset: true });
  };
  const onChange = (event: ChangeEvent<HTMLSelectElement>) =>
    apply(event.currentTarget.name, event.currentTarget.value);
  useChoiceMadeWhileLoading(formRef, { category: query.category ?? "all", size: query.size ?? "all" }, apply);
  return (
    <form ref={formRef} method="get" action="/products" className="grid gap-4 sm:grid-cols-2 lg:hidden">
      {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
      <FilterSelect id={`${id}-category`} label="Product Category" name="category" value={query.category} onChange={onChange}>
        <option value="all">All Categories</option>
        {categories.map((category) => [
          <option key={category.id} value={category.slug}>
            {category.name}
          </option>,
          ...category.subcategories.map((child) => (
            <option key={child.id} value={child.slug}>
              {"\u00a0\u00a0\u00a0\u00a0"}
              {child.name}
            </option>
          )),
        ])}
      </FilterSelect>
      {sizes.length > 0 ? (
        <FilterSelect id={`${id}-size`} label="Product Size" name="size" value={query.size} onChange={onChange}>
          <option value="all">All Sizes</option>
          {groupSizes(sizes).map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </FilterSelect>
      ) : null}
      <div className="hidden no-js:block sm:col-span-2">
        <button type="submit" className={cn(buttonVariants({ variant: "outline" }), "w-full")}>
          Apply filters
        </button>
      </div>
    </form>
  );
}

function SearchForm({ query }: { query: CatalogueQuery }) {
  const id = useId();
  return (
    <Form method="get" action="/products" role="search" preventScrollReset className="mt-6 flex gap-2 lg:mt-0">
      {query.category ? <input type="hidden" name="category" value={query.category} /> : null}
      {query.size ? <input type="hidden" name="size" value={query.size} /> : null}
      <label htmlFor={`${id}-q`} className="sr-only">
        Search products
      </label>
      {/* On phones the box is narrow: no icon (the button says Search) and a placeholder that fits at 320 px. */}
      <div className="relative min-w-0 flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 hidden size-5 -translate-y-1/2 text-stone sm:block"
        />
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          defaultValue={query.q}
          key={query.q}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Name or colour"
          className="block min-h-12 w-full rounded-sm border border-sand bg-white py-2 pr-4 pl-4 text-base text-charcoal placeholder:text-stone sm:pl-12"
        />
      </div>
      <button type="submit" className={cn(buttonVariants({ variant: "primary", size: "lg" }), "max-sm:px-5")}>
        Search
      </button>
    </Form>
  );
}

function EmptyResult() {
  return (
    <div className="mt-10 rounded-sm bg-linen px-6 py-14 text-center sm:px-12">
      <p className="font-display text-2xl text-charcoal">No products found</p>
      <p className="mx-auto mt-3 max-w-prose text-bark">{EMPTY_RESULT_DESCRIPTION}</p>
      <Link to="/products" className={cn(buttonVariants({ variant: "primary" }), "mt-8")}>
        Clear all filters
      </Link>
    </div>
  );
}

function EmptyCatalogue() {
  return (
    <div className="mt-10 rounded-sm bg-linen px-6 py-14 text-center sm:px-12">
      <p className="font-display text-2xl text-charcoal">No products available yet</p>
      <p className="mx-auto mt-3 max-w-prose text-bark">
        Product data has not been imported. Staff can import the catalogue from the admin area.
      </p>
      <Link to="/admin" className={cn(buttonVariants({ variant: "primary" }), "mt-8")}>
        Import products in the admin
      </Link>
    </div>
  );
}

/** Page numbers near the current one, the first and the last, with gaps between. */
function pageWindow(page: number, pageCount: number): Array<number | "gap"> {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => (index > 0 && n - sorted[index - 1]! > 1 ? ["gap" as const, n] : [n]));
}

function Pagination({ query, pageCount }: { query: CatalogueQuery; pageCount: number }) {
  const page = query.page;
  const linkClass =
    "inline-flex min-h-11 min-w-11 items-center justify-center rounded-sm px-3 text-sm font-semibold tabular-nums transition-colors";
  return (
    <nav aria-label="Pagination" className="mt-14 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={productsHref({ ...query, page: page - 1 })} className={cn(linkClass, "text-walnut hover:bg-linen")}>
          Previous
        </Link>
      ) : null}
      <ul className="flex flex-wrap items-center gap-1">
        {pageWindow(page, pageCount).map((n, index) =>
          n === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-stone">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={productsHref({ ...query, page: n })}
                aria-current={n === page ? "page" : undefined}
                aria-label={`Page ${n}`}
                className={cn(
                  linkClass,
                  n === page ? "bg-walnut text-ivory" : "text-walnut hover:bg-linen",
                )}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link to={productsHref({ ...query, page: page + 1 })} className={cn(linkClass, "text-walnut hover:bg-linen")}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}
