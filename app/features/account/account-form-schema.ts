import { z } from "zod";
import type { MessageKey } from "~/platform/i18n/i18n";
// Also sets zod's jitless mode, which our Content-Security-Policy needs.
import { newPasswordSchema } from "../auth/auth-form-schema";

/*
 * The forms of the account page (the codes are the sign-in's: ~/features/auth/code-schemas).
 * Messages are message keys; the common-password check runs on the server only (its list is large).
 */

const message = (key: MessageKey) => key;

const password = z
  .string()
  .min(1, message("auth.validation.passwordRequired"))
  .max(128, message("auth.validation.passwordMax"));

export const changePasswordSchema = z
  .object({
    currentPassword: password,
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ["confirmPassword"],
    message: message("auth.validation.passwordsDoNotMatch"),
  });

/** The password that confirms a change to two-factor sign-in. */
export const confirmPasswordSchema = z.object({ password });

export type FieldErrors<F extends string> = Partial<Record<F, MessageKey>>;

/** The first message key for each field of a failed parse (a bare value's error under `field`). */
export function errorsOf<F extends string>(error: z.ZodError, field?: F): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of error.issues) {
    const name = (issue.path[0] as F | undefined) ?? field;
    if (name && !errors[name]) errors[name] = issue.message as MessageKey;
  }
  return errors;
}
