import { apiSearchParams } from "~/lib/api-params";
import {
  answer,
  apiData,
  badApiRequest,
  categoryFromParam,
  methodNotAllowed,
} from "~/lib/api.server";
import { withSearchParams } from "~/lib/search-params";
import { categoryScope } from "~/lib/catalogue-query";
import { publicSizes } from "~/models/public-catalogue.server";
import type { Route } from "./+types/api-sizes";

/** GET /api/sizes[?category_id=]: sizes of published products, optionally within a category. */
export const loader = withSearchParams(
  apiSearchParams.sizes,
  (_args: Route.LoaderArgs, query) =>
    answer("sizes", async () => {
      const { category } = await categoryFromParam(query.category_id);
      return apiData(
        await publicSizes({ categoryIds: category ? categoryScope(category) : undefined }),
      );
    }),
  badApiRequest,
);

export const action = methodNotAllowed;
