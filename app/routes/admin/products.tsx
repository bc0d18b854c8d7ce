import { ArrowDown, ArrowUp, Copy, Download, GripVertical, MoreHorizontal, PencilLine, Plus, RotateCcw, Star } from "lucide-react";
import { useState } from "react";
import { data, Form, Link, useLocation, useSubmit, type ShouldRevalidateFunctionArgs } from "react-router";
import { z } from "zod";
import { product } from "~/admin/entities/product";
import { ActionOutcome } from "~/components/admin/action-outcome";
import { AdminTableHead, Pagination, StackCell } from "~/components/admin/data-table";
import { ConfirmDelete } from "~/components/admin/products/confirm-delete";
import { ProductsNav } from "~/components/admin/products/products-nav";
import { onlyDropsSavedNotice, SavedNotice } from "~/components/admin/saved-notice";
import { ProductImage } from "~/components/product-image";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input, Label, NativeSelect } from "~/components/ui/field";
import { formatDate, useT, type MessageKey } from "~/i18n/i18n";
import { resolveImage } from "~/lib/image-resolver.server";
import { productListParams as listParams } from "~/lib/product-list-params.server";
import { withSearchParams } from "~/lib/search-params";
import { formatSize } from "~/lib/product-size";
import { requireRole } from "~/lib/session.server";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import {
  ADMIN_PRODUCTS_PER_PAGE,
  countTrash,
  listAdminCategories,
  listAdminProducts,
} from "~/models/admin-products.server";
import {
  bulkChangeProducts,
  duplicateProduct,
  moveProduct,
  restoreProducts,
  trashProducts,
  type BulkChange,
} from "~/models/product-changes.server";
import { catalogueChanged } from "~/models/public-catalogue.server";
import { addressHash } from "~/lib/auth-actions.server";
import { privateMessages } from "~/lib/private-page.server";
import { readForm } from "~/lib/read-form.server";
import type { Route } from "./+types/products";

/*
 * The Products tab (the admin's default): every product, drafts included, in the specification's
 * order (display order ascending), searched and filtered by what the URL says, 50 a page.
 */

export const loader = withSearchParams(listParams, async ({ request, context }: Route.LoaderArgs, filter) => {
  requireRole(request, context, product.access);
  const [list, categories, trashCount] = await Promise.all([
    listAdminProducts({ ...filter, trash: filter.view }),
    listAdminCategories(),
    countTrash(),
  ]);
  const rows = await Promise.all(
    list.rows.map(async ({ picture, updatedAt, deletedAt, ...row }) => ({
      ...row,
      updatedAt: updatedAt.toISOString(),
      deletedAt: deletedAt?.toISOString() ?? null,
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
      trash: filter.view,
    },
    /** The whole catalogue in display order is showing, so positions can be changed here. */
    reorderable: !filter.view && filter.sort === "order" && !filter.q && filter.category === null && !filter.state && !filter.featured,
    firstPosition: (list.page - 1) * ADMIN_PRODUCTS_PER_PAGE + 1,
    trashCount,
    categories,
    rows,
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
  };
});

/** What the list's buttons post: one intent, the products it applies to, and its detail. */
const changeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["trash", "restore", "publish", "unpublish", "feature", "unfeature"]), ids: z.array(z.number().int().positive()).min(1).max(500) }),
  z.object({ intent: z.literal("category"), ids: z.array(z.number().int().positive()).min(1).max(500), categoryId: z.number().int().positive().nullable() }),
  z.object({ intent: z.literal("duplicate"), id: z.number().int().positive() }),
  z.object({ intent: z.literal("move"), id: z.number().int().positive(), position: z.number().int().min(1).max(1_000_000) }),
]);

export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return onlyDropsSavedNotice(args) ? false : args.defaultShouldRevalidate;
}

export const formFields = ["intent", "ids", "id", "categoryId", "position"];

type Outcome = { ok: boolean; message: MessageKey; count?: number; id?: number; position?: number };

const numberOf = (value: FormDataEntryValue | null) => (typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : undefined);

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireRole(request, context, product.access);
  const form = await readForm(request, 64 * 1024);
  const category = form.get("categoryId");
  const parsed = changeSchema.safeParse({
    intent: form.get("intent") ?? undefined,
    ids: (form as FormData).getAll?.("ids").map((value) => numberOf(value)) ?? [],
    id: numberOf(form.get("id")),
    categoryId: category === "none" ? null : numberOf(category),
    position: numberOf(form.get("position")),
  });
  if (!parsed.success) {
    const nothingSelected = form.get("intent") !== "duplicate" && form.get("intent") !== "move" && !form.get("ids");
    return data<Outcome>({ ok: false, message: nothingSelected ? "products.error.nothingSelected" : "products.error.invalid" }, { status: 400 });
  }
  const change = parsed.data;
  const who = { actor: { id: user.id, email: user.email }, ipHash: addressHash(context.clientIp) };
  const { messages } = privateMessages(request, context);
  let outcome: Outcome;
  switch (change.intent) {
    case "trash":
      outcome = { ok: true, message: "products.done.deleted", count: await trashProducts(change.ids, who) };
      break;
    case "restore":
      outcome = { ok: true, message: "products.done.restored", count: await restoreProducts(change.ids, who) };
      break;
    case "category":
      outcome = { ok: true, message: "products.done.updated", count: await bulkChangeProducts(change.ids, { kind: "category", categoryId: change.categoryId }, who) };
      break;
    case "duplicate": {
      const id = await duplicateProduct(change.id, (title) => messages["products.copyTitle"].replace("{title}", title), who);
      outcome = id ? { ok: true, message: "products.done.duplicated", id } : { ok: false, message: "products.error.notFound" };
      break;
    }
    case "move": {
      const moved = await moveProduct(change.id, change.position, who);
      outcome = moved ? { ok: true, message: "products.done.moved", position: moved.to } : { ok: false, message: "products.error.notFound" };
      break;
    }
    default:
      outcome = { ok: true, message: "products.done.updated", count: await bulkChangeProducts(change.ids, { kind: change.intent } as BulkChange, who) };
  }
  // One change for the whole selection. A duplicate is a draft: only its own number is new.
  if (outcome.ok) {
    await catalogueChanged(
      change.intent === "duplicate" ? { products: outcome.id ? [outcome.id] : [], lists: false } : { products: "ids" in change ? change.ids : [change.id], lists: true },
    );
  }
  return data<Outcome>(outcome, { status: outcome.ok ? 200 : 404 });
}

type Filter = Route.ComponentProps["loaderData"]["filter"];

/** The list's address for a filter and page, leaving out what is at its default. */
function listHref(filter: Filter, page = 1) {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.category) params.set("category", filter.category);
  if (filter.state) params.set("state", filter.state);
  if (filter.featured) params.set("featured", "1");
  if (filter.sort !== "order") params.set("sort", filter.sort);
  if (filter.trash) params.set("view", "trash");
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin?${search}` : "/admin";
}

export default function ProductsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const { filter, categories, rows, total, page, pageCount, reorderable, firstPosition, trashCount } = loaderData;
  const filtered = Boolean(filter.q || filter.category || filter.state || filter.featured);
  const outcomeText = actionData
    ? t(actionData.message, {
        count: actionData.count ?? 0,
        id: actionData.id ?? "",
        position: actionData.position ?? "",
      })
    : null;
  // A selection belongs to the list it was made in: another page, filter or a reload starts afresh.
  const [selection, setSelection] = useState<{ rows: typeof rows; ids: Set<number> }>({ rows, ids: new Set() });
  const selected = selection.rows === rows ? selection.ids : new Set<number>();
  const setSelected = (ids: Set<number>) => setSelection({ rows, ids });
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };
  return (
    <section aria-labelledby="admin-page-title">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 id="admin-page-title" className="text-3xl sm:text-4xl">
          {t("admin.tab.products")}
        </h1>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
          <p className="text-sm text-stone" role="status">
            {t("products.count", { count: total })}
          </p>
          <Link to="/admin/products/new" className={buttonVariants()}>
            <Plus aria-hidden="true" className="size-4" /> {t("editor.addProduct")}
          </Link>
        </div>
      </div>
      <SavedNotice />
      <ProductsNav current={filter.trash ? "trash" : "catalogue"} trashCount={trashCount} />
      {filter.trash ? <p className="mt-4 text-sm text-bark">{t("products.trash.note")}</p> : null}
      <ActionOutcome result={actionData} text={outcomeText} />

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
        {filter.trash ? <input type="hidden" name="view" value="trash" /> : null}
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
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-6 gap-y-2 text-sm">
        {filtered ? (
          <Link to="/admin" className="inline-flex min-h-11 items-center font-semibold text-brass-dark hover:underline">
            {t("products.filter.clear")}
          </Link>
        ) : (
          <span />
        )}
        {total > 0 ? <ExportLinks /> : null}
      </div>

      {rows.length === 0 ? (
        <p className="mt-8 rounded-sm border border-dashed border-sand bg-ivory p-8 text-bark">
          {filtered ? t("products.noMatch") : filter.trash ? t("products.trash.empty") : t("products.empty")}
        </p>
      ) : (
        <>
          <BulkBar trash={filter.trash} categories={categories} selected={selected.size} />
          <div className="mt-3 overflow-x-auto rounded-sm border border-sand bg-ivory">
            <table className="w-full text-left text-sm max-lg:block">
              <AdminTableHead
                className="max-lg:sr-only"
                columns={product.listColumns
                  .filter((column) => !column.view || column.view === (filter.trash ? "trash" : "catalogue"))
                  .map((column) =>
                    column.key !== "select" ? (
                      t(column.header)
                    ) : hydrated ? (
                      <input
                        type="checkbox"
                        aria-label={t("products.bulk.selectAll")}
                        checked={selected.size > 0 && selected.size === rows.length}
                        onChange={(event) => setSelected(event.target.checked ? new Set(rows.map((row) => row.id)) : new Set())}
                        className="size-5 accent-brass"
                      />
                    ) : (
                      <span className="sr-only">{t(column.header)}</span>
                    ),
                  )}
              />
              <tbody className="divide-y divide-sand/70 max-lg:block">
                {rows.map((row, index) => (
                  <ProductRow
                    key={row.id}
                    row={row}
                    position={firstPosition + index}
                    last={firstPosition + rows.length - 1 === firstPosition + index && page === pageCount}
                    reorderable={reorderable}
                    trash={filter.trash}
                    selected={selected.has(row.id)}
                    onSelect={(on) => toggle(row.id, on)}
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

/** The form the row tick boxes belong to: one action for every selected product. */
function BulkBar({ trash, categories, selected }: { trash: boolean; categories: { id: number; name: string; depth: number }[]; selected: number }) {
  const { t } = useT();
  const hydrated = useHydrated();
  const [intent, setIntent] = useState(trash ? "restore" : "publish");
  return (
    <Form id="products-bulk" method="post" className="mt-6 flex flex-wrap items-end gap-3">
      <div>
        <Label htmlFor="products-bulk-intent">{t("products.bulk.label")}</Label>
        <NativeSelect id="products-bulk-intent" name="intent" value={intent} onChange={(event) => setIntent(event.target.value)} className="min-h-11 py-2 text-sm">
          {trash ? (
            <option value="restore">{t("products.bulk.restore")}</option>
          ) : (
            <>
              <option value="publish">{t("products.bulk.publish")}</option>
              <option value="unpublish">{t("products.bulk.unpublish")}</option>
              <option value="feature">{t("products.bulk.feature")}</option>
              <option value="unfeature">{t("products.bulk.unfeature")}</option>
              <option value="category">{t("products.bulk.category")}</option>
              <option value="trash">{t("products.bulk.trash")}</option>
            </>
          )}
        </NativeSelect>
      </div>
      {!trash ? (
        <div className={intent === "category" ? undefined : "hidden no-js:block"}>
          <Label htmlFor="products-bulk-category">{t("products.bulk.categoryLabel")}</Label>
          <NativeSelect id="products-bulk-category" name="categoryId" defaultValue="none" className="min-h-11 py-2 text-sm">
            <option value="none">{t("products.filter.noCategory")}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.depth ? `\u2003${category.name}` : category.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <Button type="submit" variant="outline" disabled={hydrated && selected === 0}>
        {t("products.bulk.apply")}
        {selected > 0 ? ` (${selected})` : ""}
      </Button>
    </Form>
  );
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

/** A column's name as the list's head says it, for the cell that stands on its own on phones. */
const columnHeader = (key: (typeof product.listColumns)[number]["key"]) => product.column(key).header;

const moveButton =
  "inline-flex min-h-10 w-full items-center gap-2 rounded-sm px-3 text-left text-sm text-bark hover:bg-linen hover:text-charcoal disabled:opacity-40";

function ProductRow({
  row,
  position,
  last,
  reorderable,
  trash,
  selected,
  onSelect,
}: {
  row: Row;
  position: number;
  last: boolean;
  reorderable: boolean;
  trash: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
}) {
  const { t, locale } = useT();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const [dragOver, setDragOver] = useState(false);
  const moveTo = (target: number) => void submit({ intent: "move", id: String(row.id), position: String(target) }, { method: "post" });
  return (
    <tr
      className={cn("max-lg:grid max-lg:grid-cols-[2rem_3.5rem_minmax(0,1fr)] max-lg:gap-x-3 max-lg:px-3 max-lg:py-3", dragOver && "outline-2 -outline-offset-2 outline-brass")}
      onDragOver={
        reorderable && hydrated
          ? (event) => {
              event.preventDefault();
              setDragOver(true);
            }
          : undefined
      }
      onDragLeave={() => setDragOver(false)}
      onDrop={
        reorderable && hydrated
          ? (event) => {
              event.preventDefault();
              setDragOver(false);
              const id = Number(event.dataTransfer.getData("text/x-product-id"));
              if (id && id !== row.id) void submit({ intent: "move", id: String(id), position: String(position) }, { method: "post" });
            }
          : undefined
      }
    >
      <td className="px-4 py-2 align-middle max-lg:row-span-6 max-lg:px-0">
        <input
          type="checkbox"
          form="products-bulk"
          name="ids"
          value={row.id}
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={t("products.bulk.select", { title: row.title })}
          className="size-5 accent-brass"
        />
      </td>
      <td className="px-2 py-2 align-middle max-lg:row-span-6 max-lg:px-0">
        <div className="size-14 overflow-hidden rounded-sm border border-sand bg-linen max-lg:size-12">
          <ProductImage source={row.image} alt="" sizes="56px" placeholderLabel={t("products.noPicture")} className="size-full object-cover" />
        </div>
      </td>
      <StackCell className="max-lg:px-0 max-lg:pt-0 lg:min-w-56">
        <div>
          <p className="font-semibold text-charcoal">
            {row.title}
            {row.isFeatured ? (
              <Star aria-label={t("products.featured")} role="img" className="ml-1.5 inline size-4 -translate-y-px fill-brass text-brass" />
            ) : null}
          </p>
          <p className="text-xs text-stone tabular-nums">#{row.id}</p>
        </div>
      </StackCell>
      <StackCell label={t(columnHeader("category"))} className="max-lg:px-0">
        {row.categoryName ?? <span className="text-stone">{t("products.filter.noCategory")}</span>}
      </StackCell>
      <StackCell label={t(columnHeader("size"))} className="tabular-nums max-lg:px-0 lg:whitespace-nowrap">
        <span className="min-w-0 wrap-anywhere">{row.size ? formatSize(row.size) : ""}</span>
      </StackCell>
      <StackCell label={t(columnHeader("status"))} className="max-lg:px-0">
        <span
          className={cn(
            "inline-flex items-center rounded-sm border px-2 py-0.5 text-xs font-semibold whitespace-nowrap",
            row.isPublished ? "border-walnut/30 bg-walnut text-ivory" : "border-sand bg-linen text-stone",
          )}
        >
          {row.isPublished ? t("products.state.published") : t("products.state.draft")}
        </span>
      </StackCell>
      {trash ? (
        <StackCell label={t(columnHeader("deleted"))} className="whitespace-nowrap tabular-nums max-lg:px-0">
          {row.deletedAt ? <time dateTime={row.deletedAt}>{formatDate(row.deletedAt, locale, { dateStyle: "medium" })}</time> : null}
        </StackCell>
      ) : (
        <StackCell label={t(columnHeader("order"))} className="tabular-nums max-lg:px-0">
          <span className="inline-flex items-center gap-2">
            {reorderable && hydrated ? (
              <button
                type="button"
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.setData("text/x-product-id", String(row.id));
                  event.dataTransfer.effectAllowed = "move";
                }}
                onKeyDown={(event) => {
                  if (event.key === "ArrowUp" && position > 1) {
                    event.preventDefault();
                    moveTo(position - 1);
                  } else if (event.key === "ArrowDown" && !last) {
                    event.preventDefault();
                    moveTo(position + 1);
                  }
                }}
                aria-label={t("products.action.dragHandle", { title: row.title })}
                className="inline-flex size-9 cursor-grab items-center justify-center rounded-sm text-stone hover:bg-linen hover:text-charcoal active:cursor-grabbing"
              >
                <GripVertical aria-hidden="true" className="size-4" />
              </button>
            ) : null}
            {reorderable ? position : row.displayOrder}
          </span>
        </StackCell>
      )}
      <StackCell className="max-lg:col-span-3 max-lg:px-0 max-lg:pt-2">
        <div className="flex flex-wrap items-start gap-1">
          {trash ? (
            <Form method="post">
              <input type="hidden" name="intent" value="restore" />
              <input type="hidden" name="ids" value={row.id} />
              <Button type="submit" variant="outline" size="sm">
                <RotateCcw aria-hidden="true" className="size-3.5" />
                {t("products.action.restore")}
              </Button>
            </Form>
          ) : (
            <>
              <Link
                to={`/admin/products/${row.id}`}
                aria-label={t("editor.editNamed", { title: row.title })}
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                <PencilLine aria-hidden="true" className="size-3.5" />
                {t("editor.edit")}
              </Link>
              <ConfirmDelete id={row.id} title={row.title} />
              <details className="relative">
                <summary
                  aria-label={t("products.action.moreFor", { title: row.title })}
                  className="inline-flex min-h-10 cursor-pointer list-none items-center gap-1 rounded-sm px-3 text-xs font-semibold tracking-wide text-walnut hover:bg-linen [&::-webkit-details-marker]:hidden"
                >
                  <MoreHorizontal aria-hidden="true" className="size-4" />
                  {t("products.action.more")}
                </summary>
                <div className="mt-1 w-56 rounded-sm border border-sand bg-white p-1 shadow-lg lg:absolute lg:right-0 lg:z-10">
                  <Form method="post">
                    <input type="hidden" name="intent" value="duplicate" />
                    <input type="hidden" name="id" value={row.id} />
                    <button type="submit" className={moveButton}>
                      <Copy aria-hidden="true" className="size-4" />
                      {t("products.action.duplicate")}
                    </button>
                  </Form>
                  {reorderable ? (
                    <>
                      <Form method="post">
                        <input type="hidden" name="intent" value="move" />
                        <input type="hidden" name="id" value={row.id} />
                        <input type="hidden" name="position" value={Math.max(1, position - 1)} />
                        <button type="submit" className={moveButton} disabled={position === 1}>
                          <ArrowUp aria-hidden="true" className="size-4" />
                          {t("products.action.moveUp")}
                        </button>
                      </Form>
                      <Form method="post">
                        <input type="hidden" name="intent" value="move" />
                        <input type="hidden" name="id" value={row.id} />
                        <input type="hidden" name="position" value={position + 1} />
                        <button type="submit" className={moveButton} disabled={last}>
                          <ArrowDown aria-hidden="true" className="size-4" />
                          {t("products.action.moveDown")}
                        </button>
                      </Form>
                      <Form method="post" className="flex items-end gap-2 p-2">
                        <input type="hidden" name="intent" value="move" />
                        <input type="hidden" name="id" value={row.id} />
                        <div className="min-w-0 flex-1">
                          <Label htmlFor={`position-${row.id}`} className="mb-1 text-xs">
                            {t("products.action.moveTo")}
                          </Label>
                          <Input
                            id={`position-${row.id}`}
                            name="position"
                            type="number"
                            min={1}
                            defaultValue={position}
                            aria-label={t("products.action.moveToFor", { title: row.title })}
                            className="min-h-10 py-1 text-sm"
                          />
                        </div>
                        <Button type="submit" variant="outline" size="sm">
                          {t("products.action.move")}
                        </Button>
                      </Form>
                    </>
                  ) : null}
                </div>
              </details>
            </>
          )}
        </div>
      </StackCell>
    </tr>
  );
}

/** The list as a spreadsheet: every product its filter matches, on all its pages, with every field. */
function ExportLinks() {
  const { t } = useT();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  query.delete("page");
  query.delete("saved");
  const suffix = query.size > 0 ? `?${query}` : "";
  return (
    <p className="flex flex-wrap items-center gap-2" title={t("products.export.hint")}>
      <span className="text-stone">{t("products.export.label")}</span>
      {/* Files to download, not pages: the browser fetches them itself. */}
      <a href={`/admin/products.csv${suffix}`} download className={cn(buttonVariants({ variant: "outline", size: "sm" }))}>
        <Download aria-hidden="true" className="size-4" />
        {t("products.export.csv")}
      </a>
      <a href={`/admin/products.xlsx${suffix}`} download className={cn(buttonVariants({ variant: "outline", size: "sm" }))}>
        <Download aria-hidden="true" className="size-4" />
        {t("products.export.xlsx")}
      </a>
    </p>
  );
}
