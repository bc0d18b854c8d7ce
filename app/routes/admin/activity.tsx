import { Form, useSubmit } from "react-router";
import { z } from "zod";
import { AdminTableHead, Pagination } from "~/components/admin/data-table";
import { Button } from "~/components/ui/button";
import { Label, NativeSelect } from "~/components/ui/field";
import { formatDate, useT, type MessageKey } from "~/i18n/i18n";
import { pageParam, withSearchParams } from "~/lib/search-params";
import { requireRole, STAFF } from "~/lib/session.server";
import { useHydrated } from "~/lib/use-hydrated";
import { auditActions, isAuditAction as isAction, type AuditAction } from "~/lib/audit-actions";
import { auditPeople, listAudit } from "~/models/audit-log.server";
import type { Route } from "./+types/activity";

/** Each recorded action's name in the catalogue. */
const actionLabels: Record<AuditAction, MessageKey> = {
  "sign-in": "activity.action.signIn",
  "sign-in-failed": "activity.action.signInFailed",
  "sign-out": "activity.action.signOut",
  "sign-out-everywhere": "activity.action.signOutEverywhere",
  registered: "activity.action.registered",
  "email-verified": "activity.action.emailVerified",
  "password-changed": "activity.action.passwordChanged",
  "password-reset-requested": "activity.action.passwordResetRequested",
  "password-reset": "activity.action.passwordReset",
  "two-factor-enabled": "activity.action.twoFactorEnabled",
  "two-factor-disabled": "activity.action.twoFactorDisabled",
  "backup-codes-renewed": "activity.action.backupCodesRenewed",
  "two-factor-required": "activity.action.twoFactorRequired",
  "role-changed": "activity.action.roleChanged",
  "account-approved": "activity.action.accountApproved",
  "account-disabled": "activity.action.accountDisabled",
  "account-enabled": "activity.action.accountEnabled",
  "account-deleted": "activity.action.accountDeleted",
  "sessions-ended": "activity.action.sessionsEnded",
  "administrator-created": "activity.action.administratorCreated",
  "product-restored-version": "activity.action.productRestoredVersion",
  "enquiry-handled": "activity.action.enquiryHandled",
  "enquiry-reopened": "activity.action.enquiryReopened",
  "enquiry-retried": "activity.action.enquiryRetried",
  "enquiries-exported": "activity.action.enquiriesExported",
  "product-created": "activity.action.productCreated",
  "product-updated": "activity.action.productUpdated",
  "product-published": "activity.action.productPublished",
  "product-unpublished": "activity.action.productUnpublished",
  "product-featured": "activity.action.productFeatured",
  "product-unfeatured": "activity.action.productUnfeatured",
  "product-deleted": "activity.action.productDeleted",
  "product-restored": "activity.action.productRestored",
  "product-purged": "activity.action.productPurged",
  "product-duplicated": "activity.action.productDuplicated",
  "product-reordered": "activity.action.productReordered",
  "image-uploaded": "activity.action.imageUploaded",
  "category-created": "activity.action.categoryCreated",
  "category-updated": "activity.action.categoryUpdated",
  "category-reordered": "activity.action.categoryReordered",
  "category-deleted": "activity.action.categoryDeleted",
  "product-imported": "activity.action.productImported",
  "product-import-updated": "activity.action.productImportUpdated",
  "import-finished": "activity.action.importFinished",
  "import-dry-run": "activity.action.importDryRun",
  "import-undone": "activity.action.importUndone",
  "products-exported": "activity.action.productsExported",
};

/** `?person=<user id>&action=<action>&page=<n>`: the log newest first, filtered, 50 a page. */
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
    requireRole(request, context, STAFF);
    const [log, people] = await Promise.all([
      listAudit({ actorId: person || null, action, page }),
      auditPeople(),
    ]);
    return {
      filter: { person: person ?? "", action: action ?? "" },
      people,
      ...log,
      rows: log.rows.map((row) => ({
        id: row.id,
        at: row.createdAt.toISOString(),
        who: row.actorEmail,
        action: row.action,
        target: row.target,
      })),
    };
  },
);

export default function ActivityPage({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useT();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const { filter, people, rows, total, page, pageCount } = loaderData;
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
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 id="admin-page-title" className="text-3xl sm:text-4xl">
          {t("activity.title")}
        </h1>
        <p className="text-sm text-stone">{t("activity.total", { count: total })}</p>
      </div>
      <Form
        method="get"
        className="mt-8 grid gap-4 sm:grid-cols-[minmax(0,16rem)_minmax(0,16rem)_auto] sm:items-end"
        onChange={hydrated ? (event) => void submit(event.currentTarget, { replace: true }) : undefined}
      >
        <div>
          <Label htmlFor="activity-person">{t("activity.filter.person")}</Label>
          <NativeSelect id="activity-person" name="person" defaultValue={filter.person} key={`p-${filter.person}`}>
            <option value="">{t("activity.filter.allPeople")}</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.email}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div>
          <Label htmlFor="activity-action">{t("activity.filter.action")}</Label>
          <NativeSelect id="activity-action" name="action" defaultValue={filter.action} key={`a-${filter.action}`}>
            <option value="">{t("activity.filter.allActions")}</option>
            {auditActions.map((action) => (
              <option key={action} value={action}>
                {t(actionLabels[action])}
              </option>
            ))}
          </NativeSelect>
        </div>
        {/* Without JavaScript the filters apply with a button; with it, as soon as one changes. */}
        <div className="hidden no-js:block">
          <Button type="submit" variant="outline">
            {t("activity.filter.apply")}
          </Button>
        </div>
      </Form>

      {rows.length === 0 ? (
        <p className="mt-10 rounded-sm border border-dashed border-sand bg-ivory p-8 text-bark">{t("activity.empty")}</p>
      ) : (
        // A region that scrolls sideways on phones: focusable, so keyboards can scroll it too.
        <div
          role="region"
          aria-label={t("activity.total", { count: total })}
          tabIndex={0}
          className="mt-8 overflow-x-auto rounded-sm border border-sand bg-ivory focus-visible:outline-2 focus-visible:outline-brass"
        >
          <table className="w-full min-w-[40rem] text-left text-sm">
            <AdminTableHead
              columns={[
                t("activity.column.when"),
                t("activity.column.who"),
                t("activity.column.action"),
                t("activity.column.target"),
              ]}
            />
            <tbody className="divide-y divide-sand/70">
              {rows.map((row) => (
                <tr key={row.id} className="h-12 align-middle">
                  <td className="px-4 py-2 whitespace-nowrap text-bark tabular-nums">
                    <time dateTime={row.at}>{formatDate(row.at, locale, { dateStyle: "medium", timeStyle: "short" })}</time>
                  </td>
                  <td className="px-4 py-2 text-charcoal">{row.who ?? t("activity.systemActor")}</td>
                  <td className="px-4 py-2 text-charcoal">
                    {isAction(row.action) ? t(actionLabels[row.action]) : row.action}
                  </td>
                  <td className="px-4 py-2 break-all text-bark">{row.target ?? ""}</td>
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
