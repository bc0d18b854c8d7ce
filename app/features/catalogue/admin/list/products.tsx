import { Plus, Trash2 } from "lucide-react";
import { FilterSelect } from "~/ui/admin/filter-select";
import { PageHeader } from "~/ui/admin/page-header";
import { FilterCheckbox } from "~/ui/admin/filter-checkbox";
import { useState } from "react";
import { Form, Link, useSubmit, type ShouldRevalidateFunctionArgs } from "react-router";
import { useFocusAfterMove } from "~/ui/admin/reorder";
import { product } from "~/features/catalogue/product.entity";
import { ActionOutcome } from "~/ui/admin/action-outcome";
import { AdminTableHead, Pagination } from "~/ui/admin/data-table";
import { BulkBar, BulkConfirmStep } from "~/features/catalogue/admin/list/bulk-bar";
import { ConfirmAction } from "~/ui/admin/confirm-action";
import { ExportLinks } from "~/features/catalogue/admin/list/export-links";
import { ProductRow } from "~/features/catalogue/admin/list/product-row";
import { ProductsNav } from "~/features/catalogue/admin/list/products-nav";
import { onlyDropsSavedNotice, SavedNotice } from "~/ui/admin/saved-notice";
import { Button, buttonVariants } from "~/ui/button";
import { Input, Label } from "~/ui/field";
import { useT } from "~/platform/i18n/i18n";
import { productsListAction } from "~/features/catalogue/admin/list/products-page.server";
import {
  productsPageLoader,
  productsPageParams,
} from "~/features/catalogue/admin/list/products-list.server";
import { ColumnChooser } from "~/features/catalogue/admin/list/column-chooser";
import { shownColumns } from "~/features/catalogue/admin/list/product-columns";
import { withSearchParams } from "~/platform/http/search-params";
import { requireRole } from "~/features/auth/require-role.server";
import { useHydrated } from "~/platform/render/use-hydrated";
import { cn } from "~/ui/class-names";
import type { AdminHandle } from "~/ui/admin/admin-handle";
import { productsSection } from "~/features/catalogue/admin/admin-section";
import type { Route } from "./+types/products";

export const handle = { ...productsSection, title: "admin.tab.products" } satisfies AdminHandle;

/*
 * The Products tab (the admin's default): every product, drafts included, in the specification's
 * order (display order ascending), searched and filtered by what the URL says, 50 a page.
 */

export const loader = withSearchParams(productsPageParams, (args: Route.LoaderArgs, filter) =>
  productsPageLoader(args, filter),
);

export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return onlyDropsSavedNotice(args) ? false : args.defaultShouldRevalidate;
}

/** What the list's forms post (app/features/catalogue/admin/list/products-page.server.ts reads them). */
export const formFields = ["intent", "ids", "id", "categoryId", "position", "confirmed"];

export async function action({ request, context }: Route.ActionArgs) {
  requireRole(request, context, product.access);
  return productsListAction(request, context);
}

type Filter = Route.ComponentProps["loaderData"]["filter"];

/** The list's address for a filter and page, leaving out what is at its default. */
function listHref(filter: Filter, page = 1) {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.category) params.set("category", filter.category);
  if (filter.state) params.set("state", filter.state);
  if (filter.featured) params.set("featured", "1");
  if (filter.french) params.set("french", "missing");
  if (filter.coverage) params.set("coverage", "unknown");
  if (filter.sort !== "order") params.set("sort", filter.sort);
  if (filter.trash) params.set("view", "trash");
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin?${search}` : "/admin";
}

/**
 * What no Packing text told: the products whose pages cannot say how much to order, offered as a
 * list of their own, and that list's note on what to do.
 */
function CoverageUnknown({ filter, count, href }: { filter: Filter; count: number; href: (coverage: boolean) => string }) {
  const { t } = useT();
  if (filter.trash || (!filter.coverage && count === 0)) return null;
  return (
    <p className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-sm border border-sand bg-ivory px-4 py-3 text-sm text-bark" data-coverage-unknown>
      <span>{filter.coverage ? t("products.coverageUnknown.note") : t("products.coverageUnknown.offer", { count })}</span>
      <Link to={href(!filter.coverage)} className="font-semibold text-brass-dark hover:underline">
        {filter.coverage ? t("products.coverageUnknown.showAll") : t("products.coverageUnknown.show")}
      </Link>
    </p>
  );
}

export default function ProductsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const hydrated = useHydrated();
  const submit = useSubmit();
  // A row moved by its handle's arrow keys keeps the focus on the handle, wherever it went.
  const focusAfterMove = useFocusAfterMove(loaderData.rows.map((row) => row.id).join(","));
  const {
    filter,
    columns,
    categories,
    rows,
    total,
    page,
    pageCount,
    reorderable,
    catalogueSize,
    canPurge,
    savedTitle,
    trashCount,
    coverageUnknown,
  } = loaderData;
  const filtered = Boolean(filter.q || filter.category || filter.state || filter.featured || filter.french || filter.coverage);
  const done = actionData?.kind === "done" ? actionData : null;
  const outcomeText = done
    ? t(done.message, {
        count: done.count ?? 0,
        id: done.id ?? "",
        position: done.position ?? "",
        title: done.title ?? "",
      })
    : null;
  // The copy a duplicate made opens from its toast (or, without JavaScript, from the line).
  const outcomeLink =
    done?.message === "products.done.duplicatedNamed" && done.id
      ? { href: `/admin/products/${done.id}`, label: t("products.done.openCopy") }
      : undefined;
  // A selection belongs to the list it was made in: another page, filter or a reload starts afresh.
  const [selection, setSelection] = useState<{ rows: typeof rows; ids: Set<number> }>({
    rows,
    ids: new Set(),
  });
  const selected = selection.rows === rows ? selection.ids : new Set<number>();
  const setSelected = (ids: Set<number>) => setSelection({ rows, ids });
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };
  const selectAll = (className?: string) => (
    <input
      type="checkbox"
      aria-label={t("products.bulk.selectAll")}
      checked={selected.size > 0 && selected.size === rows.length}
      onChange={(event) =>
        setSelected(event.target.checked ? new Set(rows.map((row) => row.id)) : new Set())
      }
      className={cn("size-5 accent-brass", className)}
    />
  );
  return (
    <section aria-labelledby="admin-page-title">
      <PageHeader title={t("admin.tab.products")}>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
          <p className="text-sm text-stone" role="status">
            {t("products.count", { count: total })}
          </p>
          <Link to="/admin/products/new" className={buttonVariants()}>
            <Plus aria-hidden="true" className="size-4" /> {t("editor.addProduct")}
          </Link>
        </div>
      </PageHeader>
      <SavedNotice title={savedTitle} />
      <ProductsNav current={filter.trash ? "trash" : "catalogue"} trashCount={trashCount} />
      {filter.trash ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-bark">{t("products.trash.noteAsWere")}</p>
          {canPurge && trashCount > 0 ? (
            <ConfirmAction
              trigger={
                <>
                  <Trash2 aria-hidden="true" className="size-3.5" />
                  {t("products.trash.emptyAction")}
                </>
              }
              question={t("products.confirm.emptyTrash", { count: trashCount })}
              explained={t("products.confirm.purgeNote")}
              confirmLabel={t("products.trash.emptyConfirm")}
              fields={{ intent: "empty-trash" }}
              className="border border-error/40"
            />
          ) : null}
        </div>
      ) : null}
      <ActionOutcome result={done} text={outcomeText} link={outcomeLink} />
      {actionData?.kind === "confirm" ? (
        <BulkConfirmStep
          outcome={actionData}
          categories={categories}
          cancelHref={listHref(filter, page)}
        />
      ) : null}

      <Form
        method="get"
        action="/admin"
        role="search"
        aria-label={t("products.filter.label")}
        className="mt-8 grid gap-4 rounded-sm border border-sand bg-ivory p-4 sm:grid-cols-2 lg:grid-cols-[minmax(10rem,1.4fr)_minmax(0,1fr)_minmax(max-content,1fr)_minmax(max-content,1fr)_auto] lg:items-end"
        // Selects and the tick box apply at once; the search words apply with Enter or the button.
        onChange={
          hydrated
            ? (event) => {
                if ((event.target as HTMLElement).getAttribute("name") !== "q")
                  void submit(event.currentTarget, { replace: true });
              }
            : undefined
        }
      >
        {filter.trash ? <input type="hidden" name="view" value="trash" /> : null}
        {filter.coverage ? <input type="hidden" name="coverage" value="unknown" /> : null}
        <div className="sm:col-span-2 lg:col-span-1">
          <Label htmlFor="products-q">{t("products.filter.search")}</Label>
          <Input
            id="products-q"
            type="search"
            name="q"
            defaultValue={filter.q}
            key={`q-${filter.q}`}
            placeholder={t("products.filter.searchPlaceholder")}
            maxLength={200}
          />
        </div>
        <FilterSelect id="products-category" name="category" label={t("products.filter.category")} value={filter.category}>
          <option value="">{t("products.filter.allCategories")}</option>
          <option value="none">{t("products.filter.noCategory")}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.depth ? `\u2003${category.name}` : category.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="products-state" name="state" label={t("products.filter.state")} value={filter.state}>
          <option value="">{t("products.filter.allStates")}</option>
          <option value="published">{t("products.state.published")}</option>
          <option value="draft">{t("products.state.draft")}</option>
        </FilterSelect>
        <FilterSelect id="products-sort" name="sort" label={t("products.sort.label")} value={filter.sort}>
          <option value="order">{t("products.sort.order")}</option>
          <option value="title">{t("products.sort.title")}</option>
          <option value="updated">{t("products.sort.updated")}</option>
        </FilterSelect>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:col-span-2 lg:col-span-1">
          <FilterCheckbox name="featured" value="1" checked={filter.featured} label={t("products.filter.featured")} />
          <FilterCheckbox name="french" value="missing" checked={filter.french} label={t("common.translation.missing")} />
          <Button type="submit" variant="outline">
            {t("products.filter.apply")}
          </Button>
        </div>
      </Form>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-6 gap-y-2 text-sm">
        {filtered ? (
          <Link
            to="/admin"
            className="inline-flex min-h-11 items-center font-semibold text-brass-dark hover:underline"
          >
            {t("products.filter.clear")}
          </Link>
        ) : (
          <span />
        )}
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <ColumnChooser filter={filter} columns={columns} />
          {total > 0 ? <ExportLinks /> : null}
        </div>
      </div>

      <CoverageUnknown filter={filter} count={coverageUnknown} href={(coverage) => listHref({ ...filter, coverage })} />
      {rows.length === 0 ? (
        <p className="mt-8 rounded-sm border border-dashed border-sand bg-ivory p-8 text-bark">
          {filtered
            ? t("products.noMatch")
            : filter.trash
              ? t("products.trash.empty")
              : t("products.empty")}
        </p>
      ) : (
        <>
          <div className="mt-6 flex flex-wrap items-end gap-x-5 gap-y-3">
            {hydrated ? (
              <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold text-bark lg:hidden">
                {selectAll()}
                <span aria-hidden="true">{t("products.bulk.selectAllShort")}</span>
              </label>
            ) : null}
            <BulkBar
              trash={filter.trash}
              categories={categories}
              selected={rows
                .filter((row) => selected.has(row.id))
                .map((row) => ({ id: row.id, title: row.title }))}
            />
          </div>
          <div className="mt-3 overflow-x-auto rounded-sm border border-sand bg-ivory">
            <table className="w-full text-left text-sm max-lg:block">
              <AdminTableHead
                className="max-lg:sr-only"
                columns={shownColumns(filter.trash ? "trash" : "catalogue", columns).map(
                  (column) =>
                    column.key !== "select" ? (
                      t(column.header)
                    ) : hydrated ? (
                      // Phones have their own, visible one above the list; the column keeps its name.
                      <>
                        {selectAll("max-lg:hidden")}
                        <span className="sr-only lg:hidden">{t(column.header)}</span>
                      </>
                    ) : (
                      <span className="sr-only">{t(column.header)}</span>
                    ),
                )}
              />
              <tbody className="divide-y divide-sand/70 max-lg:block">
                {rows.map((row) => (
                  <ProductRow
                    key={row.id}
                    row={row}
                    columns={columns}
                    last={catalogueSize}
                    reorderable={reorderable}
                    trash={filter.trash}
                    canPurge={canPurge}
                    selected={selected.has(row.id)}
                    onSelect={(on) => toggle(row.id, on)}
                    onKeyboardMove={(id) => focusAfterMove(id, "handle")}
                  />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <Pagination page={page} pageCount={pageCount} href={(target) => listHref(filter, target)} />
    </section>
  );
}
