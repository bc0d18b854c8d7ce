import { Download, FlaskConical, Play } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonVariants } from "~/ui/button";
import { formatDate, useT } from "~/platform/i18n/i18n";
import { cn } from "~/ui/class-names";
import { useItemMessage } from "~/features/imports/item-message-text";
import { ImportStateBadge } from "./import-state";
import { RanAs } from "./ran-as";
import type { Route } from "./+types/import-job";

/*
 * The parts every import's page has, whatever its kind: its title, state and what it imports
 * from; a dry run's note with 'Run import'; while it runs, what it is working on, its progress and
 * 'Cancel import'; how it failed or that it was cancelled; and the problems with single items.
 * What a kind shows besides comes from its view (kinds/job-kind-views.ts).
 */

export type Job = NonNullable<Route.ComponentProps["loaderData"]["job"]>;

/** The page's title, the job's state and whether it is a dry run; what it imports from and when it started. */
export function JobHeading({ job }: { job: Job }) {
  const { t, locale } = useT();
  return (
    <>
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
    </>
  );
}

/** A dry run says so, and once finished offers 'Run import' or says which import it was run as. */
export function DryRunNote({ job, running }: { job: Job; running: boolean }) {
  const { t } = useT();
  const navigation = useNavigation();
  const runningForReal =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "run";
  return (
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
      {/* A spreadsheet's preview says it itself. */}
      {job.ranAs !== null && !job.sheet ? <RanAs id={job.ranAs} /> : null}
    </div>
  );
}

/** While it runs: what it is working on, its kind's count (`counter`), its progress and 'Cancel import'. */
export function RunningPanel({ job, counter }: { job: Job; counter: ReactNode }) {
  const { t } = useT();
  const navigation = useNavigation();
  const total = job.progress.total ?? 0;
  const done = job.progress.done ?? 0;
  const percent = total > 0 ? Math.round((done / total) * 100) : null;
  const cancelling = navigation.state !== "idle" && navigation.formData?.get("intent") === "cancel";
  return (
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
      {counter}
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
  );
}

/** How a job that did not finish ended: its failure and why, or its cancelling. */
export function EndNote({ job }: { job: Job }) {
  const { t } = useT();
  const say = useItemMessage();
  const errorText = job.error ? say(job.error) : t("import.error.unknown");
  return (
    <>
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
    </>
  );
}

/** The problems with single items, with the whole list as a CSV file. */
export function ItemErrors({ job }: { job: Job }) {
  const { t } = useT();
  const say = useItemMessage();
  if (job.itemErrors.length === 0) return null;
  return (
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
  );
}
