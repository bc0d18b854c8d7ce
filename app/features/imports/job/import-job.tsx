import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { ActionOutcome } from "~/ui/admin/action-outcome";
import { JobItems } from "~/features/imports/job/import-items";
import { jobKindViewOf } from "~/features/imports/kinds/job-kind-views";
import { useT } from "~/platform/i18n/i18n";
import { useHydrated } from "~/platform/render/use-hydrated";
import { DryRunNote, EndNote, ItemErrors, JobHeading, RunningPanel, type Job } from "./job-parts";
import { UndoSection } from "./undo-section";
import type { AdminHandle } from "~/ui/admin/admin-handle";
import { importSection } from "~/features/imports/admin-section";
import { ENDED, useFollowJob } from "./use-follow-job";
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
 *
 * The parts every job's page has are in job-parts.tsx; what a kind shows besides (its running
 * count, its outcome, the toast that says it finished) comes from its view in the registry of job
 * kinds (kinds/job-kind-views.ts).
 */

export { action, loader } from "./import-job.server";

export const formFields = ["intent"];

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

/** The common parts, with the running count and the outcome the job's kind shows between them. */
function JobDetail({ job, fresh }: { job: Job; fresh: boolean }) {
  const { t } = useT();
  const hydrated = useHydrated();
  useFollowJob(job, fresh);
  const running = !ENDED.includes(job.state);
  const { Progress, Outcome } = jobKindViewOf(job.kind);
  return (
    <>
      {running && !hydrated ? (
        // Without JavaScript the page follows the import by reloading itself.
        <noscript dangerouslySetInnerHTML={{ __html: '<meta http-equiv="refresh" content="3">' }} />
      ) : null}
      <JobHeading job={job} />
      {job.dryRun ? <DryRunNote job={job} running={running} /> : null}
      {running ? (
        <RunningPanel job={job} counter={Progress ? <Progress job={job} /> : null} />
      ) : null}
      {Outcome ? <Outcome job={job} /> : null}
      <EndNote job={job} />
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
      <ItemErrors job={job} />
    </>
  );
}
