import { Search } from "~/ui/icons/icon";
import { localizedPath, useSiteLocale } from "~/platform/i18n/site-locale";
import { useId } from "react";
import { Form } from "react-router";
import { MAX_QUERY_LENGTH, type CatalogueQuery } from "~/features/catalogue/public/catalogue-query";
import { buttonVariants } from "~/ui/button";
import { cn } from "~/ui/class-names";
import type { ProductsCopy } from "~/content/products";

/**
 * The search box of the product list (`/products`): a search by name or colour within the
 * category and size of the address it is on. Its words are the page's (`copy`).
 */
export function SearchForm({ query, copy }: { query: CatalogueQuery; copy: ProductsCopy["search"] }) {
  const id = useId();
  return (
    <Form
      method="get"
      action={localizedPath("/products", useSiteLocale())}
      role="search"
      preventScrollReset
      className="mt-6 flex gap-2 lg:mt-0"
    >
      {query.category ? <input type="hidden" name="category" value={query.category} /> : null}
      {query.size ? <input type="hidden" name="size" value={query.size} /> : null}
      <label htmlFor={`${id}-q`} className="sr-only">
        {copy.label}
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
          placeholder={copy.placeholder}
          className="block min-h-12 w-full rounded-sm border border-sand bg-white py-2 pr-4 pl-4 text-base text-charcoal placeholder:text-stone sm:pl-12"
        />
      </div>
      <button
        type="submit"
        className={cn(buttonVariants({ variant: "primary", size: "lg" }), "max-sm:px-5")}
      >
        {copy.button}
      </button>
    </Form>
  );
}
