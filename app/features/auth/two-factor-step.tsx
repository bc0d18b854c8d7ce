import { useEffect, useRef } from "react";
import { pageTitle } from "~/platform/http/page-title";
import { siteNameFrom } from "~/ui/site-name";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { appCodeSchema, backupCodeSchema } from "~/features/auth/code-schemas";
import { AuthCard } from "~/features/auth/auth-card";
import { Button } from "~/ui/button";
import { FieldError, Input, Label } from "~/ui/field";
import { I18nProvider, useT, type MessageKey } from "~/platform/i18n/i18n";
import { privateAreaHandle } from "~/features/auth/private-area";
import { authScopes } from "~/features/auth/auth-scopes";
import { privatePageData } from "~/features/auth/private-page.server";
import { readForm } from "~/platform/http/read-form.server";
import { withSearchParams } from "~/platform/http/search-params";
import { safeRedirectPath } from "~/platform/http/safe-redirect";
import { currentSession } from "~/features/auth/require-role.server";
import { secondStepWait, twoFactorChallengeOf, verifySecondStep } from "~/features/auth/second-step.server";
import type { Route } from "./+types/two-factor-step";

/*
 * The second step of signing in, after a correct password for an account with two-factor on:
 * a code from the authenticator app, or one of the backup codes. The step lives in better-auth's
 * `two_factor` cookie (ten minutes, five codes); success starts the session and goes on to the
 * page first asked for.
 */

export const handle = privateAreaHandle;

type Method = "app" | "backup";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(loaderData?.title ?? "Two-step sign-in", siteNameFrom(matches)) },
  { name: "robots", content: "noindex, nofollow" },
];

const withRedirect = (path: string, redirectTo: string, extra: Record<string, string> = {}) => {
  const query = new URLSearchParams({
    ...extra,
    ...(redirectTo === "/admin" ? {} : { redirectTo }),
  }).toString();
  return query ? `${path}?${query}` : path;
};

/** `?method=backup` asks for a backup code instead of the app's; `?redirectTo=` as on /auth. */
export const loader = withSearchParams(
  z.object({
    method: z
      .string()
      .optional()
      .transform((value): Method => (value === "backup" ? "backup" : "app")),
    redirectTo: z
      .string()
      .optional()
      .transform((value) => safeRedirectPath(value)),
  }),
  async ({ request, context }: Route.LoaderArgs, { method, redirectTo }) => {
    if (currentSession(context)) throw redirect(redirectTo, 303);
    // Without a password step under way there is nothing to confirm here.
    if (!(await twoFactorChallengeOf(request, context)))
      throw redirect(withRedirect("/auth", redirectTo), 303);
    const page = privatePageData(request, context, authScopes.twoFactor);
    const wait = await secondStepWait(context, request);
    return {
      ...page,
      method,
      redirectTo,
      waitMinutes: wait === null ? null : Math.max(1, Math.ceil(wait / 60)),
      title: page.messages["auth.twoFactor.signInTitle"],
    };
  },
);

export const formFields = ["method", "code", "redirectTo"];

export type TwoFactorActionData = {
  method: Method;
  error: MessageKey;
  /** Where the message belongs: under the field, or above the form. */
  place: "field" | "form";
  minutes?: number;
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const method: Method = form.get("method") === "backup" ? "backup" : "app";
  const redirectTo = safeRedirectPath(form.get("redirectTo"));
  if (currentSession(context)) throw redirect(redirectTo, 303);
  const parsed = (method === "backup" ? backupCodeSchema : appCodeSchema).safeParse(
    String(form.get("code") ?? ""),
  );
  if (!parsed.success) {
    return data<TwoFactorActionData>(
      { method, error: parsed.error.issues[0]!.message as MessageKey, place: "field" },
      { status: 400 },
    );
  }
  const outcome = await verifySecondStep(request, context, { method, code: parsed.data });
  switch (outcome.status) {
    case "signed-in":
      throw redirect(redirectTo, { status: 303, headers: outcome.headers });
    case "restart":
      throw redirect(withRedirect("/auth", redirectTo, { twoFactor: outcome.reason }), {
        status: 303,
        headers: outcome.headers,
      });
    case "refused":
      return data<TwoFactorActionData>(
        {
          method,
          error: outcome.error,
          place: outcome.error === "auth.error.rateLimited" ? "form" : "field",
          minutes: outcome.retryAfterMinutes,
        },
        { status: outcome.httpStatus },
      );
  }
}

export default function TwoFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <I18nProvider locale={loaderData.locale} messages={loaderData.messages}>
      <CodeStep
        // The form's own method wins: its answer belongs to it, whatever the address says.
        method={actionData?.method ?? loaderData.method}
        redirectTo={loaderData.redirectTo}
        waitMinutes={loaderData.waitMinutes}
        result={actionData}
      />
    </I18nProvider>
  );
}

function CodeStep({
  method,
  redirectTo,
  waitMinutes,
  result,
}: {
  method: Method;
  redirectTo: string;
  waitMinutes: number | null;
  result: TwoFactorActionData | undefined;
}) {
  const { t } = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const backup = method === "backup";
  const formMessage =
    result?.place === "form"
      ? result.error === "auth.error.rateLimited"
        ? t("auth.error.rateLimited", { minutes: result.minutes ?? 15 })
        : t(result.error)
      : !result && waitMinutes !== null
        ? t("auth.error.rateLimited", { minutes: waitMinutes })
        : null;
  const fieldMessage = result?.place === "field" ? t(result.error) : null;
  const inputRef = useRef<HTMLInputElement>(null);
  // A refused code is selected, ready to be typed over.
  useEffect(() => {
    if (result?.place !== "field") return;
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [result]);
  const title = t("auth.twoFactor.signInTitle");
  return (
    <AuthCard eyebrow={t("auth.staffArea")} title={title}>
      <p id="two-factor-intro" className="mt-5 text-bark">
        {backup ? t("auth.twoFactor.backupIntro") : t("auth.twoFactor.enterCode")}
      </p>
      {formMessage ? (
        <p
          role="alert"
          className="mt-6 rounded-sm border border-red-800/30 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          {formMessage}
        </p>
      ) : null}
      <Form method="post" replace className="mt-8 space-y-6" aria-label={title} key={method}>
        <input type="hidden" name="method" value={method} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <div>
          <Label htmlFor="two-factor-code">
            {backup ? t("auth.twoFactor.backupCodeLabel") : t("auth.twoFactor.codeLabel")}
          </Label>
          <Input
            ref={inputRef}
            id="two-factor-code"
            name="code"
            // The one field of the page, where the person came to type.
            autoFocus
            autoComplete={backup ? "off" : "one-time-code"}
            inputMode={backup ? "text" : "numeric"}
            // Backup codes are capitals (any case is taken); a phone's keyboard starts in capitals.
            autoCapitalize={backup ? "characters" : "none"}
            spellCheck={false}
            maxLength={backup ? 40 : 20}
            className={backup ? "font-mono tracking-wide" : "font-mono text-lg tracking-[0.35em]"}
            aria-invalid={fieldMessage ? true : undefined}
            aria-describedby={
              fieldMessage ? "two-factor-intro two-factor-code-error" : "two-factor-intro"
            }
          />
          <FieldError id="two-factor-code-error">{fieldMessage}</FieldError>
        </div>
        <Button type="submit" variant="accent" size="lg" className="w-full" disabled={busy}>
          {busy ? t("common.loading") : t("auth.twoFactor.verify")}
        </Button>
      </Form>
      <div className="mt-8 flex flex-wrap items-center justify-between gap-x-6 gap-y-1 text-sm">
        <Link
          to={withRedirect("/auth/two-factor", redirectTo, backup ? {} : { method: "backup" })}
          replace
          className="inline-flex min-h-11 items-center font-semibold text-brass-dark underline-offset-4 hover:underline"
        >
          {backup ? t("auth.twoFactor.useApp") : t("auth.twoFactor.useBackupCode")}
        </Link>
        <Link
          to={withRedirect("/auth", redirectTo)}
          className="inline-flex min-h-11 items-center text-stone underline-offset-4 hover:text-walnut hover:underline"
        >
          {t("auth.backToSignIn")}
        </Link>
      </div>
    </AuthCard>
  );
}
