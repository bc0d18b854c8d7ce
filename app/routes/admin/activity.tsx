import { ComingSoon } from "~/components/admin/coming-soon";
import { STAFF, requireRole } from "~/lib/session.server";
import type { Route } from "./+types/activity";

export function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, STAFF);
  return null;
}

export default function AdminActivity() {
  return <ComingSoon title="admin.tab.activity" />;
}
