import { ArrowLeft, Download, ExternalLink, FlaskConical, PencilLine, Play } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigate, useNavigation, useRevalidator } from "react-router";
import { ActionOutcome } from "~/ui/admin/action-outcome";
import { JobItems } from "~/features/imports/job/import-items";
import { useItemMessage } from "~/features/imports/item-message-text";
import { SpreadsheetPreview } from "~/features/imports/sheet/spreadsheet-preview";
import { ImportStateBadge } from "~/features/imports/job/import-state";
import { Button, buttonVariants } from "~/ui/button";
import type { JobState } from "~/platform/db/schema";
import { formatDate, formatNumber, useT, type MessageKey } from "~/platform/i18n/i18n";
import { notify } from "~/ui/toast";
import { useHydrated } from "~/platform/render/use-hydrated";
import { cn } from "~/ui/utils";
import { BULK_COUNTS, BulkCounter, ImportCounts, SHEET_COUNTS } from "./import-counts";
import { RanAs } from "./ran-as";
import { UndoSection } from "./undo-section";
import type { AdminHandle } from "~/ui/admin/admin-handle";
import { importSection } from "~/features/imports/admin-section";
import type { Route } from "./+types/import-job";

export const handle = { ...importSection, title: "import.job.title" } satisfies AdminHandle;

/*
 * One import (/admin/import/jobs/:id): where it stands, the item in hand and its counters while
 * it runs (the page asks again every second with JavaScript, and reloads itself every three
 * seconds without), then its outcome: for an import from a link, the product's title, category
 * and gallery count with a link to the editor; the problems with single items; and 'Cancel
 * import' while it has not ended. The same figures reach anyone who opens the page, in any
 * process, since they are read from the job's row.
 *
 * Any kind of import lists what became of each item (`job_items`), filtered by outcome and paged.
 * A dry run says so, lists what the import would do and offers 'Run import', which queues the
 * same import for real; a real import that has ended offers 'Undo this import', which queues an
 * undo job whose page is this one too (decision 027).
 */

export { action, loader } from "./import-job.server";

export const formFields = ["intent"];

const ENDED: JobState[] = ["done", "failed", "cancelled"];

type Job = NonNullable<Route.ComponentProps["loaderData"]["job"]>;

export default function ImportJobPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { job, fresh } = loaderData;
  return (
    <section aria-labelledby="admin-page-title">
      <Link
        to="/admin/import"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brass-dark hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("import.job.back")}
      </Link>
      {job ? (
        <JobDetail key={job.id} job={job} fresh={fresh} />
      ) : (
        <>
          <h1 id="admin-page-title" className="mt-4 text-3xl sm:text-4xl">
            {t("import.title")}
          </h1>
          <p className="mt-8 rounded-sm border border-dashed border-sand bg-ivory p-8 text-bark">
            {t("import.job.notFound")}
          </p>
        </>
      )}
      <ActionOutcome result={actionData} text={actionData ? t(actionData.message) : null} />
    </section>
  );
}

/**
 * Asks for the job again every second while it has not ended; says how it ended once, as a toast,
 * to whoever watched it run or has just queued it (`fresh`, dropped from the address once said).
 */
function useFollow(job: Job, fresh: boolean) {
  const { t } = useT();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const running = !ENDED.includes(job.state);
  const seenRunning = useRef(running || fresh);
  useEffect(() => {
    if (!running) return;
    seenRunning.current = true;
    const timer = setInterval(() => {
      if (revalidator.state === "idle" && document.visibilityState === "visible")
        void revalidator.revalidate();
    }, 1_000);
    return () => clearInterval(timer);
  }, [running, revalidator]);
  useEffect(() => {
    if (running || !seenRunning.current) return;
    seenRunning.current = false;
    if (job.state === "done" && job.dryRun) {
      void notify("success", t("import.toast.dryRunDone"));
    } else if (job.state === "done" && job.undoOf !== null) {
      void notify("success", t("import.toast.undoDone"));
    } else if (job.state === "done" && job.bulkResult) {
      void notify("success", t("import.toast.bulkDone", job.bulkResult));
    } else if (job.state === "done" && job.result) {
      void notify(
        "success",
        t("import.toast.done", {
          title: job.result.title,
          category: job.result.categoryName ?? t("import.job.noCategory"),
          gallery: t("import.job.galleryCount", { count: job.result.galleryCount }),
        }),
      );
    } else if (job.state === "failed") {
      void notify(
        "error",
        job.error
          ? t("import.toast.failed", {
              error: job.errorIsKey ? t(job.error as MessageKey) : job.error,
            })
          : t("import.toast.failedUnknown"),
      );
    } else if (job.state === "cancelled") {
      void notify("success", t("import.toast.cancelled"));
    }
    if (fresh) void navigate({ search: "" }, { replace: true, preventScrollReset: true });
  }, [running, job, t, fresh, navigate]);
}

function JobDetail({ job, fresh }: { job: Job; fresh: boolean }) {
  const { t, locale } = useT();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  useFollow(job, fresh);
  const running = !ENDED.includes(job.state);
  const total = job.progress.total ?? 0;
  const done = job.progress.done ?? 0;
  const percent = total > 0 ? Math.round((done / total) * 100) : null;
  const cancelling = navigation.state !== "idle" && navigation.formData?.get("intent") === "cancel";
  const runningForReal =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "run";
  const say = useItemMessage();
  const errorText = job.error ? say(job.error) : t("import.error.unknown");
  return (
    <>
      {running && !hydrated ? (
        // Without JavaScript the page follows the import by reloading itself.
        <noscript dangerouslySetInnerHTML={{ __html: '<meta http-equiv="refresh" content="3">' }} />
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 id="admin-page-title" className="text-3xl sm:text-4xl">
          {t(job.title, { id: job.id, of: job.undoOf ?? "" })}
        </h1>
        <ImportStateBadge state={job.state} />
        {job.dryRun ? (
          <span className="inline-flex items-center gap-1 rounded-sm border border-brass/50 bg-ivory px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-brass-dark">
            <FlaskConical aria-hidden="true" className="size-3.5" />
            {t("import.job.dryRun")}
          </span>
        ) : null}
      </div>
      <dl className="mt-4 grid gap-1 text-sm text-bark sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-semibold text-charcoal">{t(job.label)}</dt>
        {job.undoOf !== null ? (
          <dd>
            <Link
              to={`/admin/import/jobs/${job.undoOf}`}
              className="font-semibold text-brass-dark underline decoration-sand underline-offset-4 hover:decoration-brass"
            >
              {t("import.undo.openImport", { id: job.undoOf })}
            </Link>
          </dd>
        ) : (
          <dd className="[overflow-wrap:anywhere]">
            <span className="sr-only">{t("import.job.link")}: </span>
            {job.link}
          </dd>
        )}
        <dt className="font-semibold text-charcoal">{t("import.recent.started")}</dt>
        <dd className="tabular-nums">
          <time dateTime={job.createdAt}>
            {formatDate(job.createdAt, locale, { dateStyle: "medium", timeStyle: "medium" })}
          </time>
        </dd>
      </dl>

      {job.dryRun ? (
        <div
          role="status"
          className="mt-8 flex flex-wrap items-center justify-between gap-x-6 gap-y-4 rounded-sm border border-brass/50 bg-brass/10 p-6"
        >
          <p className="max-w-2xl font-semibold text-charcoal">
            {running ? t("import.job.dryRunRunning") : t("import.job.dryRunNote")}
          </p>
          {job.canRunForReal ? (
            <Form method="post" className="grid gap-1">
              <Button type="submit" name="intent" value="run" disabled={runningForReal}>
                <Play aria-hidden="true" className="size-4" />
                {runningForReal ? t("import.link.working") : t("import.job.runForReal")}
              </Button>
              <span className="text-xs text-bark">{t("import.job.runForRealHint")}</span>
            </Form>
          ) : null}
          {job.ranAs !== null && !job.sheet ? <RanAs id={job.ranAs} /> : null}
        </div>
      ) : null}

      {running ? (
        <div className="mt-8 rounded-sm border border-sand bg-ivory p-6" aria-live="polite">
          <p className="text-sm font-semibold text-charcoal">
            {job.cancelRequested
              ? t("import.job.cancelRequested")
              : job.state === "queued"
                ? t("import.job.waiting")
                : job.undoOf !== null
                  ? t("import.undo.working")
                  : t("import.job.working", { item: job.currentItem ?? job.link })}
          </p>
          {job.counter === "products" ? <BulkCounter progress={job.progress} /> : null}
          {job.counter === "rows" && total > 0 ? (
            <p className="mt-1 text-sm text-bark tabular-nums">
              {t("import.sheet.counter", {
                done: formatNumber(done, locale),
                total: formatNumber(total, locale),
              })}
            </p>
          ) : null}
          <div
            role="progressbar"
            aria-label={t("import.job.progress")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent ?? undefined}
            className="mt-4 h-2 overflow-hidden rounded-full bg-linen"
          >
            <div
              className={cn(
                "h-full rounded-full bg-brass transition-[width] duration-500",
                percent === null && "w-1/3 motion-safe:animate-pulse",
              )}
              style={percent === null ? undefined : { width: `${Math.max(percent, 4)}%` }}
            />
          </div>
          {!job.cancelRequested ? (
            <Form method="post" className="mt-5">
              <Button
                type="submit"
                name="intent"
                value="cancel"
                variant="outline"
                size="sm"
                disabled={cancelling}
              >
                {cancelling ? t("import.job.cancelling") : t("import.job.cancel")}
              </Button>
            </Form>
          ) : null}
        </div>
      ) : null}

      {job.state === "done" && job.result ? (
        <section
          aria-labelledby="import-result"
          className="mt-8 rounded-sm border border-sand bg-ivory p-6"
        >
          <h2 id="import-result" className="font-display text-2xl">
            {t("import.job.result")}
          </h2>
          <p className="mt-2 text-sm text-bark">
            {t(`import.job.outcome.${job.result.outcome}` as MessageKey)}
          </p>
          <dl className="mt-5 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-xs tracking-wide text-stone uppercase sm:pt-0.5">
              {t("import.job.resultTitle")}
            </dt>
            <dd className="font-semibold [overflow-wrap:anywhere] text-charcoal">
              {job.result.title}
            </dd>
            <dt className="text-xs tracking-wide text-stone uppercase sm:pt-0.5">
              {t("import.job.resultCategory")}
            </dt>
            <dd className="text-charcoal">
              {job.result.categoryName ?? t("import.job.noCategory")}
            </dd>
            <dt className="text-xs tracking-wide text-stone uppercase sm:pt-0.5">
              {t("import.job.resultGallery")}
            </dt>
            <dd className="text-charcoal">
              {t("import.job.galleryCount", { count: job.result.galleryCount })}
            </dd>
          </dl>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link
              to={`/admin/products/${job.result.productId}`}
              className={buttonVariants({ size: "sm" })}
            >
              <PencilLine aria-hidden="true" className="size-4" />
              {t("import.job.openProduct")}
            </Link>
            <a
              href={job.link}
              target="_blank"
              rel="noreferrer noopener"
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {t("import.job.openSource")}
            </a>
          </div>
        </section>
      ) : null}

      {job.bulkCounts ? (
        <ImportCounts
          columns="sm:grid-cols-4"
          counts={BULK_COUNTS.map((count) => ({
            label: `import.job.count.${count}` as const,
            value: job.bulkCounts?.[count] ?? 0,
            failure: count === "failed",
          }))}
        />
      ) : null}

      {job.sheet ? <SpreadsheetPreview data={job.sheet} ranAs={job.ranAs} /> : null}

      {job.sheetCounts ? (
        <ImportCounts
          columns="sm:grid-cols-5"
          counts={SHEET_COUNTS.map(([count, label]) => ({
            label,
            value: job.sheetCounts?.[count] ?? 0,
            failure: count === "fail",
          }))}
        />
      ) : null}

      {job.state === "failed" ? (
        <div role="alert" className="mt-8 rounded-sm border border-error/40 bg-error/5 p-6">
          <p className="font-semibold text-error">
            {t(job.dryRun ? "import.job.dryRunFailed" : "import.job.failed")}
          </p>
          <p className="mt-2 text-sm text-charcoal">{errorText}</p>
        </div>
      ) : null}
      {job.state === "cancelled" ? (
        <p className="mt-8 rounded-sm border border-sand bg-linen p-6 text-bark">
          {t("import.job.cancelled")}
        </p>
      ) : null}

      {job.undo ? <UndoSection jobId={job.id} offer={job.undo} /> : null}

      {running ? null : (
        <JobItems
          path={`/admin/import/jobs/${job.id}`}
          title={t(job.dryRun ? "import.items.titleDryRun" : "import.items.title")}
          items={job.items.rows}
          counts={job.items.counts}
          labels={job.outcomeLabels}
          outcome={job.items.outcome}
          page={job.items.page}
          pageCount={job.items.pageCount}
        />
      )}

      {job.itemErrors.length > 0 ? (
        <section aria-labelledby="item-errors" className="mt-8">
          <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
            <h2 id="item-errors" className="font-display text-xl">
              {t("import.job.itemErrors")}
            </h2>
            {/* A file to download, not a page: the browser fetches it itself. */}
            <a
              href={`/admin/import/jobs/${job.id}/errors.csv`}
              download
              className={cn(buttonVariants({ variant: "outline", size: "sm" }))}
            >
              <Download aria-hidden="true" className="size-4" />
              {t("import.job.itemErrorsDownload")}
            </a>
          </div>
          <ul className="mt-3 divide-y divide-sand/70 rounded-sm border border-sand bg-ivory text-sm">
            {job.itemErrors.map((row) => (
              <li key={row.id} className="px-4 py-3">
                <span className="block [overflow-wrap:anywhere] text-stone">{row.item}</span>
                <span className="block text-charcoal">{say(row.message)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
