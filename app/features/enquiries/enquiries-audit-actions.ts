import { defineAuditActions, registerAuditActions } from "~/platform/audit/audit-actions";

/**
 * What staff do to enquiries, in the history every member of staff shares.
 * `order` places each in the activity log's list of actions (decision 057).
 */
export const enquiriesAuditActions = defineAuditActions({
  "enquiry-handled": { label: "activity.action.enquiryHandled", readers: "staff", order: 22 },
  "enquiry-reopened": { label: "activity.action.enquiryReopened", readers: "staff", order: 23 },
  "enquiry-retried": { label: "activity.action.enquiryRetried", readers: "staff", order: 24 },
  "enquiries-exported": { label: "activity.action.enquiriesExported", readers: "staff", order: 25 },
});

registerAuditActions(enquiriesAuditActions);

declare module "~/platform/audit/audit-actions" {
  interface AuditActionRegistry {
    enquiries: typeof enquiriesAuditActions;
  }
}
