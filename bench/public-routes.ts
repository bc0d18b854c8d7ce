// The one place that names concrete pages: ids here will become slugs later, so change them only here.

/** Every public page, in the order the Lighthouse bench visits them. */
export const publicRoutes: readonly string[] = [
  "/",
  "/products",
  "/products/1",
  "/projects",
  "/projects/toronto-penthouse",
  "/news",
  "/news/hardwood-selection-guide",
  "/about",
  "/contact",
  "/inspiration/wood-spices",
  "/inspiration/flooring-technology",
  "/inspiration/gallery",
  "/information/installation-maintenance",
  "/information/hardwood-grades",
];

/** The pages the load bench hammers: the home page, a database-backed list and a detail page. */
export const loadRoutes: readonly string[] = ["/", "/products", "/products/1"];
