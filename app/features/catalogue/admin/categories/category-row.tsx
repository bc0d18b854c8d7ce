import { ArrowDown, ArrowUp, CornerDownRight, PencilLine } from "lucide-react";
import { Form, Link } from "react-router";
import type { CategoriesActionData } from "~/features/catalogue/admin/categories/category-action-data";
import type { AdminCategory as Category } from "~/features/catalogue/admin/categories/category-tree.server";
import { DeleteCategory } from "~/features/catalogue/admin/categories/delete-category";
import { buttonVariants } from "~/ui/button";
import { formatNumber, useT } from "~/platform/i18n/i18n";
import { cn } from "~/ui/class-names";

/*
 * One row of the category tree on `/admin/categories`: the category's name and slug, its product
 * count (a link to its products), 'Move up' and 'Move down' among its siblings, 'Edit' and 'Delete'.
 */

const iconButton =
  "inline-flex size-10 items-center justify-center rounded-sm border border-sand bg-white text-walnut transition-colors hover:border-walnut hover:bg-linen disabled:pointer-events-none disabled:opacity-35";

function MoveButton({
  category,
  direction,
  disabled,
}: {
  category: Category;
  direction: "up" | "down";
  disabled: boolean;
}) {
  const { t } = useT();
  const label =
    direction === "up"
      ? t("categories.action.moveUpNamed", { name: category.name })
      : t("categories.action.moveDownNamed", { name: category.name });
  return (
    <Form method="post" action="/admin/categories" preventScrollReset>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={category.id} />
      <input type="hidden" name="direction" value={direction} />
      <button
        type="submit"
        className={iconButton}
        disabled={disabled}
        aria-label={label}
        title={label}
        data-move={`${category.id}-${direction}`}
      >
        {direction === "up" ? (
          <ArrowUp aria-hidden="true" className="size-4" />
        ) : (
          <ArrowDown aria-hidden="true" className="size-4" />
        )}
      </button>
    </Form>
  );
}

export function CategoryRow({
  editing,
  category,
  parent,
  first,
  last,
  all,
  actionData,
}: {
  /** Its form is open beside the tree. */
  editing: boolean;
  category: Category;
  parent: Category | null;
  first: boolean;
  last: boolean;
  all: Category[];
  actionData: CategoriesActionData | undefined;
}) {
  const { t, locale } = useT();
  const inSubcategories = category.subcategories.reduce(
    (sum, child) => sum + child.productCount,
    0,
  );
  const slug = (
    <code className="rounded-sm bg-linen px-1.5 py-0.5 text-xs text-bark [overflow-wrap:anywhere]">
      <span className="sr-only">{t("categories.column.slug")}: </span>
      {category.slug}
    </code>
  );
  return (
    // Phones: name and slug beside the product count, then the order buttons and the actions.
    <tr
      className={cn(
        "max-lg:grid max-lg:grid-cols-[auto_minmax(0,1fr)_auto] max-lg:items-center max-lg:gap-x-3 max-lg:gap-y-2 max-lg:px-4 max-lg:py-3",
        parent && "max-lg:ml-5 max-lg:border-l-2 max-lg:border-l-sand",
        editing
          ? "bg-brass/10 outline-2 -outline-offset-2 outline-brass/60"
          : parent && "bg-white/60",
      )}
    >
      <td className="px-4 py-3 align-middle max-lg:col-span-2 max-lg:p-0">
        <span className={cn("flex min-w-0 items-start gap-2", parent && "lg:pl-5")}>
          {parent ? (
            <CornerDownRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone" />
          ) : null}
          <span className="min-w-0">
            <span
              className={cn(
                "block [overflow-wrap:anywhere]",
                parent ? "text-charcoal" : "font-semibold text-charcoal",
              )}
            >
              {category.name}
            </span>
            {parent ? (
              <span className="sr-only">
                {t("categories.subcategoryOf", { parent: parent.name })}
              </span>
            ) : null}
            <span className="mt-1 block">{slug}</span>
          </span>
        </span>
      </td>
      <td className="px-4 py-3 align-middle tabular-nums max-lg:p-0 max-lg:text-right">
        <Link
          to={`/admin?category=${category.id}`}
          aria-label={t("categories.productsIn", {
            count: category.productCount,
            name: category.name,
          })}
          className="inline-flex min-h-10 min-w-10 items-center font-semibold text-brass-dark hover:underline max-lg:justify-end"
        >
          <span className="lg:hidden">
            {t("categories.productCount", { count: category.productCount })}
          </span>
          <span className="max-lg:hidden">{formatNumber(category.productCount, locale)}</span>
        </Link>
        {inSubcategories > 0 ? (
          <span className="block text-xs whitespace-nowrap text-stone">
            {t("categories.inSubcategories", { count: inSubcategories })}
          </span>
        ) : null}
      </td>
      <td className="px-4 py-3 align-middle max-lg:p-0">
        <span className="inline-flex gap-1.5">
          <MoveButton category={category} direction="up" disabled={first} />
          <MoveButton category={category} direction="down" disabled={last} />
        </span>
      </td>
      <td className="px-4 py-3 align-middle max-lg:col-span-2 max-lg:p-0">
        <div className="flex flex-wrap items-center gap-1 lg:flex-nowrap">
          <Link
            to={`/admin/categories?edit=${category.id}#category-form`}
            aria-label={t("categories.action.editNamed", { name: category.name })}
            className={cn(buttonVariants({ variant: "outline", size: "sm" }), "whitespace-nowrap")}
          >
            <PencilLine aria-hidden="true" className="size-3.5" />
            {t("categories.action.edit")}
          </Link>
          <DeleteCategory
            category={category}
            all={all}
            actionData={
              actionData?.intent === "delete" && actionData.id === category.id
                ? actionData
                : undefined
            }
          />
        </div>
      </td>
    </tr>
  );
}
