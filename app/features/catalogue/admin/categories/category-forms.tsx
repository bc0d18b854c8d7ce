import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Plus } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { category as categoryEntity } from "~/features/catalogue/category.entity";
import {
  createCategorySchema,
  editCategorySchema,
} from "~/features/catalogue/admin/categories/category-form-schema";
import type {
  CategoriesActionData,
  Intent,
} from "~/features/catalogue/admin/categories/category-action-data";
import type { AdminCategory as Category } from "~/features/catalogue/admin/categories/category-tree.server";
import {
  describedBy,
  FieldHint,
  FieldMessage,
  TextField,
  type Field,
} from "~/ui/admin/form-fields";
import { MissingFrench } from "~/ui/admin/missing-french";
import { Button, buttonVariants } from "~/ui/button";
import { Label, NativeSelect } from "~/ui/field";
import { useT, type MessageKey } from "~/platform/i18n/i18n";
import { cn } from "~/ui/class-names";

/*
 * The form beside the category tree on `/admin/categories`: a new category's, or the form of the
 * category being edited (`?edit=<id>`). Both work without JavaScript and check as they are filled.
 */

/** The parent choices: the top level, then every top-level category (but `except`). */
function ParentSelect({
  field,
  tree,
  except,
  onlyTop,
}: {
  field: Field;
  tree: Category[];
  except?: number;
  onlyTop?: boolean;
}) {
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

export function FormErrors({ errors }: { errors: string[] | undefined }) {
  const { t } = useT();
  if (!errors?.length) return null;
  return (
    <p
      role="alert"
      className="rounded-sm border border-error/40 bg-error/5 px-4 py-3 text-sm font-medium text-error"
    >
      {errors.map((error) => t(error as MessageKey)).join(" ")}
    </p>
  );
}

export function useSubmitting(intent: Intent, id?: number) {
  const navigation = useNavigation();
  return (
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    (id === undefined || navigation.formData?.get("id") === String(id))
  );
}

/** Sentences one after another: with a space in English, none in Chinese. */
const sentences = (locale: string, ...texts: string[]) => texts.join(locale === "zh" ? "" : " ");

export function CreateCategoryForm({
  tree,
  actionData,
}: {
  tree: Category[];
  actionData: CategoriesActionData | undefined;
}) {
  const { t, locale } = useT();
  const submitting = useSubmitting("create");
  const [form, fields] = useForm({
    id: "category-create",
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: createCategorySchema, disableAutoCoercion: true }),
  });
  return (
    <Form method="post" action="/admin/categories" {...getFormProps(form)} className="grid gap-5">
      <h2 className="font-display text-2xl">{t("categories.create.title")}</h2>
      <input type="hidden" name="intent" value="create" />
      <FormErrors errors={form.errors} />
      <TextField
        field={fields.name}
        label={t(categoryEntity.field.name.label)}
        required={categoryEntity.field.name.required}
        maxLength={categoryEntity.field.name.limit}
        spellCheck={false}
      />
      <FrenchName fields={fields} />
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

export function EditCategoryForm({
  category,
  tree,
  actionData,
}: {
  category: Category;
  tree: Category[];
  actionData: CategoriesActionData | undefined;
}) {
  const { t, locale } = useT();
  const submitting = useSubmitting("edit", category.id);
  const [form, fields] = useForm({
    id: `category-edit-${category.id}`,
    lastResult: actionData?.result,
    defaultValue: {
      name: category.name,
      nameFr: category.nameFr ?? "",
      slug: category.slug,
      parentId: category.parentId === null ? "" : String(category.parentId),
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: editCategorySchema, disableAutoCoercion: true }),
  });
  return (
    <Form method="post" action="/admin/categories" {...getFormProps(form)} className="grid gap-5">
      <h2 className="font-display text-2xl [overflow-wrap:anywhere]">
        {t("categories.edit.title", { name: category.name })}
      </h2>
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
      <FrenchName fields={fields} />
      <TextField
        field={fields.slug}
        label={t(categoryEntity.field.slug.label)}
        hint={sentences(
          locale,
          t("categories.field.slugHint"),
          t("categories.field.slugChangeWarning"),
        )}
        required
        maxLength={categoryEntity.field.slug.limit}
        messageName={actionData?.takenBy}
        spellCheck={false}
      />
      <ParentSelect
        field={fields.parentId}
        tree={tree}
        except={category.id}
        onlyTop={category.subcategories.length > 0}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={submitting}>
          {submitting ? t("categories.action.working") : t("categories.edit.submit")}
        </Button>
        <Link
          to="/admin/categories"
          className={cn(buttonVariants({ variant: "outline" }), "bg-white")}
        >
          {t("common.cancel")}
        </Link>
      </div>
    </Form>
  );
}

/** The French name under the English one, marked when missing (the French site then shows the English). */
function FrenchName({ fields }: { fields: { name: Field; nameFr: Field } }) {
  const { t } = useT();
  return (
    <TextField
      field={fields.nameFr}
      label={t(categoryEntity.field.nameFr.label)}
      badge={<MissingFrench english={fields.name.value} french={fields.nameFr.value} />}
      lang="fr-CA"
      maxLength={categoryEntity.field.nameFr.limit}
    />
  );
}
