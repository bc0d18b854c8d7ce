import { defineAuditActions, registerAuditActions } from "~/platform/audit/audit-actions";

/**
 * What staff do to the site's content and the company's details, in the history every member of
 * staff shares.
 * `order` places each in the activity log's list of actions (decision 057).
 */
export const contentAuditActions = defineAuditActions({
  "content-created": { label: "activity.action.contentCreated", readers: "staff", order: 48 },
  "content-updated": { label: "activity.action.contentUpdated", readers: "staff", order: 49 },
  "content-published": { label: "activity.action.contentPublished", readers: "staff", order: 50 },
  "content-unpublished": { label: "activity.action.contentUnpublished", readers: "staff", order: 51 },
  "content-scheduled": { label: "activity.action.contentScheduled", readers: "staff", order: 52 },
  "content-deleted": { label: "activity.action.contentDeleted", readers: "staff", order: 53 },
  "content-restored": { label: "activity.action.contentRestored", readers: "staff", order: 54 },
  "content-purged": { label: "activity.action.contentPurged", readers: "staff", order: 55 },
  "content-restored-version": { label: "activity.action.contentRestoredVersion", readers: "staff", order: 56 },
  "content-reordered": { label: "activity.action.contentReordered", readers: "staff", order: 57 },
  "company-updated": { label: "activity.action.companyUpdated", readers: "staff", order: 58 },
  "content-exported": { label: "activity.action.contentExported", readers: "staff", order: 59 },
  "news-categories-changed": { label: "activity.action.newsCategoriesChanged", readers: "staff", order: 60 },
  "content-changes-saved": { label: "activity.action.contentChangesSaved", readers: "staff", order: 60.1 },
  "content-changes-scheduled": { label: "activity.action.contentChangesScheduled", readers: "staff", order: 60.2 },
  "content-changes-published": { label: "activity.action.contentChangesPublished", readers: "staff", order: 60.3 },
  "content-changes-discarded": { label: "activity.action.contentChangesDiscarded", readers: "staff", order: 60.4 },
});

registerAuditActions(contentAuditActions);

declare module "~/platform/audit/audit-actions" {
  interface AuditActionRegistry {
    content: typeof contentAuditActions;
  }
}
