import { useEffect, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/ui/button";
import { FieldError, Input, Label } from "~/ui/field";
import { cn } from "~/ui/class-names";
import { useT, type MessageKey } from "~/platform/i18n/i18n";
import type { FieldErrors } from "./account-form-schema";
import type { AccountActionData, Field, Intent } from "./account-intents";

/*
 * The pieces the account page's sections share: a section's frame and status badge, the line a
 * form answers with, the password field and the form that confirms a change with the password.
 */

export function Section({
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

export function Badge({ on, children }: { on: boolean; children: ReactNode }) {
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
export function Outcome({
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

export function Done({ message }: { message: MessageKey | null }) {
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
export function useFocusFirstError(
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

export function useBusy(intent: Intent) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

export function PasswordField({
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

/** A form that confirms one change with the person's password. */
export function PasswordForm({
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
