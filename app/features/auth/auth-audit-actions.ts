import { defineAuditActions, registerAuditActions } from "~/platform/audit/audit-actions";

/**
 * Sign-in, account and user events: administrators' reading only. They carry addresses strangers
 * typed (failed sign-ins, reset requests) and who manages whom.
 * `order` places each in the activity log's list of actions (decision 057).
 */
export const accountAuditActions = defineAuditActions({
  "sign-in": { label: "activity.action.signIn", readers: "administrators", order: 1 },
  "sign-in-failed": { label: "activity.action.signInFailed", readers: "administrators", order: 2 },
  "sign-out": { label: "activity.action.signOut", readers: "administrators", order: 3 },
  "sign-out-everywhere": { label: "activity.action.signOutEverywhere", readers: "administrators", order: 4 },
  "registered": { label: "activity.action.registered", readers: "administrators", order: 5 },
  "email-verified": { label: "activity.action.emailVerified", readers: "administrators", order: 6 },
  "password-changed": { label: "activity.action.passwordChanged", readers: "administrators", order: 7 },
  "password-reset-requested": { label: "activity.action.passwordResetRequested", readers: "administrators", order: 8 },
  "password-reset": { label: "activity.action.passwordReset", readers: "administrators", order: 9 },
  "two-factor-enabled": { label: "activity.action.twoFactorEnabled", readers: "administrators", order: 10 },
  "two-factor-disabled": { label: "activity.action.twoFactorDisabled", readers: "administrators", order: 11 },
  "backup-codes-renewed": { label: "activity.action.backupCodesRenewed", readers: "administrators", order: 12 },
  "two-factor-required": { label: "activity.action.twoFactorRequired", readers: "administrators", order: 13 },
  "role-changed": { label: "activity.action.roleChanged", readers: "administrators", order: 14 },
  "account-approved": { label: "activity.action.accountApproved", readers: "administrators", order: 15 },
  "account-disabled": { label: "activity.action.accountDisabled", readers: "administrators", order: 16 },
  "account-enabled": { label: "activity.action.accountEnabled", readers: "administrators", order: 17 },
  "account-deleted": { label: "activity.action.accountDeleted", readers: "administrators", order: 18 },
  "sessions-ended": { label: "activity.action.sessionsEnded", readers: "administrators", order: 19 },
  "administrator-created": { label: "activity.action.administratorCreated", readers: "administrators", order: 20 },
});

registerAuditActions(accountAuditActions);

declare module "~/platform/audit/audit-actions" {
  interface AuditActionRegistry {
    auth: typeof accountAuditActions;
  }
}
