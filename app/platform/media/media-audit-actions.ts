import { defineAuditActions, registerAuditActions } from "~/platform/audit/audit-actions";

/**
 * Pictures uploaded by staff (media-upload.server.ts), in the history every member of staff shares.
 * `order` places each in the activity log's list of actions (decision 057).
 */
export const mediaAuditActions = defineAuditActions({
  "image-uploaded": { label: "activity.action.imageUploaded", readers: "staff", order: 37 },
});

registerAuditActions(mediaAuditActions);

declare module "~/platform/audit/audit-actions" {
  interface AuditActionRegistry {
    media: typeof mediaAuditActions;
  }
}
