import { z } from "zod";
import type { MessageKey } from "~/platform/i18n/i18n";
import { compactBackupCode, isBackupCodeShape } from "~/features/auth/backup-codes";
// Also sets zod's jitless mode, which our Content-Security-Policy needs.
import { newPasswordSchema } from "../auth/auth-form-schema";

/*
 * The forms of the account page and of the sign-in's code step. Messages are message keys; the
 * common-password check runs on the server only (its list is large).
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

/** An authenticator app's code: six digits, however the person spaced them. */
export const appCodeSchema = z
  .string()
  .max(20, message("auth.twoFactor.codeFormat"))
  .transform((value) => value.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, message("auth.twoFactor.codeFormat")));

/**
 * A backup code (`XXXXX-XXXXX`), in any case, with or without the hyphen and spaces; it arrives
 * at the server in one form: capitals, no spaces, no hyphens.
 */
export const backupCodeSchema = z
  .string()
  .trim()
  .min(1, message("auth.twoFactor.backupCodeRequired"))
  .max(40, message("auth.twoFactor.invalidBackupCode"))
  .refine(isBackupCodeShape, message("auth.twoFactor.invalidBackupCode"))
  .transform(compactBackupCode);

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
