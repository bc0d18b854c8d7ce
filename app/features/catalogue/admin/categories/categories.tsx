import { getFormProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowDown, ArrowUp, CornerDownRight, PencilLine, Plus, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { category as categoryEntity } from "~/features/catalogue/category.entity";
import { ActionOutcome } from "~/ui/admin/action-outcome";
import {
  categoryFormFields,
  createCategorySchema,
  deleteCategorySchema,
  editCategorySchema,
  moveCategorySchema,
} from "~/features/catalogue/admin/categories/category-form-schema";
import { AdminTableHead } from "~/ui/admin/data-table";
import { describedBy, FieldHint, FieldMessage, TextField, type Field } from "~/ui/admin/form-fields";
import { ProductsNav } from "~/features/catalogue/admin/list/products-nav";
import { Button, buttonVariants } from "~/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/ui/dialog";
import { Label, NativeSelect } from "~/ui/field";
import { formatNumber, useT, type MessageKey } from "~/platform/i18n/i18n";
import { actorOf } from "~/platform/audit/actor.server";
import { hasUnexpectedShape } from "~/platform/http/form-lists.server";
import { logger } from "~/platform/log/logger.server";
import { readForm } from "~/platform/http/read-form.server";
import { parseId, urlText, withSearchParams } from "~/platform/http/search-params";
import { requireRole } from "~/features/auth/require-role.server";
import { useHydrated } from "~/platform/render/use-hydrated";
import { cn } from "~/ui/utils";
import {
  countUncategorised,
  createCategory,
  deleteCategory,
  listCategoryTreeWithCounts,
  moveCategory,
  updateCategory,
  type CategoryRefusal,
} from "~/features/catalogue/admin/categories/admin-categories.server";
import { countTrash } from "~/features/catalogue/admin/list/admin-products.server";
import { catalogueChanged } from "~/features/catalogue/public/public-catalogue.server";
import type { Route } from "./+types/categories";

/*
 * `/admin/categories`, a view of the Products tab: the category tree (top-level categories and
 * their subcategories, each with its product count), and every change to it: add, rename, change
 * the slug, put under another parent, move up or down, delete (saying what becomes of the
 * products). `?edit=<id>` opens a category's form beside the tree. Every form works without
 * JavaScript; with it, outcomes are toasts. Decision: docs/decisions/018-category-management.md.
 */

export const loader = withSearchParams(
  z.object({ edit: urlText(12).optional().transform((value) => parseId(value)) }),
  async ({ request, context }: Route.LoaderArgs, query) => {
    requireRole(request, context, categoryEntity.access);
    const [tree, uncategorised, trashCount] = await Promise.all([listCategoryTreeWithCounts(), countUncategorised(), countTrash()]);
    return { tree, uncategorised, trashCount, edit: query.edit };
  },
);

export const formFields = categoryFormFields;

type Intent = "create" | "edit" | "delete" | "move";
interface Outcome {
  ok: boolean;
  message: MessageKey;
  params?: Record<string, string | number>;
}
export interface CategoriesActionData {
  intent: Intent | null;
  /** The category the form was about. */
  id: number | null;
  result?: SubmissionResult<string[]>;
  /** When the slug is taken: the name of the category that has it. */
  takenBy?: string;
  /** Which way a category was moved. */
  direction?: "up" | "down";
  outcome?: Outcome;
}

/** Where each refusal of the model is said: under which field, in which words. */
const refusals: Record<CategoryRefusal, { field: string; message: MessageKey }> = {
  "not-found": { field: "", message: "categories.error.notFound" },
  "slug-taken": { field: "slug", message: "categories.error.slugTaken" },
  "slug-needed": { field: "slug", message: "categories.error.slugNeeded" },
  "parent-missing": { field: "parentId", message: "categories.error.parentMissing" },
  "parent-is-self": { field: "parentId", message: "categories.error.parentIsSelf" },
  "parent-not-top-level": { field: "parentId", message: "categories.error.parentNotTopLevel" },
  "has-subcategories": { field: "parentId", message: "categories.error.hasSubcategories" },
};

const isIntent = (value: unknown): value is Intent => value === "create" || value === "edit" || value === "delete" || value === "move";

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireRole(request, context, categoryEntity.access);
  const form = await readForm(request, 16 * 1024);
  const who = actorOf({ user }, context);
  const intent = form.get("intent");
  const formId = parseId(form.get("id")?.toString());
  const answer = (body: Omit<CategoriesActionData, "intent" | "id">, status = 200) =>
    data<CategoriesActionData>({ intent: isIntent(intent) ? intent : null, id: formId, ...body }, { status });
  const posted = form as URLSearchParams | FormData;
  // A name posted twice, or such as `name[99999999]` (a list that long): refused without sending it back.
  const unreadable = () => answer({ outcome: { ok: false, message: "categories.error.invalid" } }, 400);
  try {
    switch (intent) {
      case "create": {
        const submission = parseWithZod(posted, { schema: createCategorySchema, disableAutoCoercion: true });
        if (hasUnexpectedShape(submission.payload)) return unreadable();
        if (submission.status !== "success") return answer({ result: submission.reply() }, 400);
        const result = await createCategory(submission.value, who);
        if (!result.ok) {
          const refusal = refusals[result.reason];
          const message = result.takenBy ? "categories.error.slugTakenBy" : refusal.message;
          return answer({ result: submission.reply({ fieldErrors: { [refusal.field]: [message] } }), takenBy: result.takenBy }, 400);
        }
        catalogueChanged();
        return answer({
          result: submission.reply({ resetForm: true }),
          outcome: { ok: true, message: "categories.done.created", params: { name: submission.value.name } },
        });
      }
      case "edit": {
        const submission = parseWithZod(posted, { schema: editCategorySchema, disableAutoCoercion: true });
        if (hasUnexpectedShape(submission.payload)) return unreadable();
        if (submission.status !== "success") return answer({ result: submission.reply() }, 400);
        const { id, ...input } = submission.value;
        const result = await updateCategory(id, input, who);
        if (!result.ok) {
          const refusal = refusals[result.reason];
          const message = result.takenBy ? "categories.error.slugTakenBy" : refusal.message;
          return answer(
            {
              result: refusal.field
                ? submission.reply({ fieldErrors: { [refusal.field]: [message] } })
                : submission.reply({ formErrors: [message] }),
              takenBy: result.takenBy,
              outcome: refusal.field ? undefined : { ok: false, message },
            },
            result.reason === "not-found" ? 404 : 400,
          );
        }
        catalogueChanged();
        return answer({ result: submission.reply(), outcome: { ok: true, message: "categories.done.updated", params: { name: input.name } } });
      }
      case "delete": {
        const submission = parseWithZod(posted, { schema: deleteCategorySchema, disableAutoCoercion: true });
        if (hasUnexpectedShape(submission.payload)) return unreadable();
        if (submission.status !== "success") return answer({ result: submission.reply() }, 400);
        const { id, products, targetId } = submission.value;
        const result = await deleteCategory(id, products === "move" ? { kind: "move", categoryId: targetId! } : { kind: "uncategorise" }, who);
        if (!result.ok) {
          const message: MessageKey =
            result.reason === "target-missing"
              ? "categories.error.targetMissing"
              : result.reason === "target-is-self"
                ? "categories.error.targetIsSelf"
                : result.reason === "has-subcategories"
                  ? "categories.error.hasSubcategories"
                  : "categories.error.notFound";
          const onTarget = result.reason === "target-missing" || result.reason === "target-is-self";
          return answer(
            {
              result: onTarget ? submission.reply({ fieldErrors: { targetId: [message] } }) : submission.reply({ formErrors: [message] }),
              outcome: { ok: false, message },
            },
            result.reason === "not-found" ? 404 : 400,
          );
        }
        catalogueChanged();
        const message: MessageKey =
          result.products === 0 ? "categories.done.deletedEmpty" : result.movedTo ? "categories.done.deletedMoved" : "categories.done.deletedUncategorised";
        return answer({ outcome: { ok: true, message, params: { name: result.name, count: result.products, target: result.movedTo?.name ?? "" } } });
      }
      case "move": {
        const parsed = moveCategorySchema.safeParse({ intent, id: form.get("id") ?? undefined, direction: form.get("direction") ?? undefined });
        if (!parsed.success) return answer({ outcome: { ok: false, message: "categories.error.invalid" } }, 400);
        const moved = await moveCategory(parsed.data.id, parsed.data.direction, who);
        if (!moved) return answer({ outcome: { ok: false, message: "categories.error.notFound" } }, 404);
        catalogueChanged();
        return answer({
          direction: parsed.data.direction,
          outcome: { ok: true, message: "categories.done.moved", params: { position: moved.position, count: moved.count } },
        });
      }
      default:
        return answer({ outcome: { ok: false, message: "categories.error.invalid" } }, 400);
    }
  } catch (error) {
    logger.error({ err: error, intent, categoryId: formId }, "category change failed");
    const reason = error instanceof Error && error.message ? error.message.split("\n")[0]!.slice(0, 200) : "";
    return answer({ outcome: { ok: false, message: "categories.error.saveFailed", params: { reason } } }, 500);
  }
}

type Category = Route.ComponentProps["loaderData"]["tree"][number];

/** The message under a field, in the page's language. */
export default function CategoriesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { tree, uncategorised, trashCount } = loaderData;
  const all = tree.flatMap((top) => [top, ...top.subcategories]);
  // A refused edit keeps its form open, even after posting to the page without `?edit=`.
  const editId = actionData?.intent === "edit" && !actionData.outcome?.ok && actionData.id ? actionData.id : loaderData.edit;
  const editing = editId === null ? undefined : all.find((row) => row.id === editId);
  const outcomeText = actionData?.outcome ? t(actionData.outcome.message, actionData.outcome.params) : null;

  // After 'Move up' or 'Move down' the keyboard stays on the moved category: on the same button
  // while it can move further that way, else on the other one. Once the list has been read again.
  const navigation = useNavigation();
  const focused = useRef<CategoriesActionData | null>(null);
  useEffect(() => {
    if (navigation.state !== "idle" || !actionData || focused.current === actionData) return;
    focused.current = actionData;
    if (actionData.intent !== "move" || !actionData.outcome?.ok || actionData.id === null) return;
    const button = (direction: string) => document.querySelector<HTMLButtonElement>(`[data-move="${actionData.id}-${direction}"]`);
    const same = button(actionData.direction ?? "up");
    const other = button(actionData.direction === "down" ? "up" : "down");
    (same && !same.disabled ? same : other)?.focus();
  }, [actionData, navigation.state, tree]);

  return (
    <section aria-labelledby="admin-page-title">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 id="admin-page-title" className="text-3xl sm:text-4xl">
          {t("categories.title")}
        </h1>
        <p className="text-sm text-stone" role="status">
          {t("categories.count", { count: all.length })}
        </p>
      </div>
      <ProductsNav current="categories" trashCount={trashCount} />
      <p className="mt-4 max-w-3xl text-sm text-bark">{t("categories.intro")}</p>
      <ActionOutcome result={actionData?.outcome} text={outcomeText} />

      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem] xl:gap-10">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          {tree.length === 0 ? (
            <p className="rounded-sm border border-dashed border-sand bg-ivory p-8 text-bark">{t("categories.empty")}</p>
          ) : (
            <div className="overflow-x-auto rounded-sm border border-sand bg-ivory">
              <table className="w-full text-left text-sm max-lg:block" aria-label={t("categories.tree.label")}>
                <AdminTableHead
                  className="max-lg:sr-only"
                  columns={categoryEntity.listColumns.map((column) => t(column.header))}
                />
                <tbody className="divide-y divide-sand/70 max-lg:block">
                  {tree.flatMap((top, index) => [
                    <CategoryRow key={top.id} editing={top.id === editing?.id} category={top} parent={null} first={index === 0} last={index === tree.length - 1} all={all} actionData={actionData} />,
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
              <Link to="/admin?category=none" className="inline-flex min-h-11 items-center font-semibold text-brass-dark hover:underline">
                {t("categories.uncategorised", { count: uncategorised })}
              </Link>
            </p>
          ) : null}
        </div>

        <div id="category-form" className="scroll-mt-6 rounded-sm border border-sand bg-ivory p-5 max-lg:order-first sm:p-6 lg:sticky lg:top-6 lg:col-start-2 lg:row-start-1">
          {editing ? (
            <EditCategoryForm
              key={`${editing.id}-${editing.name}-${editing.slug}-${editing.parentId}`}
              category={editing}
              tree={tree}
              actionData={actionData?.intent === "edit" && actionData.id === editing.id ? actionData : undefined}
            />
          ) : (
            <CreateCategoryForm tree={tree} actionData={actionData?.intent === "create" ? actionData : undefined} />
          )}
        </div>
      </div>
    </section>
  );
}

/** The parent choices: the top level, then every top-level category (but `except`). */
function ParentSelect({ field, tree, except, onlyTop }: { field: Field; tree: Category[]; except?: number; onlyTop?: boolean }) {
  const { t } = useT();
  const { key, ...props } = getSelectProps(field);
  return (
    <div>
      <Label htmlFor={field.id}>{t(categoryEntity.field.parentId.label)}</Label>
      <NativeSelect key={key} {...props} aria-describedby={describedBy(field, true)}>
        <option value="">{t("categories.field.topLevel")}</option>
        {onlyTop
          ? null
          : tree
              .filter((top) => top.id !== except)
              .map((top) => (
                <option key={top.id} value={String(top.id)}>
                  {top.name}
                </option>
              ))}
      </NativeSelect>
      <FieldHint id={field.descriptionId}>{t("categories.field.parentHint")}</FieldHint>
      <FieldMessage field={field} />
    </div>
  );
}

function FormErrors({ errors }: { errors: string[] | undefined }) {
  const { t } = useT();
  if (!errors?.length) return null;
  return (
    <p role="alert" className="rounded-sm border border-error/40 bg-error/5 px-4 py-3 text-sm font-medium text-error">
      {errors.map((error) => t(error as MessageKey)).join(" ")}
    </p>
  );
}

function useSubmitting(intent: Intent, id?: number) {
  const navigation = useNavigation();
  return (
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    (id === undefined || navigation.formData?.get("id") === String(id))
  );
}

/** Sentences one after another: with a space in English, none in Chinese. */
const sentences = (locale: string, ...texts: string[]) => texts.join(locale === "zh" ? "" : " ");

function CreateCategoryForm({ tree, actionData }: { tree: Category[]; actionData: CategoriesActionData | undefined }) {
  const { t, locale } = useT();
  const submitting = useSubmitting("create");
  const [form, fields] = useForm({
    id: "category-create",
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createCategorySchema, disableAutoCoercion: true }),
  });
  return (
    <Form method="post" action="/admin/categories" {...getFormProps(form)} className="grid gap-5">
      <h2 className="font-display text-2xl">{t("categories.create.title")}</h2>
      <input type="hidden" name="intent" value="create" />
      <FormErrors errors={form.errors} />
      <TextField field={fields.name} label={t(categoryEntity.field.name.label)} required={categoryEntity.field.name.required} maxLength={categoryEntity.field.name.limit} spellCheck={false} />
      <TextField
        field={fields.slug}
        label={t(categoryEntity.field.slug.label)}
        hint={sentences(locale, t("categories.field.slugHint"), t("categories.field.slugHintNew"))}
        maxLength={categoryEntity.field.slug.limit}
        messageName={actionData?.takenBy}
        spellCheck={false}
      />
      <ParentSelect field={fields.parentId} tree={tree} />
      <div>
        <Button type="submit" disabled={submitting}>
          <Plus aria-hidden="true" className="size-4" />
          {submitting ? t("categories.action.working") : t("categories.create.submit")}
        </Button>
      </div>
    </Form>
  );
}

function EditCategoryForm({ category, tree, actionData }: { category: Category; tree: Category[]; actionData: CategoriesActionData | undefined }) {
  const { t, locale } = useT();
  const submitting = useSubmitting("edit", category.id);
  const [form, fields] = useForm({
    id: `category-edit-${category.id}`,
    lastResult: actionData?.result,
    defaultValue: { name: category.name, slug: category.slug, parentId: category.parentId === null ? "" : String(category.parentId) },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: editCategorySchema, disableAutoCoercion: true }),
  });
  return (
    <Form method="post" action="/admin/categories" {...getFormProps(form)} className="grid gap-5">
      <h2 className="font-display text-2xl [overflow-wrap:anywhere]">{t("categories.edit.title", { name: category.name })}</h2>
      <input type="hidden" name="intent" value="edit" />
      <input type="hidden" name="id" value={category.id} />
      <FormErrors errors={form.errors} />
      <TextField
        field={fields.name}
        label={t(categoryEntity.field.name.label)}
        required={categoryEntity.field.name.required}
        maxLength={categoryEntity.field.name.limit}
        spellCheck={false}
        autoFocus
      />
      <TextField
        field={fields.slug}
        label={t(categoryEntity.field.slug.label)}
        hint={sentences(locale, t("categories.field.slugHint"), t("categories.field.slugChangeWarning"))}
        required
        maxLength={categoryEntity.field.slug.limit}
        messageName={actionData?.takenBy}
        spellCheck={false}
      />
      <ParentSelect field={fields.parentId} tree={tree} except={category.id} onlyTop={category.subcategories.length > 0} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={submitting}>
          {submitting ? t("categories.action.working") : t("categories.edit.submit")}
        </Button>
        <Link to="/admin/categories" className={cn(buttonVariants({ variant: "outline" }), "bg-white")}>
          {t("common.cancel")}
        </Link>
      </div>
    </Form>
  );
}

const iconButton =
  "inline-flex size-10 items-center justify-center rounded-sm border border-sand bg-white text-walnut transition-colors hover:border-walnut hover:bg-linen disabled:pointer-events-none disabled:opacity-35";

function MoveButton({ category, direction, disabled }: { category: Category; direction: "up" | "down"; disabled: boolean }) {
  const { t } = useT();
  const label = direction === "up" ? t("categories.action.moveUpNamed", { name: category.name }) : t("categories.action.moveDownNamed", { name: category.name });
  return (
    <Form method="post" action="/admin/categories" preventScrollReset>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={category.id} />
      <input type="hidden" name="direction" value={direction} />
      <button type="submit" className={iconButton} disabled={disabled} aria-label={label} title={label} data-move={`${category.id}-${direction}`}>
        {direction === "up" ? <ArrowUp aria-hidden="true" className="size-4" /> : <ArrowDown aria-hidden="true" className="size-4" />}
      </button>
    </Form>
  );
}

function CategoryRow({
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
  const inSubcategories = category.subcategories.reduce((sum, child) => sum + child.productCount, 0);
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
        editing ? "bg-brass/10 outline-2 -outline-offset-2 outline-brass/60" : parent && "bg-white/60",
      )}
    >
      <td className="px-4 py-3 align-middle max-lg:col-span-2 max-lg:p-0">
        <span className={cn("flex min-w-0 items-start gap-2", parent && "lg:pl-5")}>
          {parent ? <CornerDownRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone" /> : null}
          <span className="min-w-0">
            <span className={cn("block [overflow-wrap:anywhere]", parent ? "text-charcoal" : "font-semibold text-charcoal")}>{category.name}</span>
            {parent ? <span className="sr-only">{t("categories.subcategoryOf", { parent: parent.name })}</span> : null}
            <span className="mt-1 block">{slug}</span>
          </span>
        </span>
      </td>
      <td className="px-4 py-3 align-middle tabular-nums max-lg:p-0 max-lg:text-right">
        <Link
          to={`/admin?category=${category.id}`}
          aria-label={t("categories.productsIn", { count: category.productCount, name: category.name })}
          className="inline-flex min-h-10 min-w-10 items-center font-semibold text-brass-dark hover:underline max-lg:justify-end"
        >
          <span className="lg:hidden">{t("categories.productCount", { count: category.productCount })}</span>
          <span className="max-lg:hidden">{formatNumber(category.productCount, locale)}</span>
        </Link>
        {inSubcategories > 0 ? (
          <span className="block text-xs whitespace-nowrap text-stone">{t("categories.inSubcategories", { count: inSubcategories })}</span>
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
            actionData={actionData?.intent === "delete" && actionData.id === category.id ? actionData : undefined}
          />
        </div>
      </td>
    </tr>
  );
}

/**
 * 'Delete' for one category: with JavaScript a dialog asks what becomes of its products; without,
 * a disclosure asks the same. A category with subcategories is not deleted: the dialog says so.
 */
function DeleteCategory({ category, all, actionData }: { category: Category; all: Category[]; actionData: CategoriesActionData | undefined }) {
  const { t } = useT();
  const hydrated = useHydrated();
  const refused = Boolean(actionData && !actionData.outcome?.ok);
  const [open, setOpen] = useState(false);
  // A delete the server refused (the chosen category went meanwhile) opens again with its message.
  const [answered, setAnswered] = useState(actionData);
  if (answered !== actionData) {
    setAnswered(actionData);
    if (refused) setOpen(true);
  }
  const trigger = "inline-flex min-h-10 items-center gap-1.5 rounded-sm px-3 text-xs font-semibold tracking-wide whitespace-nowrap text-error hover:bg-error/5";
  const question = t("categories.delete.question", { name: category.name });
  const body = <DeleteBody category={category} all={all} actionData={actionData} onSubmitted={() => setOpen(false)} />;
  if (!hydrated) {
    return (
      <details open={refused || undefined}>
        <summary className={`${trigger} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
          <Trash2 aria-hidden="true" className="size-3.5" />
          {t("categories.action.delete")}
        </summary>
        <div className="mt-2 max-w-80 rounded-sm border border-error/30 bg-white p-4">
          <p className="font-semibold text-charcoal [overflow-wrap:anywhere]">{question}</p>
          {body}
        </div>
      </details>
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={trigger} aria-label={t("categories.action.deleteNamed", { name: category.name })}>
        <Trash2 aria-hidden="true" className="size-3.5" />
        {t("categories.action.delete")}
      </DialogTrigger>
      <DialogContent showClose={false} className="text-charcoal" aria-describedby={`category-delete-${category.id}-about`}>
        <DialogTitle className="font-display text-2xl [overflow-wrap:anywhere]">{question}</DialogTitle>
        {body}
      </DialogContent>
    </Dialog>
  );
}

function DeleteBody({
  category,
  all,
  actionData,
  onSubmitted,
}: {
  category: Category;
  all: Category[];
  actionData: CategoriesActionData | undefined;
  onSubmitted: () => void;
}) {
  const { t } = useT();
  const hydrated = useHydrated();
  const submitting = useSubmitting("delete", category.id);
  const [form, fields] = useForm({
    id: `category-delete-${category.id}`,
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deleteCategorySchema, disableAutoCoercion: true }),
    onSubmit: () => onSubmitted(),
  });
  const Description = hydrated ? DialogDescription : "p";
  const aboutId = `category-delete-${category.id}-about`;
  const cancel = hydrated ? (
    <DialogClose asChild>
      <Button type="button" variant="outline" size="sm">
        {t("common.cancel")}
      </Button>
    </DialogClose>
  ) : null;
  if (category.subcategories.length > 0) {
    return (
      <>
        <Description id={aboutId} className="mt-2 text-sm text-bark">
          {t("categories.delete.hasSubcategories", { count: category.subcategories.length, name: category.name })}
        </Description>
        {cancel ? <div className="mt-4 flex justify-end">{cancel}</div> : null}
      </>
    );
  }
  const targets = all.filter((row) => row.id !== category.id);
  const choice = fields.products.value ?? fields.products.initialValue;
  const { key: targetKey, ...targetProps } = getSelectProps(fields.targetId);
  return (
    <Form method="post" action="/admin/categories" {...getFormProps(form)} className="mt-2 grid gap-4">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={category.id} />
      <Description id={aboutId} className="text-sm text-bark">
        {category.productCount > 0
          ? t("categories.delete.holds", { count: category.productCount })
          : t("categories.delete.holdsNothing")}
      </Description>
      <FormErrors errors={form.errors} />
      {category.productCount > 0 ? (
        <fieldset aria-describedby={fields.products.errors?.length ? fields.products.errorId : undefined} className="grid gap-2">
          <legend className="mb-1 text-sm font-semibold tracking-wide text-bark">{t("categories.delete.choice")}</legend>
          {(["move", "uncategorise"] as const).map((value) => (
            <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-sm border border-sand bg-white px-3 text-sm text-charcoal has-[:checked]:border-walnut">
              <input
                type="radio"
                name={fields.products.name}
                value={value}
                defaultChecked={fields.products.initialValue === value}
                aria-invalid={fields.products.errors?.length ? true : undefined}
                className="size-4 accent-walnut"
              />
              {value === "move" ? t("categories.delete.move") : t("categories.delete.uncategorise")}
            </label>
          ))}
          <FieldMessage field={fields.products} />
        </fieldset>
      ) : (
        <input type="hidden" name="products" value="uncategorise" />
      )}
      {category.productCount > 0 && (!hydrated || choice === "move") ? (
        <div>
          <Label htmlFor={fields.targetId.id}>{t("categories.delete.moveTo")}</Label>
          <NativeSelect key={targetKey} {...targetProps} aria-describedby={describedBy(fields.targetId, false)}>
            <option value="">{t("categories.delete.chooseTarget")}</option>
            {targets.map((row) => (
              <option key={row.id} value={String(row.id)}>
                {row.parentId === null ? row.name : `\u2003${row.name}`}
              </option>
            ))}
          </NativeSelect>
          <FieldMessage field={fields.targetId} />
        </div>
      ) : null}
      {category.productCount > 0 ? <p className="text-xs text-stone">{t("categories.delete.trashNote")}</p> : null}
      <div className="mt-1 flex flex-wrap justify-end gap-3">
        {cancel}
        <Button type="submit" size="sm" variant="danger" disabled={submitting}>
          {submitting ? t("categories.action.working") : t("categories.delete.confirm")}
        </Button>
      </div>
    </Form>
  );
}
