import { useRef, useState, type FormEvent } from "react";
import { pageTitle } from "~/platform/http/page-title";
import { siteNameFrom } from "~/ui/site-name";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { AuthCard } from "~/features/auth/auth-card";
import {
  fieldErrors,
  formValues,
  resetPasswordSchema,
  type AuthFieldErrors,
} from "~/features/auth/auth-form-schema";
import { Button } from "~/ui/button";
import { FieldError, Input, Label } from "~/ui/field";
import { I18nProvider, useT, type MessageKey } from "~/platform/i18n/i18n";
import {
  isPlausibleResetToken,
  RESET_TOKEN_MAX_LENGTH,
  resetLinkAccount,
  resetPassword,
} from "~/features/auth/password-reset.server";
import { privateAreaHandle } from "~/features/auth/private-area";
import { authScopes } from "~/features/auth/auth-scopes";
import { privatePageData } from "~/features/auth/private-page.server";
import { readForm } from "~/platform/http/read-form.server";
import { urlText, withSearchParams } from "~/platform/http/search-params";
import { useHydrated } from "~/platform/render/use-hydrated";
import type { Route } from "./+types/reset-password";

/*
 * /auth/reset-password?token=…: the link of the reset e-mail. A live link shows the form for a
 * new password; the form carries the token in a hidden field and posts to the address without
 * it, and the page's Referer names the origin only (server/admin-area.ts). A used, superseded or
 * expired link says so and offers a new one. Success leads to sign-in with a notice.
 */

export const handle = privateAreaHandle;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(loaderData?.title ?? "Choose a new password", siteNameFrom(matches)) },
  { name: "robots", content: "noindex, nofollow" },
];

export const loader = withSearchParams(
  z.object({ token: urlText(RESET_TOKEN_MAX_LENGTH).optional() }),
  async ({ request, context }: Route.LoaderArgs, { token }) => {
    const page = privatePageData(request, context, authScopes.resetPassword);
    const title = page.messages["auth.reset.newTitle"];
    // After a post the address carries no token: the form's own answer says what to show.
    if (token === undefined) return data({ ...page, title, token: null });
    const live = (await resetLinkAccount(context, token)) !== null;
    return data({ ...page, title, token: live ? token : null }, { status: live ? 200 : 404 });
  },
);

export const formFields = ["token", "password", "confirmPassword"];

export type ResetPasswordActionData =
  | { status: "invalid-link" }
  | { status: "invalid"; token: string; errors: AuthFieldErrors }
  | { status: "refused"; token: string; error: MessageKey; minutes?: number };

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await readForm(request), formFields);
  const token = values.token ?? "";
  if (!isPlausibleResetToken(token)) {
    return data<ResetPasswordActionData>({ status: "invalid-link" }, { status: 400 });
  }
  const parsed = resetPasswordSchema.safeParse(values);
  if (!parsed.success) {
    return data<ResetPasswordActionData>(
      { status: "invalid", token, errors: fieldErrors(parsed.error) },
      { status: 400 },
    );
  }
  const outcome = await resetPassword(request, context, { token, password: parsed.data.password });
  switch (outcome.status) {
    case "reset":
      throw redirect("/auth?reset=1", 303);
    case "invalid-link":
      return data<ResetPasswordActionData>({ status: "invalid-link" }, { status: 400 });
    case "invalid":
      return data<ResetPasswordActionData>(
        { status: "invalid", token, errors: { [outcome.field]: outcome.error } },
        { status: 400 },
      );
    case "refused":
      return data<ResetPasswordActionData>(
        { status: "refused", token, error: outcome.error, minutes: outcome.retryAfterMinutes },
        { status: outcome.httpStatus },
      );
  }
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  // The form's answer, when there is one, knows better than the address (which has no token then).
  const token = actionData
    ? actionData.status === "invalid-link"
      ? null
      : actionData.token
    : loaderData.token;
  return (
    <I18nProvider locale={loaderData.locale} messages={loaderData.messages}>
      <ResetPasswordForm token={token} result={actionData} />
    </I18nProvider>
  );
}

const linkClass =
  "inline-flex min-h-11 items-center font-semibold text-brass-dark underline-offset-4 hover:underline";

function ResetPasswordForm({
  token,
  result,
}: {
  token: string | null;
  result: ResetPasswordActionData | undefined;
}) {
  const { t } = useT();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<AuthFieldErrors | null>(null);
  const errors = clientErrors ?? (result?.status === "invalid" ? result.errors : {});
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const title = t("auth.reset.newTitle");

  if (!token) {
    return (
      <AuthCard eyebrow={t("auth.staffArea")} title={title}>
        <p
          role="alert"
          className="mt-6 rounded-sm border border-sand bg-linen px-4 py-3 text-sm text-walnut"
        >
          {t("auth.reset.expired")}
        </p>
        <p className="mt-8 flex flex-col items-start gap-1 text-sm">
          <Link to="/auth/forgot-password" className={linkClass}>
            {t("auth.reset.requestAgain")}
          </Link>
          <Link to="/auth" className={linkClass}>
            {t("auth.backToSignIn")}
          </Link>
        </p>
      </AuthCard>
    );
  }

  const fields = ["password", "confirmPassword"] as const;
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const parsed = resetPasswordSchema.safeParse(
      formValues(new FormData(event.currentTarget), fields),
    );
    if (parsed.success) return setClientErrors(null);
    event.preventDefault();
    const found = fieldErrors(parsed.error);
    setClientErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  const field = (name: (typeof fields)[number], label: string) => (
    <div>
      <Label htmlFor={`reset-${name}`} required>
        {label}
      </Label>
      <Input
        id={`reset-${name}`}
        name={name}
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={
          errors[name] ? `reset-${name}-error` : name === "password" ? "reset-rules" : undefined
        }
        onChange={() =>
          setClientErrors((current) =>
            current?.[name] ? { ...current, [name]: undefined } : current,
          )
        }
      />
      <FieldError id={`reset-${name}-error`}>{errors[name] ? t(errors[name]) : null}</FieldError>
    </div>
  );

  return (
    <AuthCard eyebrow={t("auth.staffArea")} title={title}>
      <p id="reset-rules" className="mt-4 text-bark">
        {t("auth.reset.newIntro")}
      </p>
      {result?.status === "refused" ? (
        <p
          role="alert"
          className="mt-6 rounded-sm border border-red-800/30 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          {result.error === "auth.error.rateLimited"
            ? t("auth.error.rateLimited", { minutes: result.minutes ?? 60 })
            : t(result.error)}
        </p>
      ) : null}
      <Form
        ref={formRef}
        method="post"
        // The token goes in the body, never again in an address.
        action="/auth/reset-password"
        noValidate={hydrated}
        onSubmit={hydrated ? onSubmit : undefined}
        className="mt-8 space-y-6"
        aria-label={title}
      >
        <input type="hidden" name="token" value={token} />
        {field("password", t("auth.field.newPassword"))}
        {field("confirmPassword", t("auth.field.confirmPassword"))}
        <Button type="submit" variant="accent" size="lg" className="w-full" disabled={busy}>
          {busy ? t("common.loading") : t("auth.reset.save")}
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
