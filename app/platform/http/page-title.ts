import { site } from "~/content/site";

/*
 * The <title> of a public page, as browsers and search engines show it. The admin's search result
 * preview calls the same function, so what it shows and counts is what the page has.
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
