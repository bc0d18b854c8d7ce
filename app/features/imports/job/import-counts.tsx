import { Link } from "react-router";
import { buttonVariants } from "~/ui/button";
import type { JobItemOutcome } from "~/platform/db/schema";
import { formatNumber, useT, type MessageKey, type PlainMessageKey } from "~/platform/i18n/i18n";
import { cn } from "~/ui/class-names";

/* The figures on an import's page: a bulk import's running counter, and what an ended import did. */

export const BULK_COUNTS = [
  "mainCategories",
  "subcategories",
  "products",
  "created",
  "updated",
  "unchanged",
  "failed",
] as const;
export type BulkCount = (typeof BULK_COUNTS)[number];

export const SHEET_COUNTS = [
  ["create", "import.job.count.created"],
  ["update", "import.job.count.updated"],
  ["unchanged", "import.job.count.unchanged"],
  ["skip", "import.job.count.skipped"],
  ["fail", "import.job.count.failed"],
] as const satisfies readonly (readonly [JobItemOutcome, MessageKey])[];

/** What an ended import did, as large figures (a failure count in red), with the way to the product list. */
export function ImportCounts({
  counts,
  columns,
}: {
  counts: { label: MessageKey; value: number; failure: boolean }[];
  columns: string;
}) {
  const { t, locale } = useT();
  return (
    <section
      aria-labelledby="import-result"
      className="mt-8 rounded-sm border border-sand bg-ivory p-6"
    >
      <h2 id="import-result" className="font-display text-2xl">
        {t("import.job.result")}
      </h2>
      <dl className={cn("mt-5 grid grid-cols-2 gap-x-6 gap-y-4 text-sm", columns)}>
        {counts.map(({ label, value, failure }) => (
          <div key={label}>
            <dt className="text-xs tracking-wide text-stone uppercase">
              {t(label as PlainMessageKey)}
            </dt>
            <dd
              className={cn(
                "mt-1 font-display text-3xl tabular-nums",
                failure && value > 0 ? "text-error" : "text-charcoal",
              )}
            >
              {formatNumber(value, locale)}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-6">
        <Link to="/admin" className={buttonVariants({ size: "sm" })}>
          {t("import.job.openList")}
        </Link>
      </div>
    </section>
  );
}

/** How far a bulk import is: products done of those found, and what became of them. */
export function BulkCounter({ progress }: { progress: Record<string, number> }) {
  const { t, locale } = useT();
  const done = progress.done ?? 0;
  return (
    <div className="mt-3 text-sm text-bark">
      <p className="tabular-nums">
        {progress.total !== undefined
          ? t("import.job.counter", {
              done: formatNumber(done, locale),
              total: formatNumber(progress.total, locale),
            })
          : t("import.job.counterOpen", { count: done })}
      </p>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone tabular-nums">
        {(["created", "updated", "unchanged", "failed"] as const).map((count) => (
          <span key={count}>
            {t(`import.job.count.${count}`)}: {formatNumber(progress[count] ?? 0, locale)}
          </span>
        ))}
      </p>
    </div>
  );
}
