// The audit log's vocabulary, shared by the server that writes it and the page that shows it.

/**
 * Sign-in, account and user events: administrators' reading only. They carry addresses strangers
 * typed (failed sign-ins, reset requests) and who manages whom.
 */
const accountAuditActions = [
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
] as const;

/** The catalogue, import and enquiry history every member of staff shares. */
const sharedAuditActions = [
  "product-restored-version",
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
  "category-created",
  "category-updated",
  "category-reordered",
  "category-deleted",
  "product-imported",
  "product-import-updated",
  "import-finished",
  "import-dry-run",
  "import-undone",
  "products-exported",
  "content-created",
  "content-updated",
  "content-published",
  "content-unpublished",
  "content-scheduled",
  "content-deleted",
  "content-restored",
  "content-purged",
  "content-restored-version",
  "content-reordered",
  "company-updated",
  "content-exported",
  "news-categories-changed",
] as const;

/** Everything the audit log records, by the name its entries carry. */
const auditActions = [...accountAuditActions, ...sharedAuditActions] as const;
export type AuditAction = (typeof auditActions)[number];

export const isAuditAction = (value: string): value is AuditAction => (auditActions as readonly string[]).includes(value);

/** What a role may read in the activity log. */
export const auditActionsFor = (role: string | null | undefined): readonly AuditAction[] =>
  role === "admin" ? auditActions : role === "editor" ? sharedAuditActions : [];
