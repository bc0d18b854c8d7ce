import { defineAuditActions, registerAuditActions } from "~/platform/audit/audit-actions";

/**
 * What staff do to products and categories, in the history every member of staff shares.
 * `order` places each in the activity log's list of actions (decision 057).
 */
export const catalogueAuditActions = defineAuditActions({
  "product-restored-version": { label: "activity.action.productRestoredVersion", readers: "staff", order: 21 },
  "product-created": { label: "activity.action.productCreated", readers: "staff", order: 26 },
  "product-updated": { label: "activity.action.productUpdated", readers: "staff", order: 27 },
  "product-published": { label: "activity.action.productPublished", readers: "staff", order: 28 },
  "product-unpublished": { label: "activity.action.productUnpublished", readers: "staff", order: 29 },
  "product-featured": { label: "activity.action.productFeatured", readers: "staff", order: 30 },
  "product-unfeatured": { label: "activity.action.productUnfeatured", readers: "staff", order: 31 },
  "product-deleted": { label: "activity.action.productDeleted", readers: "staff", order: 32 },
  "product-restored": { label: "activity.action.productRestored", readers: "staff", order: 33 },
  "product-purged": { label: "activity.action.productPurged", readers: "staff", order: 34 },
  "product-duplicated": { label: "activity.action.productDuplicated", readers: "staff", order: 35 },
  "product-reordered": { label: "activity.action.productReordered", readers: "staff", order: 36 },
  "category-created": { label: "activity.action.categoryCreated", readers: "staff", order: 38 },
  "category-updated": { label: "activity.action.categoryUpdated", readers: "staff", order: 39 },
  "category-reordered": { label: "activity.action.categoryReordered", readers: "staff", order: 40 },
  "category-deleted": { label: "activity.action.categoryDeleted", readers: "staff", order: 41 },
  "products-exported": { label: "activity.action.productsExported", readers: "staff", order: 47 },
});

registerAuditActions(catalogueAuditActions);

declare module "~/platform/audit/audit-actions" {
  interface AuditActionRegistry {
    catalogue: typeof catalogueAuditActions;
  }
}
