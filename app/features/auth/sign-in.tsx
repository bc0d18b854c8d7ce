import { useEffect, useRef, useState, type FormEvent } from "react";
import { pageTitle } from "~/platform/http/page-title";
import { siteNameFrom } from "~/ui/site-name";
import {
  data,
  Form,
  Link,
  redirect,
  useNavigate,
  useNavigation,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { z } from "zod";
import { AuthCard } from "~/features/auth/auth-card";
import {
  fieldErrors,
  formValues,
  registerSchema,
  signInSchema,
  type AuthFieldErrors,
} from "~/features/auth/auth-form-schema";
import { Button } from "~/ui/button";
import { FieldError, Input, Label } from "~/ui/field";
import { I18nProvider, useT, type MessageKey } from "~/platform/i18n/i18n";
import { readForm } from "~/platform/http/read-form.server";
import { register, signIn } from "~/features/auth/auth-actions.server";
import { privateAreaHandle } from "~/features/auth/private-area";
import { authScopes } from "~/features/auth/auth-scopes";
import { privatePageData } from "~/features/auth/private-page.server";
import { withSearchParams } from "~/platform/http/search-params";
import { safeRedirectPath } from "~/platform/http/safe-redirect";
import { currentSession } from "~/features/auth/require-role.server";
import { dismissToast, notify } from "~/ui/toast";
import { useHydrated } from "~/platform/render/use-hydrated";
import type { Route } from "./+types/sign-in";

export const handle = privateAreaHandle;

type Mode = "signIn" | "register";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(loaderData?.title ?? "Administrator login", siteNameFrom(matches)) },
  { name: "robots", content: "noindex, nofollow" },
];

/** `?mode=register` opens the registration form; `?redirectTo=/admin/…` is where sign-in returns. */
export const loader = withSearchParams(
  z.object({
    mode: z
      .string()
      .optional()
      .transform((mode): Mode => (mode === "register" ? "register" : "signIn")),
    redirectTo: z
      .string()
      .optional()
      .transform((value) => safeRedirectPath(value)),
    created: z.string().optional(),
    verified: z.string().optional(),
    reset: z.string().optional(),
    /** Sent back here from the code step: `tooManyCodes` or `expired`. */
    twoFactor: z.string().optional(),
  }),
  (
    { request, context }: Route.LoaderArgs,
    { mode, redirectTo, created, verified, reset, twoFactor },
  ) => {
    // The specification: a visitor who already has a session goes to the admin.
    if (currentSession(context)) throw redirect(redirectTo, 303);
    const page = privatePageData(request, context, authScopes.signIn);
    const title = page.messages[mode === "register" ? "auth.register.title" : "auth.signIn.title"];
    // What the page says first after a link brought the person here.
    const notice: MessageKey | null =
      created === "1"
        ? "auth.setup.done"
        : reset === "1"
          ? "auth.reset.done"
          : verified === "1"
            ? "auth.verify.done"
            : verified === "0"
              ? "auth.verify.expired"
              : null;
    const twoFactorNotice: MessageKey | null =
      twoFactor === "tooManyCodes"
        ? "auth.twoFactor.tooManyCodes"
        : twoFactor === "expired"
          ? "auth.twoFactor.expired"
          : null;
    return {
      ...page,
      mode,
      redirectTo,
      notice: twoFactorNotice ?? notice,
      title,
    };
  },
);

/**
 * After a sign-in the page itself goes on to the page asked for (one navigation). Reading this
 * page again would answer with a redirect to the same place, a second navigation racing the first:
 * whichever came later aborted the other's requests.
 */
export function shouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const signedIn = (actionResult as AuthActionData | undefined)?.status === "signed-in";
  return signedIn ? false : defaultShouldRevalidate;
}

/** The 'Logged in, redirecting…' toast, taken away once the page it announced is there. */
const SIGNED_IN_TOAST = "signed-in";

export const formFields = ["intent", "email", "password", "redirectTo", "enhanced"];

export type AuthActionData =
  | { status: "signed-in"; redirectTo: string }
  | { status: "registered" }
  | { status: "invalid"; mode: Mode; errors: AuthFieldErrors; email: string }
  | { status: "refused"; mode: Mode; error: MessageKey; minutes?: number; email: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const mode: Mode = form.get("intent") === "register" ? "register" : "signIn";
  const values = formValues(form, ["email", "password"]);
  const redirectTo = safeRedirectPath(form.get("redirectTo"));
  const parsed = (mode === "register" ? registerSchema : signInSchema).safeParse(values);
  if (!parsed.success) {
    return data<AuthActionData>(
      { status: "invalid", mode, errors: fieldErrors(parsed.error), email: values.email ?? "" },
      { status: 400 },
    );
  }
  const outcome =
    mode === "register"
      ? await register(request, context, parsed.data)
      : await signIn(request, context, parsed.data);
  if (outcome.status === "refused") {
    const answer: AuthActionData = outcome.field
      ? {
          status: "invalid",
          mode,
          errors: { [outcome.field]: outcome.error },
          email: parsed.data.email,
        }
      : {
          status: "refused",
          mode,
          error: outcome.error,
          minutes: outcome.retryAfterMinutes,
          email: parsed.data.email,
        };
    return data(answer, { status: outcome.httpStatus });
  }
  if (outcome.status === "two-factor") {
    // The password was right: the code step next, which returns to the same page afterwards.
    const query = redirectTo === "/admin" ? "" : `?${new URLSearchParams({ redirectTo })}`;
    throw redirect(`/auth/two-factor${query}`, { status: 303, headers: outcome.headers });
  }
  if (outcome.status === "registered") return data<AuthActionData>({ status: "registered" });
  // With JavaScript the page says 'Logged in, redirecting…' and then goes; without, it goes at once.
  if (form.get("enhanced") === "1")
    return data<AuthActionData>({ status: "signed-in", redirectTo }, { headers: outcome.headers });
  throw redirect(redirectTo, { status: 303, headers: outcome.headers });
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <I18nProvider locale={loaderData.locale} messages={loaderData.messages}>
      <AuthForms
        mode={actionData && "mode" in actionData ? actionData.mode : loaderData.mode}
        redirectTo={loaderData.redirectTo}
        notice={loaderData.notice}
        result={actionData}
      />
    </I18nProvider>
  );
}

function AuthForms({
  mode,
  redirectTo,
  notice,
  result,
}: {
  mode: Mode;
  redirectTo: string;
  notice: MessageKey | null;
  result: AuthActionData | undefined;
}) {
  const { t } = useT();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<AuthFieldErrors | null>(null);
  const errors = clientErrors ?? (result?.status === "invalid" ? result.errors : {});
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const toggleHref = `/auth?${new URLSearchParams({
    ...(mode === "signIn" ? { mode: "register" } : {}),
    ...(redirectTo !== "/admin" ? { redirectTo } : {}),
  }).toString()}`.replace(/\?$/, "");

  const refusal = (refused: Extract<AuthActionData, { status: "refused" }>) =>
    refused.error === "auth.error.rateLimited"
      ? t("auth.error.rateLimited", { minutes: refused.minutes ?? 15 })
      : t(refused.error);

  useEffect(() => {
    if (!result) return;
    if (result.status === "signed-in") {
      void notify("success", t("auth.toast.loggedIn"), { id: SIGNED_IN_TOAST });
      void Promise.resolve(navigate(result.redirectTo, { replace: true })).then(() =>
        dismissToast(SIGNED_IN_TOAST),
      );
    } else if (result.status === "registered") {
      void notify("success", t("auth.toast.registered"));
    } else if (result.status === "refused") {
      const title =
        result.mode === "register"
          ? t("auth.toast.registrationFailed")
          : t("auth.toast.loginFailed");
      void notify("error", title, { description: refusal(result) });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const values = formValues(new FormData(event.currentTarget), ["email", "password"]);
    const parsed = (mode === "register" ? registerSchema : signInSchema).safeParse(values);
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const found = fieldErrors(parsed.error);
    setClientErrors(found);
    void notify(
      "error",
      mode === "register" ? t("auth.toast.registrationFailed") : t("auth.toast.loginFailed"),
    );
    const first = (["email", "password"] as const).find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  if (result?.status === "registered") {
    return (
      <AuthCard eyebrow={t("auth.staffArea")} title={t("auth.register.title")}>
        <p role="status" className="mt-6 text-bark">
          {t("auth.toast.registered")}
        </p>
        <Link
          to="/auth"
          className="mt-8 inline-flex min-h-11 items-center font-semibold text-brass-dark underline-offset-4 hover:underline"
        >
          {t("auth.backToSignIn")}
        </Link>
      </AuthCard>
    );
  }

  const title = mode === "register" ? t("auth.register.title") : t("auth.signIn.title");
  const fieldError = (field: "email" | "password") => errors[field];
  const email = result && "email" in result ? result.email : "";
  return (
    <AuthCard eyebrow={t("auth.staffArea")} title={title}>
      {notice && !result ? (
        <p
          role="status"
          className="mt-6 rounded-sm border border-sand bg-linen px-4 py-3 text-sm text-walnut"
        >
          {t(notice)}
        </p>
      ) : null}
      {mode === "register" ? <p className="mt-4 text-bark">{t("auth.register.approval")}</p> : null}
      {result?.status === "refused" ? (
        <p
          role="alert"
          className="mt-6 rounded-sm border border-red-800/30 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          {refusal(result)}
        </p>
      ) : null}
      <Form
        ref={formRef}
        method="post"
        // A new mode is a new form: fields and messages start afresh.
        key={mode}
        noValidate={hydrated}
        onSubmit={hydrated ? onSubmit : undefined}
        className="mt-8 space-y-6"
        aria-label={title}
      >
        <input type="hidden" name="intent" value={mode} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <input type="hidden" name="enhanced" value={hydrated ? "1" : ""} />
        <div>
          <Label htmlFor="auth-email" required>
            {t("auth.field.email")}
          </Label>
          <Input
            id="auth-email"
            name="email"
            type="email"
            autoComplete={mode === "register" ? "email" : "username"}
            required
            defaultValue={email}
            aria-invalid={fieldError("email") ? true : undefined}
            aria-describedby={fieldError("email") ? "auth-email-error" : undefined}
            onChange={() =>
              setClientErrors((current) =>
                current?.email ? { ...current, email: undefined } : current,
              )
            }
          />
          <FieldError id="auth-email-error">
            {fieldError("email") ? t(fieldError("email")!) : null}
          </FieldError>
        </div>
        <div>
          <Label htmlFor="auth-password" required>
            {t("auth.field.password")}
          </Label>
          <Input
            id="auth-password"
            name="password"
            type="password"
            autoComplete={mode === "register" ? "new-password" : "current-password"}
            required
            minLength={mode === "register" ? 8 : 6}
            aria-invalid={fieldError("password") ? true : undefined}
            aria-describedby={fieldError("password") ? "auth-password-error" : undefined}
            onChange={() =>
              setClientErrors((current) =>
                current?.password ? { ...current, password: undefined } : current,
              )
            }
          />
          <FieldError id="auth-password-error">
            {fieldError("password") ? t(fieldError("password")!) : null}
          </FieldError>
          {mode === "signIn" ? (
            <p className="mt-1 flex justify-end text-sm">
              <Link
                to="/auth/forgot-password"
                className="inline-flex min-h-11 items-center font-semibold text-brass-dark underline-offset-4 hover:underline"
              >
                {t("auth.forgotPassword")}
              </Link>
            </p>
          ) : null}
        </div>
        <Button type="submit" variant="accent" size="lg" className="w-full" disabled={busy}>
          {busy
            ? t("common.loading")
            : mode === "register"
              ? t("auth.action.register")
              : t("auth.action.signIn")}
        </Button>
      </Form>
      <p className="mt-8 text-sm text-bark">
        {/* The specification's link button that toggles between the two modes. */}
        <Link
          to={toggleHref}
          className="inline-flex min-h-11 items-center font-semibold text-brass-dark underline-offset-4 hover:underline"
        >
          {mode === "signIn" ? t("auth.signIn.toRegister") : t("auth.register.toSignIn")}
        </Link>
      </p>
    </AuthCard>
  );
}
