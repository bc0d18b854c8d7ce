import { product as productEntity } from "~/features/catalogue/product.entity";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { AlertTriangle, ArrowLeft, ExternalLink } from "lucide-react";
import { useEffect } from "react";
import type { z } from "zod";
import { Form, Link, useNavigation } from "react-router";
import { buttonVariants } from "~/ui/button";
import { useT, type MessageKey } from "~/platform/i18n/i18n";
import type {
  EditorActionData,
  EditorData,
  EditorQuery,
} from "~/features/catalogue/admin/editor/editor-page.server";
import { notify } from "~/ui/toast";
import { useHydrated } from "~/platform/render/use-hydrated";
import { cn } from "~/ui/class-names";
import { versionLine } from "./product-diff";
import { SavedNotice } from "~/ui/admin/saved-notice";
import { productFormSchema } from "./product-form-schema";
import { BasicInfo } from "./basic-info-tab";
import { ConflictPanel } from "./conflict-panel";
import type { FormInput } from "./editor-form";
import { EditorTabBar, TabPanel, tabOfField, useEditorTab } from "./editor-tabs";
import { HistoryPanel } from "./history-tab";
import { ImageManagement } from "./images-tab";
import { SaveBar, useSaveShortcut } from "./save-bar";
import { SeoSettings } from "./seo-tab";
import { FrenchTexts, missingFrench } from "./french-tab";
import { UnsavedChangesDialog, useUnsavedChanges } from "~/ui/admin/unsaved-changes-prompt";
import { startingValues } from "~/ui/admin/unsaved-changes";
import { AutosaveNotice, AutosaveStatus, continueFrom, useAutosave } from "~/ui/admin/autosave";
import type { EditorAutosave } from "~/platform/autosave/working-copy-fields";

/*
 * The product editor (create or edit). One Conform form holds the fields of every tab, so a post
 * without JavaScript never drops a tab's fields: without JavaScript the tabs are links to the
 * sections shown one after another; with it they are tabs that show one section at a time
 * (./editor-tabs.tsx; each tab is a module of its own beside this one).
 * History sits outside the form: its restores are forms of their own. Each field's label, hint,
 * limit, whether it is required and its tab come from the product's declaration
 * (app/features/catalogue/product.entity.ts); widgets that are more than a text box are written out in the tabs.
 */

export function ProductEditor({
  data,
  actionData,
  query,
  autosave,
}: {
  data: EditorData;
  actionData: EditorActionData | undefined;
  query: EditorQuery;
  autosave: EditorAutosave;
}) {
  const { t, locale } = useT();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const formResult = actionData?.kind === "form" ? actionData : undefined;
  const conflict = formResult?.conflict;
  // A new product has no History tab, so `?tab=history` there opens the first one.
  const { tab, setTab, chooseTab } = useEditorTab(
    data.mode === "create" && query.tab === "history" ? "basic" : query.tab,
  );

  const [form, fields] = useForm<FormInput, z.output<typeof productFormSchema>>({
    id: `product-${data.id ?? "new"}-${data.version ?? 0}`,
    lastResult: formResult?.result,
    // Blank fields post nothing Conform keeps: left out here too, so the form starts clean.
    defaultValue: startingValues(continueFrom(data.defaults, autosave)),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: productFormSchema, disableAutoCoercion: true }),
  });

  const saving =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") !== "restore" &&
    navigation.formMethod === "POST";
  // Never lose work: leaving the editor with unsaved changes asks first (saving does not).
  const { dirty, blocker } = useUnsavedChanges(form.value, data.defaults, productEntity);
  useSaveShortcut(form.id, saving);
  const autosaved = useAutosave(autosave, form.id, form.value);

  // Errors: the tab holding the first one comes forward, and its field takes the keyboard.
  const errorNames = Object.keys(form.allErrors).filter(
    (name) => form.allErrors[name]?.length && name !== "",
  );
  const firstError = errorNames.find(Boolean);
  const lastStatus = form.status;
  useEffect(() => {
    if (lastStatus !== "error" || !firstError) return;
    const frame = requestAnimationFrame(() => {
      setTab(tabOfField(firstError));
      requestAnimationFrame(() => {
        document
          .querySelector<HTMLElement>(`#${CSS.escape(form.id)} [name="${CSS.escape(firstError)}"]`)
          ?.focus();
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
      void notify("error", t("editor.toast.saveFailed"), {
        description: t("editor.toast.saveFailedDetail"),
      });
    } else if (formResult.result.status === "error" && !formResult.conflict) {
      void notify("error", t("editor.toast.saveFailed"), {
        description: t("editor.toast.checkFields"),
      });
    }
  }, [formResult, t]);
  useEffect(() => {
    if (actionData?.kind === "restore")
      void notify("error", t("editor.toast.saveFailed"), { description: t(actionData.message) });
  }, [actionData, t]);
  useEffect(() => {
    if (!query.restored) return;
    void notify("success", t("editor.history.restored", { version: query.restored }));
    const url = new URL(window.location.href);
    url.searchParams.delete("restored");
    window.history.replaceState(window.history.state, "", url.pathname + url.search);
  }, [query.restored, t]);

  const heading = data.mode === "create" ? t("editor.title.new") : t("editor.title.edit");
  const serverErrors = formResult && (formResult.result.error?.[""] ?? []);

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
              <span className="font-semibold text-bark [overflow-wrap:anywhere]">
                {data.defaults.title}
              </span>
              {" · "}
              <span className="tabular-nums">#{data.id}</span>
              {" · "}
              {versionLine(t, locale, {
                version: data.version,
                actorEmail: data.savedBy,
                createdAt: data.updatedAt,
              })}
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
      <AutosaveNotice autosave={autosave} />
      {conflict && data.mode === "edit" ? (
        <ConflictPanel conflict={conflict} formId={form.id} productId={data.id} />
      ) : null}

      {serverErrors && serverErrors.length > 0 ? (
        <p
          role="alert"
          className="mt-6 flex items-start gap-3 rounded-sm border border-error/40 bg-error/5 px-4 py-3 text-sm font-medium text-error"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {serverErrors.map((error) => t(error as MessageKey)).join(" ")}
        </p>
      ) : null}
      {formResult?.failure !== undefined && !hydrated ? (
        <p
          role="alert"
          className="mt-6 rounded-sm border border-error/40 bg-error/5 px-4 py-3 text-sm font-medium text-error"
        >
          {t("editor.toast.saveFailed")}: {t("editor.toast.saveFailedDetail")}
        </p>
      ) : null}

      <EditorTabBar
        tab={tab}
        creating={data.mode === "create"}
        errorNames={errorNames}
        frenchMissing={missingFrench(fields)}
        chooseTab={chooseTab}
      />

      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-8">
        <input type="hidden" name={fields.version.name} value={fields.version.initialValue ?? ""} />
        <input type="hidden" name="intent" value="save" />
        {/* 'Save' brings the editor back on the tab it was saved from. */}
        {tab !== "basic" && tab !== "history" ? <input type="hidden" name="tab" value={tab} /> : null}

        <TabPanel id="basic" tab={tab}>
          <BasicInfo fields={fields} data={data} />
        </TabPanel>

        <TabPanel id="seo" tab={tab}>
          <SeoSettings fields={fields} productId={data.id} />
        </TabPanel>

        <TabPanel id="images" tab={tab}>
          <ImageManagement fields={fields} form={form} data={data} />
        </TabPanel>

        <TabPanel id="french" tab={tab}>
          <FrenchTexts fields={fields} productId={data.id} />
        </TabPanel>

        <SaveBar
          formId={form.id}
          creating={data.mode === "create"}
          saving={saving}
          hidden={hydrated && tab === "history"}
          status={<AutosaveStatus state={autosaved} className="max-sm:basis-full max-sm:text-xs" />}
        />
      </Form>

      {data.mode === "edit" ? (
        <TabPanel id="history" tab={tab}>
          <HistoryPanel data={data} dirty={dirty} query={query} />
        </TabPanel>
      ) : null}

      <UnsavedChangesDialog blocker={blocker} />
    </section>
  );
}
