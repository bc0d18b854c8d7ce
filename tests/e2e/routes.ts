/** Every route of the specification's route table, with a sample id where it takes one. */
export const specRoutes = [
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
  "/admin",
  "/auth",
] as const;
