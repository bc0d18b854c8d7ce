import { apiSearchParams } from "./api-params";
import {
  answer,
  apiData,
  badApiRequest,
  categoryFromParam,
  methodNotAllowed,
} from "~/features/catalogue/public/api.server";
import { withSearchParams } from "~/platform/http/search-params";
import { categoryScope } from "~/features/catalogue/public/catalogue-query";
import { publicSizes } from "~/features/catalogue/public/public-catalogue.server";
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
