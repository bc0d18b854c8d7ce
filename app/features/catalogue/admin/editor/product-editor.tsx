import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { AlertTriangle, ArrowDown, ArrowLeft, ArrowUp, ExternalLink, GripVertical, History, Trash2 } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { z } from "zod";
import { Form, Link, useBlocker, useNavigation, useRouteLoaderData } from "react-router";
import { product } from "~/features/catalogue/product.entity";
import { FieldHint, FieldMessage, TextField, type Field } from "~/ui/admin/form-fields";
import { ImageUploadField, ImageUploadZone } from "~/ui/admin/image-upload-field";
import { Button, buttonVariants } from "~/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/ui/dialog";
import { Label, NativeSelect, Textarea } from "~/ui/field";
import { formatDate, useT, type MessageKey } from "~/platform/i18n/i18n";
import type {
  EditorActionData,
  EditorData,
  EditorQuery,
  EditorTab,
} from "~/features/catalogue/admin/editor/editor-page.server";
import { productPageTitle } from "~/platform/http/page-title";
import { changedSnapshotFields } from "~/features/catalogue/product-snapshot";
import { notify } from "~/ui/toast";
import { useHydrated } from "~/platform/render/use-hydrated";
import { cn } from "~/ui/utils";
import { SnapshotDiff, versionLine } from "./product-diff";
import { HomePageNote, PositionField } from "./product-placement";
import { SavedNotice } from "../../../../ui/admin/saved-notice";
import { productFormSchema, SEO_ADVICE } from "./product-form-schema";

/*
 * The product editor (create or edit). One Conform form holds the fields of every tab, so a post
 * without JavaScript never drops a tab's fields: without JavaScript the tabs are links to the
 * sections shown one after another; with it they are tabs that show one section at a time.
 * History sits outside the form: its restores are forms of their own. Each field's label, hint,
 * limit, whether it is required and its tab come from the product's declaration
 * (app/features/catalogue/product.entity.ts); widgets that are more than a text box are written out here.
 */

const tabs: { id: EditorTab; label: MessageKey }[] = [
  { id: "basic", label: "editor.tab.basic" },
  { id: "seo", label: "editor.tab.seo" },
  { id: "images", label: "editor.tab.images" },
  { id: "history", label: "editor.tab.history" },
];

const { field: declared } = product;
/** The tab of a posted name (`images[2].altText` is the colour pictures'), as the declaration groups it. */
const tabOfField = (name: string): EditorTab => (declared as Record<string, { group: EditorTab } | undefined>)[name.split(/[.[]/)[0]!]?.group ?? "basic";

/** The short details two to a row: the tab's one-line text and number fields but the title, which leads. */
const detailFields = product
  .fieldsOf("basic")
  .filter((item) => item.kind === "text" && item.key !== "title");
const switchFields = product.fieldsOf("basic").filter((item) => item.kind === "boolean");
/** What a detail's empty box shows as an example. */
const placeholders: Partial<Record<string, string>> = { size: "1520*228*7mm" };


/** The form's own fields, which say nothing the person typed. */
const bookkeeping = new Set([
  "intent",
  "version",
  "overwriteVersion",
  "positionWas",
  "displayOrder",
]);

/** A value as compared for unsaved changes: blank is nothing, keys in one order, no bookkeeping. */
function comparable(value: unknown, top = false): unknown {
  if (Array.isArray(value)) return value.length ? value.map((item) => comparable(item)) : undefined;
  if (value && typeof value === "object") {
    const entries = Object.keys(value)
      .filter((key) => !(top && (bookkeeping.has(key) || key.startsWith("__"))))
      .sort()
      .flatMap((key) => {
        const item = comparable((value as Record<string, unknown>)[key]);
        return item === undefined ? [] : [[key, item] as const];
      });
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return value === "" || value === null ? undefined : value;
}

/** Whether the form holds anything the person changed since it was loaded. */
const differs = (current: unknown, loaded: unknown) => JSON.stringify(comparable(current, true) ?? {}) !== JSON.stringify(comparable(loaded, true) ?? {});

function withoutBlanks(values: EditorData["defaults"]) {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => (Array.isArray(value) ? value.length > 0 : value !== "")),
  ) as Partial<EditorData["defaults"]>;
}
type FormInput = z.input<typeof productFormSchema>;

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

function Counter({ count, limit, id }: { count: number; limit: number; id: string }) {
  const { t } = useT();
  const over = count > limit;
  return (
    <p id={id} className={cn("mt-2 flex flex-wrap justify-between gap-x-4 text-sm tabular-nums", over ? "text-brass-dark" : "text-stone")}>
      <span>{t("editor.seo.counter", { count, limit })}</span>
      {over ? <span>{t("editor.seo.tooLongForResults", { limit })}</span> : null}
    </p>
  );
}

export function ProductEditor({
  data,
  actionData,
  query,
}: {
  data: EditorData;
  actionData: EditorActionData | undefined;
  query: EditorQuery;
}) {
  const { t, locale } = useT();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const root = useRouteLoaderData("root") as { publicUrl?: string } | undefined;
  const formResult = actionData?.kind === "form" ? actionData : undefined;
  const conflict = formResult?.conflict;
  const [tab, setTab] = useState<EditorTab>(query.tab);
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  const [form, fields] = useForm<FormInput, z.output<typeof productFormSchema>>({
    id: `product-${data.id ?? "new"}-${data.version ?? 0}`,
    lastResult: formResult?.result,
    // Blank fields post nothing Conform keeps: left out here too, so the form starts clean.
    defaultValue: withoutBlanks(data.defaults),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: productFormSchema, disableAutoCoercion: true }),
  });

  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") !== "restore" && navigation.formMethod === "POST";
  const dirty = differs(form.value, data.defaults);

  // Never lose work: leaving the editor with unsaved changes asks first (saving does not).
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  // Ctrl+S (Cmd+S on a Mac) saves as 'Save' does, keeping the editor open.
  useEffect(() => {
    const save = (event: globalThis.KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== "s")
        return;
      event.preventDefault();
      const element = document.getElementById(form.id);
      if (element instanceof HTMLFormElement && !saving)
        element.requestSubmit(
          document.getElementById(`${form.id}-save`) as HTMLButtonElement | null,
        );
    };
    window.addEventListener("keydown", save);
    return () => window.removeEventListener("keydown", save);
  }, [form.id, saving]);

  // Errors: the tab holding the first one comes forward, and its field takes the keyboard.
  const errorNames = Object.keys(form.allErrors).filter((name) => form.allErrors[name]?.length && name !== "");
  const errorsPerTab = (id: EditorTab) => errorNames.filter((name) => tabOfField(name) === id).length;
  const firstError = errorNames.find(Boolean);
  const lastStatus = form.status;
  useEffect(() => {
    if (lastStatus !== "error" || !firstError) return;
    const frame = requestAnimationFrame(() => {
      setTab(tabOfField(firstError));
      requestAnimationFrame(() => {
        document.querySelector<HTMLElement>(`#${CSS.escape(form.id)} [name="${CSS.escape(firstError)}"]`)?.focus();
      });
    });
    return () => cancelAnimationFrame(frame);
    // Only when a submission has just been refused.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastStatus, formResult]);

  // Outcomes said by toasts (the list says 'Created'/'Updated' after the redirect).
  useEffect(() => {
    if (!formResult) return;
    if (formResult.failure !== undefined) {
      void notify("error", t("editor.toast.saveFailed"), { description: formResult.failure || t("common.unknownError") });
    } else if (formResult.result.status === "error" && !formResult.conflict) {
      void notify("error", t("editor.toast.saveFailed"), { description: t("editor.toast.checkFields") });
    }
  }, [formResult, t]);
  useEffect(() => {
    if (actionData?.kind === "restore") void notify("error", t("editor.toast.saveFailed"), { description: t(actionData.message) });
  }, [actionData, t]);
  useEffect(() => {
    if (!query.restored) return;
    void notify("success", t("editor.history.restored", { version: query.restored }));
    const url = new URL(window.location.href);
    url.searchParams.delete("restored");
    window.history.replaceState(window.history.state, "", url.pathname + url.search);
  }, [query.restored, t]);

  const chooseTab = (id: EditorTab) => {
    setTab(id);
    const url = new URL(window.location.href);
    if (id === "basic") url.searchParams.delete("tab");
    else url.searchParams.set("tab", id);
    window.history.replaceState(window.history.state, "", url.pathname + url.search);
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    const to = event.key === "Home" ? 0 : event.key === "End" ? tabs.length - 1 : step ? (index + step + tabs.length) % tabs.length : -1;
    if (to < 0) return;
    event.preventDefault();
    chooseTab(tabs[to]!.id);
    tabRefs.current[tabs[to]!.id]?.focus();
  };

  const shown = (id: EditorTab) => !hydrated || tab === id;
  const panelProps = (id: EditorTab) => ({
    id: `editor-panel-${id}`,
    role: hydrated ? "tabpanel" : undefined,
    "aria-labelledby": hydrated ? `editor-tab-${id}` : `editor-heading-${id}`,
    hidden: !shown(id),
    tabIndex: hydrated ? -1 : undefined,
  });
  const panelHeading = (id: EditorTab, label: MessageKey) => (
    <h2 id={`editor-heading-${id}`} className={cn(hydrated ? "sr-only" : "mb-6 border-b border-sand pb-3 text-2xl")}>
      {t(label)}
    </h2>
  );

  const heading = data.mode === "create" ? t("editor.title.new") : t("editor.title.edit");
  const serverErrors = formResult && (formResult.result.error?.[""] ?? []);
  const origin = root?.publicUrl ?? "";

  return (
    <section aria-labelledby="admin-page-title" className="pb-28">
      <Link
        to="/admin"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-walnut transition-colors hover:text-brass-dark"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {t("editor.backToList")}
      </Link>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-x-6 gap-y-4">
        <div className="min-w-0">
          <h1 id="admin-page-title" className="text-3xl sm:text-4xl">
            {heading}
          </h1>
          {data.mode === "edit" ? (
            <p className="mt-2 text-sm text-stone">
              <span className="font-semibold text-bark [overflow-wrap:anywhere]">{data.defaults.title}</span>
              {" · "}
              <span className="tabular-nums">#{data.id}</span>
              {" · "}
              {versionLine(t, locale, { version: data.version, actorEmail: data.savedBy, createdAt: data.updatedAt })}
            </p>
          ) : null}
        </div>
        {data.mode === "edit" ? (
          <a
            href={`/admin/products/${data.id}/preview`}
            target="_blank"
            rel="noopener"
            className={cn(buttonVariants({ variant: "outline" }), "bg-white")}
          >
            <ExternalLink aria-hidden="true" className="size-4" /> {t("editor.preview")}
            <span className="sr-only"> {t("editor.newTab")}</span>
          </a>
        ) : null}
      </div>

      <SavedNotice title={data.mode === "edit" ? data.defaults.title : null} />
      {conflict && data.mode === "edit" ? (
        <ConflictPanel conflict={conflict} formId={form.id} productId={data.id} />
      ) : null}

      {serverErrors && serverErrors.length > 0 ? (
        <p role="alert" className="mt-6 flex items-start gap-3 rounded-sm border border-error/40 bg-error/5 px-4 py-3 text-sm font-medium text-error">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {serverErrors.map((error) => t(error as MessageKey)).join(" ")}
        </p>
      ) : null}
      {formResult?.failure !== undefined && !hydrated ? (
        <p role="alert" className="mt-6 rounded-sm border border-error/40 bg-error/5 px-4 py-3 text-sm font-medium text-error">
          {t("editor.toast.saveFailed")}: {formResult.failure || t("common.unknownError")}
        </p>
      ) : null}

      {/* Tabs: buttons with JavaScript; without it, links to the sections below. */}
      <div className="sticky top-0 z-20 -mx-5 mt-8 border-b border-sand bg-linen/95 px-5 backdrop-blur sm:mx-0 sm:px-0">
        {hydrated ? (
          <div role="tablist" aria-label={t("editor.tabs.label")} className="flex flex-wrap gap-x-1">
            {tabs
              .filter((item) => item.id !== "history" || data.mode === "edit")
              .map((item, index) => {
                const errors = errorsPerTab(item.id);
                return (
                  <button
                    key={item.id}
                    ref={(element) => {
                      tabRefs.current[item.id] = element;
                    }}
                    type="button"
                    role="tab"
                    id={`editor-tab-${item.id}`}
                    aria-controls={`editor-panel-${item.id}`}
                    aria-selected={tab === item.id}
                    tabIndex={tab === item.id ? 0 : -1}
                    onClick={() => chooseTab(item.id)}
                    onKeyDown={(event) => onTabKey(event, index)}
                    className={cn(
                      "-mb-px inline-flex min-h-12 shrink-0 items-center gap-2 border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition-colors sm:px-4",
                      tab === item.id ? "border-brass text-charcoal" : "border-transparent text-stone hover:text-walnut",
                    )}
                  >
                    {t(item.label)}
                    {errors > 0 ? (
                      <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-error px-1.5 text-xs text-white">
                        <span aria-hidden="true">{errors}</span>
                        <span className="sr-only">{t("editor.tab.errors", { count: errors })}</span>
                      </span>
                    ) : null}
                  </button>
                );
              })}
          </div>
        ) : (
          <nav aria-label={t("editor.tabs.label")}>
            <ul className="flex flex-wrap gap-x-1">
              {tabs
                .filter((item) => item.id !== "history" || data.mode === "edit")
                .map((item) => (
                  <li key={item.id}>
                    <a
                      href={`#editor-panel-${item.id}`}
                      className="inline-flex min-h-12 items-center border-b-2 border-transparent px-3 text-sm font-semibold whitespace-nowrap text-walnut hover:text-charcoal sm:px-4"
                    >
                      {t(item.label)}
                    </a>
                  </li>
                ))}
            </ul>
          </nav>
        )}
      </div>

      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-8">
        <input type="hidden" name={fields.version.name} value={fields.version.initialValue ?? ""} />
        <input type="hidden" name="intent" value="save" />

        <div {...panelProps("basic")} className="outline-none">
          {panelHeading("basic", "editor.tab.basic")}
          <BasicInfo fields={fields} data={data} />
        </div>

        <div {...panelProps("seo")} className={cn("outline-none", !hydrated && "mt-14")}>
          {panelHeading("seo", "editor.tab.seo")}
          <SeoSettings fields={fields} origin={origin} productId={data.id} />
        </div>

        <div {...panelProps("images")} className={cn("outline-none", !hydrated && "mt-14")}>
          {panelHeading("images", "editor.tab.images")}
          <ImageManagement fields={fields} form={form} data={data} />
        </div>

        {/* The save bar stays in reach while the form scrolls; it is not part of History. */}
        <div
          hidden={hydrated && tab === "history"}
          className="fixed inset-x-0 bottom-0 z-30 border-t border-sand bg-ivory/95 backdrop-blur"
        >
          <div className="container-site flex items-center justify-end gap-3 py-3">
            <Link
              to="/admin"
              className={cn(buttonVariants({ variant: "outline" }), "bg-white max-sm:hidden")}
            >
              {t("editor.backToList")}
            </Link>
            <Button
              type="submit"
              name="close"
              value="1"
              variant="outline"
              size="lg"
              disabled={saving}
              className="bg-white max-sm:px-4"
            >
              {data.mode === "create"
                ? t("editor.submit.createAndClose")
                : t("editor.submit.saveAndClose")}
            </Button>
            <Button
              type="submit"
              id={`${form.id}-save`}
              size="lg"
              disabled={saving}
              className="min-w-28 sm:min-w-36"
              title={t("editor.submit.shortcut")}
              aria-keyshortcuts="Control+S Meta+S"
            >
              {saving
                ? t("editor.submit.saving")
                : data.mode === "create"
                  ? t("editor.submit.create")
                  : t("editor.submit.save")}
            </Button>
          </div>
        </div>
      </Form>

      {data.mode === "edit" ? (
        <div {...panelProps("history")} className={cn("outline-none", !hydrated && "mt-14")}>
          {panelHeading("history", "editor.tab.history")}
          <HistoryPanel data={data} dirty={dirty} query={query} />
        </div>
      ) : null}

      <Dialog open={blocker.state === "blocked"} onOpenChange={(open) => (!open ? blocker.reset?.() : undefined)}>
        <DialogContent showClose={false} className="text-charcoal">
          <DialogTitle className="font-display text-2xl">{t("editor.unsaved.title")}</DialogTitle>
          <DialogDescription className="text-bark">{t("editor.unsaved.body")}</DialogDescription>
          <div className="mt-2 flex flex-wrap justify-end gap-3">
            <Button type="button" variant="outline" onClick={() => blocker.proceed?.()}>
              {t("editor.unsaved.leave")}
            </Button>
            <Button type="button" autoFocus onClick={() => blocker.reset?.()}>
              {t("editor.unsaved.stay")}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}

type Fields = ReturnType<typeof useForm<FormInput>>[1];
type FormMeta = ReturnType<typeof useForm<FormInput>>[0];

function BasicInfo({ fields, data }: { fields: Fields; data: EditorData }) {
  const { t } = useT();
  const { key: contentKey, ...contentProps } = getTextareaProps(fields.content);
  const { key: categoryKey, ...categoryProps } = getSelectProps(fields.categoryId);
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid content-start gap-6">
        <TextField field={fields.title} label={t(declared.title.label)} required={declared.title.required} maxLength={declared.title.limit} />
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
          <NativeSelect key={categoryKey} {...categoryProps} aria-describedby={fields.categoryId.errors ? fields.categoryId.errorId : undefined}>
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
              {...(item.kind === "number" ? { inputMode: "numeric" as const, maxLength: item.limit && item.limit + 2 } : { maxLength: item.limit })}
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
            <SwitchField key={item.key} field={fields[item.key] as Field} label={t(item.label)} hint={item.hint ? t(item.hint) : ""} />
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

function SeoSettings({ fields, origin, productId }: { fields: Fields; origin: string; productId: number | null }) {
  const { t } = useT();
  const title = fields.title.value ?? "";
  const content = fields.content.value ?? "";
  const seoTitle = fields.seoTitle.value ?? "";
  const seoDescription = fields.seoDescription.value ?? "";
  // The page's <title> exactly as the public product page writes it, the company's name included.
  const shownTitle = seoTitle.trim() || title.trim() ? productPageTitle({ title, seoTitle }) : "";
  const shownDescription = (seoDescription.trim() || content.trim()).replace(/\s+/g, " ");
  const cut = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit - 1).trimEnd()}…` : text);
  const host = origin.replace(/^https?:\/\//, "");
  const { key: descriptionKey, ...descriptionProps } = getTextareaProps(fields.seoDescription);
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <div className="grid content-start gap-6">
        <div>
          <TextField
            field={fields.seoTitle}
            label={t(declared.seoTitle.label)}
            hint={t(declared.seoTitle.hint)}
            placeholder={title}
            maxLength={declared.seoTitle.limit}
          />
          <Counter count={shownTitle.length} limit={SEO_ADVICE.title} id={`${fields.seoTitle.id}-count`} />
        </div>
        <div>
          <Label htmlFor={fields.seoDescription.id}>{t(declared.seoDescription.label)}</Label>
          <Textarea
            key={descriptionKey}
            {...descriptionProps}
            rows={4}
            placeholder={content.slice(0, 300)}
            aria-describedby={[fields.seoDescription.descriptionId, fields.seoDescription.errors ? fields.seoDescription.errorId : null]
              .filter(Boolean)
              .join(" ")}
          />
          <FieldHint id={fields.seoDescription.descriptionId}>{t(declared.seoDescription.hint)}</FieldHint>
          <Counter count={shownDescription.length} limit={SEO_ADVICE.description} id={`${fields.seoDescription.id}-count`} />
          <FieldMessage field={fields.seoDescription} />
        </div>
        <TextField
          field={fields.seoKeywords}
          label={t(declared.seoKeywords.label)}
          hint={t(declared.seoKeywords.hint)}
          maxLength={declared.seoKeywords.limit}
        />
      </div>
      <div>
        <p className="text-sm font-semibold tracking-wide text-bark">{t("editor.seo.preview")}</p>
        <p className="mt-1 text-sm text-stone">{t("editor.seo.previewNote")}</p>
        <div className="mt-4 rounded-sm border border-sand bg-white p-5 shadow-sm" aria-live="polite">
          <p className="truncate text-sm text-[#3c4043]">
            {host}
            <span className="text-stone"> › products{productId ? ` › ${productId}` : ""}</span>
          </p>
          <p lang="en" className="mt-1 text-xl leading-snug text-[#1a0dab] [overflow-wrap:anywhere]">
            {shownTitle ? cut(shownTitle, SEO_ADVICE.title) : t("editor.seo.untitled")}
          </p>
          <p lang="en" className="mt-1 text-sm leading-relaxed text-[#4d5156] [overflow-wrap:anywhere]">
            {shownDescription ? cut(shownDescription, SEO_ADVICE.description) : t("editor.seo.noDescription")}
          </p>
        </div>
      </div>
    </div>
  );
}

function ImageManagement({ fields, form, data }: { fields: Fields; form: FormMeta; data: EditorData }) {
  const { t } = useT();
  const hydrated = useHydrated();
  const items = fields.images.getFieldList();
  // Preview links: the saved pictures' from the loader, each new upload's from its answer.
  const [previews, setPreviews] = useState<Record<string, string>>(data.imagePreviews);
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const move = (from: number, to: number) => {
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
        <p className="mt-6 rounded-sm border border-dashed border-sand bg-ivory p-8 text-center text-stone">{t("editor.images.empty")}</p>
      ) : (
        <ol className="mt-6 grid gap-3">
          {items.map((item, index) => {
            const image = item.getFieldset();
            return (
              <li
                key={item.key}
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
                  <span title={t("editor.images.drag")} className="hidden lg:mt-9 lg:block">
                    <GripVertical aria-hidden="true" className="size-5 cursor-grab text-stone" />
                  </span>
                ) : (
                  <span className="hidden lg:block" />
                )}
                <ImageUploadField
                  name={image.imageUrl.name}
                  defaultValue={image.imageUrl.initialValue ?? null}
                  previewUrl={previews[image.imageUrl.initialValue ?? ""] ?? null}
                  productId={data.id ?? undefined}
                  label={t("editor.images.colour", { position: index + 1 })}
                  error={image.imageUrl.errors?.[0] ? t(image.imageUrl.errors[0] as MessageKey) : undefined}
                />
                <TextField field={image.altText} label={t("editor.images.altText")} maxLength={declared.images.parts.colourName} />
                <div className="flex gap-1 lg:mt-7">
                  <IconButton
                    label={t("editor.images.moveUp")}
                    disabled={index === 0}
                    {...form.reorder.getButtonProps({ name: fields.images.name, from: index, to: index - 1 })}
                    onClick={hydrated ? (event) => (event.preventDefault(), move(index, index - 1)) : undefined}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </IconButton>
                  <IconButton
                    label={t("editor.images.moveDown")}
                    disabled={index === items.length - 1}
                    {...form.reorder.getButtonProps({ name: fields.images.name, from: index, to: index + 1 })}
                    onClick={hydrated ? (event) => (event.preventDefault(), move(index, index + 1)) : undefined}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </IconButton>
                  <IconButton label={t("editor.images.remove")} {...form.remove.getButtonProps({ name: fields.images.name, index })}>
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
            form.insert({ name: fields.images.name, defaultValue: { imageUrl: image.key, altText: "" } });
          }}
        />
      </div>
    </div>
  );
}

function IconButton({ label, children, ...props }: React.ComponentProps<"button"> & { label: string }) {
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

function ConflictPanel({ conflict, formId, productId }: { conflict: NonNullable<Extract<EditorActionData, { kind: "form" }>["conflict"]>; formId: string; productId: number }) {
  const { t, locale } = useT();
  const date = formatDate(conflict.savedAt, locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <div role="alert" className="mt-8 rounded-sm border border-brass/50 bg-ivory p-5 shadow-sm sm:p-7">
      <h2 className="flex items-start gap-3 text-2xl">
        <AlertTriangle aria-hidden="true" className="mt-1 size-5 shrink-0 text-brass-dark" />
        {t("editor.conflict.title")}
      </h2>
      <p className="mt-3 text-bark">
        {conflict.savedBy
          ? t("editor.conflict.bodyBy", { email: conflict.savedBy, version: conflict.version, date })
          : t("editor.conflict.body", { version: conflict.version, date })}
      </p>
      <SnapshotDiff
        before={conflict.theirs}
        after={conflict.mine}
        beforeLabel={t("editor.conflict.theirs")}
        afterLabel={t("editor.conflict.mine")}
        className="mt-5"
      />
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <div>
          <Button type="submit" form={formId} name="overwriteVersion" value={String(conflict.version)} className="w-full">
            {t("editor.conflict.keepMine")}
          </Button>
          <p className="mt-2 text-sm text-stone">{t("editor.conflict.keepMineHint")}</p>
        </div>
        <div>
          <Link to={`/admin/products/${productId}`} className={cn(buttonVariants({ variant: "outline" }), "w-full bg-white")}>
            {t("editor.conflict.takeTheirs")}
          </Link>
          <p className="mt-2 text-sm text-stone">{t("editor.conflict.takeTheirsHint")}</p>
        </div>
      </div>
    </div>
  );
}

type HistoryRow = EditorData["history"][number];

function HistoryPanel({ data, dirty, query }: { data: Extract<EditorData, { mode: "edit" }>; dirty: boolean; query: EditorQuery }) {
  const { t } = useT();
  const hydrated = useHydrated();
  const rows = data.history;
  const versions = rows.map((row) => row.version);
  const pick = (wanted: number | null, fallback: number | undefined) => (wanted !== null && versions.includes(wanted) ? wanted : fallback);
  const [from, setFrom] = useState(pick(query.from, versions[1] ?? versions[0]));
  const [to, setTo] = useState(pick(query.to, versions[0]));
  const snapshotOf = (version: number | undefined) => rows.find((row) => row.version === version)?.snapshot;
  const fromSnapshot = snapshotOf(from);
  const toSnapshot = snapshotOf(to);

  if (rows.length === 0) return <p className="rounded-sm border border-dashed border-sand bg-ivory p-8 text-stone">{t("editor.history.empty")}</p>;

  return (
    <div className="grid gap-10 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <div>
        <p className="max-w-2xl text-bark">{t("editor.history.intro")}</p>
        <ol className="mt-6 grid gap-3">
          {rows.map((row, index) => (
            <HistoryItem key={row.version} row={row} previous={rows[index + 1]} current={row.version === data.version} data={data} dirty={dirty} />
          ))}
        </ol>
      </div>
      <div>
        <h3 className="flex items-center gap-2 text-xl">
          <History aria-hidden="true" className="size-5 text-brass" /> {t("editor.history.compare")}
        </h3>
        <form
          method="get"
          className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          onSubmit={(event) => {
            if (hydrated) event.preventDefault();
          }}
        >
          <input type="hidden" name="tab" value="history" />
          <div>
            <Label htmlFor="history-from">{t("editor.history.from")}</Label>
            <NativeSelect id="history-from" name="from" value={String(from ?? "")} onChange={(event) => setFrom(Number(event.target.value))}>
              {versions.map((version) => (
                <option key={version} value={version}>
                  {t("editor.history.version", { version })}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div>
            <Label htmlFor="history-to">{t("editor.history.to")}</Label>
            <NativeSelect id="history-to" name="to" value={String(to ?? "")} onChange={(event) => setTo(Number(event.target.value))}>
              {versions.map((version) => (
                <option key={version} value={version}>
                  {t("editor.history.version", { version })}
                </option>
              ))}
            </NativeSelect>
          </div>
          {/* With JavaScript the comparison follows the choices at once. */}
          <Button type="submit" variant="outline" className="col-span-2 bg-white sm:col-span-1" hidden={hydrated}>
            {t("editor.history.show")}
          </Button>
        </form>
        {fromSnapshot && toSnapshot ? (
          <div aria-live="polite">
            <SnapshotDiff
              before={fromSnapshot}
              after={toSnapshot}
              beforeLabel={t("editor.history.version", { version: from! })}
              afterLabel={t("editor.history.version", { version: to! })}
              className="mt-5"
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}

function HistoryItem({
  row,
  previous,
  current,
  data,
  dirty,
}: {
  row: HistoryRow;
  previous: HistoryRow | undefined;
  current: boolean;
  data: Extract<EditorData, { mode: "edit" }>;
  dirty: boolean;
}) {
  const { t, locale } = useT();
  const navigation = useNavigation();
  const restoring = navigation.state !== "idle" && navigation.formData?.get("restoreVersion") === String(row.version);
  const changed = previous ? changedSnapshotFields(previous.snapshot, row.snapshot).length : 0;
  const date = formatDate(row.createdAt, locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <li className={cn("rounded-sm border bg-white p-4", current ? "border-brass/60" : "border-sand")}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-charcoal">
            {t("editor.history.version", { version: row.version })}
            {current ? (
              <span className="ml-2 inline-flex items-center rounded-sm bg-walnut px-1.5 py-0.5 align-middle text-xs font-semibold text-ivory">
                {t("editor.history.current")}
              </span>
            ) : null}
          </p>
          <p className="mt-1 text-sm text-stone">
            <time dateTime={row.createdAt}>{date}</time>
            {" · "}
            <span className="[overflow-wrap:anywhere]">{row.actorEmail ?? t("editor.history.unknownAuthor")}</span>
          </p>
        </div>
        {current ? null : (
          <Form
            method="post"
            onSubmit={(event) => {
              if (dirty && !window.confirm(t("editor.history.restoreConfirm", { version: row.version }))) event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="restore" />
            <input type="hidden" name="restoreVersion" value={row.version} />
            <input type="hidden" name="version" value={data.version} />
            <Button type="submit" variant="outline" className="bg-white" disabled={restoring} aria-label={t("editor.history.restoreVersion", { version: row.version })}>
              {t("editor.history.restore")}
            </Button>
          </Form>
        )}
      </div>
      {previous ? (
        <details className="group mt-3">
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brass-dark hover:underline">
            {t("editor.history.changes", { count: changed })}
          </summary>
          <SnapshotDiff
            before={previous.snapshot}
            after={row.snapshot}
            beforeLabel={t("editor.history.version", { version: previous.version })}
            afterLabel={t("editor.history.version", { version: row.version })}
            className="mt-2"
          />
        </details>
      ) : null}
    </li>
  );
}
