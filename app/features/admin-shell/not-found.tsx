import { requestUrl } from "~/platform/http/request-url";
import { data } from "react-router";
import { logger } from "~/platform/log/logger.server";
import { requireRole, STAFF } from "~/features/auth/require-role.server";
import type { Route } from "./+types/not-found";

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
