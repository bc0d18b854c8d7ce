import { site } from "~/content/site";

/*
 * The <title> of a public page, as browsers and search engines show it. The product editor's
 * search result preview calls the same functions, so what it shows and counts is what the page has.
 */

/** A page's own title followed by the company's name, once: a title already ending with it keeps it as it is. */
export function pageTitle(title: string): string {
  const own = title.trim();
  if (!own) return site.name;
  return own.toLowerCase().endsWith(site.name.toLowerCase()) ? own : `${own} | ${site.name}`;
}

/** A product page's title: its SEO title, or else its title, with the company's name. */
export function productPageTitle(product: { title: string; seoTitle?: string | null }): string {
  return pageTitle(product.seoTitle?.trim() || product.title);
}
