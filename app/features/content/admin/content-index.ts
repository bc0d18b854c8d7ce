import { redirect } from "react-router";
import { requireRole } from "~/features/auth/require-role.server";
import { STAFF_ROLES } from "~/platform/entities/define";
import { listPath } from "../content-kinds";
import type { AdminHandle } from "~/ui/admin/admin-handle";
import { contentSection } from "./admin-section";
import type { Route } from "./+types/content-index";

export const handle = { ...contentSection, title: "content.title" } satisfies AdminHandle;

/** /admin/content: the first kind's list (the news). */
export function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, STAFF_ROLES);
  throw redirect(listPath("news"));
}
