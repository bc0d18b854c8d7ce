import { getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { product } from "~/features/catalogue/product.entity";
import { FieldMessage, TextField, type Field } from "~/ui/admin/form-fields";
import { ImageUploadField } from "~/ui/admin/image-upload-field";
import { Label, NativeSelect, Textarea } from "~/ui/field";
import { useT, type MessageKey } from "~/platform/i18n/i18n";
import type { EditorData } from "~/features/catalogue/admin/editor/editor-page.server";
import type { Fields } from "./editor-form";
import { editorLayout, fieldsAt } from "./editor-layout";
import { HomePageNote, PositionField } from "./product-placement";
import { ProductRequestsPanel } from "./product-requests-panel";
import { squareMetresOf } from "~/platform/text/measures";

/** The editor's Basic info tab: title, description, category, the details, switches and main picture. */

const layout = editorLayout(product);
const leadFields = fieldsAt(layout, "lead");
const bodyFields = fieldsAt(layout, "body");
const categoryFields = fieldsAt(layout, "category");
const detailFields = fieldsAt(layout, "details");
const positionFields = fieldsAt(layout, "position");
const switchFields = fieldsAt(layout, "switches");
const pictureFields = fieldsAt(layout, "picture");
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

/**
 * A measure in square feet as square metres, beside it: from the saved value on the server, and as
 * it is typed once the form runs. Nothing while it is blank or not a number.
 */
function SquareMetres({ typed }: { typed: string | undefined }) {
  const { t } = useT();
  const value = Number((typed ?? "").trim().replace(",", "."));
  if (!typed?.trim() || !Number.isFinite(value) || value <= 0) return null;
  const area = new Intl.NumberFormat("en-CA", { maximumFractionDigits: 2 }).format(squareMetresOf(value));
  return (
    <span className="mb-0.5 block font-semibold text-bark" data-square-metres>
      {t("common.unit.inSquareMetres", { area })}
    </span>
  );
}

export function BasicInfo({ fields, data }: { fields: Fields; data: EditorData }) {
  const { t } = useT();
  const field = (key: string) => fields[key as keyof Fields] as Field;
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid content-start gap-6">
        {leadFields.map((item) => (
          <TextField
            key={item.key}
            field={field(item.key)}
            label={t(item.label)}
            required={item.required}
            maxLength={item.limit}
          />
        ))}
        {bodyFields.map((item) => {
          const { key, ...props } = getTextareaProps(field(item.key));
          return (
            <div key={item.key}>
              <Label htmlFor={field(item.key).id}>{t(item.label)}</Label>
              <Textarea
                key={key}
                {...props}
                rows={8}
                aria-describedby={field(item.key).errors ? field(item.key).errorId : undefined}
              />
              <FieldMessage field={field(item.key)} />
            </div>
          );
        })}
        {categoryFields.map((item) => {
          const { key, ...props } = getSelectProps(field(item.key));
          return (
            <div key={item.key}>
              <Label htmlFor={field(item.key).id}>{t(item.label)}</Label>
              <NativeSelect
                key={key}
                {...props}
                aria-describedby={field(item.key).errors ? field(item.key).errorId : undefined}
              >
                <option value="">{t("editor.field.noCategory")}</option>
                {data.categories.map((category) => (
                  <option key={category.id} value={String(category.id)}>
                    {category.depth ? `\u2003${category.name}` : category.name}
                  </option>
                ))}
              </NativeSelect>
              <FieldMessage field={field(item.key)} />
            </div>
          );
        })}
        <div className="grid gap-6 sm:grid-cols-2">
          {detailFields.map((item) => (
            <TextField
              key={item.key}
              field={field(item.key)}
              // A measure names its unit after its name: "Wear layer (mm)".
              label={item.unit ? t(`common.unit.${item.unit}`, { label: t(item.label) }) : t(item.label)}
              hint={
                item.unit === "sqft" ? (
                  <>
                    <SquareMetres typed={field(item.key).value} />
                    {item.hint ? t(item.hint) : null}
                  </>
                ) : item.hint ? (
                  t(item.hint)
                ) : undefined
              }
              placeholder={placeholders[item.key]}
              required={item.required || undefined}
              inputMode={item.kind === "decimal" ? "decimal" : item.kind === "number" ? "numeric" : undefined}
              // A number's limit is of digits, which the form checks; text's is of characters.
              maxLength={item.kind === "text" ? item.limit : undefined}
            />
          ))}
          {positionFields.map((item) => (
            <PositionField
              key={item.key}
              field={fields.position as Field}
              was={fields.positionWas as Field}
              displayOrder={field(item.key)}
              placement={data.placement}
              creating={data.mode === "create"}
            />
          ))}
        </div>
        <div className="grid gap-3">
          {switchFields.map((item) => (
            <SwitchField
              key={item.key}
              field={field(item.key)}
              label={t(item.label)}
              hint={item.hint ? t(item.hint) : ""}
            />
          ))}
        </div>
      </div>
      <div className="content-start">
        {pictureFields.map((item) => (
          <ImageUploadField
            key={item.key}
            name={field(item.key).name}
            defaultValue={(field(item.key).initialValue as string | undefined) ?? null}
            previewUrl={data.pictureUrl}
            productId={data.id ?? undefined}
            label={t(item.label)}
            error={field(item.key).errors?.[0] ? t(field(item.key).errors![0] as MessageKey) : undefined}
          />
        ))}
        <HomePageNote placement={data.placement} productId={data.id} />
        {data.requests ? <ProductRequestsPanel requests={data.requests} /> : null}
      </div>
    </div>
  );
}
