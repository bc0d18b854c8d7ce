import { requestUrl } from "~/platform/http/request-url";
import { data, redirect } from "react-router";
import { copyFor, localizedPath, siteLocaleOf } from "~/platform/i18n/site-locale";
import { pageCopies } from "~/content/page-copies.server";
import { productsHref, type CatalogueQuery } from "~/features/catalogue/public/catalogue-query";
import { pageTags, publicListing } from "~/features/catalogue/public/public-catalogue.server";

/**
 * The product list's data for one address of `/products`: the page of products the query asks
 * for, with the category tree and sizes to filter by. An address in another spelling of the same
 * state (`all`, empty values, `page=1`) and a page past the last redirect to the one address; a
 * category that does not exist is a 404 page with the whole tree to choose from. The page's words
 * come in the address's language (`copy`, and `card` for the product cards).
 */
export async function productsPage(request: Request, query: CatalogueQuery) {
  const url = requestUrl(request);
  // In the address's language: /fr/products stays French (decision 049).
  const locale = siteLocaleOf(url.pathname);
  // One address per state: 'all', empty values and page=1 are dropped (GET forms send them).
  const tidy = localizedPath(productsHref(query), locale);
  const given = url.pathname + url.search;
  const untidy = ["category", "size", "q", "page"].some((name) => url.searchParams.has(name));
  if (untidy && tidy !== given) throw redirect(tidy);

  const listing = await publicListing(query, locale);
  if (query.page > listing.pageCount)
    throw redirect(localizedPath(productsHref({ ...query, page: listing.pageCount }), locale));
  // A category that does not exist is not a page.
  return data(
    { query, ...listing, locale, copy: copyFor(request, pageCopies.products), card: copyFor(request, pageCopies.productCard) },
    {
      status: listing.unknownCategory ? 404 : 200,
      headers: pageTags(
        listing.products.map((product) => product.id),
        true,
      ),
    },
  );
}
