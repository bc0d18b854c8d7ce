import { defineAuditActions, registerAuditActions } from "~/platform/audit/audit-actions";

/**
 * What staff do to enquiries, in the history every member of staff shares. Marking one handled
 * or reopening it gave way to the pipeline's states; those actions stay for the entries they left.
 * `order` places each in the activity log's list of actions (decision 057).
 */
export const enquiriesAuditActions = defineAuditActions({
  "enquiry-handled": { label: "activity.action.enquiryHandled", readers: "staff", order: 22 },
  "enquiry-reopened": { label: "activity.action.enquiryReopened", readers: "staff", order: 23 },
  "enquiry-retried": { label: "activity.action.enquiryRetried", readers: "staff", order: 24 },
  "enquiries-exported": { label: "activity.action.enquiriesExported", readers: "staff", order: 25 },
  "enquiry-state-changed": { label: "activity.action.enquiryStateChanged", readers: "staff", order: 61 },
  "enquiry-assigned": { label: "activity.action.enquiryAssigned", readers: "staff", order: 62 },
  "enquiry-noted": { label: "activity.action.enquiryNoted", readers: "staff", order: 63 },
});

registerAuditActions(enquiriesAuditActions);

declare module "~/platform/audit/audit-actions" {
  interface AuditActionRegistry {
    enquiries: typeof enquiriesAuditActions;
  }
}
