import { data, Form, useNavigation } from "react-router";
import { PageHeader } from "~/ui/admin/page-header";
import { z } from "zod";
import { ActionOutcome } from "~/ui/admin/action-outcome";
import { AdminTableHead, StackCell } from "~/ui/admin/data-table";
import { Button } from "~/ui/button";
import { NativeSelect } from "~/ui/field";
import { formatDate, useT, type MessageKey } from "~/platform/i18n/i18n";
import { actorOf } from "~/platform/audit/actor.server";
import { wakeJobs } from "~/platform/jobs/job-runner.server";
import { readForm } from "~/platform/http/read-form.server";
import { requireRole } from "~/features/auth/require-role.server";
import { user as userEntity } from "~/features/staff/user.entity";
import { cn } from "~/ui/class-names";
import {
  changeStaffAccount,
  listStaffAccounts,
  type AccountChange,
  type AccountChangeRefusal,
} from "~/features/staff/staff-accounts.server";
import { roleLabel } from "~/features/auth/role-label";
import type { AdminHandle } from "~/ui/admin/admin-handle";
import type { Route } from "./+types/users";

export const handle = { title: "users.title", section: "users", scope: ["users."] } satisfies AdminHandle;

/*
 * The Users tab (administrators only): every account, what it may do, and the changes an
 * administrator makes to one. The server applies the rules (nobody changes their own account,
 * the last administrator stays); the page only leaves out what would be refused anyway.
 */

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireRole(request, context, userEntity.access);
  const accounts = await listStaffAccounts();
  return {
    me: user.id,
    accounts: accounts.map((account) => ({
      ...account,
      createdAt: account.createdAt.toISOString(),
      lastSignInAt: account.lastSignInAt?.toISOString() ?? null,
    })),
  };
}

const userRoles = ["admin", "editor", "pending"] as const;

/** One change to one account, as each button on the page posts it. */
const changeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), userId: z.string().min(1).max(100), role: z.enum(["editor", "admin"]) }),
  z.object({ intent: z.literal("set-role"), userId: z.string().min(1).max(100), role: z.enum(userRoles) }),
  z.object({
    intent: z.enum(["disable", "enable", "end-sessions", "reset-two-factor", "delete"]),
    userId: z.string().min(1).max(100),
  }),
]);

export const formFields = ["intent", "userId", "role"];

type Outcome = { ok: boolean; message: MessageKey; email?: string; role?: MessageKey };

const refusals: Record<AccountChangeRefusal, MessageKey> = {
  "own-account": "users.error.ownAccount",
  "last-admin": "users.error.lastAdmin",
  "not-found": "users.error.notFound",
  "not-pending": "users.error.notPending",
  unchanged: "users.error.unchanged",
};

const successes: Record<AccountChange["kind"], MessageKey> = {
  approve: "users.done.approved",
  "set-role": "users.done.roleChanged",
  disable: "users.done.disabled",
  enable: "users.done.enabled",
  "end-sessions": "users.done.sessionsEnded",
  "reset-two-factor": "users.done.twoFactorReset",
  delete: "users.done.deleted",
};

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireRole(request, context, userEntity.access);
  const form = await readForm(request);
  const parsed = changeSchema.safeParse({
    intent: form.get("intent") ?? undefined,
    userId: form.get("userId") ?? undefined,
    role: form.get("role") ?? undefined,
  });
  if (!parsed.success) return data<Outcome>({ ok: false, message: "users.error.invalid" }, { status: 400 });
  const request_ = parsed.data;
  const change: AccountChange =
    request_.intent === "approve" || request_.intent === "set-role"
      ? { kind: request_.intent, role: request_.role as never }
      : { kind: request_.intent };
  const { actor, ipHash } = actorOf({ user }, context);
  const result = await changeStaffAccount(actor, request_.userId, change, ipHash);
  if (!result.ok) {
    const status = result.reason === "not-found" ? 404 : result.reason === "unchanged" ? 409 : 403;
    return data<Outcome>({ ok: false, message: refusals[result.reason] }, { status });
  }
  // A notice to the person may have been stored with the change: send it now.
  wakeJobs();
  return data<Outcome>({
    ok: true,
    message: successes[change.kind],
    email: result.email,
    role: "role" in change ? roleLabel(change.role) : undefined,
  });
}

type Account = Route.ComponentProps["loaderData"]["accounts"][number];

export default function UsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useT();
  const { accounts, me } = loaderData;
  const pending = accounts.filter((account) => account.role === "pending").length;
  const outcomeText = actionData
    ? t(actionData.message, { email: actionData.email ?? "", role: actionData.role ? t(actionData.role) : "" })
    : null;

  return (
    <section aria-labelledby="admin-page-title">
      <PageHeader title={t("users.title")} intro={t("users.intro")}>
        <p className="text-sm text-stone">
          {t("users.count", { count: accounts.length })}
          {pending > 0 ? (
            <>
              {" · "}
              <span className="font-semibold text-brass-dark">{t("users.pendingCount", { count: pending })}</span>
            </>
          ) : null}
        </p>
      </PageHeader>

      <ActionOutcome result={actionData} text={outcomeText} />

      <div className="mt-8 overflow-x-auto rounded-sm border border-sand bg-ivory">
        <table className="w-full text-left text-sm max-lg:block">
          <AdminTableHead className="max-lg:sr-only" columns={userEntity.listColumns.map((column) => t(column.header))} />
          <tbody className="divide-y divide-sand/70 max-lg:block">
            {accounts.map((account) => (
              <AccountRow key={account.id} account={account} isMe={account.id === me} locale={locale} />
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-sm text-stone">{t("users.ownAccountHint")}</p>
    </section>
  );
}

function AccountRow({ account, isMe, locale }: { account: Account; isMe: boolean; locale: "en" | "zh" }) {
  const { t } = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("userId") === account.id;
  const dateTime = (value: string) => formatDate(value, locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <tr
      className={cn("max-lg:block max-lg:py-3", account.role === "pending" && "bg-brass/5", account.disabled && "text-stone")}
      aria-busy={busy || undefined}
    >
      <StackCell className="max-lg:pb-2 lg:min-w-48">
        <div className="min-w-0">
          <p className="font-semibold [overflow-wrap:anywhere] text-charcoal">
            {account.email}
            {isMe ? (
              <span className="ml-2 inline-block rounded-sm bg-walnut px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-ivory">{t("users.you")}</span>
            ) : null}
          </p>
          {account.disabled ? <p className="mt-1 text-xs font-semibold text-error">{t("users.disabled")}</p> : null}
        </div>
      </StackCell>
      <StackCell label={t(userEntity.column("role").header)} className="max-lg:flex-wrap max-lg:gap-y-2 lg:w-0 lg:whitespace-nowrap">
        <RoleControl account={account} isMe={isMe} />
      </StackCell>
      <StackCell label={t(userEntity.column("verified").header)} className="whitespace-nowrap">
        {account.emailVerified ? (
          t("common.yes")
        ) : (
          <span className="text-brass-dark" title={t("users.unverified")}>
            {t("common.no")}
          </span>
        )}
      </StackCell>
      <StackCell label={t(userEntity.column("twoFactor").header)} className="whitespace-nowrap">{account.twoFactorEnabled ? t("users.twoFactor.on") : t("users.twoFactor.off")}</StackCell>
      <StackCell label={t(userEntity.column("created").header)} className="whitespace-nowrap tabular-nums">
        <time dateTime={account.createdAt}>{formatDate(account.createdAt, locale, { dateStyle: "medium" })}</time>
      </StackCell>
      <StackCell label={t(userEntity.column("lastSignIn").header)} className="tabular-nums">
        <div>
          {account.lastSignInAt ? (
            <time dateTime={account.lastSignInAt} className="whitespace-nowrap">
              {dateTime(account.lastSignInAt)}
            </time>
          ) : (
            t("users.never")
          )}
          {account.activeSessions > 0 ? (
            <p className="text-xs text-stone">
              {t("users.sessions", { count: account.activeSessions })}
            </p>
          ) : null}
        </div>
      </StackCell>
      <StackCell className="max-lg:pt-3 lg:min-w-[17rem]">
        {isMe ? <span className="text-stone max-lg:hidden">—</span> : <AccountActions account={account} />}
      </StackCell>
    </tr>
  );
}

const badge = "inline-flex items-center rounded-sm border px-2 py-0.5 text-xs font-semibold";

function RoleControl({ account, isMe }: { account: Account; isMe: boolean }) {
  const { t } = useT();
  const label = t(roleLabel(account.role));
  if (isMe || account.role === "pending") {
    return (
      <span className={cn(badge, account.role === "pending" ? "border-brass/50 bg-brass/10 text-brass-dark" : "border-sand bg-linen text-walnut")}>
        {label}
      </span>
    );
  }
  return (
    <Form method="post" className="flex items-center gap-2 max-lg:basis-full">
      <input type="hidden" name="userId" value={account.id} />
      <div className="w-36 shrink-0 max-lg:w-auto max-lg:min-w-0 max-lg:flex-1">
        <NativeSelect
          name="role"
          defaultValue={account.role}
          key={account.role}
          aria-label={t("users.roleFor", { email: account.email })}
          className="min-h-10 py-1.5 text-sm"
        >
          {userRoles.map((role) => (
            <option key={role} value={role}>
              {t(roleLabel(role))}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" name="intent" value="set-role" variant="outline" size="sm" className="whitespace-nowrap">
        {t("users.action.saveRole")}
      </Button>
    </Form>
  );
}

function AccountActions({ account }: { account: Account }) {
  const { t } = useT();
  return (
    <div className="flex flex-wrap items-start gap-2">
      {account.role === "pending" ? (
        <Form method="post" className="flex flex-wrap gap-2">
          <input type="hidden" name="userId" value={account.id} />
          <input type="hidden" name="intent" value="approve" />
          <Button type="submit" name="role" value="editor" size="sm" className="whitespace-nowrap">
            {t("users.action.approveEditor")}
          </Button>
          <Button type="submit" name="role" value="admin" variant="outline" size="sm" className="whitespace-nowrap">
            {t("users.action.approveAdmin")}
          </Button>
        </Form>
      ) : (
        <Form method="post" className="flex flex-wrap gap-2">
          <input type="hidden" name="userId" value={account.id} />
          <Button type="submit" name="intent" value={account.disabled ? "enable" : "disable"} variant="outline" size="sm">
            {account.disabled ? t("users.action.enable") : t("users.action.disable")}
          </Button>
          {account.activeSessions > 0 ? (
            <Button type="submit" name="intent" value="end-sessions" variant="outline" size="sm">
              {t("users.action.endSessions")}
            </Button>
          ) : null}
          {account.twoFactorEnabled ? (
            <Button type="submit" name="intent" value="reset-two-factor" variant="outline" size="sm">
              {t("users.action.resetTwoFactor")}
            </Button>
          ) : null}
        </Form>
      )}
      {/* Deleting asks first; a disclosure works the same with and without JavaScript. */}
      <details className="group">
        <summary
          className="inline-flex min-h-10 cursor-pointer list-none items-center rounded-sm px-3 text-xs font-semibold tracking-wide text-error hover:bg-error/5 [&::-webkit-details-marker]:hidden"
          aria-label={`${t("users.action.delete")} ${account.email}`}
        >
          {t("users.action.delete")}
        </summary>
        <Form method="post" className="mt-2 max-w-72 rounded-sm border border-error/30 bg-white p-3">
          <input type="hidden" name="userId" value={account.id} />
          <p className="font-semibold [overflow-wrap:anywhere] text-charcoal">{t("users.action.deleteQuestion", { email: account.email })}</p>
          <p className="mt-1 text-xs text-bark">{t("users.action.deleteExplained")}</p>
          <Button type="submit" name="intent" value="delete" size="sm" variant="danger" className="mt-3">
            {t("users.action.confirmDelete")}
          </Button>
        </Form>
      </details>
    </div>
  );
}
