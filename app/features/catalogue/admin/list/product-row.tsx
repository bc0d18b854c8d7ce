import {
  ArrowDown,
  ArrowUp,
  Copy,
  GripVertical,
  MoreHorizontal,
  PencilLine,
  RotateCcw,
  Star,
} from "lucide-react";
import { useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { product } from "~/features/catalogue/product.entity";
import { StackCell } from "~/ui/admin/data-table";
import { ProductImage } from "~/features/catalogue/public/product-image";
import { Button, buttonVariants } from "~/ui/button";
import { Input, Label } from "~/ui/field";
import { formatDate, useT } from "~/platform/i18n/i18n";
import type { ImageSource } from "~/platform/media/media-source";
import { formatSize } from "~/features/catalogue/product-size";
import { useHydrated } from "~/platform/render/use-hydrated";
import { cn } from "~/ui/class-names";
import { ConfirmDelete, ConfirmPurge } from "./confirm-delete";
import { FieldCardLines, FieldCells } from "./field-cell";
import type { ListCells } from "./list-cells";

/*
 * One product of the Products tab. At 1440 px a table row, its chosen fields' cells after the
 * title (field-cell.tsx); on phones a compact card: the tick box and picture beside the title, one
 * line of status, category and size (when shown) and position under it, each other chosen field
 * as 'Label: value', and the row's buttons in one line. The position is the product's place in the whole catalogue
 * (1 = first), the one number staff see and type ('Move to position').
 */

interface ProductRowData {
  id: number;
  title: string;
  image: ImageSource | null;
  categoryName: string | null;
  size: string | null;
  isPublished: boolean;
  isFeatured: boolean;
  position: number | null;
  deletedAt: string | null;
  /** The chosen fields' cells, by field key. */
  cells: ListCells;
}

/** A column's name as the list's head says it, for the cell that stands on its own on phones. */
const columnHeader = (key: (typeof product.listColumns)[number]["key"]) =>
  product.column(key).header;

const menuButton =
  "inline-flex min-h-10 w-full items-center gap-2 rounded-sm px-3 text-left text-sm text-bark hover:bg-linen hover:text-charcoal disabled:opacity-40";

function StatusBadge({ published }: { published: boolean }) {
  const { t } = useT();
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-sm border px-2 py-0.5 text-xs font-semibold whitespace-nowrap",
        published ? "border-walnut/30 bg-walnut text-ivory" : "border-sand bg-linen text-stone",
      )}
    >
      {published ? t("products.state.published") : t("products.state.draft")}
    </span>
  );
}

export function ProductRow({
  row,
  columns,
  last,
  reorderable,
  trash,
  canPurge,
  selected,
  onSelect,
  onKeyboardMove,
}: {
  row: ProductRowData;
  /** The chosen fields (product-columns.ts), in the declaration's order. */
  columns: readonly string[];
  /** The last position of the catalogue: 'Move down' stops there. */
  last: number;
  /** The whole catalogue shows in display order: rows can be dragged and stepped up and down. */
  reorderable: boolean;
  trash: boolean;
  canPurge: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  /** Told when the row's handle moves it, so the focus comes back to the handle in its new place. */
  onKeyboardMove?: (id: number) => void;
}) {
  const { t, locale } = useT();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const [dragOver, setDragOver] = useState(false);
  const position = row.position ?? 0;
  const moveTo = (target: number) =>
    void submit(
      { intent: "move", id: String(row.id), position: String(target) },
      { method: "post" },
    );
  const draggable = reorderable && hydrated;
  return (
    <tr
      data-move-item={row.id}
      className={cn(
        "max-lg:grid max-lg:grid-cols-[1.75rem_3rem_minmax(0,1fr)] max-lg:items-start max-lg:gap-x-3 max-lg:px-3 max-lg:py-2.5",
        dragOver && "outline-2 -outline-offset-2 outline-brass",
      )}
      onDragOver={
        draggable
          ? (event) => {
              event.preventDefault();
              setDragOver(true);
            }
          : undefined
      }
      onDragLeave={() => setDragOver(false)}
      onDrop={
        draggable
          ? (event) => {
              event.preventDefault();
              setDragOver(false);
              const id = Number(event.dataTransfer.getData("text/x-product-id"));
              if (id && id !== row.id)
                void submit(
                  { intent: "move", id: String(id), position: String(position) },
                  { method: "post" },
                );
            }
          : undefined
      }
    >
      <td className="px-4 py-2 align-middle max-lg:px-0 max-lg:pt-3">
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
      <td className="px-2 py-2 align-middle max-lg:px-0">
        <div className="size-14 overflow-hidden rounded-sm border border-sand bg-linen max-lg:size-12">
          <ProductImage
            source={row.image}
            alt=""
            sizes="56px"
            placeholderLabel={t("products.noPicture")}
            className="size-full object-cover"
          />
        </div>
      </td>
      <td className="px-4 py-3 align-middle max-lg:min-w-0 max-lg:p-0 lg:min-w-56">
        <p className="font-semibold text-charcoal max-lg:leading-snug max-lg:[overflow-wrap:anywhere]">
          {row.title}
          {row.isFeatured ? (
            <Star
              aria-label={t("products.featured")}
              role="img"
              className="ml-1.5 inline size-4 -translate-y-px fill-brass text-brass"
            />
          ) : null}
        </p>
        <p className="text-xs text-stone tabular-nums lg:hidden">
          <span className="mr-2 inline-block align-middle">
            <StatusBadge published={row.isPublished} />
          </span>
          #{row.id}
          {columns.includes("categoryId")
            ? ` · ${row.categoryName ?? t("products.filter.noCategory")}`
            : ""}
          {columns.includes("size") && row.size ? ` · ${formatSize(row.size)}` : ""}
          {trash ? null : ` · ${t("products.positionShort", { position })}`}
        </p>
        <FieldCardLines columns={columns} cells={row.cells} />
        <p className="text-xs text-stone tabular-nums max-lg:hidden">#{row.id}</p>
      </td>
      <FieldCells columns={columns} cells={row.cells} />
      <StackCell label={t(columnHeader("status"))} className="max-lg:hidden">
        <StatusBadge published={row.isPublished} />
      </StackCell>
      {trash ? (
        <StackCell
          label={t(columnHeader("deleted"))}
          className="whitespace-nowrap tabular-nums max-lg:hidden"
        >
          {row.deletedAt ? (
            <time dateTime={row.deletedAt}>
              {formatDate(row.deletedAt, locale, { dateStyle: "medium" })}
            </time>
          ) : null}
        </StackCell>
      ) : (
        <StackCell label={t(columnHeader("order"))} className="tabular-nums max-lg:hidden">
          <span className="inline-flex items-center gap-2">
            {draggable ? (
              <button
                type="button"
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.setData("text/x-product-id", String(row.id));
                  event.dataTransfer.effectAllowed = "move";
                }}
                data-move-control="handle"
                onKeyDown={(event) => {
                  if (event.key === "ArrowUp" && position > 1) {
                    event.preventDefault();
                    onKeyboardMove?.(row.id);
                    moveTo(position - 1);
                  } else if (event.key === "ArrowDown" && position < last) {
                    event.preventDefault();
                    onKeyboardMove?.(row.id);
                    moveTo(position + 1);
                  }
                }}
                aria-label={t("products.action.dragHandle", { title: row.title })}
                className="inline-flex size-9 cursor-grab items-center justify-center rounded-sm text-stone hover:bg-linen hover:text-charcoal active:cursor-grabbing"
              >
                <GripVertical aria-hidden="true" className="size-4" />
              </button>
            ) : null}
            <span data-position>{position}</span>
          </span>
        </StackCell>
      )}
      <td className="px-4 py-3 align-middle max-lg:col-span-3 max-lg:p-0 max-lg:pt-1">
        <div className="flex flex-wrap items-start gap-1 max-lg:justify-end lg:flex-nowrap">
          {trash ? (
            <>
              <Form method="post">
                <input type="hidden" name="intent" value="restore" />
                <input type="hidden" name="ids" value={row.id} />
                <input type="hidden" name="confirmed" value="1" />
                <Button
                  type="submit"
                  variant="outline"
                  size="sm"
                  aria-label={t("products.action.restoreFor", { title: row.title })}
                >
                  <RotateCcw aria-hidden="true" className="size-3.5" />
                  {t("products.action.restore")}
                </Button>
              </Form>
              {canPurge ? <ConfirmPurge id={row.id} title={row.title} /> : null}
            </>
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
                <div className="mt-1 w-56 rounded-sm border border-sand bg-white p-1 shadow-lg max-lg:absolute max-lg:right-0 max-lg:z-10 lg:absolute lg:right-0 lg:z-10">
                  <Form method="post">
                    <input type="hidden" name="intent" value="duplicate" />
                    <input type="hidden" name="id" value={row.id} />
                    <button type="submit" className={menuButton}>
                      <Copy aria-hidden="true" className="size-4" />
                      {t("products.action.duplicate")}
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="move" />
                    <input type="hidden" name="id" value={row.id} />
                    <input type="hidden" name="position" value={Math.max(1, position - 1)} />
                    <button type="submit" className={menuButton} disabled={position <= 1}>
                      <ArrowUp aria-hidden="true" className="size-4" />
                      {t("products.action.moveUp")}
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="move" />
                    <input type="hidden" name="id" value={row.id} />
                    <input type="hidden" name="position" value={position + 1} />
                    <button type="submit" className={menuButton} disabled={position >= last}>
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
                        max={last}
                        required
                        defaultValue={position}
                        aria-label={t("products.action.moveToFor", { title: row.title })}
                        className="min-h-10 py-1 text-sm"
                      />
                    </div>
                    <Button type="submit" variant="outline" size="sm">
                      {t("products.action.move")}
                    </Button>
                  </Form>
                  <p className="px-3 pb-2 text-xs text-stone">
                    {t("products.action.moveToHint", { count: last })}
                  </p>
                </div>
              </details>
            </>
          )}
        </div>
      </td>
    </tr>
  );
}
