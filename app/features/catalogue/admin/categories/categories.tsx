import { useEffect, useRef } from "react";
import { PageHeader } from "~/ui/admin/page-header";
import { data, Link, useNavigation } from "react-router";
import { z } from "zod";
import { category as categoryEntity } from "~/features/catalogue/category.entity";
import { ActionOutcome } from "~/ui/admin/action-outcome";
import { categoryFormFields } from "~/features/catalogue/admin/categories/category-form-schema";
import {
  isIntent,
  type CategoriesActionData,
} from "~/features/catalogue/admin/categories/category-action-data";
import {
  categoryChanges,
  invalidChange,
  type CategoryReply,
} from "~/features/catalogue/admin/categories/category-actions.server";
import {
  CreateCategoryForm,
  EditCategoryForm,
} from "~/features/catalogue/admin/categories/category-forms";
import { CategoryRow } from "~/features/catalogue/admin/categories/category-row";
import {
  countUncategorised,
  listCategoryTreeWithCounts,
} from "~/features/catalogue/admin/categories/category-tree.server";
import { AdminTableHead } from "~/ui/admin/data-table";
import { ProductsNav } from "~/features/catalogue/admin/list/products-nav";
import { useT } from "~/platform/i18n/i18n";
import { actorOf } from "~/platform/audit/actor.server";
import { logger } from "~/platform/log/logger.server";
import { readForm } from "~/platform/http/read-form.server";
import { parseId, urlText, withSearchParams } from "~/platform/http/search-params";
import { requireRole } from "~/features/auth/require-role.server";
import { countTrash } from "~/features/catalogue/admin/list/admin-products.server";
import type { AdminHandle } from "~/ui/admin/admin-handle";
import { productsSection } from "~/features/catalogue/admin/admin-section";
import type { Route } from "./+types/categories";

export const handle = { ...productsSection, title: "categories.title" } satisfies AdminHandle;

/*
 * `/admin/categories`, a view of the Products tab: the category tree (top-level categories and
 * their subcategories, each with its product count), and every change to it: add, rename, change
 * the slug, put under another parent, move up or down, delete (saying what becomes of the
 * products). `?edit=<id>` opens a category's form beside the tree. Every form works without
 * JavaScript; with it, outcomes are toasts. The changes themselves are in
 * category-actions.server.ts, one function per intent; the tree's rows, the forms beside it and
 * the delete dialog in category-row.tsx, category-forms.tsx and delete-category.tsx.
 * Decision: docs/decisions/018-category-management.md.
 */

export const loader = withSearchParams(
  z.object({
    edit: urlText(12)
      .optional()
      .transform((value) => parseId(value)),
  }),
  async ({ request, context }: Route.LoaderArgs, query) => {
    requireRole(request, context, categoryEntity.access);
    const [tree, uncategorised, trashCount] = await Promise.all([
      listCategoryTreeWithCounts(),
      countUncategorised(),
      countTrash(),
    ]);
    return { tree, uncategorised, trashCount, edit: query.edit };
  },
);

export const formFields = categoryFormFields;

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireRole(request, context, categoryEntity.access);
  const form = await readForm(request, 16 * 1024);
  const who = actorOf({ user }, context);
  const intent = form.get("intent");
  const formId = parseId(form.get("id")?.toString());
  const answer = ({ body, status }: CategoryReply) =>
    data<CategoriesActionData>(
      { intent: isIntent(intent) ? intent : null, id: formId, ...body },
      { status },
    );
  try {
    if (!isIntent(intent)) return answer(invalidChange());
    return answer(await categoryChanges[intent](form as URLSearchParams | FormData, who));
  } catch (error) {
    logger.error({ err: error, intent, categoryId: formId }, "category change failed");
    const reason =
      error instanceof Error && error.message ? error.message.split("\n")[0]!.slice(0, 200) : "";
    return answer({
      body: { outcome: { ok: false, message: "categories.error.saveFailed", params: { reason } } },
      status: 500,
    });
  }
}

/** The category tree, with the form for a new category (or the one being edited) beside it. */
export default function CategoriesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { tree, uncategorised, trashCount } = loaderData;
  const all = tree.flatMap((top) => [top, ...top.subcategories]);
  // A refused edit keeps its form open, even after posting to the page without `?edit=`.
  const editId =
    actionData?.intent === "edit" && !actionData.outcome?.ok && actionData.id
      ? actionData.id
      : loaderData.edit;
  const editing = editId === null ? undefined : all.find((row) => row.id === editId);
  const outcomeText = actionData?.outcome
    ? t(actionData.outcome.message, actionData.outcome.params)
    : null;

  // After 'Move up' or 'Move down' the keyboard stays on the moved category: on the same button
  // while it can move further that way, else on the other one. Once the list has been read again.
  const navigation = useNavigation();
  const focused = useRef<CategoriesActionData | null>(null);
  useEffect(() => {
    if (navigation.state !== "idle" || !actionData || focused.current === actionData) return;
    focused.current = actionData;
    if (actionData.intent !== "move" || !actionData.outcome?.ok || actionData.id === null) return;
    const button = (direction: string) =>
      document.querySelector<HTMLButtonElement>(`[data-move="${actionData.id}-${direction}"]`);
    const same = button(actionData.direction ?? "up");
    const other = button(actionData.direction === "down" ? "up" : "down");
    (same && !same.disabled ? same : other)?.focus();
  }, [actionData, navigation.state, tree]);

  return (
    <section aria-labelledby="admin-page-title">
      <PageHeader title={t("categories.title")}>
        <p className="text-sm text-stone" role="status">
          {t("categories.count", { count: all.length })}
        </p>
      </PageHeader>
      <ProductsNav current="categories" trashCount={trashCount} />
      <p className="mt-4 max-w-3xl text-sm text-bark">{t("categories.intro")}</p>
      <ActionOutcome result={actionData?.outcome} text={outcomeText} />

      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem] xl:gap-10">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          {tree.length === 0 ? (
            <p className="rounded-sm border border-dashed border-sand bg-ivory p-8 text-bark">
              {t("categories.empty")}
            </p>
          ) : (
            <div className="overflow-x-auto rounded-sm border border-sand bg-ivory">
              <table
                className="w-full text-left text-sm max-lg:block"
                aria-label={t("categories.tree.label")}
              >
                <AdminTableHead
                  className="max-lg:sr-only"
                  columns={categoryEntity.listColumns.map((column) => t(column.header))}
                />
                <tbody className="divide-y divide-sand/70 max-lg:block">
                  {tree.flatMap((top, index) => [
                    <CategoryRow
                      key={top.id}
                      editing={top.id === editing?.id}
                      category={top}
                      parent={null}
                      first={index === 0}
                      last={index === tree.length - 1}
                      all={all}
                      actionData={actionData}
                    />,
                    ...top.subcategories.map((child, childIndex) => (
                      <CategoryRow
                        key={child.id}
                        editing={child.id === editing?.id}
                        category={child}
                        parent={top}
                        first={childIndex === 0}
                        last={childIndex === top.subcategories.length - 1}
                        all={all}
                        actionData={actionData}
                      />
                    )),
                  ])}
                </tbody>
              </table>
            </div>
          )}
          {uncategorised > 0 ? (
            <p className="mt-4 text-sm">
              <Link
                to="/admin?category=none"
                className="inline-flex min-h-11 items-center font-semibold text-brass-dark hover:underline"
              >
                {t("categories.uncategorised", { count: uncategorised })}
              </Link>
            </p>
          ) : null}
        </div>

        <div
          id="category-form"
          className="scroll-mt-6 rounded-sm border border-sand bg-ivory p-5 max-lg:order-first sm:p-6 lg:sticky lg:top-6 lg:col-start-2 lg:row-start-1"
        >
          {editing ? (
            <EditCategoryForm
              key={`${editing.id}-${editing.name}-${editing.slug}-${editing.parentId}`}
              category={editing}
              tree={tree}
              actionData={
                actionData?.intent === "edit" && actionData.id === editing.id
                  ? actionData
                  : undefined
              }
            />
          ) : (
            <CreateCategoryForm
              tree={tree}
              actionData={actionData?.intent === "create" ? actionData : undefined}
            />
          )}
        </div>
      </div>
    </section>
  );
}
