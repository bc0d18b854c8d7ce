import { contentPagePaths } from "../../app/content/sitemap";

/** A sample of each detail page and the catalogue, beside the pages whose content lives in code. */
export const publicRoutes: readonly string[] = [
  ...contentPagePaths,
  "/products",
  "/products/1",
  "/projects/toronto-penthouse",
  "/news/hardwood-selection-guide",
  "/inspiration/gallery/ivory-gold",
];

/** Every route of the specification's route table, with a sample id where it takes one. */
export const specRoutes: readonly string[] = [...publicRoutes, "/admin", "/auth"];
