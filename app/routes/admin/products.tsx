import { Star } from "lucide-react";
import { Form, Link, useSubmit } from "react-router";
import { z } from "zod";
import { AdminTableHead, Pagination, StackCell } from "~/components/admin/data-table";
import { ProductImage } from "~/components/product-image";
import { Button } from "~/components/ui/button";
import { Input, Label, NativeSelect } from "~/components/ui/field";
import { formatDate, useT } from "~/i18n/i18n";
import { resolveImage } from "~/lib/image-resolver.server";
import { pageParam, parseId, urlText, withSearchParams } from "~/lib/search-params";
import { requireRole, STAFF } from "~/lib/session.server";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { adminProductSorts, listAdminCategories, listAdminProducts, type AdminProductSort } from "~/models/admin-products.server";
import type { Route } from "./+types/products";

/*
 * The Products tab (the admin's default): every product, drafts included, in the specification's
 * order (display order ascending), searched and filtered by what the URL says, 50 a page.
 */

const listParams = z.object({
  q: urlText(200)
    .optional()
    .transform((value) => value?.trim() ?? ""),
  category: urlText(20)
    .optional()
    .transform((value): number | "none" | null => (value === "none" ? "none" : parseId(value))),
  state: urlText(20)
    .optional()
    .transform((value) => (value === "published" || value === "draft" ? value : null)),
  featured: urlText(5)
    .optional()
    .transform((value) => value === "1"),
  sort: urlText(20)
    .optional()
    .transform((value): AdminProductSort => ((adminProductSorts as readonly string[]).includes(value ?? "") ? (value as AdminProductSort) : "order")),
  page: pageParam(),
});

export const loader = withSearchParams(listParams, async ({ request, context }: Route.LoaderArgs, filter) => {
  requireRole(request, context, STAFF);
  const [list, categories] = await Promise.all([listAdminProducts(filter), listAdminCategories()]);
  const rows = await Promise.all(
    list.rows.map(async ({ picture, updatedAt, ...row }) => ({
      ...row,
      updatedAt: updatedAt.toISOString(),
      // Drafts' pictures go out only through signed links; staff see them all the same way.
      image: await resolveImage(picture, { access: "signed" }),
    })),
  );
  return {
    filter: {
      q: filter.q,
      category: filter.category === null ? "" : String(filter.category),
      state: filter.state ?? "",
      featured: filter.featured,
      sort: filter.sort,
    },
    categories,
    rows,
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
  };
});

type Filter = Route.ComponentProps["loaderData"]["filter"];

/** The list's address for a filter and page, leaving out what is at its default. */
function listHref(filter: Filter, page = 1) {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.category) params.set("category", filter.category);
  if (filter.state) params.set("state", filter.state);
  if (filter.featured) params.set("featured", "1");
  if (filter.sort !== "order") params.set("sort", filter.sort);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin?${search}` : "/admin";
}

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useT();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const { filter, categories, rows, total, page, pageCount } = loaderData;
  const filtered = Boolean(filter.q || filter.category || filter.state || filter.featured);
  return (
    <section aria-labelledby="admin-page-title">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 id="admin-page-title" className="text-3xl sm:text-4xl">
          {t("admin.tab.products")}
        </h1>
        <p className="text-sm text-stone" role="status">
          {t("products.count", { count: total })}
        </p>
      </div>

      <Form
        method="get"
        action="/admin"
        role="search"
        aria-label={t("products.filter.label")}
        className="mt-8 grid gap-4 rounded-sm border border-sand bg-ivory p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.6fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end"
        // Selects and the tick box apply at once; the search words apply with Enter or the button.
        onChange={
          hydrated
            ? (event) => {
                if ((event.target as HTMLElement).getAttribute("name") !== "q") void submit(event.currentTarget, { replace: true });
              }
            : undefined
        }
      >
        <div className="sm:col-span-2 lg:col-span-1">
          <Label htmlFor="products-q">{t("products.filter.search")}</Label>
          <Input id="products-q" type="search" name="q" defaultValue={filter.q} key={`q-${filter.q}`} placeholder={t("products.filter.searchPlaceholder")} maxLength={200} />
        </div>
        <div>
          <Label htmlFor="products-category">{t("products.filter.category")}</Label>
          <NativeSelect id="products-category" name="category" defaultValue={filter.category} key={`c-${filter.category}`}>
            <option value="">{t("products.filter.allCategories")}</option>
            <option value="none">{t("products.filter.noCategory")}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.depth ? `\u2003${category.name}` : category.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div>
          <Label htmlFor="products-state">{t("products.filter.state")}</Label>
          <NativeSelect id="products-state" name="state" defaultValue={filter.state} key={`s-${filter.state}`}>
            <option value="">{t("products.filter.allStates")}</option>
            <option value="published">{t("products.state.published")}</option>
            <option value="draft">{t("products.state.draft")}</option>
          </NativeSelect>
        </div>
        <div>
          <Label htmlFor="products-sort">{t("products.sort.label")}</Label>
          <NativeSelect id="products-sort" name="sort" defaultValue={filter.sort} key={`o-${filter.sort}`}>
            <option value="order">{t("products.sort.order")}</option>
            <option value="title">{t("products.sort.title")}</option>
            <option value="updated">{t("products.sort.updated")}</option>
          </NativeSelect>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:col-span-2 lg:col-span-1">
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold text-bark">
            <input type="checkbox" name="featured" value="1" defaultChecked={filter.featured} key={`f-${filter.featured}`} className="size-5 accent-brass" />
            {t("products.filter.featured")}
          </label>
          <Button type="submit" variant="outline">
            {t("products.filter.apply")}
          </Button>
        </div>
      </Form>
      {filtered ? (
        <p className="mt-3 text-sm">
          <Link to="/admin" className="inline-flex min-h-11 items-center font-semibold text-brass-dark hover:underline">
            {t("products.filter.clear")}
          </Link>
        </p>
      ) : null}

      {rows.length === 0 ? (
        <p className="mt-8 rounded-sm border border-dashed border-sand bg-ivory p-8 text-bark">
          {filtered ? t("products.noMatch") : t("products.empty")}
        </p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-sm border border-sand bg-ivory">
          <table className="w-full text-left text-sm max-lg:block">
            <AdminTableHead
              className="max-lg:sr-only"
              columns={[
                t("products.column.picture"),
                t("products.column.title"),
                t("products.column.category"),
                t("products.column.size"),
                t("products.column.status"),
                t("products.column.order"),
                t("products.column.updated"),
              ]}
            />
            <tbody className="divide-y divide-sand/70 max-lg:block">
              {rows.map((row) => (
                <tr key={row.id} className="max-lg:grid max-lg:grid-cols-[4.5rem_1fr] max-lg:gap-x-3 max-lg:py-3">
                  <td className="px-4 py-2 align-middle max-lg:row-span-6 max-lg:pr-0">
                    <div className="size-14 overflow-hidden rounded-sm border border-sand bg-linen">
                      <ProductImage source={row.image} alt="" sizes="56px" placeholderLabel={t("products.noPicture")} className="size-full object-cover" />
                    </div>
                  </td>
                  <StackCell className="max-lg:px-0 max-lg:pt-0 lg:min-w-56">
                    <p className="font-semibold text-charcoal">
                      {row.title}
                      {row.isFeatured ? (
                        <Star aria-label={t("products.featured")} role="img" className="ml-1.5 inline size-4 -translate-y-px fill-brass text-brass" />
                      ) : null}
                    </p>
                    <p className="text-xs text-stone tabular-nums">#{row.id}</p>
                  </StackCell>
                  <StackCell label={t("products.column.category")} className="max-lg:px-0">
                    {row.categoryName ?? <span className="text-stone">{t("products.filter.noCategory")}</span>}
                  </StackCell>
                  <StackCell label={t("products.column.size")} className="whitespace-nowrap tabular-nums max-lg:px-0">
                    {row.size ?? ""}
                  </StackCell>
                  <StackCell label={t("products.column.status")} className="max-lg:px-0">
                    <span
                      className={cn(
                        "inline-flex items-center rounded-sm border px-2 py-0.5 text-xs font-semibold whitespace-nowrap",
                        row.isPublished ? "border-walnut/30 bg-walnut text-ivory" : "border-sand bg-linen text-stone",
                      )}
                    >
                      {row.isPublished ? t("products.state.published") : t("products.state.draft")}
                    </span>
                  </StackCell>
                  <StackCell label={t("products.column.order")} className="tabular-nums max-lg:px-0">
                    {row.displayOrder}
                  </StackCell>
                  <StackCell label={t("products.column.updated")} className="whitespace-nowrap tabular-nums max-lg:px-0">
                    <time dateTime={row.updatedAt}>{formatDate(row.updatedAt, locale, { dateStyle: "medium" })}</time>
                  </StackCell>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} href={(target) => listHref(filter, target)} />
    </section>
  );
}
