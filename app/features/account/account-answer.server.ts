import { type RequestContext } from "~/platform/http/request-context";
import { data, redirect } from "react-router";
import type { AccountOutcome } from "~/features/auth/account-change.server";
import type { AuthSession } from "~/features/auth/auth.server";
import type { PostedForm } from "~/platform/http/read-form.server";
import { confirmPasswordSchema, errorsOf, type FieldErrors } from "./account-form-schema";
import type { AccountActionData, Done, Field, Intent } from "./account-intents";

/*
 * How each form of the account page answers: what every intent's function is given, and how it
 * turns an outcome of the two-factor and password services into the page's answer.
 */

/** What the account page's action hands the function of the intent posted. */
export interface IntentArgs {
  request: Request;
  context: RequestContext;
  session: AuthSession;
  form: PostedForm;
}

/** A posted field as text, empty when it is missing. */
export const formText = (form: PostedForm, name: string) => String(form.get(name) ?? "");

/**
 * An outcome as the page shows it. A change that replaced the session (`done`) answers with a
 * redirect carrying the new session's cookie, so the page is read again as the new session sees
 * it; the others answer with the page and their data (backup codes are shown once, never kept in
 * an address).
 */
export function answer(
  intent: Intent,
  outcome: AccountOutcome<Partial<AccountActionData>>,
  done?: Done,
) {
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

export const invalid = (intent: Intent, errors: FieldErrors<Field>) =>
  data<AccountActionData>({ intent, ok: false, errors }, { status: 400 });

/**
 * Runs a change confirmed with the person's password (the `password` field), or answers with
 * what is wrong with the field.
 */
export async function withConfirmingPassword(
  intent: Intent,
  form: PostedForm,
  run: (password: string) => ReturnType<typeof answer> | Promise<ReturnType<typeof answer>>,
) {
  const parsed = confirmPasswordSchema.safeParse({ password: formText(form, "password") });
  if (!parsed.success) return invalid(intent, errorsOf(parsed.error));
  return run(parsed.data.password);
}
