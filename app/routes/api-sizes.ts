import { apiSearchParams } from "~/lib/api-params";
import { answer, apiData, categoryFromParam, methodNotAllowed, readApiParams } from "~/lib/api.server";
import { categoryScope } from "~/lib/catalogue-query";
import { publicSizes } from "~/models/public-catalogue.server";
import type { Route } from "./+types/api-sizes";

/** GET /api/sizes[?category_id=]: sizes of published products, optionally within a category. */
export const searchParams = apiSearchParams.sizes;

export function loader({ request }: Route.LoaderArgs) {
  return answer("sizes", async () => {
    const { category } = await categoryFromParam(readApiParams(request, searchParams).category_id);
    return apiData(await publicSizes({ categoryIds: category ? categoryScope(category) : undefined }));
  });
}

export const action = methodNotAllowed;
