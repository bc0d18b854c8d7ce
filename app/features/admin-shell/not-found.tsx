import { requestUrl } from "~/platform/http/request-url";
import { data } from "react-router";
import { logger } from "~/platform/log/logger.server";
import { requireRole, STAFF } from "~/features/auth/require-role.server";
import type { AdminHandle } from "~/ui/admin/admin-handle";
import { productsSection } from "~/features/catalogue/admin/admin-section";
import type { Route } from "./+types/not-found";

// An address no page serves is answered as the admin's home would be: with the product list's texts, and no tab current.
export const handle = { title: "admin.title", scope: productsSection.scope } satisfies AdminHandle;

/*
 * Any other address under /admin: 'not found' inside the admin's chrome and language (the
 * layout's error boundary says it), once the person is known to be staff.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, STAFF);
  logger.warn({ path: requestUrl(request).pathname }, "404: no admin page at this address");
  throw data(null, { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
