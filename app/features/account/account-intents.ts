import type { MessageKey } from "~/platform/i18n/i18n";
import type { SetupView } from "~/features/auth/account-change.server";
import type { FieldErrors } from "./account-form-schema";

/*
 * The account page's forms, as its action and its sections both know them: the intents a post
 * names, the fields it may carry, and what the action answers.
 */

export type Intent =
  | "change-password"
  | "two-factor-start"
  | "two-factor-finish"
  | "backup-codes"
  | "two-factor-disable"
  | "require";

export const intents: readonly Intent[] = [
  "change-password",
  "two-factor-start",
  "two-factor-finish",
  "backup-codes",
  "two-factor-disable",
  "require",
];

export type Field = "currentPassword" | "newPassword" | "confirmPassword" | "password" | "code";

export interface AccountActionData {
  intent: Intent;
  ok: boolean;
  /** A message for the whole form. */
  error?: MessageKey;
  minutes?: number;
  errors?: FieldErrors<Field>;
  /** The set-up under way: QR code, key and backup codes, then the code. */
  setup?: SetupView;
  /** Backup codes to show once. */
  backupCodes?: string[];
  required?: boolean;
}

/** What a change that replaced the session says after the redirect that follows it. */
export const doneMessages = {
  password: "admin.account.password.changed",
  "two-factor-on": "admin.account.twoFactor.enabled",
  "two-factor-off": "admin.account.twoFactor.disabled",
} as const satisfies Record<string, MessageKey>;

export type Done = keyof typeof doneMessages;

export const isDone = (value: unknown): value is Done =>
  typeof value === "string" && value in doneMessages;
