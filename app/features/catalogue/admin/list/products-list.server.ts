import { type RequestContext } from "~/platform/http/request-context";
import { data } from "react-router";
import { requireRole } from "~/features/auth/require-role.server";
import { resolveImage } from "~/features/catalogue/images/media-resolver.server";
import { product } from "~/features/catalogue/product.entity";
import { parseId, urlText } from "~/platform/http/search-params";
import {
  countCatalogue,
  countCoverageUnknown,
  countTrash,
  listAdminCategories,
  listAdminProducts,
  titlesOf,
} from "./admin-products.server";
import { listCellsOf } from "./list-cells.server";
import { productListParams } from "./product-list-params.server";
import { readProductColumns } from "./product-columns.server";

/*
 * The Products tab's loader (app/features/catalogue/admin/list/products.tsx): one page of the
 * list as its address filters it, with the columns this browser chose (product-columns.server.ts).
 */

/** The list's filter, and `?product=` naming the product the editor just saved (for its toast). */
export const productsPageParams = productListParams.extend({
  product: urlText(12)
    .optional()
    .transform((value) => parseId(value)),
});

type PageFilter = ReturnType<typeof productsPageParams.parse>;

export async function productsPageLoader(
  { request, context }: { request: Request; context: RequestContext },
  filter: PageFilter,
) {
  const { user } = requireRole(request, context, product.access);
  const { columns, setCookie } = readProductColumns(request);
  const [list, categories, trashCount, catalogueSize, saved, coverageUnknown] = await Promise.all([
    listAdminProducts({ ...filter, frenchMissing: filter.french, coverageUnknown: filter.coverage, trash: filter.view, fields: columns }),
    listAdminCategories(),
    countTrash(),
    countCatalogue(),
    filter.product === null ? [] : titlesOf([filter.product]),
    countCoverageUnknown(),
  ]);
  const rows = await Promise.all(
    list.rows.map(async (row) => ({
      id: row.id,
      title: row.title,
      categoryName: row.categoryName,
      size: row.size,
      isPublished: row.isPublished,
      isFeatured: row.isFeatured,
      position: row.position,
      updatedAt: row.updatedAt.toISOString(),
      deletedAt: row.deletedAt?.toISOString() ?? null,
      // Drafts' pictures go out only through signed links; staff see them all the same way.
      image: await resolveImage(row.picture, { access: "signed" }),
      cells: await listCellsOf(row, columns),
    })),
  );
  const payload = {
    filter: {
      q: filter.q,
      category: filter.category === null ? "" : String(filter.category),
      state: filter.state ?? "",
      featured: filter.featured,
      french: filter.french,
      coverage: filter.coverage,
      sort: filter.sort,
      trash: filter.view,
    },
    /** The chosen fields' keys, in the declaration's order: the list's columns after the title. */
    columns,
    /** The whole catalogue in display order is showing, so rows can be dragged here. */
    reorderable:
      !filter.view &&
      filter.sort === "order" &&
      !filter.q &&
      filter.category === null &&
      !filter.state &&
      !filter.featured &&
      !filter.french &&
      !filter.coverage,
    catalogueSize,
    /** Products whose Packing says something but whose coverage per box is blank (their pages show no calculator). */
    coverageUnknown,
    /** Deleting for good and emptying the Trash are for administrators. */
    canPurge: user.role === "admin",
    savedTitle: saved[0]?.title ?? null,
    trashCount,
    categories,
    rows,
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
  };
  return data(payload, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}
