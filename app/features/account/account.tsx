import { useEffect, useRef, type ReactNode } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import {
  changePasswordSchema,
  confirmPasswordSchema,
  errorsOf,
  type FieldErrors,
} from "~/features/account/account-form-schema";
import { BackupCodeSheet } from "~/features/auth/backup-code-sheet";
import { OpenInApp } from "~/ui/admin/open-in-app";
import { Button } from "~/ui/button";
import { FieldError, Input, Label } from "~/ui/field";
import { useT, type MessageKey } from "~/platform/i18n/i18n";
import { readForm } from "~/platform/http/read-form.server";
import { withSearchParams } from "~/platform/http/search-params";
import { requireRole, STAFF } from "~/features/auth/require-role.server";
import {
  backupCodesLeft,
  changePassword,
  disableTwoFactor,
  finishTwoFactorSetup,
  renewBackupCodes,
  setTwoFactorRequired,
  staffWithoutTwoFactor,
  startTwoFactorSetup,
  type AccountOutcome,
  type SetupView,
} from "~/features/auth/two-factor.server";
import { cn } from "~/ui/utils";
import { getSetting } from "~/platform/config/settings.server";
import { roleLabel } from "~/features/auth/role-label";
import type { Route } from "./+types/account";

/*
 * /admin/account: the signed-in person's own settings. Their password; two-factor sign-in (set up
 * with the password, a QR code and a code from the app; backup codes renewed; turned off); and,
 * for administrators, whether everyone must have two-factor. Reachable while that rule sends
 * staff without it here, so they can comply.
 */

/** What a change that replaced the session says after the redirect that follows it. */
const doneMessages = {
  password: "admin.account.password.changed",
  "two-factor-on": "admin.account.twoFactor.enabled",
  "two-factor-off": "admin.account.twoFactor.disabled",
} as const satisfies Record<string, MessageKey>;
type Done = keyof typeof doneMessages;
const isDone = (value: unknown): value is Done =>
  typeof value === "string" && value in doneMessages;

/** `?done=password|two-factor-on|two-factor-off`: the change that brought the person back here. */
export const loader = withSearchParams(
  z.object({
    done: z
      .string()
      .optional()
      .transform((value) => (isDone(value) ? value : null)),
  }),
  async ({ request, context }: Route.LoaderArgs, { done }) => {
    const { user } = requireRole(request, context, STAFF, { allowWithoutTwoFactor: true });
    const twoFactorEnabled = user.twoFactorEnabled === true;
    const required = await getSetting("requireTwoFactor");
    return {
      email: user.email,
      role: user.role as string,
      twoFactorEnabled,
      backupCodesLeft: twoFactorEnabled ? await backupCodesLeft(context, user.id) : null,
      /** The rule is on and this person has not complied yet. */
      mustSetUp: required && !twoFactorEnabled,
      requiredForEveryone: required,
      everyone: user.role === "admin" ? { required, missing: await staffWithoutTwoFactor() } : null,
      done,
    };
  },
);

type Intent =
  | "change-password"
  | "two-factor-start"
  | "two-factor-finish"
  | "backup-codes"
  | "two-factor-disable"
  | "require";

type Field = "currentPassword" | "newPassword" | "confirmPassword" | "password" | "code";

export interface AccountActionData {
  intent: Intent;
  ok: boolean;
  /** A message for the whole form. */
  error?: MessageKey;
  minutes?: number;
  errors?: FieldErrors<Field>;
  /** The set-up under way: QR code, key and backup codes, then the code. */
  setup?: SetupView;
  /** Backup codes to show once. */
  backupCodes?: string[];
  required?: boolean;
}

export const formFields = [
  "intent",
  "currentPassword",
  "newPassword",
  "confirmPassword",
  "password",
  "code",
  "setupToken",
  "required",
];

const intents: readonly Intent[] = [
  "change-password",
  "two-factor-start",
  "two-factor-finish",
  "backup-codes",
  "two-factor-disable",
  "require",
];

/**
 * An outcome as the page shows it. A change that replaced the session (`done`) answers with a
 * redirect carrying the new session's cookie, so the page is read again as the new session sees
 * it; the others answer with the page and their data (backup codes are shown once, never kept in
 * an address).
 */
function answer(intent: Intent, outcome: AccountOutcome<Partial<AccountActionData>>, done?: Done) {
  if (outcome.ok && done)
    throw redirect(`/admin/account?done=${done}`, { status: 303, headers: outcome.headers });
  if (outcome.ok) {
    const { ok: _ok, headers, ...rest } = outcome;
    return data<AccountActionData>({ intent, ok: true, ...rest }, { headers });
  }
  const { error, field, retryAfterMinutes, httpStatus, setup } = outcome;
  return data<AccountActionData>(
    {
      intent,
      ok: false,
      ...(field ? { errors: { [field]: error } } : { error }),
      minutes: retryAfterMinutes,
      setup,
    },
    { status: httpStatus },
  );
}

const invalid = (intent: Intent, errors: FieldErrors<Field>) =>
  data<AccountActionData>({ intent, ok: false, errors }, { status: 400 });

export async function action({ request, context }: Route.ActionArgs) {
  const session = requireRole(request, context, STAFF, { allowWithoutTwoFactor: true });
  const form = await readForm(request);
  const intent = intents.find((name) => name === form.get("intent"));
  if (!intent)
    return data(
      {
        intent: "change-password",
        ok: false,
        error: "common.unknownError",
      } satisfies AccountActionData,
      { status: 400 },
    );
  const text = (name: string) => String(form.get(name) ?? "");

  if (intent === "change-password") {
    const parsed = changePasswordSchema.safeParse({
      currentPassword: text("currentPassword"),
      newPassword: text("newPassword"),
      confirmPassword: text("confirmPassword"),
    });
    if (!parsed.success) return invalid(intent, errorsOf(parsed.error));
    return answer(intent, await changePassword(request, context, session, parsed.data), "password");
  }
  if (intent === "two-factor-finish") {
    const outcome = await finishTwoFactorSetup(request, context, session, {
      code: text("code").replace(/[\s-]/g, "").slice(0, 20),
      token: text("setupToken").slice(0, 200),
    });
    return answer(intent, outcome, "two-factor-on");
  }
  if (intent === "require") {
    return answer(intent, await setTwoFactorRequired(context, session, text("required") === "on"));
  }
  // The rest are confirmed with the password.
  const parsed = confirmPasswordSchema.safeParse({ password: text("password") });
  if (!parsed.success) return invalid(intent, errorsOf(parsed.error));
  const { password } = parsed.data;
  switch (intent) {
    case "two-factor-start":
      return answer(intent, await startTwoFactorSetup(request, context, session, password));
    case "backup-codes":
      return answer(intent, await renewBackupCodes(request, context, session, password));
    case "two-factor-disable":
      return answer(
        intent,
        await disableTwoFactor(request, context, session, password),
        "two-factor-off",
      );
  }
}

// ---------------------------------------------------------------- the page

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const result = actionData as AccountActionData | undefined;
  const resultFor = (...names: Intent[]) =>
    result && names.includes(result.intent) ? result : undefined;
  // What the last change said, until another form answers.
  const done = result ? null : loaderData.done;
  return (
    <div className="mx-auto max-w-3xl">
      <header>
        <h1 id="admin-page-title" className="text-3xl sm:text-4xl">
          {t("admin.account.title")}
        </h1>
        <p className="mt-3 text-bark">
          <span className="font-semibold text-charcoal">{loaderData.email}</span>
          <span aria-hidden="true" className="mx-2 text-stone">
            ·
          </span>
          {t(roleLabel(loaderData.role))}
        </p>
      </header>

      {loaderData.mustSetUp ? (
        <p
          role="status"
          className="mt-8 rounded-sm border border-brass/40 bg-brass-light/25 px-5 py-4 text-walnut"
        >
          {t("admin.account.twoFactor.requiredNotice")}
        </p>
      ) : null}

      <div className="mt-10 space-y-8">
        <TwoFactorSection
          enabled={loaderData.twoFactorEnabled}
          backupCodesLeft={loaderData.backupCodesLeft}
          requiredForEveryone={loaderData.requiredForEveryone}
          result={resultFor(
            "two-factor-start",
            "two-factor-finish",
            "backup-codes",
            "two-factor-disable",
          )}
          done={done === "two-factor-on" || done === "two-factor-off" ? doneMessages[done] : null}
        />
        <PasswordSection
          result={resultFor("change-password")}
          done={done === "password" ? doneMessages[done] : null}
        />
        {loaderData.everyone ? (
          <EveryoneSection
            required={loaderData.everyone.required}
            missing={loaderData.everyone.missing}
            ownTwoFactor={loaderData.twoFactorEnabled}
            result={resultFor("require")}
          />
        ) : null}
      </div>
    </div>
  );
}

function Section({
  id,
  title,
  aside,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-sm border border-sand bg-ivory p-6 shadow-sm shadow-walnut/5 sm:p-10"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-2xl sm:text-[1.75rem]">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

function Badge({ on, children }: { on: boolean; children: ReactNode }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-semibold",
        on
          ? "border-emerald-800/25 bg-emerald-50 text-emerald-900"
          : "border-sand bg-linen text-bark",
      )}
    >
      <span
        aria-hidden="true"
        className={cn("size-2 rounded-full", on ? "bg-emerald-700" : "bg-stone/60")}
      />
      {children}
    </span>
  );
}

/** A success or failure line for one form, announced when it appears. */
function Outcome({
  result,
  success,
}: {
  result: AccountActionData | undefined;
  success?: MessageKey;
}) {
  const { t } = useT();
  if (!result) return null;
  if (result.ok) return <Done message={success ?? null} />;
  if (!result.error) return null;
  return (
    <p
      role="alert"
      className="mt-6 rounded-sm border border-red-800/30 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      {result.error === "auth.error.rateLimited"
        ? t("auth.error.rateLimited", { minutes: result.minutes ?? 15 })
        : t(result.error)}
    </p>
  );
}

function Done({ message }: { message: MessageKey | null }) {
  const { t } = useT();
  if (!message) return null;
  return (
    <p
      role="status"
      className="mt-6 rounded-sm border border-emerald-800/25 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
    >
      {t(message)}
    </p>
  );
}

/** After a refused post, the keyboard lands on the first field that needs changing. */
function useFocusFirstError(
  errors: FieldErrors<Field> | undefined,
  ids: Partial<Record<Field, string>>,
) {
  useEffect(() => {
    if (!errors) return;
    const field = (Object.keys(ids) as Field[]).find((name) => errors[name]);
    const input = field ? document.getElementById(ids[field]!) : null;
    if (input instanceof HTMLInputElement) {
      input.focus();
      input.select();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errors]);
}

function useBusy(intent: Intent) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

function PasswordField({
  id,
  name,
  label,
  autoComplete,
  error,
  hint,
}: {
  id: string;
  name: Field;
  label: string;
  autoComplete: string;
  error?: MessageKey;
  hint?: string;
}) {
  const { t } = useT();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1 mb-2 text-sm text-stone">
          {hint}
        </p>
      ) : null}
      <Input
        id={id}
        name={name}
        type="password"
        autoComplete={autoComplete}
        maxLength={128}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      <FieldError id={`${id}-error`}>{error ? t(error) : null}</FieldError>
    </div>
  );
}

function PasswordSection({
  result,
  done,
}: {
  result: AccountActionData | undefined;
  done: MessageKey | null;
}) {
  const { t } = useT();
  const busy = useBusy("change-password");
  const errors = result?.errors ?? {};
  useFocusFirstError(result?.errors, {
    currentPassword: "current-password",
    newPassword: "new-password",
    confirmPassword: "confirm-password",
  });
  return (
    <Section id="password" title={t("admin.account.password.title")}>
      <p className="mt-3 max-w-prose text-bark">{t("admin.account.password.intro")}</p>
      <Done message={done} />
      <Outcome result={result} />
      <Form
        method="post"
        action="/admin/account"
        preventScrollReset
        // A successful change empties the fields.
        key={done ? "changed" : "form"}
        className="mt-8 max-w-md space-y-6"
        aria-labelledby="password-title"
      >
        <input type="hidden" name="intent" value="change-password" />
        <PasswordField
          id="current-password"
          name="currentPassword"
          label={t("admin.account.field.currentPassword")}
          autoComplete="current-password"
          error={errors.currentPassword}
        />
        <PasswordField
          id="new-password"
          name="newPassword"
          label={t("auth.field.newPassword")}
          autoComplete="new-password"
          error={errors.newPassword}
        />
        <PasswordField
          id="confirm-password"
          name="confirmPassword"
          label={t("admin.account.field.confirmNewPassword")}
          autoComplete="new-password"
          error={errors.confirmPassword}
        />
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? t("common.loading") : t("admin.account.password.submit")}
        </Button>
      </Form>
    </Section>
  );
}

function TwoFactorSection({
  enabled,
  backupCodesLeft,
  requiredForEveryone,
  result,
  done,
}: {
  enabled: boolean;
  backupCodesLeft: number | null;
  requiredForEveryone: boolean;
  result: AccountActionData | undefined;
  done: MessageKey | null;
}) {
  const { t } = useT();
  const setup = !enabled ? result?.setup : undefined;
  return (
    <Section
      id="two-factor"
      title={t("admin.account.twoFactor.title")}
      aside={
        <Badge on={enabled}>
          {enabled ? t("admin.account.twoFactor.statusOn") : t("admin.account.twoFactor.statusOff")}
        </Badge>
      }
    >
      {setup ? (
        <SetupSteps setup={setup} result={result} />
      ) : enabled ? (
        <>
          <p className="mt-3 max-w-prose text-bark">{t("admin.account.twoFactor.onIntro")}</p>
          <Done message={done} />
          <BackupCodes
            left={backupCodesLeft}
            result={result?.intent === "backup-codes" ? result : undefined}
          />
          <TurnOff
            requiredForEveryone={requiredForEveryone}
            result={result?.intent === "two-factor-disable" ? result : undefined}
          />
        </>
      ) : (
        <>
          <p className="mt-3 max-w-prose text-bark">{t("admin.account.twoFactor.offIntro")}</p>
          <Done message={done} />
          {result?.intent === "two-factor-finish" || result?.intent === "two-factor-disable" ? (
            <Outcome result={result} />
          ) : null}
          <PasswordForm
            intent="two-factor-start"
            id="start-password"
            submit={t("auth.twoFactor.setupTitle")}
            variant="accent"
            result={result?.intent === "two-factor-start" ? result : undefined}
          />
        </>
      )}
    </Section>
  );
}

/** A form that confirms one change with the person's password. */
function PasswordForm({
  intent,
  id,
  submit,
  variant,
  result,
}: {
  intent: Intent;
  id: string;
  submit: string;
  variant: "accent" | "outline";
  result: AccountActionData | undefined;
}) {
  const { t } = useT();
  const busy = useBusy(intent);
  useFocusFirstError(result?.errors, { password: id });
  return (
    <>
      {result && !result.ok ? <Outcome result={result} /> : null}
      <Form
        method="post"
        action="/admin/account"
        preventScrollReset
        className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-start"
      >
        <input type="hidden" name="intent" value={intent} />
        <div className="sm:w-80">
          <PasswordField
            id={id}
            name="password"
            label={t("admin.account.field.password")}
            autoComplete="current-password"
            error={result?.errors?.password}
          />
        </div>
        <Button type="submit" variant={variant} className="sm:mt-7 sm:min-h-12" disabled={busy}>
          {busy ? t("common.loading") : submit}
        </Button>
      </Form>
    </>
  );
}

function SetupSteps({
  setup,
  result,
}: {
  setup: SetupView;
  result: AccountActionData | undefined;
}) {
  const { t } = useT();
  const busy = useBusy("two-factor-finish");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const codeError = result?.intent === "two-factor-finish" ? result.errors?.code : undefined;
  const formError = result?.intent === "two-factor-finish" && !result.ok ? result.error : undefined;
  useFocusFirstError(result?.intent === "two-factor-finish" ? result.errors : undefined, {
    code: "setup-code",
  });
  // The set-up replaces the password form where the person was: bring them to its start.
  useEffect(() => {
    if (result?.intent === "two-factor-start") headingRef.current?.focus();
  }, [result]);
  const groups = setup.key.match(/.{1,4}/g) ?? [setup.key];
  return (
    <div className="mt-6">
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold text-balance text-charcoal focus:outline-none"
      >
        {t("auth.twoFactor.setupTitle")}
      </h3>
      <ol className="mt-6 space-y-10">
        <Step number={1} title={t("admin.account.twoFactor.step.scan")}>
          <p className="text-bark">{t("auth.twoFactor.setupIntro")}</p>
          <div className="mt-5 flex flex-col gap-6 md:flex-row md:items-center">
            <svg
              viewBox={`0 0 ${setup.qr.size} ${setup.qr.size}`}
              role="img"
              aria-label={t("admin.account.twoFactor.qrLabel")}
              shapeRendering="crispEdges"
              className="size-52 shrink-0 rounded-sm border border-sand bg-white text-charcoal"
            >
              <path d={setup.qr.path} fill="currentColor" />
            </svg>
            <div className="min-w-0">
              <p id="setup-key-label" className="text-sm font-semibold text-bark">
                {t("auth.twoFactor.manualKey")}
              </p>
              <p
                aria-labelledby="setup-key-label"
                className="mt-2 max-w-[20rem] font-mono text-base leading-relaxed text-charcoal slashed-zero"
                data-setup-key={setup.key}
              >
                {groups.map((group, index) => (
                  <span key={index} className="mr-2.5 inline-block">
                    {group}
                  </span>
                ))}
              </p>
            </div>
          </div>
          <OpenInApp uri={setup.uri} />
        </Step>
        <Step number={2} title={t("admin.account.twoFactor.step.save")} titleId="setup-codes-title">
          <p className="text-bark">{t("auth.twoFactor.backupCodesShownOnce")}</p>
          <BackupCodeSheet codes={setup.backupCodes} labelledBy="setup-codes-title" />
        </Step>
        <Step number={3} title={t("admin.account.twoFactor.step.confirm")}>
          {formError ? <Outcome result={result} /> : null}
          <Form
            method="post"
            action="/admin/account"
            preventScrollReset
            className="mt-1 max-w-sm space-y-5"
          >
            <input type="hidden" name="intent" value="two-factor-finish" />
            <input type="hidden" name="setupToken" value={setup.token} />
            <div>
              <Label htmlFor="setup-code">{t("auth.twoFactor.codeLabel")}</Label>
              <Input
                id="setup-code"
                name="code"
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={20}
                className="font-mono text-lg tracking-[0.35em]"
                aria-invalid={codeError ? true : undefined}
                aria-describedby={codeError ? "setup-code-error" : undefined}
              />
              <FieldError id="setup-code-error">{codeError ? t(codeError) : null}</FieldError>
            </div>
            <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
              <Button type="submit" variant="accent" disabled={busy}>
                {busy ? t("common.loading") : t("auth.twoFactor.enable")}
              </Button>
              <Link
                to="/admin/account"
                className="inline-flex min-h-11 items-center text-sm text-stone underline-offset-4 hover:text-walnut hover:underline"
              >
                {t("common.cancel")}
              </Link>
            </div>
          </Form>
        </Step>
      </ol>
    </div>
  );
}

/** One numbered step: its content beside the number on wide screens, under the heading on phones. */
function Step({
  number,
  title,
  titleId,
  children,
}: {
  number: number;
  title: string;
  titleId?: string;
  children: ReactNode;
}) {
  return (
    <li className="grid grid-cols-[2rem_minmax(0,1fr)] items-center gap-x-4 gap-y-3">
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-full bg-walnut text-sm font-semibold text-ivory"
      >
        {number}
      </span>
      <h4 id={titleId} className="font-semibold text-charcoal">
        {title}
      </h4>
      <div className="col-span-2 sm:col-span-1 sm:col-start-2">{children}</div>
    </li>
  );
}

function BackupCodes({
  left,
  result,
}: {
  left: number | null;
  result: AccountActionData | undefined;
}) {
  const { t } = useT();
  return (
    <div className="mt-8 border-t border-sand pt-8">
      <h3 id="backup-codes-title" className="text-lg font-semibold text-charcoal">
        {t("admin.account.twoFactor.renewTitle")}
      </h3>
      {result?.ok && result.backupCodes ? (
        <>
          <p role="status" className="mt-2 font-medium text-charcoal">
            {t("admin.account.twoFactor.renewed")}
          </p>
          <p className="mt-1 text-bark">{t("auth.twoFactor.backupCodesShownOnce")}</p>
          <BackupCodeSheet codes={result.backupCodes} labelledBy="backup-codes-title" />
        </>
      ) : (
        <>
          {left !== null ? (
            <p className="mt-2 font-medium text-charcoal">
              {t("admin.account.twoFactor.backupLeft", { count: left })}
            </p>
          ) : null}
          <p className="mt-1 text-bark">{t("admin.account.twoFactor.renewIntro")}</p>
        </>
      )}
      <PasswordForm
        // New codes empty the password field.
        key={result?.backupCodes?.[0] ?? "form"}
        intent="backup-codes"
        id="renew-password"
        submit={t("admin.account.twoFactor.renew")}
        variant="outline"
        result={result?.ok ? undefined : result}
      />
    </div>
  );
}

function TurnOff({
  requiredForEveryone,
  result,
}: {
  requiredForEveryone: boolean;
  result: AccountActionData | undefined;
}) {
  const { t } = useT();
  return (
    <div className="mt-8 border-t border-sand pt-8">
      <h3 className="text-lg font-semibold text-charcoal">{t("auth.twoFactor.disable")}</h3>
      {requiredForEveryone ? (
        <p className="mt-2 text-bark">{t("admin.account.twoFactor.requiredCannotDisable")}</p>
      ) : (
        <>
          <p className="mt-2 text-bark">{t("admin.account.twoFactor.disableIntro")}</p>
          <PasswordForm
            intent="two-factor-disable"
            id="disable-password"
            submit={t("auth.twoFactor.disable")}
            variant="outline"
            result={result}
          />
        </>
      )}
    </div>
  );
}

function EveryoneSection({
  required,
  missing,
  ownTwoFactor,
  result,
}: {
  required: boolean;
  missing: number;
  ownTwoFactor: boolean;
  result: AccountActionData | undefined;
}) {
  const { t } = useT();
  const busy = useBusy("require");
  return (
    <Section
      id="everyone"
      title={t("admin.account.require.title")}
      aside={
        <Badge on={required}>
          {required ? t("admin.account.require.on") : t("admin.account.require.off")}
        </Badge>
      }
    >
      <p className="mt-3 max-w-prose text-bark">{t("admin.account.require.intro")}</p>
      {missing > 0 ? (
        <p className="mt-3 text-sm text-stone">
          {t("admin.account.require.missing", { count: missing })}
        </p>
      ) : null}
      <Outcome
        result={result}
        success={
          result?.required ? "admin.account.require.savedOn" : "admin.account.require.savedOff"
        }
      />
      {!required && !ownTwoFactor && !result ? (
        <p className="mt-4 text-sm text-stone">{t("admin.account.require.ownFirst")}</p>
      ) : null}
      <Form method="post" action="/admin/account" preventScrollReset className="mt-6">
        <input type="hidden" name="intent" value="require" />
        <input type="hidden" name="required" value={required ? "off" : "on"} />
        <Button type="submit" variant={required ? "outline" : "primary"} disabled={busy}>
          {busy
            ? t("common.loading")
            : required
              ? t("admin.account.require.turnOff")
              : t("admin.account.require.turnOn")}
        </Button>
      </Form>
    </Section>
  );
}
