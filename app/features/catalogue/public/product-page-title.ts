import { pageTitle } from "~/platform/http/page-title";

/** A product page's title: its SEO title, or else its title, with the company's name. */
export function productPageTitle(product: { title: string; seoTitle?: string | null }, siteName?: string): string {
  return pageTitle(product.seoTitle?.trim() || product.title, siteName);
}
