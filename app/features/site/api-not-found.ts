import { apiError } from "~/features/catalogue/public/api.server";

/** Any other /api address: a JSON 404 rather than the site's HTML page. */
export function loader() {
  return apiError(404, "Not found: the API offers /api/categories, /api/sizes and /api/products");
}

export const action = loader;
