import { Columns3, FolderPlus, Play } from "lucide-react";
import { RanAs } from "~/features/imports/job/ran-as";
import { Form, useNavigation } from "react-router";
import { Button } from "~/ui/button";
import { NativeSelect } from "~/ui/field";
import { useT } from "~/platform/i18n/i18n";
import { SHEET_TARGETS, targetLabel, type SheetTarget } from "~/features/imports/sheet/spreadsheet-columns";
import { SHEET_UPLOAD_ACTION } from "./spreadsheet-upload";

/*
 * The spreadsheet import's preview, on the page of its dry run: each column of the file with what
 * it is imported as (changeable: 'Check again' runs another dry run with the new choice) and its
 * first values; then the counts, the categories the file names that do not exist yet (each ticked:
 * made when the import runs; unticked, its rows are refused), and 'Run import', which imports the
 * file for real as listed. A plain form: it works without JavaScript.
 */

export interface SheetPreviewData {
  jobId: number;
  headers: string[];
  preview: { line: number; cells: string[] }[];
  mapping: (SheetTarget | null)[];
  counts: { create: number; update: number; unchanged: number; skip: number; fail: number };
  /** Categories the file names that do not exist yet and the import can make, with their rows. */
  newCategories: { path: string; rows: number }[];
  publish: boolean;
}

/** A dry run's preview; once it has been run for real (`ranAs`), it offers no second run. */
export function SpreadsheetPreview({ data, ranAs = null }: { data: SheetPreviewData; ranAs?: number | null }) {
  const { t } = useT();
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state !== "idle" && navigation.formAction === SHEET_UPLOAD_ACTION && navigation.formData?.get("intent") === intent;
  const writes = data.counts.create + data.counts.update;
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <Form method="post" action={SHEET_UPLOAD_ACTION} className="rounded-sm border border-sand bg-ivory p-6" aria-labelledby="sheet-columns">
        <h2 id="sheet-columns" className="flex items-center gap-2 font-display text-2xl">
          <Columns3 aria-hidden="true" className="size-5 text-brass-dark" />
          {t("import.sheet.preview.title")}
        </h2>
        <p className="mt-2 text-sm text-bark">{t("import.sheet.preview.intro")}</p>
        {data.mapping.includes("title") ? null : (
          <p role="note" className="mt-4 rounded-sm border border-error/40 bg-error/5 px-4 py-3 text-sm font-medium text-error">
            {t("import.sheet.preview.noTitle")}
          </p>
        )}
        <input type="hidden" name="intent" value="remap" />
        <input type="hidden" name="job" value={data.jobId} />
        <ol className="mt-5 divide-y divide-sand/70 border-y border-sand/70">
          {data.headers.map((heading, index) => {
            const id = `sheet-column-${index}`;
            const samples = data.preview.map((row) => row.cells[index]?.trim() ?? "").filter(Boolean).slice(0, 3);
            return (
              <li key={index} className="grid gap-3 py-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] sm:items-start">
                <div className="min-w-0">
                  <span className="block text-xs tracking-wide text-stone uppercase">{t("import.sheet.preview.heading")}</span>
                  <span className="block font-semibold [overflow-wrap:anywhere] text-charcoal">{heading || "—"}</span>
                  {samples.length > 0 ? (
                    <span className="mt-1 block truncate text-sm text-bark" title={samples.join(" · ")}>
                      {samples.join(" · ")}
                    </span>
                  ) : null}
                </div>
                <div>
                  <label htmlFor={id} className="block text-xs tracking-wide text-stone uppercase">
                    {t("import.sheet.preview.field")}
                    <span className="sr-only">: {heading}</span>
                  </label>
                  <div className="mt-1">
                    <NativeSelect id={id} name="column" defaultValue={data.mapping[index] ?? ""}>
                      <option value="">{t("import.sheet.column.none")}</option>
                      {SHEET_TARGETS.map((target) => (
                        <option key={target} value={target}>
                          {t(targetLabel(target))}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
        <div className="mt-5">
          <Button type="submit" variant="outline" disabled={busy("remap")}>
            {busy("remap") ? t("import.sheet.run.working") : t("import.sheet.preview.recheck")}
          </Button>
        </div>
      </Form>

      <Form method="post" action={SHEET_UPLOAD_ACTION} className="grid gap-5 rounded-sm border border-sand bg-linen/60 p-6" aria-labelledby="sheet-run">
        <div>
          <h2 id="sheet-run" className="flex items-center gap-2 font-display text-2xl">
            <Play aria-hidden="true" className="size-5 text-brass-dark" />
            {t("import.sheet.run.title")}
          </h2>
          <p className="mt-2 text-sm text-bark">{writes > 0 ? t("import.sheet.run.body", data.counts) : t("import.sheet.run.nothing", data.counts)}</p>
        </div>
        <input type="hidden" name="intent" value="run" />
        <input type="hidden" name="job" value={data.jobId} />
        {data.newCategories.length > 0 ? <NewCategories categories={data.newCategories} /> : null}
        <label className="flex min-h-11 items-start gap-3 text-sm">
          <input type="checkbox" name="publish" defaultChecked={data.publish} className="mt-0.5 size-5 shrink-0 accent-brass" />
          <span>
            <span className="font-semibold text-charcoal">{t("import.publish")}</span>
            <span className="block text-stone">{t("import.sheet.publishHint")}</span>
          </span>
        </label>
        <div>
          {ranAs === null ? (
            <Button type="submit" disabled={writes === 0 || busy("run")}>
              {busy("run") ? t("import.sheet.run.working") : t("import.sheet.run.submit")}
            </Button>
          ) : (
            <RanAs id={ranAs} />
          )}
        </div>
      </Form>
    </div>
  );
}

/** The categories the import would make, each ticked: unticked, its rows are refused. */
function NewCategories({ categories }: { categories: SheetPreviewData["newCategories"] }) {
  const { t } = useT();
  return (
    <fieldset className="rounded-sm border border-brass/40 bg-ivory p-4">
      <legend className="flex items-center gap-2 px-1 text-sm font-semibold text-charcoal">
        <FolderPlus aria-hidden="true" className="size-4 text-brass-dark" />
        {t("import.sheet.categories.title")}
      </legend>
      <p className="text-sm text-bark">{t("import.sheet.categories.intro")}</p>
      <ul className="mt-3 grid gap-1">
        {categories.map((category) => (
          <li key={category.path}>
            <label className="flex min-h-11 items-center gap-3 text-sm">
              <input
                type="checkbox"
                name="category"
                value={category.path}
                defaultChecked
                className="size-5 shrink-0 accent-brass"
              />
              <span className="min-w-0 flex-1 font-semibold [overflow-wrap:anywhere] text-charcoal">
                {category.path}
              </span>
              <span className="shrink-0 text-stone tabular-nums">
                {t("import.sheet.categories.rows", { count: category.rows })}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
