// The audit log's vocabulary, shared by the server that writes it and the page that shows it.

/** Everything the audit log records, by the name its entries carry. */
export const auditActions = [
  "sign-in",
  "sign-in-failed",
  "sign-out",
  "sign-out-everywhere",
  "registered",
  "email-verified",
  "password-changed",
  "password-reset-requested",
  "password-reset",
  "two-factor-enabled",
  "two-factor-disabled",
  "backup-codes-renewed",
  "two-factor-required",
  "role-changed",
  "account-approved",
  "account-disabled",
  "account-enabled",
  "account-deleted",
  "sessions-ended",
  "administrator-created",
  "enquiry-handled",
  "enquiry-reopened",
  "enquiry-retried",
  "enquiries-exported",
  "product-created",
  "product-updated",
  "product-published",
  "product-unpublished",
  "product-featured",
  "product-unfeatured",
  "product-deleted",
  "product-restored",
  "product-purged",
  "product-duplicated",
  "product-reordered",
  "image-uploaded",
] as const;
export type AuditAction = (typeof auditActions)[number];

export const isAuditAction = (value: string): value is AuditAction => (auditActions as readonly string[]).includes(value);
