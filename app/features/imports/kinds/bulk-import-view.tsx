import { BULK_COUNTS, BulkCounter, ImportCounts } from "~/features/imports/job/import-counts";
import type { JobKindView, ShownJob } from "./job-kind-view";

/** What a bulk import did, or had done when it stopped. */
function BulkImportCounts({ job }: { job: ShownJob }) {
  if (!job.bulkCounts) return null;
  return (
    <ImportCounts
      columns="sm:grid-cols-4"
      counts={BULK_COUNTS.map((count) => ({
        label: `import.job.count.${count}` as const,
        value: job.bulkCounts?.[count] ?? 0,
        failure: count === "failed",
      }))}
    />
  );
}

/** Importing a supplier's whole catalogue: its page counts products as it goes, then what became of them. */
export const bulkImportView: JobKindView = {
  Progress: ({ job }) => <BulkCounter progress={job.progress} />,
  Outcome: BulkImportCounts,
  doneToast: (job, t) => (job.bulkResult ? t("import.toast.bulkDone", job.bulkResult) : null),
};
