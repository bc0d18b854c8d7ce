/**
 * When the static pages' content last changed (ISO date). Update it with the content modules;
 * the sitemap gives it to search engines as the pages' last-modified date.
 */
export const staticContentUpdatedAt = "2026-11-22";

/** The public pages whose content lives in code (not the catalogue, not detail pages). */
export const contentPagePaths: readonly string[] = [
  "/",
  "/projects",
  "/news",
  "/about",
  "/contact",
  "/inspiration/wood-spices",
  "/inspiration/flooring-technology",
  "/inspiration/gallery",
  "/information/installation-maintenance",
  "/information/hardwood-grades",
];

export interface SitemapPage {
  path: string;
  lastModified: string;
}

/**
 * Every public page whose text lives in code, each last changed on `staticContentUpdatedAt` or,
 * when later, on the day given for it (pages that also show content staff edit); the catalogue and
 * the site's content add their own pages from the database.
 */
export function staticSitemapPages(changed: Readonly<Record<string, string>> = {}): SitemapPage[] {
  return contentPagePaths.map((path) => {
    const day = changed[path];
    return { path, lastModified: day && day > staticContentUpdatedAt ? day : staticContentUpdatedAt };
  });
}
