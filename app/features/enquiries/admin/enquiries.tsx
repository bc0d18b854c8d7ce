import { Download } from "lucide-react";
import { PageHeader } from "~/ui/admin/page-header";
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { AdminTableHead, Pagination, StackCell } from "~/ui/admin/data-table";
import { DeliveryBadge, KindBadge, StateBadge } from "~/features/enquiries/admin/enquiry-badges";
import { buttonVariants } from "~/ui/button";
import { formatDate, useT, type Locale, type Translate } from "~/platform/i18n/i18n";
import { enquiryFilterOf, enquiryListParams } from "~/features/enquiries/admin/enquiry-list-params.server";
import { deliveryState, sourceKey } from "~/features/enquiries/enquiry-labels";
import { withSearchParams } from "~/platform/http/search-params";
import { requireRole } from "~/features/auth/require-role.server";
import { enquiry } from "~/features/enquiries/enquiry.entity";
import { cn } from "~/ui/class-names";
import { listAdminEnquiries, newEnquiryCount } from "~/features/enquiries/admin/admin-enquiries.server";
import { linesByEnquiry, productsWithLines } from "~/features/enquiries/admin/enquiry-lines.server";
import { ownerChoices } from "~/features/enquiries/admin/lead-pipeline.server";
import type { AdminHandle } from "~/ui/admin/admin-handle";
import { enquiriesSection } from "./admin-section";
import { EnquiriesNav } from "./enquiries-nav";
import { EnquiryFilters, filterQuery, isFiltered } from "./enquiry-filters";
import { linesSummary } from "./enquiry-lines";
import type { Route } from "./+types/enquiries";

export const handle = { ...enquiriesSection, title: "enquiries.title", tab: "inbox" } satisfies AdminHandle;

/*
 * The Enquiries tab's inbox (editors and administrators): every lead the site has stored, newest
 * first, searched and filtered by what the URL says (status, kind, owner, a product asked for,
 * days), 50 a page, each with its kind, a line of what it asks for, its owner and where it
 * stands; each opens its page. The same filter exports the whole list as CSV (enquiries.csv).
 */

export const loader = withSearchParams(enquiryListParams, async ({ request, context }: Route.LoaderArgs, params) => {
  requireRole(request, context, enquiry.access);
  const [list, fresh, owners, products] = await Promise.all([
    listAdminEnquiries({ ...enquiryFilterOf(params), page: params.page }),
    newEnquiryCount(),
    ownerChoices(),
    productsWithLines(params.product || null),
  ]);
  const lines = await linesByEnquiry(list.rows.map((row) => row.id));
  return {
    filter: { q: params.q, status: params.status, kind: params.kind, owner: params.owner, product: params.product, from: params.from, to: params.to },
    owners,
    products,
    newCount: fresh,
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    rows: list.rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      company: row.company,
      kind: row.kind,
      // The list shows the first line and counts the rest.
      firstLine: lines.get(row.id)?.[0] ?? null,
      lineCount: lines.get(row.id)?.length ?? 0,
      sourcePage: row.sourcePage,
      locale: row.locale,
      receivedAt: row.createdAt.toISOString(),
      owner: row.ownerEmail,
      delivery: deliveryState(row.deliveryStatus, row.attempts),
      attempts: row.attempts,
      state: row.state,
    })),
  };
});

type Row = Route.ComponentProps["loaderData"]["rows"][number];

/** An address that breaks, when it must, after its @ rather than mid-word. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf("@");
  return at < 0 ? <span className="[overflow-wrap:anywhere]">{email}</span> : (
    <span className="[overflow-wrap:anywhere]">
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </span>
  );
}

/** What a lead asks for: its first line and how many more, or the page a message came from. */
function RequestSummary({ row, t, locale }: { row: Row; t: Translate; locale: Locale }) {
  const summary = linesSummary(row.firstLine, row.lineCount, t, locale);
  if (summary) {
    return (
      <span className="block text-xs text-bark">
        {summary.first}
        {summary.more ? <span className="ml-1 font-semibold whitespace-nowrap text-stone">{summary.more}</span> : null}
      </span>
    );
  }
  const source = sourceKey(row.sourcePage);
  return <span className="block text-xs text-stone">{source ? t(source) : row.sourcePage}</span>;
}

/** Each declared list column's cell (enquiry.entity.ts): a row draws them in the declared order. */
const listCells: Record<(typeof enquiry.listColumns)[number]["key"], (row: Row, t: Translate, locale: Locale) => ReactNode> = {
  from: (row, t) => (
    <StackCell className="max-lg:pb-2 lg:min-w-56">
      <div className="min-w-0">
        <Link
          to={`/admin/enquiries/${row.id}`}
          className="font-semibold [overflow-wrap:anywhere] text-charcoal underline decoration-sand underline-offset-4 hover:text-walnut hover:decoration-brass"
        >
          {row.name}
        </Link>
        <p className="mt-0.5 text-xs [overflow-wrap:anywhere] text-stone">
          {[row.company, row.email].filter(Boolean).join(" · ")}
        </p>
        {row.locale === "fr" ? <p className="text-xs font-semibold text-walnut">{t("enquiries.language.fr")}</p> : null}
      </div>
    </StackCell>
  ),
  request: (row, t, locale) => (
    <StackCell label={t(enquiry.column("request").header)} className="lg:min-w-64">
      <div className="grid min-w-0 justify-items-start gap-1">
        <KindBadge kind={row.kind} />
        <RequestSummary row={row} t={t} locale={locale} />
      </div>
    </StackCell>
  ),
  received: (row, t, locale) => (
    <StackCell label={t(enquiry.column("received").header)} className="whitespace-nowrap text-bark tabular-nums">
      <time dateTime={row.receivedAt}>{formatDate(row.receivedAt, locale, { dateStyle: "medium", timeStyle: "short" })}</time>
    </StackCell>
  ),
  owner: (row, t) => (
    <StackCell label={t(enquiry.column("owner").header)} className="text-bark">
      {row.owner ? <EmailText email={row.owner} /> : <span className="text-stone">{t("enquiries.pipeline.nobody")}</span>}
    </StackCell>
  ),
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
      <StateBadge state={row.state} />
    </StackCell>
  ),
};

export default function EnquiriesPage({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useT();
  const { filter, owners, products, rows, total, newCount, page, pageCount } = loaderData;
  const filtered = isFiltered(filter);
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
      <EnquiriesNav />

      <div className="mt-8">
        <EnquiryFilters filter={filter} owners={owners} products={products} />
      </div>

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
                <tr key={row.id} className={cn("max-lg:block max-lg:py-3", row.state === "new" && "bg-brass/5")}>
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
