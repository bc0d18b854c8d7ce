import { apiSearchParams } from "./api-params";
import {
  answer,
  apiData,
  badApiRequest,
  categoryFromParam,
  methodNotAllowed,
  publicOrigin,
} from "~/features/catalogue/public/api.server";
import { withSearchParams } from "~/platform/http/search-params";
import { categoryScope } from "~/features/catalogue/public/catalogue-query";
import { resolveImage } from "~/features/catalogue/images/media-resolver.server";
import { largeImageUrl } from "~/platform/media/media-source";
import { listPublishedProductDetails } from "~/features/catalogue/catalogue.server";
import type { Route } from "./+types/api-products";

/**
 * GET /api/products[?category_id=&size=]: published products in display order. A top-level
 * category includes its subcategories; `picture` is an absolute image URL or null.
 */
export const loader = withSearchParams(
  apiSearchParams.products,
  (_args: Route.LoaderArgs, { category_id, size }) =>
    answer("products", async () => {
      const { category } = await categoryFromParam(category_id);
      const rows = await listPublishedProductDetails({
        categoryIds: category ? categoryScope(category) : undefined,
        size,
      });
      const origin = publicOrigin();
      const data = await Promise.all(
        rows.map(async (row) => {
          const image = await resolveImage(row.picture, { access: "public" });
          return {
            id: row.id,
            title: row.title,
            content: row.content,
            picture: image ? largeImageUrl(image, origin) : null,
            category_id: row.categoryId,
            size: row.size,
            series: row.series,
            color: row.color,
            level: row.level,
            packing: row.packing,
            url: `${origin}/products/${row.id}`,
            product_categories:
              row.categoryId !== null && row.categoryName !== null
                ? { id: row.categoryId, name: row.categoryName }
                : null,
          };
        }),
      );
      return apiData(data);
    }),
  badApiRequest,
);

export const action = methodNotAllowed;
