import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatNumber, useT } from "~/platform/i18n/i18n";
import { cn } from "~/ui/class-names";

/*
 * The parts every admin table shares: its head row, cells that stack into cards on narrow
 * screens, and the page links under it.
 */

/** The head row of an admin table: one column name each, calm small capitals on linen. */
export function AdminTableHead({ columns, className }: { columns: ReactNode[]; className?: string }) {
  return (
    <thead className={cn("border-b border-sand bg-linen text-xs tracking-wide text-stone uppercase", className)}>
      <tr>
        {columns.map((column, index) => (
          <th key={index} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * A cell of a table whose rows become cards below the large breakpoint (give the table, its body
 * and rows `max-lg:block`): there each cell sits on its own line after its column's name.
 */
export function StackCell({ label, className, children }: { label?: string; className?: string; children: ReactNode }) {
  return (
    <td className={cn("px-4 py-3 align-middle max-lg:flex max-lg:items-baseline max-lg:gap-3 max-lg:py-1.5", className)}>
      {label ? (
        <span aria-hidden="true" className="w-24 shrink-0 text-xs tracking-wide text-stone uppercase lg:hidden">
          {label}
        </span>
      ) : null}
      {children}
    </td>
  );
}

/** 'Previous · Page 2 of 7 · Next' under a paged list; `href` builds each page's address. */
export function Pagination({ page, pageCount, href }: { page: number; pageCount: number; href: (page: number) => string }) {
  const { t, locale } = useT();
  if (pageCount <= 1) return null;
  const link = "inline-flex min-h-11 items-center font-semibold text-brass-dark hover:underline";
  return (
    <nav aria-label={t("common.pagination.label")} className="mt-6 flex items-center justify-between gap-4 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} className={link}>
          {t("common.pagination.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-stone">
        {t("common.pagination.pageOf", { page: formatNumber(page, locale), pages: formatNumber(pageCount, locale) })}
      </span>
      {page < pageCount ? (
        <Link to={href(page + 1)} className={link}>
          {t("common.pagination.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
