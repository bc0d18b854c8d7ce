import { useRef, useState, type FormEvent } from "react";
import { pageTitle } from "~/platform/http/page-title";
import { siteNameFrom } from "~/ui/site-name";
import { data, Form, Link, useNavigation } from "react-router";
import { AuthCard } from "~/features/auth/auth-card";
import {
  fieldErrors,
  forgotPasswordSchema,
  formValues,
  type AuthFieldErrors,
} from "~/features/auth/auth-form-schema";
import { Button } from "~/ui/button";
import { FieldError, Input, Label } from "~/ui/field";
import { I18nProvider, useT, type MessageKey } from "~/platform/i18n/i18n";
import { requestPasswordReset } from "~/features/auth/password-reset.server";
import { privateAreaHandle } from "~/features/auth/private-area";
import { authScopes } from "~/features/auth/auth-scopes";
import { privatePageData } from "~/features/auth/private-page.server";
import { readForm } from "~/platform/http/read-form.server";
import { useHydrated } from "~/platform/render/use-hydrated";
import type { Route } from "./+types/forgot-password";

/*
 * /auth/forgot-password: asks for an address and answers the same whether an account has it or
 * not; the mail with a one-hour, one-use link is stored and sent by its delivery job.
 */

export const handle = privateAreaHandle;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(loaderData?.title ?? "Reset your password", siteNameFrom(matches)) },
  { name: "robots", content: "noindex, nofollow" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const page = privatePageData(request, context, authScopes.forgotPassword);
  return { ...page, title: page.messages["auth.reset.requestTitle"] };
}

export const formFields = ["email"];

export type ForgotPasswordActionData =
  | { status: "sent" }
  | { status: "invalid"; errors: AuthFieldErrors; email: string }
  | { status: "refused"; error: MessageKey; minutes: number; email: string };

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await readForm(request), formFields);
  const parsed = forgotPasswordSchema.safeParse(values);
  if (!parsed.success) {
    return data<ForgotPasswordActionData>(
      { status: "invalid", errors: fieldErrors(parsed.error), email: values.email ?? "" },
      { status: 400 },
    );
  }
  const outcome = await requestPasswordReset(request, context, parsed.data);
  if (outcome.status === "refused") {
    return data<ForgotPasswordActionData>(
      {
        status: "refused",
        error: outcome.error,
        minutes: outcome.retryAfterMinutes,
        email: parsed.data.email,
      },
      { status: outcome.httpStatus },
    );
  }
  return data<ForgotPasswordActionData>({ status: "sent" });
}

export default function ForgotPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <I18nProvider locale={loaderData.locale} messages={loaderData.messages}>
      <ForgotPasswordForm result={actionData} />
    </I18nProvider>
  );
}

const linkClass =
  "inline-flex min-h-11 items-center font-semibold text-brass-dark underline-offset-4 hover:underline";

function ForgotPasswordForm({ result }: { result: ForgotPasswordActionData | undefined }) {
  const { t } = useT();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<AuthFieldErrors | null>(null);
  const errors = clientErrors ?? (result?.status === "invalid" ? result.errors : {});
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const title = t("auth.reset.requestTitle");

  if (result?.status === "sent") {
    return (
      <AuthCard eyebrow={t("auth.staffArea")} title={title}>
        <p
          role="status"
          className="mt-6 rounded-sm border border-sand bg-linen px-4 py-3 text-sm text-walnut"
        >
          {t("auth.reset.sent")}
        </p>
        <p className="mt-4 text-sm text-bark">{t("auth.reset.sentHint")}</p>
        <p className="mt-8 text-sm">
          <Link to="/auth" className={linkClass}>
            {t("auth.backToSignIn")}
          </Link>
        </p>
      </AuthCard>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const parsed = forgotPasswordSchema.safeParse(
      formValues(new FormData(event.currentTarget), formFields),
    );
    if (parsed.success) return setClientErrors(null);
    event.preventDefault();
    setClientErrors(fieldErrors(parsed.error));
    formRef.current?.querySelector<HTMLElement>('[name="email"]')?.focus();
  }

  const emailError = errors.email;
  return (
    <AuthCard eyebrow={t("auth.staffArea")} title={title}>
      <p className="mt-4 text-bark">{t("auth.reset.requestIntro")}</p>
      {result?.status === "refused" ? (
        <p
          role="alert"
          className="mt-6 rounded-sm border border-red-800/30 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          {t("auth.error.rateLimited", { minutes: result.minutes })}
        </p>
      ) : null}
      <Form
        ref={formRef}
        method="post"
        noValidate={hydrated}
        onSubmit={hydrated ? onSubmit : undefined}
        className="mt-8 space-y-6"
        aria-label={title}
      >
        <div>
          <Label htmlFor="forgot-email" required>
            {t("auth.field.email")}
          </Label>
          <Input
            id="forgot-email"
            name="email"
            type="email"
            autoComplete="username"
            required
            maxLength={255}
            defaultValue={result && "email" in result ? result.email : ""}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? "forgot-email-error" : undefined}
            onChange={() => setClientErrors((current) => (current?.email ? null : current))}
          />
          <FieldError id="forgot-email-error">{emailError ? t(emailError) : null}</FieldError>
        </div>
        <Button type="submit" variant="accent" size="lg" className="w-full" disabled={busy}>
          {busy ? t("common.loading") : t("auth.reset.sendLink")}
        </Button>
      </Form>
      <p className="mt-8 text-sm">
        <Link to="/auth" className={linkClass}>
          {t("auth.backToSignIn")}
        </Link>
      </p>
    </AuthCard>
  );
}
