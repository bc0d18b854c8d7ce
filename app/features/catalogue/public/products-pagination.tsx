import { SiteLink } from "~/ui/site-link";
import { productsHref, type CatalogueQuery } from "~/features/catalogue/public/catalogue-query";
import { fill } from "~/features/catalogue/public/copy-text";
import type { ProductsCopy } from "~/content/products";
import type { SiteLocale } from "~/platform/i18n/site-locale";

/* The page links under the product list (`/products`), each keeping the list's filters, in the page's words. */

/** Page numbers near the current one, the first and the last, with gaps between. */
export function pageWindow(page: number, pageCount: number): Array<number | "gap"> {
  const pages = new Set(
    [1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount),
  );
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((n, index) =>
    index > 0 && n - sorted[index - 1]! > 1 ? ["gap" as const, n] : [n],
  );
}

export function Pagination({
  query,
  pageCount,
  copy,
  locale,
}: {
  query: CatalogueQuery;
  pageCount: number;
  copy: ProductsCopy["pagination"];
  locale: SiteLocale;
}) {
  const page = query.page;
  // One short class per link (app.css); the current page is marked by aria-current.
  const linkClass = "page-link";
  return (
    <nav aria-label={copy.label} className="mt-14 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <SiteLink
          to={productsHref({ ...query, page: page - 1 })}
          className={linkClass}
        >
          {copy.previous}
        </SiteLink>
      ) : null}
      <ul className="flex flex-wrap items-center gap-1">
        {pageWindow(page, pageCount).map((n, index) =>
          n === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-stone">
              …
            </li>
          ) : (
            <li key={n}>
              <SiteLink
                to={productsHref({ ...query, page: n })}
                aria-current={n === page ? "page" : undefined}
                aria-label={fill(copy.page, { page: n }, locale)}
                className={linkClass}
              >
                {n}
              </SiteLink>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <SiteLink
          to={productsHref({ ...query, page: page + 1 })}
          className={linkClass}
        >
          {copy.next}
        </SiteLink>
      ) : null}
    </nav>
  );
}
