import { redirect } from "react-router";
import { requireRole } from "~/features/auth/require-role.server";
import { STAFF_ROLES } from "~/platform/entities/define";
import { listPath } from "../content-kinds";
import type { Route } from "./+types/content-index";

/** /admin/content: the first kind's list (the news). */
export function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, STAFF_ROLES);
  throw redirect(listPath("news"));
}
