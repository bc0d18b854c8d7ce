import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Form } from "react-router";
import { deleteCategorySchema } from "~/features/catalogue/admin/categories/category-form-schema";
import type { CategoriesActionData } from "~/features/catalogue/admin/categories/category-action-data";
import { FormErrors, useSubmitting } from "~/features/catalogue/admin/categories/category-forms";
import type { AdminCategory as Category } from "~/features/catalogue/admin/categories/category-tree.server";
import { describedBy, FieldMessage } from "~/ui/admin/form-fields";
import { Button } from "~/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "~/ui/dialog";
import { Label, NativeSelect } from "~/ui/field";
import { useT } from "~/platform/i18n/i18n";
import { useHydrated } from "~/platform/render/use-hydrated";

/**
 * 'Delete' for one category: with JavaScript a dialog asks what becomes of its products; without,
 * a disclosure asks the same. A category with subcategories is not deleted: the dialog says so.
 */
export function DeleteCategory({
  category,
  all,
  actionData,
}: {
  category: Category;
  all: Category[];
  actionData: CategoriesActionData | undefined;
}) {
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
  const trigger =
    "inline-flex min-h-10 items-center gap-1.5 rounded-sm px-3 text-xs font-semibold tracking-wide whitespace-nowrap text-error hover:bg-error/5";
  const question = t("categories.delete.question", { name: category.name });
  const body = (
    <DeleteBody
      category={category}
      all={all}
      actionData={actionData}
      onSubmitted={() => setOpen(false)}
    />
  );
  if (!hydrated) {
    return (
      <details open={refused || undefined}>
        <summary
          className={`${trigger} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
        >
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
      <DialogTrigger
        className={trigger}
        aria-label={t("categories.action.deleteNamed", { name: category.name })}
      >
        <Trash2 aria-hidden="true" className="size-3.5" />
        {t("categories.action.delete")}
      </DialogTrigger>
      <DialogContent
        showClose={false}
        className="text-charcoal"
        aria-describedby={`category-delete-${category.id}-about`}
      >
        <DialogTitle className="font-display text-2xl [overflow-wrap:anywhere]">
          {question}
        </DialogTitle>
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
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: deleteCategorySchema, disableAutoCoercion: true }),
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
          {t("categories.delete.hasSubcategories", {
            count: category.subcategories.length,
            name: category.name,
          })}
        </Description>
        {cancel ? <div className="mt-4 flex justify-end">{cancel}</div> : null}
      </>
    );
  }
  const targets = all.filter((row) => row.id !== category.id);
  const choice = fields.products.value ?? fields.products.initialValue;
  const { key: targetKey, ...targetProps } = getSelectProps(fields.targetId);
  return (
    <Form
      method="post"
      action="/admin/categories"
      {...getFormProps(form)}
      className="mt-2 grid gap-4"
    >
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={category.id} />
      <Description id={aboutId} className="text-sm text-bark">
        {category.productCount > 0
          ? t("categories.delete.holds", { count: category.productCount })
          : t("categories.delete.holdsNothing")}
      </Description>
      <FormErrors errors={form.errors} />
      {category.productCount > 0 ? (
        <fieldset
          aria-describedby={fields.products.errors?.length ? fields.products.errorId : undefined}
          className="grid gap-2"
        >
          <legend className="mb-1 text-sm font-semibold tracking-wide text-bark">
            {t("categories.delete.choice")}
          </legend>
          {(["move", "uncategorise"] as const).map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-sm border border-sand bg-white px-3 text-sm text-charcoal has-[:checked]:border-walnut"
            >
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
          <NativeSelect
            key={targetKey}
            {...targetProps}
            aria-describedby={describedBy(fields.targetId, false)}
          >
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
      {category.productCount > 0 ? (
        <p className="text-xs text-stone">{t("categories.delete.trashNote")}</p>
      ) : null}
      <div className="mt-1 flex flex-wrap justify-end gap-3">
        {cancel}
        <Button type="submit" size="sm" variant="danger" disabled={submitting}>
          {submitting ? t("categories.action.working") : t("categories.delete.confirm")}
        </Button>
      </div>
    </Form>
  );
}
