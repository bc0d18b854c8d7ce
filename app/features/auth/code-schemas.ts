import { z } from "zod";
import type { MessageKey } from "~/platform/i18n/i18n";
import { compactBackupCode, isBackupCodeShape } from "./backup-codes";
// Also sets zod's jitless mode, which our Content-Security-Policy needs.
import "./auth-form-schema";

/* The codes of the sign-in's second step, also asked for on the account page. */

const message = (key: MessageKey) => key;

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
