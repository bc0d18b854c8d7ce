import { z } from "zod";
import type { MessageKey } from "~/platform/i18n/i18n";

// Our Content-Security-Policy forbids eval; without this zod probes `new Function`.
z.config({ jitless: true });

/*
 * The sign-in and registration forms' schemas, run in the browser on submit and again by the
 * action. Messages are message keys, shown in the person's language. Signing in keeps the
 * specification's minimum of 6; a new password needs 8 and must not be a common one (the common
 * check runs on the server only: its list is large).
 */

const message = (key: MessageKey) => key;

const email = z
  .string()
  .trim()
  .min(1, message("auth.validation.emailRequired"))
  .max(255, message("auth.validation.emailInvalid"))
  .pipe(z.email(message("auth.validation.emailInvalid")));

export const signInSchema = z.object({
  email,
  password: z
    .string()
    .min(1, message("auth.validation.passwordRequired"))
    .min(6, message("auth.validation.passwordMin"))
    .max(128, message("auth.validation.passwordMax")),
});

export const newPasswordSchema = z
  .string()
  .min(1, message("auth.validation.passwordRequired"))
  .min(8, message("auth.validation.registrationPasswordMin"))
  .max(128, message("auth.validation.passwordMax"));

export const registerSchema = z.object({ email, password: newPasswordSchema });

export const setupSchema = z
  .object({ email, password: newPasswordSchema, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: message("auth.validation.passwordsDoNotMatch"),
  });

/** Asking for a reset link: the address only. */
export const forgotPasswordSchema = z.object({ email });

/** The new password chosen with a reset link, typed twice; the link's token travels beside it. */
export const resetPasswordSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: message("auth.validation.passwordsDoNotMatch"),
  });

export type AuthFieldErrors = Partial<Record<"email" | "password" | "confirmPassword", MessageKey>>;

/** The first message key for each field of a failed parse. */
export function fieldErrors(error: z.ZodError): AuthFieldErrors {
  const errors: AuthFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as keyof AuthFieldErrors | undefined;
    if (field && !errors[field]) errors[field] = issue.message as MessageKey;
  }
  return errors;
}

/** A form's fields as strings, for parsing (absent fields read as empty). */
export function formValues(form: Pick<FormData, "get">, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? "")]));
}
