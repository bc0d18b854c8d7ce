import { publicRoutes as everyPublicRoute } from "../tests/e2e/routes";

/** Every public page: the Lighthouse bench visits them in this order. */
export const publicRoutes: readonly string[] = everyPublicRoute;

/** The pages the load bench hammers: the home page, a database-backed list and a detail page. */
export const loadRoutes: readonly string[] = ["/", "/products", "/products/1"];
