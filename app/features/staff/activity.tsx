import { Form, Link, useSubmit } from "react-router";
import { FilterSelect } from "~/ui/admin/filter-select";
import { PageHeader } from "~/ui/admin/page-header";
import { z } from "zod";
import { AdminTableHead, Pagination, StackCell } from "~/ui/admin/data-table";
import { Button } from "~/ui/button";
import { formatDate, useT } from "~/platform/i18n/i18n";
import { pageParam, withSearchParams } from "~/platform/http/search-params";
import { requireRole } from "~/features/auth/require-role.server";
import { activity } from "~/features/staff/activity.entity";
import { useHydrated } from "~/platform/render/use-hydrated";
import { cn } from "~/ui/class-names";
import { auditActionLabel, auditActionsFor, isAuditAction as isAction } from "~/platform/audit/audit-actions";
import { accountEmails, auditPeople, listAudit } from "~/platform/audit/audit-log.server";
import type { AdminHandle } from "~/ui/admin/admin-handle";
import type { Route } from "./+types/activity";

export const handle = { title: "activity.title", section: "activity", scope: ["activity."] } satisfies AdminHandle;

/** What an entry acted on, as the page shows it: an import, an account by its address, or the text kept. */
type Target =
  | { kind: "text"; text: string }
  | { kind: "import"; id: number }
  | { kind: "account"; email: string | null };

function readableTarget(target: string | null, emails: Map<string, string>): Target | null {
  if (!target) return null;
  const importJob = /^import #(\d+)$/.exec(target);
  if (importJob) return { kind: "import", id: Number(importJob[1]) };
  if (target.startsWith("user:"))
    return { kind: "account", email: emails.get(target.slice(5)) ?? null };
  return { kind: "text", text: target };
}

/**
 * `?person=<user id>&action=<action>&page=<n>`: the log newest first, filtered, 50 a page.
 * Editors read the catalogue, import and enquiry history; sign-in, account and user events are
 * for administrators, and neither the entries nor the filters show editors anything of them.
 */
export const loader = withSearchParams(
  z.object({
    person: z.string().max(100).optional(),
    action: z
      .string()
      .max(50)
      .optional()
      .transform((value) => (value && isAction(value) ? value : null)),
    page: pageParam(),
  }),
  async ({ request, context }: Route.LoaderArgs, { person, action, page }) => {
    const { user } = requireRole(request, context, activity.access);
    const visible = auditActionsFor(user.role);
    const chosen = action && visible.includes(action) ? action : null;
    const [log, people] = await Promise.all([
      listAudit({ actorId: person || null, action: chosen, actions: visible, page }),
      auditPeople(visible),
    ]);
    const accountIds = log.rows.flatMap((row) =>
      row.target?.startsWith("user:") ? [row.target.slice(5)] : [],
    );
    const emails = await accountEmails([...new Set(accountIds)]);
    return {
      filter: { person: person ?? "", action: chosen ?? "" },
      // Each action with its label, as the features that record it registered them (decision 057).
      actions: visible.map((name) => ({ name, label: auditActionLabel(name) })),
      everything: user.role === "admin",
      people,
      total: log.total,
      page: log.page,
      pageCount: log.pageCount,
      rows: log.rows.map((row) => ({
        id: row.id,
        at: row.createdAt.toISOString(),
        who: row.actorEmail,
        action: row.action,
        label: isAction(row.action) ? auditActionLabel(row.action) : null,
        target: readableTarget(row.target, emails),
      })),
    };
  },
);

function TargetText({ target }: { target: Target | null }) {
  const { t } = useT();
  if (!target) return null;
  if (target.kind === "import") {
    return (
      <Link
        to={`/admin/import/jobs/${target.id}`}
        className="font-semibold text-brass-dark underline-offset-4 hover:underline"
      >
        {t("activity.target.import", { id: String(target.id) })}
      </Link>
    );
  }
  if (target.kind === "account") return <>{target.email ?? t("activity.target.deletedAccount")}</>;
  return <>{target.text}</>;
}

export default function ActivityPage({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useT();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const { filter, actions, everything, people, rows, total, page, pageCount } = loaderData;
  const pageHref = (target: number) => {
    const params = new URLSearchParams();
    if (filter.person) params.set("person", filter.person);
    if (filter.action) params.set("action", filter.action);
    if (target > 1) params.set("page", String(target));
    const search = params.toString();
    return search ? `/admin/activity?${search}` : "/admin/activity";
  };
  return (
    <section aria-labelledby="admin-page-title">
      <PageHeader title={t("activity.title")} intro={everything ? null : t("activity.sharedOnly")}>
        <p className="text-sm text-stone">{t("activity.total", { count: total })}</p>
      </PageHeader>
      <Form
        method="get"
        className="mt-8 grid gap-4 sm:grid-cols-[minmax(0,16rem)_minmax(0,16rem)_auto] sm:items-end"
        onChange={
          hydrated ? (event) => void submit(event.currentTarget, { replace: true }) : undefined
        }
      >
        <FilterSelect id="activity-person" name="person" label={t("activity.filter.person")} value={filter.person}>
          <option value="">{t("activity.filter.allPeople")}</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.email}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="activity-action" name="action" label={t("activity.filter.action")} value={filter.action}>
          <option value="">{t("activity.filter.allActions")}</option>
          {actions.map((action) => (
            <option key={action.name} value={action.name}>
              {t(action.label)}
            </option>
          ))}
        </FilterSelect>
        {/* Without JavaScript the filters apply with a button; with it, as soon as one changes. */}
        <div className="hidden no-js:block">
          <Button type="submit" variant="outline">
            {t("activity.filter.apply")}
          </Button>
        </div>
      </Form>

      {rows.length === 0 ? (
        <p className="mt-10 rounded-sm border border-dashed border-sand bg-ivory p-8 text-bark">
          {t("activity.empty")}
        </p>
      ) : (
        // Below the large breakpoint each entry is a card: what happened first, then when, who and on what.
        <div className="mt-8 rounded-sm border border-sand bg-ivory">
          <table className="w-full text-left text-sm max-lg:block">
            <AdminTableHead className="max-lg:sr-only" columns={activity.listColumns.map((column) => t(column.header))} />
            <tbody className="divide-y divide-sand/70 max-lg:block">
              {rows.map((row) => (
                <tr
                  key={row.id}
                  className="align-middle max-lg:flex max-lg:flex-col max-lg:py-3 lg:h-12"
                >
                  <StackCell
                    label={t(activity.column("when").header)}
                    className="text-bark tabular-nums lg:py-2 lg:whitespace-nowrap"
                  >
                    <time dateTime={row.at}>
                      {formatDate(row.at, locale, { dateStyle: "medium", timeStyle: "short" })}
                    </time>
                  </StackCell>
                  <StackCell
                    label={t(activity.column("who").header)}
                    className="[overflow-wrap:anywhere] text-charcoal lg:py-2"
                  >
                    {row.who ?? t("activity.systemActor")}
                  </StackCell>
                  <StackCell className="font-semibold text-charcoal max-lg:order-first max-lg:pb-2 max-lg:text-base lg:py-2 lg:font-normal">
                    {row.label ? t(row.label) : row.action}
                  </StackCell>
                  <StackCell
                    label={t(activity.column("target").header)}
                    className={cn("[overflow-wrap:anywhere] text-bark lg:py-2", !row.target && "max-lg:hidden")}
                  >
                    <span className="min-w-0">
                      <TargetText target={row.target} />
                    </span>
                  </StackCell>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <Pagination page={page} pageCount={pageCount} href={pageHref} />
    </section>
  );
}
