import type { ReactNode } from "react";
import { PageHeader } from "~/ui/admin/page-header";
import { useT } from "~/platform/i18n/i18n";
import { requireRole } from "~/features/auth/require-role.server";
import { enquiry } from "~/features/enquiries/enquiry.entity";
import { leadsOverview } from "~/features/enquiries/admin/leads-overview.server";
import type { AdminHandle } from "~/ui/admin/admin-handle";
import { enquiriesSection } from "./admin-section";
import { EnquiriesNav } from "./enquiries-nav";
import { BarChart, WeeklyChart } from "./leads-charts";
import type { Route } from "./+types/leads-overview";

export const handle = { ...enquiriesSection, title: "enquiries.overview.title", tab: "overview" } satisfies AdminHandle;

/*
 * The Leads overview (/admin/enquiries/overview, editors and administrators): requests per week
 * for the last 12 weeks by kind, and the ten products and colours asked for most, as charts drawn
 * on the server, each with its table for screen readers. It only reads.
 */

export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, enquiry.access);
  return { overview: await leadsOverview() };
}

function Panel({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-sm border border-sand bg-ivory p-5 sm:p-6">
      <h2 id={id} className="font-display text-2xl text-charcoal">
        {title}
      </h2>
      <p className="mt-1 text-sm text-stone">{intro}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}

export default function LeadsOverviewPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { overview } = loaderData;
  const empty = (text: string) => <p className="rounded-sm border border-dashed border-sand p-6 text-sm text-bark">{text}</p>;
  return (
    <section aria-labelledby="admin-page-title">
      <PageHeader title={t("enquiries.overview.title")} intro={t("enquiries.overview.intro", { weeks: overview.weeks.length })}>
        <p className="text-sm font-semibold text-brass-dark tabular-nums">{t("enquiries.overview.totalLabel", { count: overview.total, weeks: overview.weeks.length })}</p>
      </PageHeader>
      <EnquiriesNav />

      <div className="mt-8 grid gap-6">
        <Panel id="overview-weeks" title={t("enquiries.overview.weeks.title")} intro={t("enquiries.overview.weeks.intro")}>
          <WeeklyChart id="weeks-chart" weeks={overview.weeks} />
        </Panel>
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <Panel id="overview-products" title={t("enquiries.overview.products.title")} intro={t("enquiries.overview.products.intro")}>
            {overview.products.length
              ? (
                  <BarChart
                    id="products-chart"
                    title={t("enquiries.overview.products.title")}
                    description={t("enquiries.overview.products.desc", { count: overview.products.length })}
                    caption={t("enquiries.overview.products.caption")}
                    heading={t("enquiries.overview.products.heading")}
                    rows={overview.products.map((item) => ({ key: `${item.productId ?? item.title}`, label: item.title, count: item.count }))}
                  />
                )
              : empty(t("enquiries.overview.products.empty"))}
          </Panel>
          <Panel id="overview-colours" title={t("enquiries.overview.colours.title")} intro={t("enquiries.overview.colours.intro")}>
            {overview.colours.length
              ? (
                  <BarChart
                    id="colours-chart"
                    title={t("enquiries.overview.colours.title")}
                    description={t("enquiries.overview.colours.desc", { count: overview.colours.length })}
                    caption={t("enquiries.overview.colours.caption")}
                    heading={t("enquiries.overview.colours.heading")}
                    rows={overview.colours.map((item) => ({ key: `${item.productId ?? item.title}|${item.colour}`, label: item.colour, detail: item.title, count: item.count }))}
                  />
                )
              : empty(t("enquiries.overview.colours.empty"))}
          </Panel>
        </div>
      </div>
    </section>
  );
}
