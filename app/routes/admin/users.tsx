import { ComingSoon } from "~/components/admin/coming-soon";
import { ADMINS, requireRole } from "~/lib/session.server";
import type { Route } from "./+types/users";

export function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, ADMINS);
  return null;
}

export default function AdminUsers() {
  return <ComingSoon title="admin.tab.users" />;
}
