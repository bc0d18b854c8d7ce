import { Download } from "lucide-react";
import { FilterSelect } from "~/ui/admin/filter-select";
import { PageHeader } from "~/ui/admin/page-header";
import { Fragment, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { AdminTableHead, Pagination, StackCell } from "~/ui/admin/data-table";
import { DeliveryBadge, HandledBadge } from "~/features/enquiries/admin/enquiry-badges";
import { buttonVariants, Button } from "~/ui/button";
import { Input, Label } from "~/ui/field";
import { formatDate, useT, type Locale, type Translate } from "~/platform/i18n/i18n";
import { enquiryFilterOf, enquiryListParams } from "~/features/enquiries/admin/enquiry-list-params.server";
import { deliveryState, sourceKey } from "~/features/enquiries/enquiry-labels";
import { withSearchParams } from "~/platform/http/search-params";
import { requireRole } from "~/features/auth/require-role.server";
import { enquiry } from "~/features/enquiries/enquiry.entity";
import { cn } from "~/ui/class-names";
import { listAdminEnquiries, newEnquiryCount } from "~/features/enquiries/admin/admin-enquiries.server";
import type { AdminHandle } from "~/ui/admin/admin-handle";
import { enquiriesSection } from "./admin-section";
import type { Route } from "./+types/enquiries";

export const handle = { ...enquiriesSection, title: "enquiries.title" } satisfies AdminHandle;

/*
 * The Enquiries tab (editors and administrators): every enquiry the site has stored, newest
 * first, searched and filtered by what the URL says, 50 a page; each opens its detail page. The
 * same filter exports the whole list as CSV (enquiries.csv).
 */

export const loader = withSearchParams(enquiryListParams, async ({ request, context }: Route.LoaderArgs, params) => {
  requireRole(request, context, enquiry.access);
  const [list, fresh] = await Promise.all([
    listAdminEnquiries({ ...enquiryFilterOf(params), page: params.page }),
    newEnquiryCount(),
  ]);
  return {
    filter: { q: params.q, status: params.status, from: params.from, to: params.to },
    newCount: fresh,
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    rows: list.rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      company: row.company,
      sourcePage: row.sourcePage,
      locale: row.locale,
      receivedAt: row.createdAt.toISOString(),
      delivery: deliveryState(row.deliveryStatus, row.attempts),
      attempts: row.attempts,
      handled: row.handledAt !== null,
    })),
  };
});

type Filter = Route.ComponentProps["loaderData"]["filter"];
type Row = Route.ComponentProps["loaderData"]["rows"][number];

/** Each declared list column's cell (enquiry.entity.ts): a row draws them in the declared order. */
const listCells: Record<(typeof enquiry.listColumns)[number]["key"], (row: Row, t: Translate, locale: Locale) => ReactNode> = {
  from: (row) => (
    <StackCell className="max-lg:pb-2 lg:min-w-64">
      <div className="min-w-0">
        <Link
          to={`/admin/enquiries/${row.id}`}
          className="font-semibold [overflow-wrap:anywhere] text-charcoal underline decoration-sand underline-offset-4 hover:text-walnut hover:decoration-brass"
        >
          {row.name}
        </Link>
        <p className="mt-0.5 text-xs [overflow-wrap:anywhere] text-stone">
          {row.company} · {row.email}
        </p>
      </div>
    </StackCell>
  ),
  received: (row, t, locale) => (
    <StackCell label={t(enquiry.column("received").header)} className="whitespace-nowrap text-bark tabular-nums">
      <time dateTime={row.receivedAt}>{formatDate(row.receivedAt, locale, { dateStyle: "medium", timeStyle: "short" })}</time>
    </StackCell>
  ),
  source: (row, t) => {
    const source = sourceKey(row.sourcePage);
    return (
      <StackCell label={t(enquiry.column("source").header)} className="text-bark lg:whitespace-nowrap">
        {source ? t(source) : row.sourcePage}
        {row.locale === "fr" ? <span className="block text-xs font-semibold text-walnut">{t("enquiries.language.fr")}</span> : null}
      </StackCell>
    );
  },
  delivery: (row, t) => (
    <StackCell label={t(enquiry.column("delivery").header)} className="lg:whitespace-nowrap">
      <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
        <DeliveryBadge state={row.delivery} />
        <span className="text-xs text-stone tabular-nums">{t("enquiries.attempts", { count: row.attempts })}</span>
      </span>
    </StackCell>
  ),
  status: (row, t) => (
    <StackCell label={t(enquiry.column("status").header)}>
      <HandledBadge handled={row.handled} />
    </StackCell>
  ),
};

/** The filter's query string (without the page), leaving out what is at its default. */
function filterQuery(filter: Filter, page = 1) {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.status) params.set("status", filter.status);
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export default function EnquiriesPage({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useT();
  const { filter, rows, total, newCount, page, pageCount } = loaderData;
  const filtered = Boolean(filter.q || filter.status || filter.from || filter.to);
  return (
    <section aria-labelledby="admin-page-title">
      <PageHeader title={t("enquiries.title")} intro={t("enquiries.intro")}>
        <p className="text-sm text-stone" role="status">
          {t("enquiries.count", { count: total })}
          {newCount > 0 ? (
            <>
              {" · "}
              <span className="font-semibold text-brass-dark">{t("enquiries.newCount", { count: newCount })}</span>
            </>
          ) : null}
        </p>
      </PageHeader>

      <Form
        method="get"
        action="/admin/enquiries"
        role="search"
        aria-label={t("enquiries.filter.label")}
        className="mt-8 grid gap-4 rounded-sm border border-sand bg-ivory p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1.1fr)_minmax(0,0.9fr)_minmax(0,0.9fr)_auto] lg:items-end"
      >
        <div className="sm:col-span-2 lg:col-span-1">
          <Label htmlFor="enquiries-q">{t("enquiries.filter.search")}</Label>
          <Input
            id="enquiries-q"
            type="search"
            name="q"
            defaultValue={filter.q}
            key={`q-${filter.q}`}
            placeholder={t("enquiries.filter.searchPlaceholder")}
            maxLength={200}
          />
        </div>
        <FilterSelect
          id="enquiries-status"
          name="status"
          label={t("enquiries.filter.status")}
          value={filter.status}
          className="sm:col-span-2 lg:col-span-1"
        >
          <option value="">{t("enquiries.filter.allStatuses")}</option>
          <option value="new">{t("enquiries.filter.new")}</option>
          <option value="handled">{t("enquiries.filter.handled")}</option>
          <option value="undelivered">{t("enquiries.filter.undelivered")}</option>
        </FilterSelect>
        <div>
          <Label htmlFor="enquiries-from">{t("enquiries.filter.from")}</Label>
          <Input id="enquiries-from" type="date" name="from" defaultValue={filter.from} key={`f-${filter.from}`} />
        </div>
        <div>
          <Label htmlFor="enquiries-to">{t("enquiries.filter.to")}</Label>
          <Input id="enquiries-to" type="date" name="to" defaultValue={filter.to} key={`t-${filter.to}`} />
        </div>
        <div className="sm:col-span-2 lg:col-span-1">
          <Button type="submit" variant="outline" className="max-lg:w-full">
            {t("enquiries.filter.apply")}
          </Button>
        </div>
      </Form>

      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        {filtered ? (
          <Link to="/admin/enquiries" className="inline-flex min-h-11 items-center text-sm font-semibold text-brass-dark hover:underline">
            {t("enquiries.filter.clear")}
          </Link>
        ) : (
          <span />
        )}
        {total > 0 ? (
          // A file to download, not a page: the browser fetches it itself.
          <a
            href={`/admin/enquiries.csv${filterQuery(filter)}`}
            download
            title={t("enquiries.exportHint")}
            className={cn(buttonVariants({ variant: "outline", size: "sm" }), "ml-auto")}
          >
            <Download aria-hidden="true" className="size-4" />
            {t("enquiries.export")}
          </a>
        ) : null}
      </div>

      {rows.length === 0 ? (
        <p className="mt-6 rounded-sm border border-dashed border-sand bg-ivory p-8 text-bark">
          {filtered ? t("enquiries.noMatch") : t("enquiries.empty")}
        </p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-sm border border-sand bg-ivory">
          <table className="w-full text-left text-sm max-lg:block">
            <AdminTableHead className="max-lg:sr-only" columns={enquiry.listColumns.map((column) => t(column.header))} />
            <tbody className="divide-y divide-sand/70 max-lg:block">
              {rows.map((row) => (
                <tr key={row.id} className={cn("max-lg:block max-lg:py-3", !row.handled && "bg-brass/5")}>
                  {enquiry.listColumns.map((column) => (
                    <Fragment key={column.key}>{listCells[column.key](row, t, locale)}</Fragment>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} href={(target) => `/admin/enquiries${filterQuery(filter, target)}`} />
    </section>
  );
}
