import { answer, apiData, categoryFromParams, methodNotAllowed } from "~/lib/api.server";
import { categoryScope } from "~/lib/catalogue-query";
import { publicSizes } from "~/models/public-catalogue.server";
import type { Route } from "./+types/api-sizes";

/** GET /api/sizes[?category_id=]: sizes of published products, optionally within a category. */
export function loader({ request }: Route.LoaderArgs) {
  return answer("sizes", async () => {
    const { category } = await categoryFromParams(new URL(request.url).searchParams);
    return apiData(await publicSizes({ categoryIds: category ? categoryScope(category) : undefined }));
  });
}

export const action = methodNotAllowed;
