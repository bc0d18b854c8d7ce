import { site } from "~/content/site";

/*
 * The <title> of a public page, as browsers and search engines show it. The product editor's
 * search result preview calls the same functions, so what it shows and counts is what the page has.
 */

/**
 * A page's own title followed by the company's name, once: a title already ending with it keeps it
 * as it is. The name is the one staff keep in the company's details; the shipped one by default.
 */
export function pageTitle(title: string, siteName: string = site.name): string {
  const own = title.trim();
  if (!own) return siteName;
  return own.toLowerCase().endsWith(siteName.toLowerCase()) ? own : `${own} | ${siteName}`;
}

/** A product page's title: its SEO title, or else its title, with the company's name. */
export function productPageTitle(product: { title: string; seoTitle?: string | null }, siteName?: string): string {
  return pageTitle(product.seoTitle?.trim() || product.title, siteName);
}
