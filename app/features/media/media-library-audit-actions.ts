import { defineAuditActions, registerAuditActions } from "~/platform/audit/audit-actions";

/**
 * Changes to the media library's pictures (decision 065), in the history every member of staff
 * shares; an upload is the platform's `image-uploaded`.
 */
export const mediaLibraryAuditActions = defineAuditActions({
  "media-described": { label: "activity.action.mediaDescribed", readers: "staff", order: 64 },
  "media-replaced": { label: "activity.action.mediaReplaced", readers: "staff", order: 65 },
  "media-deleted": { label: "activity.action.mediaDeleted", readers: "staff", order: 66 },
  "media-deleted-in-use": { label: "activity.action.mediaDeletedInUse", readers: "staff", order: 67 },
});

registerAuditActions(mediaLibraryAuditActions);

declare module "~/platform/audit/audit-actions" {
  interface AuditActionRegistry {
    mediaLibrary: typeof mediaLibraryAuditActions;
  }
}
