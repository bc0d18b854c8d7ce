import { getFormProps, useForm } from "@conform-to/react";
import { slugOf } from "~/platform/text/slug";
import { parseWithZod } from "@conform-to/zod/v4";
import { AlertTriangle, ArrowLeft, ExternalLink, Eye } from "lucide-react";
import { useEffect, useRef, type FormEvent } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { Button, buttonVariants } from "~/ui/button";
import { Input, Label } from "~/ui/field";
import { formatDate, useT, type MessageKey } from "~/platform/i18n/i18n";
import { notify } from "~/ui/toast";
import { useToastClearance } from "~/ui/toast-clearance";
import { cn } from "~/ui/class-names";
import { UnsavedChangesDialog, useUnsavedChanges } from "~/ui/admin/unsaved-changes-prompt";
import { startingValues } from "~/ui/admin/unsaved-changes";
import { AutosaveNotice, AutosaveStatus, continueFrom, useAutosave } from "~/ui/admin/autosave";
import { useSaveShortcut } from "~/ui/admin/save-shortcut";
import { kindSpec, isSingleton, listPath } from "../content-kinds";
import { toCompanyTime } from "../company-time";
import type { ContentEditorData, ContentEditorOutcome } from "./content-editor.server";
import { contentFormSchema } from "./content-form";
import { ContentGroup } from "./content-group";
import { CreateState } from "./create-state";
import type { Field } from "~/ui/admin/form-fields";
import { ContentHistory } from "./content-history";
import { ChangesActions, ChangesNotice } from "./content-changes-panel";
import { useContentSearchResults } from "./content-search";
import { useRefreshWhenDue } from "./refresh-when-due";
import { ContentNav, kindLabel, StateBadge, whenText } from "./content-nav";

/*
 * The editor of an entry of the site's content, drawn from its kind's declaration: each group of
 * fields a section, each field by its kind (content-fields.tsx). Beside the form: whether it is
 * public, publishing now or at a time, the Trash; under it, its history. One Conform form checks
 * every field in the browser with the schema the server uses, and posts without JavaScript too.
 */

export function ContentEditor({ data, outcome }: { data: ContentEditorData; outcome: ContentEditorOutcome | undefined }) {
  const { t, locale } = useT();
  const keepToastsClear = useToastClearance<HTMLDivElement>();
  // A slide's day, as the office reads it (noon there, so no time zone moves it to the day before).
  const day = (value: string) => formatDate(`${value}T17:00:00Z`, locale, { dateStyle: "long" });
  const publishedText = (days: { when: "later" | "ended" | "now"; from: string | null; until: string | null } | null) => {
    if (days?.when === "later" && days.from) return t("content.editor.publishedFrom", { day: day(days.from) });
    if (days?.when === "ended" && days.until) return t("content.editor.publishedEnded", { day: day(days.until) });
    if (days?.until) return t("content.editor.publishedUntil", { day: day(days.until) });
    return t("content.editor.published");
  };
  const navigation = useNavigation();
  const [search] = useSearchParams();
  const { kind } = data;
  const entity = kindSpec(kind).entity;
  const formResult = outcome?.kind === "form" ? outcome.result : undefined;
  const schema = contentFormSchema(kind);
  const [form, fields] = useForm<Record<string, unknown>>({
    id: `content-${kind}-${data.id ?? "new"}-${data.version ?? 0}-${data.changes ? "changes" : "live"}`,
    lastResult: formResult,
    defaultValue: startingValues(continueFrom({ ...(data.defaults as Record<string, unknown>), version: data.version === null ? "" : String(data.version) }, data.autosave)),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema, disableAutoCoercion: true }),
  });
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST" && (navigation.formData?.get("intent") ?? "save") === "save";
  // A new entry's address follows its title while it is blank or still the one suggested; once
  // staff write one of their own (before the scripts ran too), it is theirs.
  const suggested = useRef("");
  const suggestSlug = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (data.mode !== "create" || target.name !== "title") return;
    const slug = event.currentTarget.elements.namedItem("slug");
    if (!(slug instanceof HTMLInputElement)) return;
    if (slug.value !== "" && slug.value !== suggested.current) return;
    suggested.current = slugOf(target.value, slug.maxLength > 0 ? slug.maxLength : 80);
    slug.value = suggested.current;
    // The form hears of it as of typing (its checks, its unsaved-changes prompt).
    slug.dispatchEvent(new Event("input", { bubbles: true }));
  };
  const searchResults = useContentSearchResults(kind, (form.value ?? data.defaults) as Record<string, unknown>);
  const { blocker } = useUnsavedChanges(form.value, data.defaults, entity);
  useSaveShortcut(form.id, saving);
  const autosaved = useAutosave(data.autosave, form.id, form.value);
  useRefreshWhenDue([data.state && !data.state.isPublished ? data.state.publishAt : null, data.changes?.publishAt ?? null]);

  useEffect(() => {
    if (formResult?.status === "error") void notify("error", t("content.editor.checkFields"));
  }, [formResult, t]);
  useEffect(() => {
    if (outcome?.kind === "message") void notify(outcome.ok ? "success" : "error", t(outcome.message, outcome.values?.when ? { ...outcome.values, when: whenText(String(outcome.values.when), locale) } : outcome.values));
  }, [outcome, t, locale]);
  const saved = search.get("saved");
  const savedText = (what: string | null) =>
    what === "changes" ? t("content.changes.saved") : what === "published" ? t("content.editor.createdPublished") : what === "scheduled" ? t("content.editor.createdScheduled") : what === "1" ? t("content.editor.saved") : t("content.editor.unchanged");
  const restored = search.get("restored");

  const singleton = isSingleton(kind);
  const title = singleton ? t("content.kind.company") : t(kindLabel(kind, data.mode === "create" ? "new" : "edit"));
  const formErrors = formResult?.error?.[""] ?? [];
  const back = singleton ? "/admin/content" : listPath(kind);
  const pictures = data.previews;

  return (
    <section aria-labelledby="admin-page-title" className="pb-28">
      {!singleton ? (
        <Link to={back} className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-walnut transition-colors hover:text-brass-dark">
          <ArrowLeft aria-hidden="true" className="size-4" /> {t("content.editor.back")}
        </Link>
      ) : null}
      <div className="mt-4 flex flex-wrap items-end justify-between gap-x-6 gap-y-4">
        <div className="min-w-0">
          <h1 id="admin-page-title" className="text-3xl sm:text-4xl">
            {title}
          </h1>
          {data.state ? (
            <p className="mt-2 text-sm text-stone">
              <span className="font-semibold text-bark [overflow-wrap:anywhere]">{data.state.title}</span>
              {" · "}
              {data.state.savedBy
                ? t("content.editor.savedBy", { version: data.version ?? 0, when: whenText(data.state.updatedAt, locale), who: data.state.savedBy })
                : t("content.editor.savedBySite", { version: data.version ?? 0, when: whenText(data.state.updatedAt, locale) })}
            </p>
          ) : null}
        </div>
        {kind === "slide" && data.mode === "edit" ? (
          <a href={`${listPath(kind)}/preview?slide=${data.id}`} target="_blank" rel="noopener" className={cn(buttonVariants({ variant: "outline" }), "bg-white")}>
            <Eye aria-hidden="true" className="size-4" /> {t("content.preview.home")}
            <span className="sr-only"> {t("content.editor.newTab")}</span>
          </a>
        ) : null}
        {data.state?.publicPath ? (
          <div className="flex flex-wrap gap-3">
            <a href={`${listPath(kind)}/${data.id}/preview`} target="_blank" rel="noopener" className={cn(buttonVariants({ variant: "outline" }), "bg-white")}>
              <Eye aria-hidden="true" className="size-4" /> {t("content.editor.preview")}
              <span className="sr-only"> {t("content.editor.newTab")}</span>
            </a>
            {data.state.isPublished ? (
              <a href={data.state.publicPath} target="_blank" rel="noopener" className={cn(buttonVariants({ variant: "outline" }), "bg-white")}>
                <ExternalLink aria-hidden="true" className="size-4" /> {t("content.action.view")}
                <span className="sr-only"> {t("content.editor.newTab")}</span>
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
      {singleton ? <ContentNav isAdmin={data.isAdmin} /> : null}
      {singleton ? <p className="mt-6 max-w-2xl text-bark">{t("content.editor.companyIntro")}</p> : null}
      {data.mailTo ? <p className="mt-3 max-w-2xl rounded-sm border border-brass/50 bg-brass/5 px-4 py-3 text-sm text-bark">{t("content.editor.mailToSet", { address: data.mailTo })}</p> : null}

      {saved || restored ? (
        <p role="status" className="mt-6 rounded-sm border border-walnut/20 bg-walnut/5 px-4 py-3 text-sm font-semibold text-walnut">
          {restored ? t("content.history.restored", { version: Number(restored) }) : savedText(saved)}
        </p>
      ) : null}
      <AutosaveNotice autosave={data.autosave} />
      {data.changes ? <ChangesNotice changes={data.changes} version={data.version} /> : null}
      {formErrors.length ? (
        <p role="alert" className="mt-6 flex items-start gap-3 rounded-sm border border-error/40 bg-error/5 px-4 py-3 text-sm font-medium text-error">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {formErrors.map((error) => t(error as MessageKey, { version: data.version ?? 0 })).join(" ")}
        </p>
      ) : null}
      {outcome?.kind === "message" && !outcome.ok ? (
        <p role="alert" className="mt-6 rounded-sm border border-error/40 bg-error/5 px-4 py-3 text-sm font-medium text-error">
          {t(outcome.message, outcome.values)}
        </p>
      ) : null}

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <Form method="post" encType="multipart/form-data" {...getFormProps(form)} onInput={suggestSlug} className="grid gap-8">
          <input type="hidden" name="version" value={data.autosave.baseVersion ?? ""} />
          <input type="hidden" name="intent" value="save" />
          {data.changes ? <input type="hidden" name="fromChanges" value="1" /> : null}
          {entity.groups.map((group) => (
            <ContentGroup key={group} kind={kind} group={group} fields={fields as never} form={form as never} options={data.options} previews={pictures} searchResults={searchResults} />
          ))}
          <div ref={keepToastsClear} className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center justify-end gap-3 border-t border-sand bg-ivory/95 px-1 py-3 backdrop-blur">
            <AutosaveStatus state={autosaved} className="max-sm:basis-full max-sm:text-xs" />
            {/* On a phone, with a draft of changes' button beside Save, the link back is the one above the title. */}
            <Link to={back} className={cn(buttonVariants({ variant: "outline" }), (data.state?.isPublished || data.changes) && "max-sm:hidden")}>
              {t("content.editor.back")}
            </Link>
            {data.state?.isPublished || data.changes ? (
              <Button type="submit" name="as" value="changes" variant="outline" disabled={saving}>
                {t("content.changes.save")}
              </Button>
            ) : null}
            <Button type="submit" disabled={saving}>
              {saving ? t("content.editor.saving") : data.mode === "create" ? t("content.editor.create") : t("content.editor.save")}
            </Button>
          </div>
        </Form>

        {data.mode === "create" && !singleton ? <CreateState formId={form.id} publishAt={fields.publishAt as Field} busy={saving} /> : null}
        {data.state && !singleton ? (
          <aside aria-labelledby="content-state-title" className="grid gap-4 rounded-sm border border-sand bg-white p-5 lg:sticky lg:top-24">
            <h2 id="content-state-title" className="text-xl">
              {t("content.editor.stateTitle")}
            </h2>
            <div>
              <StateBadge state={data.state.isPublished ? "published" : data.state.publishAt ? "scheduled" : "draft"} publishAt={data.state.publishAt} />
              <p className="mt-2 text-sm text-bark">
                {data.state.isPublished
                  ? publishedText(data.state.days)
                  : data.state.publishAt
                    ? t("content.editor.scheduledFor", { when: formatDate(data.state.publishAt, locale, { dateStyle: "full", timeStyle: "short" }) })
                    : t("content.editor.draft")}
              </p>
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value={data.state.isPublished ? "unpublish" : "publish"} />
              <Button type="submit" variant={data.state.isPublished ? "outline" : "primary"} className="w-full">
                {data.state.isPublished ? t("content.editor.unpublish") : t("content.editor.publish")}
              </Button>
            </Form>
            {!data.state.isPublished ? (
              <Form method="post" className="grid gap-2 border-t border-sand pt-4">
                <input type="hidden" name="intent" value="schedule" />
                <Label htmlFor="content-publish-at">{t("content.editor.scheduleLabel")}</Label>
                <Input id="content-publish-at" type="datetime-local" name="publishAt" required defaultValue={data.state.publishAt ? toCompanyTime(new Date(data.state.publishAt)) : ""} aria-describedby="content-publish-at-hint" />
                <p id="content-publish-at-hint" className="text-xs text-stone">
                  {t("content.editor.scheduleHint")}
                </p>
                <Button type="submit" variant="outline">
                  {t("content.editor.schedule")}
                </Button>
              </Form>
            ) : null}
            {data.state.publishAt && !data.state.isPublished ? (
              <Form method="post">
                <input type="hidden" name="intent" value="unschedule" />
                <Button type="submit" variant="outline" size="sm" className="w-full">
                  {t("content.editor.unschedule")}
                </Button>
              </Form>
            ) : null}
            {data.changes ? <ChangesActions changes={data.changes} /> : null}
            <Form method="post" className="border-t border-sand pt-4">
              <input type="hidden" name="intent" value="trash" />
              <Button type="submit" variant="dangerOutline" size="sm" className="w-full">
                {t("content.editor.trash")}
              </Button>
            </Form>
          </aside>
        ) : null}
      </div>

      {data.mode === "edit" ? <ContentHistory kind={kind} history={data.history} version={data.version} changes={data.changes} /> : null}
      <UnsavedChangesDialog blocker={blocker} />
    </section>
  );
}

