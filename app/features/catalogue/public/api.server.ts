import { env } from "~/platform/config/env.server";
import { findCategory } from "~/features/catalogue/public/catalogue-query";
import { logger } from "~/platform/log/logger.server";
import type { CategoryNode } from "~/features/catalogue/catalogue.server";
import { publicCategoryTree } from "~/features/catalogue/public/public-catalogue.server";

// The JSON API answers as the specification's get-products function did: {success, data} or
// {success: false, error}, here with an HTTP status that says the same.

const headers = {
  // Public, published-only data: any integration (or browser page) may read it.
  "Access-Control-Allow-Origin": "*",
  "Cache-Control": "public, max-age=60",
};

export function apiData(data: unknown) {
  return Response.json({ success: true, data }, { headers });
}

export function apiError(status: number, error: string, extra: HeadersInit = {}) {
  return Response.json(
    { success: false, error },
    { status, headers: { ...headers, "Cache-Control": "no-store", ...extra } },
  );
}

/** Reads go through GET; anything else is refused with the allowed method named. */
export function methodNotAllowed() {
  return apiError(405, "Method not allowed: use GET", { Allow: "GET, HEAD" });
}

/** Runs a handler, turning an unexpected failure into a logged 500 answer. */
export async function answer(what: string, handler: () => Promise<Response>) {
  try {
    return await handler();
  } catch (error) {
    if (error instanceof Response) return error;
    logger.error({ err: error }, `API: ${what} failed`);
    return apiError(500, `Failed to load ${what}`);
  }
}

export const publicOrigin = () => env().PUBLIC_URL;

/** The answer to a query parameter that does not fit its declaration (`withSearchParams`). */
export const badApiRequest = (message: string) => apiError(400, message);

/** The category a `category_id` names (null for every category); unknown ones are answered with 404. */
export async function categoryFromParam(
  raw: string,
): Promise<{ category: CategoryNode | null; tree: CategoryNode[] }> {
  const tree = await publicCategoryTree();
  if (raw === "" || raw.toLowerCase() === "all") return { category: null, tree };
  const category = findCategory(tree, raw);
  if (!category) throw apiError(404, `Category not found: ${raw}`);
  return { category, tree };
}
