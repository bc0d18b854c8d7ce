/*
 * Every feature's entries in the platform's registries (decision 057): the actions each records
 * in the audit log, for the activity log to list and label; who names an uploaded file where
 * visitors see it, for the media route; and who reads the leads that asked for a product, for its
 * editor; and the kinds of entry whose editors autosave working copies. Loaded with the server's
 * entry (entry.server.tsx), so that the registries are full before the first request is answered.
 */
import "~/platform/media/media-audit-actions";
import "~/features/auth/auth-audit-actions";
import "~/features/catalogue/catalogue-audit-actions";
import "~/features/enquiries/enquiries-audit-actions";
import "~/features/content/content-audit-actions";
import "~/features/imports/imports-audit-actions";
import "~/features/catalogue/images/product-picture-owner.server";
import "~/features/content/content-picture-owner.server";
import "~/features/enquiries/admin/product-requests.server";
import "~/features/catalogue/admin/editor/product-working-copies.server";
import "~/features/content/content-working-copies.server";
import "~/features/catalogue/images/product-media-uses.server";
import "~/features/content/content-media-uses.server";
import "~/features/media/media-library-audit-actions";
