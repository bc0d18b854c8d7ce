import { ChevronDown } from "~/ui/icons/icon";
import { langOf } from "~/platform/i18n/localized";
import { localizedPath, useSiteLocale } from "~/platform/i18n/site-locale";
import { useId } from "react";
import { SiteLink } from "~/ui/site-link";
import { buttonVariants } from "~/ui/button";
import { NativeSelect } from "~/ui/field";
import { productsHref, type CatalogueQuery } from "~/features/catalogue/public/catalogue-query";
import type { CategoryChoice } from "~/features/catalogue/public/public-catalogue.server";
import { groupSizes, type SizeOption } from "~/features/catalogue/product-size";
import { fill } from "~/features/catalogue/public/copy-text";
import type { ProductsCopy } from "~/content/products";
import { cn } from "~/ui/class-names";

/*
 * The filters of the product list (`/products`): the category tree and the size choices beside
 * the list on desktop, the two dropdowns above it on phones. They work without JavaScript: the
 * tree is links, the size choices and the dropdowns are GET forms with a button to apply them.
 * The page's small module (islands/products-page.ts) applies a choice at once and folds the tree
 * (`data-products-filter`, the toggles' labels). Their words are the page's (`copy`, in the
 * address's language), and so are the sizes' numbers.
 */

export function CategoryTree({
  categories,
  query,
  activeId,
  copy,
}: {
  categories: CategoryChoice[];
  query: CatalogueQuery;
  activeId: number | null;
  copy: ProductsCopy["categories"];
}) {
  // Every top-level category starts expanded; toggles only collapse what the visitor chooses.
  const id = useId();
  // Choosing a category keeps the search; sizes differ by category, so the size is dropped.
  const href = (slug: string | null) => productsHref({ category: slug, q: query.q });

  return (
    // Choosing a category keeps the list where it is on the page (site-link.tsx).
    <nav aria-labelledby={`${id}-heading`} data-keep-scroll="">
      <h2 id={`${id}-heading`} className="eyebrow font-sans text-stone">
        {copy.heading}
      </h2>
      <ul className="mt-4 space-y-0.5">
        <li>
          <CategoryLink href={href(null)} active={activeId === null && !query.category}>
            {copy.all}
          </CategoryLink>
        </li>
        {categories.map((category) => {
          const listId = `${id}-sub-${category.id}`;
          return (
            <li key={category.id}>
              <div className="flex items-center gap-1">
                <CategoryLink
                  href={href(category.slug)}
                  active={activeId === category.id}
                  className="flex-1"
                  lang={langOf(category, "name")}
                >
                  {category.name}
                </CategoryLink>
                {category.subcategories.length > 0 ? (
                  <button
                    type="button"
                    aria-expanded="true"
                    aria-controls={listId}
                    aria-label={fill(copy.collapse, { category: category.name })}
                    data-collapse-label={fill(copy.collapse, { category: category.name })}
                    data-expand-label={fill(copy.expand, { category: category.name })}
                    className="filter-toggle no-js:hidden"
                  >
                    <ChevronDown aria-hidden="true" className="chevron" />
                  </button>
                ) : null}
              </div>
              {category.subcategories.length > 0 ? (
                <ul id={listId} className="filter-sublist">
                  {category.subcategories.map((child) => (
                    <li key={child.id}>
                      <CategoryLink href={href(child.slug)} active={activeId === child.id} small lang={langOf(child, "name")}>
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
  lang,
  children,
}: {
  href: string;
  active: boolean;
  small?: boolean;
  className?: string;
  lang?: string;
  children: React.ReactNode;
}) {
  return (
    <SiteLink
      to={href}
      lang={lang}
      aria-current={active ? "page" : undefined}
      className={cn("filter-link", !small && "font-medium", className)}
    >
      {children}
    </SiteLink>
  );
}

/**
 * A form of filters: a GET of the list in the page's language, which the page's module applies as
 * soon as a choice changes (`data-products-filter`), keeping no choice across visits so that its
 * controls always show the address's.
 */
function FilterForm({ className, children }: { className: string; children: React.ReactNode }) {
  return (
    <form method="get" action={localizedPath("/products", useSiteLocale())} data-products-filter="" autoComplete="off" className={className}>
      {children}
    </form>
  );
}

/** Sizes listed before the rest fold under 'Show all sizes' (a whole catalogue has about 25). */
const FIRST_SIZES = 8;

export function SizeRadios({
  sizes,
  query,
  copy,
}: {
  sizes: string[];
  query: CatalogueQuery;
  copy: ProductsCopy["sizes"];
}) {
  const locale = useSiteLocale();
  const chosen = query.size ?? "all";
  const options = [
    { value: "all", label: copy.all },
    ...groupSizes(sizes, locale, copy).flatMap((group) => group.options),
  ];
  // Folding away only one or two sizes would hide them for nothing.
  const shown = options.length > FIRST_SIZES + 3 ? FIRST_SIZES + 1 : options.length;
  // Each choice inside its label: named without ids, and the whole row takes the click.
  const radio = (option: SizeOption) => (
    <label key={option.value} className="filter-option">
      <input
        type="radio"
        name="size"
        value={option.value}
        defaultChecked={chosen === option.value}
      />
      {option.label}
    </label>
  );
  const folded = options.slice(shown);
  return (
    <FilterForm className="mt-10 border-t border-sand pt-8">
      {query.category ? <input type="hidden" name="category" value={query.category} /> : null}
      {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
      <fieldset>
        <legend className="eyebrow text-stone">{copy.heading}</legend>
        <div className="mt-4 space-y-0.5">
          {options.slice(0, shown).map(radio)}
          {folded.length > 0 ? (
            // Open when the chosen size is among the folded ones, so the choice is always in view.
            <details className="group" open={folded.some((option) => option.value === chosen)}>
              <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-sm px-3 text-sm font-semibold text-walnut transition-colors hover:bg-linen hover:text-brass-dark [&::-webkit-details-marker]:hidden">
                <ChevronDown
                  aria-hidden="true"
                  className="chevron group-open:rotate-180"
                />
                <span className="group-open:hidden">{fill(copy.showAll, { count: folded.length }, locale)}</span>
                <span className="hidden group-open:inline">{copy.showFewer}</span>
              </summary>
              <div className="space-y-0.5">
                {folded.map(radio)}
              </div>
            </details>
          ) : null}
        </div>
      </fieldset>
      {/* Without JavaScript a choice needs a button to take effect. */}
      <div className="mt-4 hidden no-js:block">
        <button type="submit" className={buttonVariants({ variant: "outline", size: "sm" })}>
          {copy.apply}
        </button>
      </div>
    </FilterForm>
  );
}

/** A labelled dropdown of the phone filters, showing the choice in the URL ('all' when none). */
function FilterSelect({
  id,
  label,
  name,
  value,
  children,
}: {
  id: string;
  label: string;
  name: string;
  value: string | null;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="eyebrow mb-2 block text-stone">
        {label}
      </label>
      <NativeSelect id={id} name={name} defaultValue={value ?? "all"}>
        {children}
      </NativeSelect>
    </div>
  );
}

export function PhoneFilters({
  categories,
  sizes,
  query,
  copy,
}: {
  categories: CategoryChoice[];
  sizes: string[];
  query: CatalogueQuery;
  copy: Pick<ProductsCopy, "categories" | "sizes" | "applyFilters">;
}) {
  const locale = useSiteLocale();
  const id = useId();
  return (
    <FilterForm className="grid gap-4 sm:grid-cols-2 lg:hidden">
      {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
      <FilterSelect
        id={`${id}-category`}
        label={copy.categories.heading}
        name="category"
        value={query.category}
      >
        <option value="all">{copy.categories.all}</option>
        {categories.map((category) => [
          <option key={category.id} value={category.slug} lang={langOf(category, "name")}>
            {category.name}
          </option>,
          ...category.subcategories.map((child) => (
            <option key={child.id} value={child.slug} lang={langOf(child, "name")}>
              {`\u00a0\u00a0\u00a0\u00a0${child.name}`}
            </option>
          )),
        ])}
      </FilterSelect>
      {sizes.length > 0 ? (
        <FilterSelect
          id={`${id}-size`}
          label={copy.sizes.heading}
          name="size"
          value={query.size}
        >
          <option value="all">{copy.sizes.all}</option>
          {groupSizes(sizes, locale, copy.sizes).map((group) => (
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
          {copy.applyFilters}
        </button>
      </div>
    </FilterForm>
  );
}
