import { defineAuditActions, registerAuditActions } from "~/platform/audit/audit-actions";

/**
 * What imports do, in the history every member of staff shares.
 * `order` places each in the activity log's list of actions (decision 057).
 */
export const importsAuditActions = defineAuditActions({
  "product-imported": { label: "activity.action.productImported", readers: "staff", order: 42 },
  "product-import-updated": { label: "activity.action.productImportUpdated", readers: "staff", order: 43 },
  "import-finished": { label: "activity.action.importFinished", readers: "staff", order: 44 },
  "import-dry-run": { label: "activity.action.importDryRun", readers: "staff", order: 45 },
  "import-undone": { label: "activity.action.importUndone", readers: "staff", order: 46 },
});

registerAuditActions(importsAuditActions);

declare module "~/platform/audit/audit-actions" {
  interface AuditActionRegistry {
    imports: typeof importsAuditActions;
  }
}
