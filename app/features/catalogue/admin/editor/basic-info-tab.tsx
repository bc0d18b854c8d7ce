import { getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { product } from "~/features/catalogue/product.entity";
import { FieldMessage, TextField, type Field } from "~/ui/admin/form-fields";
import { ImageUploadField } from "~/ui/admin/image-upload-field";
import { Label, NativeSelect, Textarea } from "~/ui/field";
import { useT, type MessageKey } from "~/platform/i18n/i18n";
import type { EditorData } from "~/features/catalogue/admin/editor/editor-page.server";
import type { Fields } from "./editor-form";
import { HomePageNote, PositionField } from "./product-placement";

/** The editor's Basic info tab: title, description, category, the details, switches and main picture. */

const { field: declared } = product;

/** The short details two to a row: the tab's one-line text and number fields but the title, which leads. */
const detailFields = product
  .fieldsOf("basic")
  .filter((item) => item.kind === "text" && item.key !== "title");
const switchFields = product.fieldsOf("basic").filter((item) => item.kind === "boolean");
/** What a detail's empty box shows as an example. */
const placeholders: Partial<Record<string, string>> = { size: "1520*228*7mm" };

/** A switch: a native checkbox (so it posts without JavaScript) drawn as a track and knob. */
function SwitchField({ field, label, hint }: { field: Field; label: string; hint: string }) {
  const { key, ...props } = getInputProps(field, { type: "checkbox" });
  return (
    <div className="flex items-start justify-between gap-6 rounded-sm border border-sand bg-white px-4 py-3.5">
      <div>
        <label htmlFor={field.id} className="cursor-pointer text-base font-semibold text-charcoal">
          {label}
        </label>
        <p id={field.descriptionId} className="mt-1 text-sm text-stone">
          {hint}
        </p>
      </div>
      <span className="relative mt-0.5 inline-flex shrink-0">
        <input
          key={key}
          {...props}
          role="switch"
          aria-describedby={field.descriptionId}
          className="peer h-7 w-12 cursor-pointer appearance-none rounded-full border border-stone/40 bg-sand transition-colors checked:border-walnut checked:bg-walnut focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brass"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
    </div>
  );
}

export function BasicInfo({ fields, data }: { fields: Fields; data: EditorData }) {
  const { t } = useT();
  const { key: contentKey, ...contentProps } = getTextareaProps(fields.content);
  const { key: categoryKey, ...categoryProps } = getSelectProps(fields.categoryId);
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid content-start gap-6">
        <TextField
          field={fields.title}
          label={t(declared.title.label)}
          required={declared.title.required}
          maxLength={declared.title.limit}
        />
        <div>
          <Label htmlFor={fields.content.id}>{t(declared.content.label)}</Label>
          <Textarea
            key={contentKey}
            {...contentProps}
            rows={8}
            aria-describedby={fields.content.errors ? fields.content.errorId : undefined}
          />
          <FieldMessage field={fields.content} />
        </div>
        <div>
          <Label htmlFor={fields.categoryId.id}>{t(declared.categoryId.label)}</Label>
          <NativeSelect
            key={categoryKey}
            {...categoryProps}
            aria-describedby={fields.categoryId.errors ? fields.categoryId.errorId : undefined}
          >
            <option value="">{t("editor.field.noCategory")}</option>
            {data.categories.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.depth ? `\u2003${category.name}` : category.name}
              </option>
            ))}
          </NativeSelect>
          <FieldMessage field={fields.categoryId} />
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          {detailFields.map((item) => (
            <TextField
              key={item.key}
              field={fields[item.key] as Field}
              label={t(item.label)}
              hint={item.hint ? t(item.hint) : undefined}
              placeholder={placeholders[item.key]}
              required={item.required || undefined}
              // A number's limit counts digits: room is left for a sign and spaces the schema trims.
              {...(item.kind === "number"
                ? { inputMode: "numeric" as const, maxLength: item.limit && item.limit + 2 }
                : { maxLength: item.limit })}
            />
          ))}
          <PositionField
            field={fields.position as Field}
            was={fields.positionWas as Field}
            displayOrder={fields.displayOrder as Field}
            placement={data.placement}
            creating={data.mode === "create"}
          />
        </div>
        <div className="grid gap-3">
          {switchFields.map((item) => (
            <SwitchField
              key={item.key}
              field={fields[item.key] as Field}
              label={t(item.label)}
              hint={item.hint ? t(item.hint) : ""}
            />
          ))}
        </div>
      </div>
      <div className="content-start">
        <ImageUploadField
          name={fields.picture.name}
          defaultValue={fields.picture.initialValue ?? null}
          previewUrl={data.pictureUrl}
          productId={data.id ?? undefined}
          label={t(declared.picture.label)}
          error={fields.picture.errors?.[0] ? t(fields.picture.errors[0] as MessageKey) : undefined}
        />
        <HomePageNote placement={data.placement} productId={data.id} />
      </div>
    </div>
  );
}
