import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { DragHandle, useFocusAfterMove, type MoveControl } from "~/ui/admin/reorder";
import { useState } from "react";
import { product } from "~/features/catalogue/product.entity";
import { FieldMessage, TextField, type Field } from "~/ui/admin/form-fields";
import { ImageUploadField, ImageUploadZone } from "~/ui/admin/image-upload-field";
import { useT, type MessageKey } from "~/platform/i18n/i18n";
import type { EditorData } from "~/features/catalogue/admin/editor/editor-page.server";
import { useHydrated } from "~/platform/render/use-hydrated";
import { cn } from "~/ui/class-names";
import type { Fields, FormMeta } from "./editor-form";

/**
 * The editor's Images tab: the colour pictures, each with its colour's name, put in order by
 * dragging or by the arrows (links that post without JavaScript), and added by upload.
 */

const { field: declared } = product;

export function ImageManagement({
  fields,
  form,
  data,
}: {
  fields: Fields;
  form: FormMeta;
  data: EditorData;
}) {
  const { t } = useT();
  const hydrated = useHydrated();
  const items = fields.images.getFieldList();
  // Preview links: the saved pictures' from the loader, each new upload's from its answer.
  const [previews, setPreviews] = useState<Record<string, string>>(data.imagePreviews);
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  // A colour moved by keyboard keeps the focus on the control that moved it.
  const focusAfterMove = useFocusAfterMove(items.map((item) => item.key).join(","));
  const move = (from: number, to: number, control?: MoveControl) => {
    if (to < 0 || to >= items.length) return;
    if (control) focusAfterMove(items[from]?.key ?? "", control);
    form.reorder({ name: fields.images.name, from, to });
    setAnnouncement(t("editor.images.moved", { position: to + 1 }));
  };
  return (
    <div>
      <p className="max-w-2xl text-bark">{t("editor.images.intro")}</p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {items.length === 0 ? (
        <p className="mt-6 rounded-sm border border-dashed border-sand bg-ivory p-8 text-center text-stone">
          {t("editor.images.empty")}
        </p>
      ) : (
        <ol className="mt-6 grid gap-3">
          {items.map((item, index) => {
            const image = item.getFieldset();
            return (
              <li
                key={item.key}
                data-move-item={item.key}
                draggable={hydrated}
                onDragStart={(event) => {
                  setDragged(index);
                  event.dataTransfer.effectAllowed = "move";
                }}
                onDragOver={(event) => {
                  if (dragged !== null) event.preventDefault();
                }}
                onDrop={(event) => {
                  event.preventDefault();
                  if (dragged !== null && dragged !== index) move(dragged, index);
                  setDragged(null);
                }}
                onDragEnd={() => setDragged(null)}
                className={cn(
                  "grid gap-4 rounded-sm border border-sand bg-white p-4 lg:grid-cols-[auto_minmax(0,1.5fr)_minmax(0,1fr)_auto] lg:items-start",
                  dragged === index && "opacity-50",
                )}
              >
                {hydrated ? (
                  <DragHandle
                    label={`${t("editor.images.colour", { position: index + 1 })}: ${t("editor.images.drag")}`}
                    keyboardHint={t("editor.images.dragKeys")}
                    onMove={(step) => move(index, index + step, "handle")}
                    className="hidden lg:mt-7 lg:inline-flex"
                  />
                ) : (
                  <span className="hidden lg:block" />
                )}
                <ImageUploadField
                  name={image.imageUrl.name}
                  defaultValue={image.imageUrl.initialValue ?? null}
                  previewUrl={previews[image.imageUrl.initialValue ?? ""] ?? null}
                  productId={data.id ?? undefined}
                  label={t("editor.images.colour", { position: index + 1 })}
                  error={
                    image.imageUrl.errors?.[0]
                      ? t(image.imageUrl.errors[0] as MessageKey)
                      : undefined
                  }
                />
                <TextField
                  field={image.altText}
                  label={t("editor.images.altText")}
                  maxLength={declared.images.parts.colourName}
                />
                <div className="flex gap-1 lg:mt-7">
                  <IconButton
                    label={t("editor.images.moveUp")}
                    data-move-control="up"
                    disabled={index === 0}
                    {...form.reorder.getButtonProps({
                      name: fields.images.name,
                      from: index,
                      to: index - 1,
                    })}
                    onClick={
                      hydrated
                        ? (event) => (event.preventDefault(), move(index, index - 1, "up"))
                        : undefined
                    }
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </IconButton>
                  <IconButton
                    label={t("editor.images.moveDown")}
                    data-move-control="down"
                    disabled={index === items.length - 1}
                    {...form.reorder.getButtonProps({
                      name: fields.images.name,
                      from: index,
                      to: index + 1,
                    })}
                    onClick={
                      hydrated
                        ? (event) => (event.preventDefault(), move(index, index + 1, "down"))
                        : undefined
                    }
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </IconButton>
                  <IconButton
                    label={t("editor.images.remove")}
                    {...form.remove.getButtonProps({ name: fields.images.name, index })}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </IconButton>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <FieldMessage field={fields.images as unknown as Field} />
      <div className="mt-6">
        <ImageUploadZone
          name={fields.images.name}
          productId={data.id ?? undefined}
          label={t("editor.images.add")}
          onUploaded={(image) => {
            setPreviews((current) => ({ ...current, [image.key]: image.url }));
            form.insert({
              name: fields.images.name,
              defaultValue: { imageUrl: image.key, altText: "" },
            });
          }}
          onChosen={(pictures) => {
            setPreviews((current) => ({ ...current, ...Object.fromEntries(pictures.map((picture) => [picture.path, picture.thumbnail])) }));
            // A colour's text is its name, which a picture's description is not: it starts empty, as after an upload.
            for (const picture of pictures)
              form.insert({ name: fields.images.name, defaultValue: { imageUrl: picture.path, altText: "" } });
          }}
        />
      </div>
    </div>
  );
}

function IconButton({
  label,
  children,
  ...props
}: React.ComponentProps<"button"> & { label: string }) {
  return (
    <button
      {...props}
      aria-label={label}
      title={label}
      className="inline-flex size-11 items-center justify-center rounded-sm border border-sand bg-white text-walnut transition-colors hover:bg-linen disabled:pointer-events-none disabled:opacity-40"
    >
      {children}
    </button>
  );
}
