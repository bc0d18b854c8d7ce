import { articles } from "./news";
import { projects } from "./projects";

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

/** Every public page whose content lives in code; the catalogue adds its own from the database. */
export function staticSitemapPages(): SitemapPage[] {
  const pages = contentPagePaths.map((path) => ({ path, lastModified: staticContentUpdatedAt }));
  return [
    ...pages,
    ...projects.map((project) => ({ path: `/projects/${project.id}`, lastModified: staticContentUpdatedAt })),
    ...articles.map((article) => ({ path: `/news/${article.id}`, lastModified: article.date })),
  ];
}
