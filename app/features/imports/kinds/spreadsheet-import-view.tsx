import { ImportCounts, SHEET_COUNTS } from "~/features/imports/job/import-counts";
import { SpreadsheetPreview } from "~/features/imports/sheet/spreadsheet-preview";
import { formatNumber, useT } from "~/platform/i18n/i18n";
import type { JobKindView, ShownJob } from "./job-kind-view";

/** Rows done of the file's rows, once the file has been read. */
function RowCounter({ job }: { job: ShownJob }) {
  const { t, locale } = useT();
  const total = job.progress.total ?? 0;
  const done = job.progress.done ?? 0;
  if (total <= 0) return null;
  return (
    <p className="mt-1 text-sm text-bark tabular-nums">
      {t("import.sheet.counter", {
        done: formatNumber(done, locale),
        total: formatNumber(total, locale),
      })}
    </p>
  );
}

/** A dry run's preview (with its own 'Run import'), or what a real import did. */
function SpreadsheetOutcome({ job }: { job: ShownJob }) {
  return (
    <>
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
    </>
  );
}

/** Importing a spreadsheet: its page counts rows as it goes; its dry run is the file's preview. */
export const spreadsheetImportView: JobKindView = {
  Progress: RowCounter,
  Outcome: SpreadsheetOutcome,
};
