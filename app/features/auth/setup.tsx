import { siteRequestOf } from "~/platform/http/request-context";
import { useState, type FormEvent } from "react";
import { pageTitle } from "~/platform/http/page-title";
import { siteNameFrom } from "~/ui/site-name";
import { data, Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { AuthCard } from "~/features/auth/auth-card";
import {
  fieldErrors,
  formValues,
  setupSchema,
  type AuthFieldErrors,
} from "~/features/auth/auth-form-schema";
import { Button } from "~/ui/button";
import { FieldError, Input, Label } from "~/ui/field";
import { I18nProvider, useT } from "~/platform/i18n/i18n";
import { sessionSecret } from "~/platform/config/secret.server";
import { db } from "~/platform/db/client.server";
import { readForm } from "~/platform/http/read-form.server";
import { audit } from "~/features/auth/auth-actions.server";
import { privateAreaHandle } from "~/features/auth/private-area";
import { authScopes } from "~/features/auth/auth-scopes";
import { privatePageData } from "~/features/auth/private-page.server";
import { withSearchParams } from "~/platform/http/search-params";
import { useHydrated } from "~/platform/render/use-hydrated";
import {
  closeFirstAdministratorSetup,
  isSetupTokenValid,
} from "~/features/auth/first-administrator.server";
import type { Route } from "./+types/setup";

/*
 * /auth/setup?token=…: the one-time page, linked from the server's start-up log, that creates the
 * first administrator when none exists and none is configured. The link works for an hour and
 * only until an administrator exists.
 */

export const handle = privateAreaHandle;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Create the first administrator", siteNameFrom(matches)) },
  { name: "robots", content: "noindex, nofollow" },
];

const tokenParam = z.object({ token: z.string().max(200).optional() });

export const loader = withSearchParams(
  tokenParam,
  async ({ request, context }: Route.LoaderArgs, { token }) => {
    const valid = token ? await isSetupTokenValid(token, { secret: sessionSecret() }) : false;
    return data({ ...privatePageData(request, context, authScopes.setup), valid }, { status: valid ? 200 : 404 });
  },
);

export const formFields = ["email", "password", "confirmPassword"];

export const action = withSearchParams(
  tokenParam,
  async ({ request, context }: Route.ActionArgs, { token }) => {
    if (!token || !(await isSetupTokenValid(token, { secret: sessionSecret() }))) {
      throw data("This setup link is no longer valid.", { status: 404 });
    }
    const values = formValues(await readForm(request), ["email", "password", "confirmPassword"]);
    const parsed = setupSchema.safeParse(values);
    if (!parsed.success)
      return data(
        { errors: fieldErrors(parsed.error), email: values.email ?? "" },
        { status: 400 },
      );
    const email = parsed.data.email.toLowerCase();
    try {
      const created = await siteRequestOf(context).auth.api.createUser({
        body: {
          email,
          password: parsed.data.password,
          name: "Administrator",
          role: "admin",
          data: { emailVerified: true },
        },
      });
      await closeFirstAdministratorSetup(db());
      await audit("administrator-created", context, {
        actor: { id: created.user.id, email },
        target: `user:${created.user.id}`,
      });
    } catch (error) {
      const code = (error as { body?: { code?: string } }).body?.code;
      const field: AuthFieldErrors =
        code === "PASSWORD_TOO_COMMON"
          ? { password: "auth.validation.passwordTooCommon" }
          : code === "PASSWORD_TOO_SHORT"
            ? { password: "auth.validation.registrationPasswordMin" }
            : { email: "auth.setup.failed" };
      return data({ errors: field, email }, { status: 400 });
    }
    throw redirect("/auth?created=1", 303);
  },
);

export default function SetupPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <I18nProvider locale={loaderData.locale} messages={loaderData.messages}>
      <SetupForm valid={loaderData.valid} result={actionData} />
    </I18nProvider>
  );
}

function SetupForm({
  valid,
  result,
}: {
  valid: boolean;
  result: { errors: AuthFieldErrors; email: string } | undefined;
}) {
  const { t } = useT();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<AuthFieldErrors | null>(null);
  const errors = clientErrors ?? result?.errors ?? {};
  if (!valid) {
    return (
      <AuthCard eyebrow={t("auth.staffArea")} title={t("auth.setup.title")}>
        <p className="mt-6 text-bark">{t("auth.setup.invalid")}</p>
      </AuthCard>
    );
  }
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const parsed = setupSchema.safeParse(
      formValues(new FormData(event.currentTarget), ["email", "password", "confirmPassword"]),
    );
    if (parsed.success) return setClientErrors(null);
    event.preventDefault();
    setClientErrors(fieldErrors(parsed.error));
  }
  const field = (
    name: "email" | "password" | "confirmPassword",
    label: string,
    type: string,
    autoComplete: string,
  ) => (
    <div>
      <Label htmlFor={`setup-${name}`} required>
        {label}
      </Label>
      <Input
        id={`setup-${name}`}
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        defaultValue={name === "email" ? result?.email : undefined}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `setup-${name}-error` : undefined}
      />
      <FieldError id={`setup-${name}-error`}>{errors[name] ? t(errors[name]) : null}</FieldError>
    </div>
  );
  return (
    <AuthCard eyebrow={t("auth.staffArea")} title={t("auth.setup.title")}>
      <p className="mt-4 text-bark">{t("auth.setup.intro")}</p>
      <Form
        method="post"
        noValidate={hydrated}
        onSubmit={hydrated ? onSubmit : undefined}
        className="mt-8 space-y-6"
      >
        {field("email", t("auth.field.email"), "email", "username")}
        {field("password", t("auth.field.password"), "password", "new-password")}
        {field("confirmPassword", t("auth.field.confirmPassword"), "password", "new-password")}
        <Button
          type="submit"
          variant="accent"
          size="lg"
          className="w-full"
          disabled={navigation.state !== "idle"}
        >
          {t("auth.setup.create")}
        </Button>
      </Form>
    </AuthCard>
  );
}
