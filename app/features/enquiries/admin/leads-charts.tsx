import type { EnquiryKind } from "~/platform/db/schema";
import { formatDate, formatNumber, useT, type Locale } from "~/platform/i18n/i18n";
import { cn } from "~/ui/class-names";
import { kindKeys } from "./lead-pipeline";

/*
 * The Leads overview's charts, drawn on the server as SVG (read without JavaScript): requests per
 * week as columns stacked by kind, and the most requested products and colours as horizontal
 * bars. Each has a title and a description for assistive technology and is followed by a table of
 * the same numbers for screen readers. Widths are in per cent and text in pixels, so the charts
 * fill a phone or a desk without shrinking their words.
 */

interface ChartWeek {
  monday: string;
  week: number;
  counts: Record<EnquiryKind, number>;
  total: number;
}

/** Stacked from the baseline up, quote requests first. */
const stack = ["quote", "samples", "contact"] as const satisfies readonly EnquiryKind[];

const kindFill: Record<EnquiryKind, string> = {
  quote: "fill-walnut",
  samples: "fill-brass",
  contact: "fill-brass-light",
};
const kindSwatch: Record<EnquiryKind, string> = {
  quote: "bg-walnut",
  samples: "bg-brass",
  contact: "bg-brass-light",
};

/** "Mar 2" or "3月2日": a Monday in the admin's language (noon, so the office's day is that day). */
const shortDay = (monday: string, locale: Locale) =>
  formatDate(`${monday}T12:00:00Z`, locale, { month: "short", day: "numeric" });

const pct = (value: number) => `${Math.round(value * 1000) / 1000}%`;

export function WeeklyChart({ weeks, id }: { weeks: ChartWeek[]; id: string }) {
  const { t, locale } = useT();
  const top = 24;
  const plot = 168;
  const base = top + plot;
  const height = base + 44;
  const highest = Math.max(1, ...weeks.map((week) => week.total));
  const column = 100 / weeks.length;
  const first = weeks[0];
  const last = weeks.at(-1);
  const total = weeks.reduce((sum, week) => sum + week.total, 0);
  return (
    <figure className="m-0">
      <ul aria-hidden="true" className="mb-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-bark">
        {stack.map((kind) => (
          <li key={kind} className="inline-flex items-center gap-2">
            <span className={cn("size-3 rounded-xs", kindSwatch[kind])} />
            {t(kindKeys[kind])}
          </li>
        ))}
      </ul>
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        width="100%"
        height={height}
        className="block overflow-visible"
      >
        <title id={`${id}-title`}>{t("enquiries.overview.weeks.title")}</title>
        <desc id={`${id}-desc`}>
          {t("enquiries.overview.weeks.desc", {
            total,
            from: first ? shortDay(first.monday, locale) : "",
            to: last ? shortDay(last.monday, locale) : "",
          })}
        </desc>
        {weeks.map((week, index) => {
          const center = pct((index + 0.5) * column);
          let y = base;
          return (
            <g key={week.monday}>
              {stack.map((kind) => {
                const value = week.counts[kind];
                if (!value) return null;
                const size = (value / highest) * plot;
                y -= size;
                return (
                  <rect
                    key={kind}
                    x={pct(index * column + column * 0.2)}
                    width={pct(column * 0.6)}
                    y={y}
                    height={size}
                    className={cn(kindFill[kind], "stroke-ivory")}
                    strokeWidth={1}
                  />
                );
              })}
              {week.total ? (
                <text
                  x={center}
                  y={y - 6}
                  textAnchor="middle"
                  className="fill-charcoal text-[12px] font-semibold tabular-nums"
                >
                  {formatNumber(week.total, locale)}
                </text>
              ) : null}
              {/* On a phone every other week is named, this one included: twelve dates do not fit side by side. */}
              <g className={cn((weeks.length - 1 - index) % 2 === 1 && "max-sm:hidden")}>
                <text
                  x={center}
                  y={base + 18}
                  textAnchor="middle"
                  className="fill-bark text-[11px]"
                >
                  {shortDay(week.monday, locale)}
                </text>
                <text
                  x={center}
                  y={base + 34}
                  textAnchor="middle"
                  className="fill-stone text-[10px]"
                >
                  {t("enquiries.overview.weekNumber", { week: week.week })}
                </text>
              </g>
            </g>
          );
        })}
        <line
          x1="0"
          x2="100%"
          y1={base + 0.5}
          y2={base + 0.5}
          className="stroke-sand"
          strokeWidth={1}
        />
      </svg>
      {/* Hidden by a box of its own: a table is never narrower than its text, so it would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{t("enquiries.overview.weeks.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("enquiries.overview.week")}</th>
              {stack.map((kind) => (
                <th key={kind} scope="col">
                  {t(kindKeys[kind])}
                </th>
              ))}
              <th scope="col">{t("enquiries.overview.total")}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.monday}>
                <th scope="row">
                  {t("enquiries.overview.weekOf", {
                    week: week.week,
                    date: shortDay(week.monday, locale),
                  })}
                </th>
                {stack.map((kind) => (
                  <td key={kind}>{formatNumber(week.counts[kind], locale)}</td>
                ))}
                <td>{formatNumber(week.total, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

export interface BarRow {
  key: string;
  label: string;
  /** A second, quieter part of the label (a colour's product). */
  detail?: string;
  count: number;
}

/** Long names are cut in the chart; the table under it holds them whole. */
const clipped = (text: string, max = 44) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

export function BarChart({
  id,
  title,
  description,
  caption,
  heading,
  rows,
}: {
  id: string;
  title: string;
  description: string;
  caption: string;
  /** The table's first column's heading. */
  heading: string;
  rows: BarRow[];
}) {
  const { t, locale } = useT();
  const row = 46;
  const highest = Math.max(1, ...rows.map((item) => item.count));
  return (
    <figure className="m-0">
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        width="100%"
        height={rows.length * row}
        className="block"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {rows.map((item, index) => {
          const y = index * row;
          return (
            <g key={item.key}>
              <text x="0" y={y + 15} className="fill-charcoal text-[13px]">
                {clipped(item.label)}
                {item.detail ? (
                  <tspan className="fill-stone text-[12px]">{` · ${clipped(item.detail, 28)}`}</tspan>
                ) : null}
              </text>
              <rect x="0" y={y + 23} width="86%" height="12" rx="2" className="fill-linen" />
              <rect
                x="0"
                y={y + 23}
                width={pct((item.count / highest) * 86)}
                height="12"
                rx="2"
                className="fill-brass"
              />
              <text
                x="100%"
                y={y + 34}
                textAnchor="end"
                className="fill-charcoal text-[13px] font-semibold tabular-nums"
              >
                {formatNumber(item.count, locale)}
              </text>
            </g>
          );
        })}
      </svg>
      {/* Hidden by a box of its own: a table is never narrower than its text, so it would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{heading}</th>
              <th scope="col">{t("enquiries.overview.requests")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((item) => (
              <tr key={item.key}>
                <th scope="row">{item.detail ? `${item.label} · ${item.detail}` : item.label}</th>
                <td>{formatNumber(item.count, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
