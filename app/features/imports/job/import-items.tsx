import { Link } from "react-router";
import { AdminTableHead, Pagination } from "~/ui/admin/data-table";
import type { JobItemOutcome } from "~/platform/db/schema";
import { formatNumber, useT, type MessageKey } from "~/platform/i18n/i18n";
import { ITEM_OUTCOMES } from "~/features/imports/kinds/job-kinds";
import { readFieldChanges } from "~/features/imports/field-changes";
import { FieldChanges } from "../sheet/field-changes-view";
import { useItemMessage } from "../item-message-text";
import { cn } from "~/ui/class-names";

/*
 * A job's row-by-row list (`job_items`): what became of each item, or in a dry run what would,
 * for any kind of import. Links above it show one outcome at a time with its count; a long list
 * is paged. Everything is a link, so it works the same without JavaScript.
 */

export interface JobItemRow {
  id: number;
  position: number;
  item: string;
  outcome: JobItemOutcome;
  productId: number | null;
  message: string | null;
  messageIsKey: boolean;
}

interface JobItemsProps {
  /** The job's page, which the filter and page links lead back to. */
  path: string;
  title: string;
  items: JobItemRow[];
  counts: Partial<Record<JobItemOutcome, number>>;
  labels: Record<JobItemOutcome, MessageKey>;
  outcome: JobItemOutcome | null;
  page: number;
  pageCount: number;
}

const look: Record<JobItemOutcome, string> = {
  create: "border-walnut/30 bg-walnut text-ivory",
  update: "border-brass/50 bg-brass/10 text-brass-dark",
  unchanged: "border-sand bg-linen text-stone",
  skip: "border-sand bg-ivory text-bark",
  fail: "border-error/40 bg-error/5 text-error",
};

export function JobItems({ path, title, items, counts, labels, outcome, page, pageCount }: JobItemsProps) {
  const { t, locale } = useT();
  const say = useItemMessage();
  const total = Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0);
  const href = (filter: JobItemOutcome | null, target = 1) => {
    const params = new URLSearchParams();
    if (filter) params.set("outcome", filter);
    if (target > 1) params.set("page", String(target));
    const search = params.toString();
    return `${path}${search ? `?${search}` : ""}#job-items`;
  };
  const filters: { key: JobItemOutcome | null; label: string; count: number }[] = [
    { key: null, label: t("import.items.all", { count: formatNumber(total, locale) }), count: total },
    ...ITEM_OUTCOMES
      .filter((key) => (counts[key] ?? 0) > 0)
      .map((key) => ({
        key,
        // The brackets are the language's own: full-width in Chinese, as 'All' has them.
        label: t("import.items.outcomeCount", { outcome: t(labels[key]), count: formatNumber(counts[key] ?? 0, locale) }),
        count: counts[key] ?? 0,
      })),
  ];
  return (
    <section id="job-items" aria-labelledby="job-items-title" className="mt-8 scroll-mt-24">
      <h2 id="job-items-title" className="font-display text-xl">
        {title}
      </h2>
      {total === 0 ? (
        <p className="mt-3 rounded-sm border border-dashed border-sand bg-ivory p-6 text-sm text-bark">{t("import.items.empty")}</p>
      ) : (
        <>
          <nav aria-label={t("import.items.filter")} className="mt-3">
            <ul className="flex flex-wrap gap-2 text-sm">
              {filters.map((filter) => {
                const current = filter.key === outcome;
                return (
                  <li key={filter.key ?? "all"}>
                    <Link
                      to={href(filter.key)}
                      preventScrollReset
                      aria-current={current ? "page" : undefined}
                      className={cn(
                        "inline-flex min-h-11 items-center rounded-sm border px-3 font-semibold tabular-nums transition-colors",
                        current ? "border-walnut bg-walnut text-ivory" : "border-sand bg-ivory text-charcoal hover:border-walnut/50",
                      )}
                    >
                      {filter.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="mt-3 overflow-x-auto rounded-sm border border-sand bg-ivory">
            <table className="w-full text-left text-sm max-lg:block">
              <AdminTableHead
                className="max-lg:sr-only"
                columns={["#", t("import.errors.item"), t("import.items.outcome"), t("import.items.note")]}
              />
              <tbody className="divide-y divide-sand/70 max-lg:block">
                {items.map((row) => (
                  // Below the large breakpoint a row is a card: the item on its own line, then its outcome and note.
                  <tr key={row.id} className="max-lg:flex max-lg:flex-wrap max-lg:items-baseline max-lg:gap-x-3 max-lg:gap-y-1.5 max-lg:px-4 max-lg:py-3">
                    <td className="px-4 py-3 align-middle text-stone tabular-nums max-lg:hidden lg:w-0">{formatNumber(row.position, locale)}</td>
                    <td className="px-4 py-3 align-middle max-lg:w-full max-lg:p-0 lg:max-w-md">
                      <span className="mr-2 text-xs text-stone tabular-nums lg:hidden">{formatNumber(row.position, locale)}</span>
                      {row.productId !== null ? (
                        <Link
                          to={`/admin/products/${row.productId}`}
                          className="font-semibold [overflow-wrap:anywhere] text-brass-dark underline decoration-sand underline-offset-4 hover:decoration-brass"
                        >
                          {row.item}
                        </Link>
                      ) : (
                        <span className="font-semibold [overflow-wrap:anywhere] text-charcoal">{row.item}</span>
                      )}
                    </td>
                    <td className="px-4 py-3 align-middle max-lg:p-0 lg:whitespace-nowrap">
                      <span className={cn("inline-flex items-center rounded-sm border px-2 py-0.5 text-xs font-semibold whitespace-nowrap", look[row.outcome])}>
                        {t(labels[row.outcome])}
                      </span>
                    </td>
                    <td className={cn("px-4 py-3 align-middle [overflow-wrap:anywhere] text-bark max-lg:min-w-0 max-lg:flex-1 max-lg:p-0", !row.message && "max-lg:hidden")}>
                      {row.message ? <Note stored={row.message} say={say} /> : "—"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} pageCount={pageCount} href={(target) => href(outcome, target)} />
        </>
      )}
    </section>
  );
}

/** A line's note: the fields an update changes, or its message. */
function Note({ stored, say }: { stored: string; say: (stored: string) => string }) {
  const changes = readFieldChanges(stored);
  return changes ? <FieldChanges changes={changes} /> : <>{say(stored)}</>;
}
