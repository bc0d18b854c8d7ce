import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { DownloadCloud, Link2 } from "lucide-react";
import type { ComponentProps } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { ActionOutcome } from "~/ui/admin/action-outcome";
import { SpreadsheetUploadForm } from "~/features/imports/sheet/spreadsheet-upload";
import { AdminTableHead, StackCell } from "~/ui/admin/data-table";
import { TextField } from "~/ui/admin/form-fields";
import { ImportStateBadge } from "~/features/imports/job/import-state";
import { IMPORT_LINK_MAX, linkImportSchema } from "~/features/imports/link/import-form-schema";
import { Button } from "~/ui/button";
import { env } from "~/platform/config/env.server";
import { formatDate, useT, type MessageKey } from "~/platform/i18n/i18n";
import { actorOf } from "~/platform/audit/actor.server";
import { checkTarget, FetchRefused } from "~/platform/fetch/fetch-guard.server";
import { hasUnexpectedShape } from "~/platform/http/form-lists.server";
import { refusalMessage } from "~/features/imports/import-messages";
import { queueBulkImport } from "~/features/imports/bulk/bulk-import.server";
import { importedFrom, isDryRun } from "~/features/imports/job/import-payload-and-records.server";
import { JOB_KINDS, jobKindOf } from "~/features/imports/kinds/index.server";
import { queueLinkImport } from "~/features/imports/link/link-import.server";
import { readForm } from "~/platform/http/read-form.server";
import { requireRole } from "~/features/auth/require-role.server";
import { listJobs } from "~/platform/jobs/jobs.server";
import { job as jobEntity } from "~/features/imports/job.entity";
import type { AdminHandle } from "~/ui/admin/admin-handle";
import { importSection } from "~/features/imports/admin-section";
import type { Route } from "./+types/import";

export const handle = { ...importSection, title: "import.title" } satisfies AdminHandle;

/*
 * The Data import tab (/admin/import): 'Import from link' for one product page, the bulk import,
 * 'Import a spreadsheet' (which posts to its own route, decision 028), and the latest imports
 * with where each stands. An import is a background job (decision 024):
 * posting queues it and opens its own page, which follows it to the end. Either form can ask for
 * a dry run, which lists what the import would do and changes nothing (decision 027); undoing an
 * import is a job of its own and is listed too.
 */

export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, jobEntity.access);
  const jobs = await listJobs({ kinds: Object.keys(JOB_KINDS), limit: 20 });
  const supplier = env().SUPPLIER_URL;
  return {
    supplier: supplier ? new URL(supplier).host : null,
    jobs: jobs.map((job) => ({
      id: job.id,
      kind: job.kind,
      state: job.state,
      link: importedFrom(job.payload),
      dryRun: isDryRun(job.payload),
      undoOf: jobKindOf(job.kind)?.undoOf(job.payload) ?? null,
      createdAt: job.createdAt.toISOString(),
      by: job.createdByEmail,
    })),
  };
}

export const formFields = ["intent", "url", "publish", "dryRun"];

interface ImportActionData {
  result?: SubmissionResult<string[]>;
  outcome?: { ok: boolean; message: MessageKey };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireRole(request, context, jobEntity.access);
  const form = await readForm(request, 16 * 1024);
  const who = actorOf({ user }, context);
  if (form.get("intent") === "bulk") {
    const supplierUrl = env().SUPPLIER_URL;
    if (!supplierUrl) return data<ImportActionData>({ outcome: { ok: false, message: "import.bulk.notConfigured" } }, { status: 409 });
    const { job } = await queueBulkImport({
      supplierUrl,
      publish: form.get("publish") === "on",
      dryRun: form.get("dryRun") === "on",
      ...who,
    });
    throw redirect(`/admin/import/jobs/${job.id}?new=1`, 303);
  }
  if (form.get("intent") !== "link") {
    return data<ImportActionData>({ outcome: { ok: false, message: "import.error.unknown" } }, { status: 400 });
  }
  const submission = parseWithZod(form as FormData, { schema: linkImportSchema, disableAutoCoercion: true });
  if (hasUnexpectedShape(submission.payload)) {
    return data<ImportActionData>({ outcome: { ok: false, message: "import.error.unknown" } }, { status: 400 });
  }
  if (submission.status !== "success") return data<ImportActionData>({ result: submission.reply() }, { status: 400 });
  // What can be told from the link alone is refused here, under the field; the address a name
  // resolves to is checked when the import fetches it.
  let url: string;
  try {
    url = checkTarget(submission.value.url, env().IMPORT_ALLOWED_HOSTS).href;
  } catch (error) {
    if (!(error instanceof FetchRefused)) throw error;
    return data<ImportActionData>({ result: submission.reply({ fieldErrors: { url: [refusalMessage(error.reason)] } }) }, { status: 400 });
  }
  const job = await queueLinkImport({
    url,
    publish: submission.value.publish,
    dryRun: submission.value.dryRun,
    ...who,
  });
  throw redirect(`/admin/import/jobs/${job.id}?new=1`, 303);
}

export default function AdminImport({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const outcomeText = actionData?.outcome ? t(actionData.outcome.message) : null;
  return (
    <section aria-labelledby="admin-page-title">
      <h1 id="admin-page-title" className="text-3xl sm:text-4xl">
        {t("import.title")}
      </h1>
      <p className="mt-3 max-w-3xl text-bark">{t("import.intro")}</p>
      <ActionOutcome result={actionData?.outcome} text={outcomeText} />
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <LinkImportForm result={actionData?.result} />
        <BulkImportForm supplier={loaderData.supplier} />
        <SpreadsheetUploadForm result={undefined} className="grid gap-5 rounded-sm border border-sand bg-ivory p-6 lg:col-span-2" />
      </div>
      <RecentImports jobs={loaderData.jobs} />
    </section>
  );
}

function LinkImportForm({ result }: { result: SubmissionResult<string[]> | undefined }) {
  const { t } = useT();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "link";
  const [form, fields] = useForm({
    id: "link-import",
    lastResult: result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: linkImportSchema, disableAutoCoercion: true }),
  });
  const { key: publishKey, ...publishProps } = getInputProps(fields.publish, { type: "checkbox" });
  const { key: dryRunKey, ...dryRunProps } = getInputProps(fields.dryRun, { type: "checkbox" });
  return (
    <Form method="post" action="/admin/import" {...getFormProps(form)} className="grid gap-5 rounded-sm border border-sand bg-ivory p-6">
      <div>
        <h2 className="flex items-center gap-2 font-display text-2xl">
          <Link2 aria-hidden="true" className="size-5 text-brass-dark" />
          {t("import.link.title")}
        </h2>
        <p className="mt-2 text-sm text-bark">{t("import.link.intro")}</p>
      </div>
      <input type="hidden" name="intent" value="link" />
      <TextField
        field={fields.url}
        label={t("import.link.field")}
        placeholder={t("import.link.placeholder")}
        required
        maxLength={IMPORT_LINK_MAX}
        spellCheck={false}
      />
      <PublishChoice key={publishKey} {...publishProps} />
      <DryRunChoice key={dryRunKey} {...dryRunProps} />
      <div>
        <Button type="submit" disabled={submitting}>
          {submitting ? t("import.link.working") : t("import.link.submit")}
        </Button>
      </div>
    </Form>
  );
}

/** 'Publish imported products', a checkbox both imports offer: new products are drafts without it. */
function PublishChoice(props: ComponentProps<"input">) {
  return <Choice {...props} label="import.publish" hint="import.publishHint" />;
}

/** 'Dry run', a checkbox both imports offer: the import lists what it would do and changes nothing. */
function DryRunChoice(props: ComponentProps<"input">) {
  return <Choice {...props} label="import.dryRun" hint="import.dryRunHint" />;
}

function Choice({ label, hint, ...props }: ComponentProps<"input"> & { label: MessageKey; hint: MessageKey }) {
  const { t } = useT();
  return (
    <label className="flex min-h-11 items-start gap-3 text-sm">
      <input {...props} className="mt-0.5 size-5 shrink-0 accent-brass" />
      <span>
        <span className="font-semibold text-charcoal">{t(label)}</span>
        <span className="block text-stone">{t(hint)}</span>
      </span>
    </label>
  );
}

function BulkImportForm({ supplier }: { supplier: string | null }) {
  const { t } = useT();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "bulk";
  return (
    <Form method="post" action="/admin/import" className="grid gap-5 rounded-sm border border-sand bg-linen/60 p-6 lg:self-start">
      <div>
        <h2 className="flex items-center gap-2 font-display text-2xl">
          <DownloadCloud aria-hidden="true" className="size-5 text-brass-dark" />
          {t("import.bulk.title")}
        </h2>
        <p className="mt-2 text-sm text-bark">{supplier ? t("import.bulk.body") : t("import.bulk.notConfigured")}</p>
      </div>
      {supplier ? (
        <>
          <p className="text-sm">
            <span className="block text-xs tracking-wide text-stone uppercase">{t("import.bulk.source")}</span>
            <span className="font-semibold [overflow-wrap:anywhere] text-charcoal">{supplier}</span>
          </p>
          <input type="hidden" name="intent" value="bulk" />
          <PublishChoice type="checkbox" name="publish" />
          <DryRunChoice type="checkbox" name="dryRun" />
          <div>
            <Button type="submit" variant="outline" disabled={submitting}>
              {submitting ? t("import.link.working") : t("import.bulk.submit")}
            </Button>
          </div>
        </>
      ) : null}
    </Form>
  );
}

type ImportRow = Route.ComponentProps["loaderData"]["jobs"][number];

function RecentImports({ jobs }: { jobs: ImportRow[] }) {
  const { t, locale } = useT();
  return (
    <section aria-labelledby="recent-imports" className="mt-10">
      <h2 id="recent-imports" className="font-display text-2xl">
        {t("import.recent.title")}
      </h2>
      {jobs.length === 0 ? (
        <p className="mt-4 rounded-sm border border-dashed border-sand bg-ivory p-8 text-bark">{t("import.recent.empty")}</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-sm border border-sand bg-ivory">
          <table className="w-full text-left text-sm max-lg:block">
            <AdminTableHead className="max-lg:sr-only" columns={jobEntity.listColumns.map((column) => t(column.header))} />
            <tbody className="divide-y divide-sand/70 max-lg:block">
              {jobs.map((job) => (
                <tr key={job.id} className="max-lg:block max-lg:py-3">
                  <StackCell className="max-lg:pb-1 tabular-nums lg:w-0">
                    <Link
                      to={`/admin/import/jobs/${job.id}`}
                      aria-label={t("import.recent.open", { id: job.id })}
                      className="inline-flex min-h-11 items-center font-semibold text-brass-dark underline decoration-sand underline-offset-4 hover:decoration-brass"
                    >
                      #{job.id}
                    </Link>
                  </StackCell>
                  <StackCell label={t(jobEntity.column("link").header)} className="lg:max-w-md">
                    <div className="min-w-0">
                      <span className="block text-xs tracking-wide text-stone uppercase">
                        {t(`import.kind.${job.kind}` as MessageKey)}
                        {job.dryRun ? <span className="ml-2 rounded-sm border border-sand px-1.5 py-px normal-case">{t("import.recent.dryRun")}</span> : null}
                      </span>
                      <span className="block [overflow-wrap:anywhere] text-charcoal">
                        {job.undoOf !== null ? t("import.recent.undoOf", { id: job.undoOf }) : job.link}
                      </span>
                    </div>
                  </StackCell>
                  <StackCell label={t(jobEntity.column("state").header)} className="lg:whitespace-nowrap">
                    <ImportStateBadge state={job.state} />
                  </StackCell>
                  <StackCell label={t(jobEntity.column("started").header)} className="text-bark tabular-nums lg:whitespace-nowrap">
                    <time dateTime={job.createdAt}>{formatDate(job.createdAt, locale, { dateStyle: "medium", timeStyle: "short" })}</time>
                  </StackCell>
                  <StackCell label={t(jobEntity.column("by").header)} className="[overflow-wrap:anywhere] text-bark">
                    {job.by ?? "—"}
                  </StackCell>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
