import { getInputProps, getTextareaProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import type { FieldDeclaration } from "~/platform/entities/define";
import type { RichTextDocument } from "~/platform/rich-text/document";
import { describedBy, FieldHint, FieldMessage, TextField, type Field } from "~/ui/admin/form-fields";
import { MissingFrench } from "~/ui/admin/missing-french";
import { ImageUploadField } from "~/ui/admin/image-upload-field";
import type { LibraryPicture } from "~/ui/admin/media-picker";
import { uploadImage } from "~/ui/admin/image-uploader";
import { RichTextEditor } from "~/ui/admin/rich-text-editor";
import { ManyPictures } from "./many-pictures";
import { OpeningHoursField } from "./opening-hours-field";
import { ReferencePicker, type ReferenceChoice } from "./reference-picker";
import { useFocusAfterMove } from "~/ui/admin/reorder";
import { Input, Label, NativeSelect, Textarea } from "~/ui/field";
import { useT, type MessageKey } from "~/platform/i18n/i18n";

/*
 * One widget per field kind, for the editor of any kind of content: a declared field is drawn by
 * its kind, labelled, hinted and limited as its declaration says, with its message under it. A new
 * field of a kind that exists needs nothing here.
 */

type AnyField = FieldMetadata<unknown>;
export interface FieldOptions {
  categories: string[];
  /** The records the entry's references name (the picker searches for any other). */
  articles: ReferenceChoice[];
  products: ReferenceChoice[];
  /** The entry edited, null for a new one. */
  entryId: number | null;
}

const message = (field: AnyField, t: (key: MessageKey) => string) => (field.errors?.[0] ? t(field.errors[0] as MessageKey) : undefined);

function Labelled({ field, label, hint, required, children }: { field: AnyField; label: string; hint?: string; required: boolean; children: ReactNode }) {
  return (
    <div>
      <Label htmlFor={field.id} required={required}>
        {label}
      </Label>
      {children}
      {hint ? <FieldHint id={field.descriptionId}>{hint}</FieldHint> : null}
      <FieldMessage field={field as Field} />
    </div>
  );
}

function IconButton({ label, children, ...props }: { label: string; children: ReactNode } & React.ComponentProps<"button">) {
  return (
    <button type="submit" {...props} aria-label={label} title={label} className="inline-flex size-11 items-center justify-center rounded-sm text-walnut hover:bg-linen disabled:opacity-30">
      {children}
    </button>
  );
}

/**
 * Rows of a list field: each drawn by `row`, with up, down and remove (buttons that work without
 * JavaScript). A row moved by keyboard keeps the focus on its arrow, and its new place is said.
 */
function ListRows({ form, field, addLabel, defaults, row }: { form: FormMetadata<Record<string, unknown>>; field: AnyField; addLabel: string; defaults: Record<string, string>; row: (item: AnyField, index: number) => ReactNode }) {
  const { t } = useT();
  const items = (field as FieldMetadata<unknown[]>).getFieldList();
  const focusAfterMove = useFocusAfterMove(items.map((item) => item.key).join(","));
  const [announcement, setAnnouncement] = useState("");
  const move = (key: string | undefined, from: number, to: number) => {
    focusAfterMove(key ?? "", to < from ? "up" : "down");
    form.reorder({ name: field.name, from, to });
    setAnnouncement(t("content.editor.moved", { position: to + 1, count: items.length }));
  };
  return (
    <div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {items.length ? (
        <ol className="grid gap-3">
          {items.map((item, index) => (
            <li key={item.key} data-move-item={item.key} className="grid gap-4 rounded-sm border border-sand bg-white p-4 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-start">
              <div className="grid gap-4 sm:grid-cols-2">{row(item as AnyField, index)}</div>
              <div className="flex gap-1 lg:mt-6">
                <IconButton
                  label={t("content.editor.moveUp")}
                  data-move-control="up"
                  disabled={index === 0}
                  {...form.reorder.getButtonProps({ name: field.name, from: index, to: index - 1 })}
                  onClick={(event) => (event.preventDefault(), move(item.key, index, index - 1))}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </IconButton>
                <IconButton
                  label={t("content.editor.moveDown")}
                  data-move-control="down"
                  disabled={index === items.length - 1}
                  {...form.reorder.getButtonProps({ name: field.name, from: index, to: index + 1 })}
                  onClick={(event) => (event.preventDefault(), move(item.key, index, index + 1))}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </IconButton>
                <IconButton label={t("content.editor.removeItem")} {...form.remove.getButtonProps({ name: field.name, index })}>
                  <Trash2 aria-hidden="true" className="size-4" />
                </IconButton>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <button
        type="submit"
        {...form.insert.getButtonProps({ name: field.name, defaultValue: defaults as never })}
        className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-sm border border-dashed border-walnut/40 px-4 text-sm font-semibold text-walnut hover:border-walnut hover:bg-linen"
      >
        <Plus aria-hidden="true" className="size-4" /> {addLabel}
      </button>
    </div>
  );
}

/**
 * A picture chosen from the media library brings its descriptions to the fields that describe it
 * where the form has them (a picture field `x` is described by `xAlt` and `xAltFr`); they stay
 * the entry's own to change.
 */
function takeDescriptions(form: FormMetadata<Record<string, unknown>>, altName: string, altFrName: string, picture: LibraryPicture) {
  const fields = (document.getElementById(form.id) as HTMLFormElement | null)?.elements;
  if (picture.descriptionEn && fields?.namedItem(altName)) form.update({ name: altName, value: picture.descriptionEn });
  if (picture.descriptionFr && fields?.namedItem(altFrName)) form.update({ name: altFrName, value: picture.descriptionFr });
}

/** The rich-text editor with the admin's words; its pictures go through the admin's upload. */
function RichText({ field, declared, label, previews }: { field: AnyField; declared: FieldDeclaration; label: string; previews: Record<string, string> }) {
  const { t } = useT();
  const labelId = useId();
  const upload = async (file: File) => {
    const answer = await uploadImage(file);
    if (answer.ok) return { ok: true as const, src: answer.image.key, url: answer.image.url };
    return { ok: false as const, error: answer.error && answer.error !== "network" ? answer.error : t("common.unknownError") };
  };
  // What the form last held: a document, or (sent broken, as the JSON `null`) an empty one.
  let value: RichTextDocument = { type: "doc", content: [{ type: "paragraph" }] } as RichTextDocument;
  try {
    const parsed = JSON.parse(String(field.initialValue ?? "")) as Partial<RichTextDocument> | null;
    if (parsed && typeof parsed === "object" && parsed.type === "doc") value = parsed as RichTextDocument;
  } catch {
    // The empty document above.
  }
  const error = message(field, t);
  return (
    <div>
      <p id={labelId} className="mb-2 text-sm font-semibold text-charcoal">
        {label}
        {declared.required ? <span aria-hidden="true" className="text-brass-dark"> *</span> : null}
      </p>
      <RichTextEditor
        id={field.id}
        labelledBy={labelId}
        name={field.name}
        defaultValue={value}
        invalid={Boolean(error)}
        describedBy={error ? field.errorId : undefined}
        uploadPicture={upload}
        pictureUrls={previews}
        language={(declared as { translates?: string }).translates ? "fr" : "en"}
        labels={{
          // Named after its field: an entry may have two (the article and its French).
          toolbar: `${t("content.rich.toolbar")}: ${label}`,
          paragraph: t("content.rich.paragraph"),
          heading2: t("content.rich.heading2"),
          heading3: t("content.rich.heading3"),
          bold: t("content.rich.bold"),
          italic: t("content.rich.italic"),
          bulletList: t("content.rich.bulletList"),
          orderedList: t("content.rich.orderedList"),
          quote: t("content.rich.quote"),
          link: t("content.rich.link"),
          removeLink: t("content.rich.unlink"),
          insertPicture: t("content.rich.picture"),
          pictureFile: t("content.rich.pictureFile"),
          pictureAlt: t("content.field.pictureAlt"),
          pictureAltHint: t("content.rich.pictureAltHint"),
          pictureAltMissing: t("content.rich.pictureAltMissing"),
          pictureMissing: t("content.rich.pictureMissing"),
          pictureUploading: t("content.rich.pictureUploading"),
          pictureApply: t("content.rich.pictureApply"),
          undo: t("content.rich.undo"),
          redo: t("content.rich.redo"),
          linkAddress: t("content.rich.linkAddress"),
          linkHint: t("content.rich.linkHint"),
          linkApply: t("content.rich.linkApply"),
          linkCancel: t("content.rich.linkCancel"),
          linkRefused: t("content.rich.linkRefused"),
          noScript: t("content.editor.noScript"),
        }}
      />
      <FieldMessage field={field as Field} />
    </div>
  );
}

/** A declared field, drawn by its kind. */
export function ContentField({
  declared,
  field,
  form,
  options,
  previews,
}: {
  declared: FieldDeclaration;
  field: AnyField;
  form: FormMetadata<Record<string, unknown>>;
  options: FieldOptions;
  previews: Record<string, string>;
}) {
  const { t } = useT();
  // Pictures sent from the list's own picker, shown in their new rows.
  const [uploaded, setUploaded] = useState<Record<string, string>>({});
  const label = t(declared.label);
  const hint = declared.hint ? t(declared.hint) : undefined;
  const text = field as Field;
  switch (declared.kind) {
    case "text":
    case "number":
    case "position":
    case "decimal":
      return (
        <TextField
          field={text}
          // A measure names its unit after its name: "Coverage (sq ft)".
          label={declared.unit ? t(`common.unit.${declared.unit}`, { label }) : label}
          hint={hint}
          required={declared.required}
          inputMode={declared.kind === "decimal" ? "decimal" : declared.kind === "text" ? undefined : "numeric"}
          // A text search engines show is never cut as it is typed: its counter and its message say when it is long.
          maxLength={declared.kind !== "text" || declared.seo ? undefined : declared.limit}
          spellCheck={declared.format === "slug" || declared.format === "link" || declared.format === "email" ? false : undefined}
        />
      );
    case "multiline": {
      const { key, ...props } = getTextareaProps(text);
      return (
        <Labelled field={field} label={label} hint={hint} required={declared.required}>
          <Textarea key={key} {...props} required={false} aria-required={declared.required || undefined} aria-describedby={describedBy(text, Boolean(hint))} maxLength={declared.seo ? undefined : declared.limit} rows={declared.limit && declared.limit > 300 ? 5 : 3} />
        </Labelled>
      );
    }
    case "date":
    case "month": {
      const { key, ...props } = getInputProps(text, { type: declared.kind === "date" ? "date" : "month" });
      return (
        <Labelled field={field} label={label} hint={hint} required={declared.required}>
          <Input key={key} {...props} required={false} aria-required={declared.required || undefined} aria-describedby={describedBy(text, Boolean(hint))} placeholder={declared.kind === "month" ? "2026-09" : undefined} />
        </Labelled>
      );
    }
    case "choice": {
      const choices = declared.options ?? options.categories;
      const current = String(field.initialValue ?? "");
      return (
        <Labelled field={field} label={label} hint={hint} required={declared.required}>
          <NativeSelect key={field.key} id={field.id} name={field.name} defaultValue={current} aria-invalid={field.errors?.length ? true : undefined} aria-describedby={describedBy(text, Boolean(hint))}>
            {current === "" ? <option value="">—</option> : null}
            {[...new Set([...choices, ...(current ? [current] : [])])].map((choice) => (
              <option key={choice} value={choice}>
                {declared.optionLabels?.[choice] ? t(declared.optionLabels[choice]) : choice}
              </option>
            ))}
          </NativeSelect>
        </Labelled>
      );
    }
    case "picture":
      return (
        <div>
          <ImageUploadField name={field.name} defaultValue={(field.initialValue as string) || null} previewUrl={previews[String(field.initialValue ?? "")] ?? null} label={label} error={message(field, t)} onChosen={(picture) => takeDescriptions(form, `${field.name}Alt`, `${field.name}AltFr`, picture)} />
          {hint ? <FieldHint id={field.descriptionId}>{hint}</FieldHint> : null}
        </div>
      );
    case "richText":
      return <RichText field={field} declared={declared} label={label} previews={previews} />;
    case "pictures":
      return (
        <fieldset>
          <legend className="mb-3 text-sm font-semibold text-charcoal">{label}</legend>
          <ManyPictures form={form} name={field.name} onUploaded={(key, url) => setUploaded((known) => ({ ...known, [key]: url }))} />
          <ListRows form={form} field={field} addLabel={t("content.editor.addItem")} defaults={{ picture: "", alt: "", caption: "", altFr: "", captionFr: "" }} row={(item) => {
            const parts = (item as FieldMetadata<Record<string, string>>).getFieldset();
            const value = String(parts.picture!.initialValue ?? "");
            return (
              <>
                <div className="sm:col-span-2">
                  <ImageUploadField name={parts.picture!.name} defaultValue={value || null} previewUrl={uploaded[value] ?? previews[value] ?? null} label={t("content.field.picture")} error={message(parts.picture as AnyField, t)} onChosen={(picture) => takeDescriptions(form, parts.alt!.name, parts.altFr!.name, picture)} />
                </div>
                <TextField field={parts.alt as Field} label={t("content.field.pictureAlt")} required maxLength={declared.itemLimit} />
                <TextField field={parts.caption as Field} label={t("content.editor.caption")} maxLength={declared.itemLimit} />
                <TextField field={parts.altFr as Field} label={t("content.field.pictureAltFr")} maxLength={declared.itemLimit} lang="fr" badge={<MissingFrench english={parts.alt!.value} french={parts.altFr!.value} />} />
                <TextField field={parts.captionFr as Field} label={t("content.editor.captionFr")} maxLength={declared.itemLimit} lang="fr" badge={<MissingFrench english={parts.caption!.value} french={parts.captionFr!.value} />} />
              </>
            );
          }} />
          <FieldMessage field={text} />
        </fieldset>
      );
    case "links":
      return (
        <fieldset>
          <legend className="mb-3 text-sm font-semibold text-charcoal">{label}</legend>
          <ListRows form={form} field={field} addLabel={t("content.editor.addItem")} defaults={{ label: "", href: "" }} row={(item) => {
            const parts = (item as FieldMetadata<Record<string, string>>).getFieldset();
            return (
              <>
                <TextField field={parts.label as Field} label={t("content.editor.linkLabel")} required maxLength={declared.itemLimit} />
                <TextField field={parts.href as Field} label={t("content.editor.linkHref")} required maxLength={2_000} spellCheck={false} />
              </>
            );
          }} />
          <FieldMessage field={text} />
        </fieldset>
      );
    case "references": {
      const choices = declared.refersTo === "news" ? options.articles : options.products;
      return (
        <fieldset>
          <legend className="mb-1 text-sm font-semibold text-charcoal">{label}</legend>
          {hint ? <p className="mb-3 text-sm text-stone">{hint}</p> : null}
          <ListRows form={form} field={field} addLabel={t("content.editor.addItem")} defaults={{ id: "", label: "" }} row={(item) => {
            const parts = (item as FieldMetadata<Record<string, string>>).getFieldset();
            const id = parts.id as AnyField;
            const chosen = /^\d{1,9}$/.test(String(id.initialValue ?? "")) ? Number(id.initialValue) : null;
            return (
              <>
                <Labelled field={id} label={t(declared.refersTo === "news" ? "content.editor.chooseArticle" : "content.editor.chooseProduct")} required={false}>
                  <ReferencePicker
                    key={id.key}
                    to={declared.refersTo === "news" ? "news" : "product"}
                    name={id.name}
                    inputId={id.id}
                    initial={chosen === null ? null : { id: chosen, choice: choices.find((choice) => choice.id === chosen) ?? null }}
                    exceptId={options.entryId}
                    invalid={Boolean(id.errors?.length)}
                    describedBy={id.errors?.length ? id.errorId : undefined}
                  />
                </Labelled>
                {declared.refersTo === "product" ? <TextField field={parts.label as Field} label={t("content.editor.typedProduct")} maxLength={declared.itemLimit} /> : <input type="hidden" name={parts.label!.name} value="" />}
              </>
            );
          }} />
          <FieldMessage field={text} />
        </fieldset>
      );
    }
    case "openingHours":
      return <OpeningHoursField name={field.name} id={field.id} label={label} hint={hint} value={field.initialValue} form={form} />;
    default:
      return null;
  }
}

export const sectionClass = "grid gap-6 rounded-sm border border-sand bg-ivory p-5 sm:p-6";
